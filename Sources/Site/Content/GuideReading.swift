import Diagnostics
import Foundation
import Guide
import Markdown

/// Reads every guide (and its companions) on all cores.
struct GuideReading {
    let configuration: SiteConfiguration

    struct Result {
        var brands: [PublishedBrand]
        var diagnostics: [Diagnostic]
        /// The content folder's other files (images and the like), published under `files/`.
        var copiedFiles: [SiteFile]
    }

    func read(_ sources: [GuideSource]) async -> Result {
        let configuration = configuration
        let read = await withTaskGroup(of: (Int, PublishedBrand).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask { (index, Self.publish(source, configuration: configuration)) }
            }
            var results: [(Int, PublishedBrand)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
        var diagnostics = read.flatMap(\.guide.diagnostics)
        var brands: [PublishedBrand] = []
        var firstBySlug: [String: PublishedBrand] = [:]
        for brand in read {
            if let first = firstBySlug[brand.slug] {
                diagnostics.append(Diagnostic(
                    .error, "two guides would publish as 'brands/\(brand.slug)/'; rename one folder",
                    at: SourceLocation(file: brand.guide.document.source, line: 1, column: 1), code: "site.duplicate-slug",
                    notes: [Diagnostic(.note, "the other guide is here", at: SourceLocation(file: first.guide.document.source, line: 1, column: 1))]
                ))
                continue
            }
            firstBySlug[brand.slug] = brand
            brands.append(brand)
        }
        brands.sort { ($0.category, $0.name.lowercased(), $0.slug) < ($1.category, $1.name.lowercased(), $1.slug) }
        return Result(brands: brands, diagnostics: diagnostics, copiedFiles: contentFiles())
    }

    private static func publish(_ source: GuideSource, configuration: SiteConfiguration) -> PublishedBrand {
        let display = configuration.display(source.url)
        let data = FileManager.default.contents(atPath: source.url.path) ?? Data()
        let guide = Guide(document: MarkdownDocument(parsing: data, source: display), path: source.relativePath)
        let companion = source.companion.flatMap { url in
            FileManager.default.contents(atPath: url.path).map { MarkdownDocument(parsing: $0, source: configuration.display(url)) }
        }
        let summary = source.readme.flatMap { url in
            FileManager.default.contents(atPath: url.path).map { MarkdownDocument(parsing: $0, source: configuration.display(url)) }
        }.flatMap(firstParagraph)
        return PublishedBrand(source: source, guide: guide, companion: companion, summary: summary, roles: guide.colorRoles)
    }

    private static func firstParagraph(_ document: MarkdownDocument) -> String? {
        document.blocks.first { if case .paragraph = $0.kind { true } else { false } }?.plainText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every file of the content folder that is not Markdown (and not hidden).
    private func contentFiles() -> [SiteFile] {
        let root = configuration.contentDirectory
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        var files: [SiteFile] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in walker where url.pathExtension.lowercased() != "md" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            files.append(SiteFile("files/" + relative, copying: url))
        }
        return files.sorted { $0.path < $1.path }
    }
}
