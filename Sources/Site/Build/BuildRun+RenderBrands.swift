import Foundation
import Synchronization
import Templates

extension BuildRun {
    /// Step 5, render brands: a brand whose key is unchanged keeps last build's files (its
    /// folder moves into the new output); every other brand's pages are rendered, from the
    /// reading kept in memory or from its files read again. Completes each digest with the
    /// files its pages took, and keeps the re-rendered brands' compare columns.
    mutating func renderBrands(_ plan: SitePlan, library: TemplateLibrary, into staging: StagingFolder) async {
        var render: [Int] = []
        for (index, digest) in digests.enumerated() {
            let old = previousByPath[digest.relativePath]
            if let old, old.key == digest.key,
               staging.adopt(String(digest.path.dropLast()), files: old.files, from: output.target) || staging.keep(old.files, from: output.target) {
                digests[index].files = old.files
                digests[index].pagePaths = old.pagePaths
                digests[index].columnHash = old.columnHash
                digests[index].previewsFull = old.previewsFull
                digests[index].previewsPartial = old.previewsPartial
            } else {
                render.append(index)
            }
        }
        progress("Rendering \(render.count) of \(digests.count) brand\(digests.count == 1 ? "" : "s")")
        let renderer = BrandPages(
            configuration: configuration, address: address, library: library, staging: staging,
            frame: plan.frame, pages: plan.pages, compare: plan.compare
        )
        let sourcesByPath = Dictionary(uniqueKeysWithValues: fingerprints.map { ($0.source.relativePath, $0.source) })
        // Each kept reading is let go of as soon as its pages are out.
        let kept = Mutex(self.kept)
        self.kept = [:]
        let reader = reader
        let rendered = await SiteBuilder.parallelMap(render.map { digests[$0].relativePath }) { path in
            if let reading = kept.withLock({ $0.removeValue(forKey: path) }) { return renderer.render(reader.attachingCompanion(to: reading)) }
            return renderer.render(reader.publish(GuideInputs(sourcesByPath[path]!)))
        }
        for (index, result) in zip(render, consume rendered) {
            digests[index].files = result.files
            digests[index].pagePaths = result.pagePaths
            digests[index].columnHash = result.columnHash
            digests[index].previewsFull = result.previews[.full, default: 0]
            digests[index].previewsPartial = result.previews[.partial, default: 0]
            diagnostics += result.diagnostics
            columns[digests[index].slug] = result.column
        }
    }
}
