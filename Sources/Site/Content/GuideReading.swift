import Diagnostics
import Foundation
import Guide
import Markdown

/// Reads guides (and their companions) on all cores.
struct GuideReading {
    let configuration: SiteConfiguration

    /// The published form of each guide, in the order given.
    func read(_ inputs: [GuideInputs]) async -> [PublishedBrand] {
        let configuration = configuration
        return await withTaskGroup(of: (Int, PublishedBrand).self) { group in
            for (index, input) in inputs.enumerated() {
                group.addTask { (index, Self.publish(input, configuration: configuration)) }
            }
            var results: [(Int, PublishedBrand)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// One guide, read.
    func publish(_ input: GuideInputs) -> PublishedBrand {
        Self.publish(input, configuration: configuration)
    }

    private static func publish(_ input: GuideInputs, configuration: SiteConfiguration) -> PublishedBrand {
        let source = input.source
        let guide = Guide(document: MarkdownDocument(parsing: input.guide, source: configuration.display(source.url)), path: source.relativePath)
        let companion = zip(source.companion, input.companion).map { url, data in MarkdownDocument(parsing: data, source: configuration.display(url)) }
        let summary = zip(source.readme, input.readme).map { url, data in MarkdownDocument(parsing: data, source: configuration.display(url)) }.flatMap(firstParagraph)
        return PublishedBrand(source: source, guide: guide, companion: companion, summary: summary, roles: guide.colorRoles)
    }

    private static func firstParagraph(_ document: MarkdownDocument) -> String? {
        document.blocks.first { if case .paragraph = $0.kind { true } else { false } }?.plainText.trimmedWhitespace
    }

    /// Every file of the content folder that is not Markdown (and not hidden), published under
    /// `files/` so guides can link and embed them.
    static func contentFiles(in root: URL) -> [SiteFile] {
        let prefix = root.standardizedFileURL.path + "/"
        return FolderWalker.files(under: root.standardizedFileURL.path) { !$0.lowercased().hasSuffix(".md") }.map { path in
            SiteFile("files/" + String(path.dropFirst(prefix.count)), copying: URL(fileURLWithPath: path))
        }
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
