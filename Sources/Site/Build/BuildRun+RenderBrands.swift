import Foundation
import Synchronization
import Templates

extension BuildRun {
    /// Step 5, render brands: a brand whose key is unchanged keeps last build's files (hard
    /// links to them, so the live site is left whole); every other brand's pages are rendered, from the
    /// reading kept in memory or from its files read again. Completes each digest with the
    /// files its pages took, and keeps the re-rendered brands' compare columns (within
    /// `configuration.columnBytesKeptInMemory`).
    mutating func renderBrands(_ plan: SitePlan, library: TemplateLibrary, into staging: StagingFolder) async {
        // Kept brands are hard-linked on all cores: a folder and a link per file, where the
        // build's time goes when few guides changed.
        let unchanged = digests.indices.filter { previousByPath[digests[$0].relativePath]?.key == digests[$0].key }
        let target = output.target
        let keptFiles = await SiteBuilder.parallelMap(unchanged.map { previousByPath[digests[$0].relativePath]!.files }) { files in
            staging.keep(files, from: target)
        }
        let keptIndices = Set(zip(unchanged, keptFiles).filter(\.1).map(\.0))
        var render: [Int] = []
        for (index, digest) in digests.enumerated() {
            if keptIndices.contains(index), let old = previousByPath[digest.relativePath] {
                digests[index].files = old.files
                digests[index].pagePaths = old.pagePaths
                digests[index].columnHash = old.columnHash
                digests[index].previewsFull = old.previewsFull
                digests[index].previewsPartial = old.previewsPartial
                digests[index].searchPostings = old.searchPostings
                digests[index].searchChunkCount = old.searchChunkCount
                digests[index].searchIDSpace = old.searchIDSpace
                digests[index].renderDiagnostics = old.renderDiagnostics
                diagnostics += old.renderDiagnostics
            } else {
                render.append(index)
            }
        }
        progress("Rendering \(render.count) of \(digests.count) brand\(digests.count == 1 ? "" : "s")")
        let renderer = BrandPages(
            configuration: configuration, address: address, library: library, templateFiles: theme.files, staging: staging,
            frame: plan.frame, pages: plan.pages, publishedFiles: plan.publishedFiles, compare: plan.compare
        )
        let fingerprintByPath = Dictionary(uniqueKeysWithValues: fingerprints.map { ($0.source.relativePath, $0) })
        // Each kept reading is let go of as soon as its pages are out.
        let kept = Mutex(self.kept)
        self.kept = [:]
        let (reader, address, lint) = (reader, address, configuration.lint)
        let outlines = render.map { outlined[digests[$0].relativePath] != nil ? digests[$0] : nil }
        // And so is each outline's reading of its colors.
        let outlineColors = Mutex(outlined)
        outlined = [:]
        let costs = render.map { fingerprintByPath[digests[$0].relativePath]?.size ?? 0 }
        let rendered = await SiteBuilder.parallelMap(Array(zip(render.map { digests[$0].relativePath }, outlines)), costs: costs) { path, outline -> (BrandPages.Result, BrandDigest?) in
            if let reading = kept.withLock({ $0.removeValue(forKey: path) }) { return (renderer.render(reader.attachingCompanion(to: reading)), nil) }
            let input = GuideInputs(fingerprintByPath[path]!.source)
            // The outline's colors hold for the same bytes only: a guide edited since is read afresh.
            let colors = outlineColors.withLock { $0.removeValue(forKey: path) }.flatMap { outline?.input == input.hash ? $0 : nil }
            let brand = reader.publish(input, colors: colors)
            // An outline digest is completed from the full reading its pages are rendered from.
            let completed = outline.map { outline in
                var digest = outline
                digest.complete(with: brand, address: address, lint: lint)
                return digest
            }
            return (renderer.render(brand), completed)
        }
        var columnBudget = configuration.columnBytesKeptInMemory
        for (index, (result, completed)) in zip(render, consume rendered) {
            if let completed {
                digests[index] = completed
                diagnostics += completed.diagnostics
            }
            digests[index].files = result.files
            digests[index].pagePaths = result.pagePaths
            digests[index].columnHash = result.columnHash
            digests[index].previewsFull = result.previews[.full, default: 0]
            digests[index].previewsPartial = result.previews[.partial, default: 0]
            digests[index].searchPostings = result.searchPostings
            digests[index].searchChunkCount = result.searchChunkCount
            digests[index].searchIDSpace = result.searchIDSpace
            digests[index].renderDiagnostics = result.diagnostics
            diagnostics += result.diagnostics
            // Past the budget a column is read back from its compare.json in staging.
            if let column = result.column {
                columnBudget -= column.byteCount
                if columnBudget >= 0 { columns[digests[index].slug] = column }
            }
        }
    }
}
