import Diagnostics
import Foundation
import Guide
import Markdown
import Support

/// Reads guides (and their companions) on all cores.
struct GuideReading {
    let configuration: SiteConfiguration

    /// One guide, read. Digests never look at the companion, and a parsed `DESIGN.md` takes
    /// more memory than the guide's whole model, so it can be left for `attachingCompanion`.
    func publish(_ input: GuideInputs, parsingCompanion: Bool = true, scope: Guide.ReadingScope = .full, colors: Guide.ColorReading? = nil) -> PublishedBrand {
        let source = input.source
        var guide = Guide(parsing: input.guide, source: configuration.display(source.url), path: source.relativePath, lexing: configuration.lexing, scope: scope, colors: colors)
        // Read before, refused now (swapped since for a FIFO, say): the reader's word for why,
        // not an empty file's.
        if let failure = input.failure { guide.diagnostics = [failure.diagnostic(source: configuration.display(source.url))] }
        let summary = zip(source.readme, input.readme).flatMap { url, data in Guide.summary(ofReadme: data, source: configuration.display(url)) }
        var brand = PublishedBrand(source: source, guide: guide, hasCompanion: input.companion != nil, summary: summary, roles: guide.colorRoles)
        if parsingCompanion { brand.companion = zip(source.companion, input.companion).map(parseCompanion) }
        return brand
    }

    /// A reading kept from `publish(_:parsingCompanion: false)`, with its companion read and
    /// parsed for rendering its pages (the guide itself is not read again).
    func attachingCompanion(to brand: PublishedBrand) -> PublishedBrand {
        guard brand.hasCompanion, brand.companion == nil, let url = brand.source.companion,
              let data = try? brand.source.file(beside: url).read() else { return brand }
        var brand = brand
        brand.companion = parseCompanion(url, data)
        return brand
    }

    private func parseCompanion(_ url: URL, _ data: Data) -> MarkdownDocument {
        Guide.companion(parsing: data, source: configuration.display(url))
    }

    /// The files of the content folder published under `files/` so guides can link and embed
    /// them (the kinds `PublishedKinds` allows), and a warning for each active file left out.
    /// An SVG is published as the bytes its check read, not opened again: what was checked is
    /// what is published, whatever is swapped in since.
    static func contentFiles(in folder: ContentFolder, display: (URL) -> String) -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        var files: [SiteFile] = []
        var diagnostics: [Diagnostic] = []
        for entry in folder.files {
            var read: Result<Data, FileFailure>?
            let decision = PublishedKinds.decision(for: entry.relativePath) {
                read = Result { () throws(FileFailure) in try folder.read(entry.relativePath) }
                return try? read?.get()
            }
            switch (decision, read) {
            case (.publish, .success(let data)?): files.append(SiteFile("files/" + entry.relativePath, data: data))
            case (.publish, _): files.append(SiteFile("files/" + entry.relativePath, copying: entry.relativePath, beneath: folder.boundary))
            case (.refuse(let reason), _): diagnostics.append(Diagnostic(.warning, reason, at: SourceLocation(file: display(entry.url)), code: "content.not-published"))
            case (.ignore, .failure(let failure)?) where failure.isSkipped: diagnostics.append(ContentFolder.skipped(entry.relativePath, failure, at: display(entry.url)))
            case (.ignore, _): continue
            }
        }
        return (files, diagnostics)
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
