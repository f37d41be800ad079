import Diagnostics
import Foundation
import Guide
import Markdown
import Templates

/// Renders one brand's pages and exports (brand page, DESIGN.md page, `BrandExports`,
/// compare.json) straight into the staging folder.
struct BrandPages {
    let configuration: SiteConfiguration
    let address: SiteAddress
    let library: TemplateLibrary
    let templateFiles: TemplateFiles
    let staging: StagingFolder
    let frame: PageFrame
    /// Published Markdown by content-relative path, for links between guides.
    let pages: [String: String]
    /// Content files published under `files/`, by content-relative path.
    let publishedFiles: Set<String>
    let compare: CompareView

    struct Result: Sendable {
        var files: [String] = []
        var pagePaths: [String] = []
        var diagnostics: [Diagnostic] = []
        var column: CompareColumn?
        /// The hash of the brand's `compare.json`: compare pages change only when it does.
        var columnHash = ""
        /// How many components the brand page draws, by coverage.
        var previews: [ComponentPreview.Coverage: Int] = [:]
        /// Elements the previews drew (`PreviewBudget`), and the brand page's bytes.
        var elementsDrawn = 0
        var pageBytes = 0
        /// The brand's search postings, chunk count and id range (`SearchGroup`).
        var searchPostings = ""
        var searchChunkCount = 0
        var searchIDSpace = 0
    }

    func render(_ brand: PublishedBrand) -> Result {
        var result = Result()
        let highlighter = Self.highlighter(for: brand, address: address)
        // Each snippet is highlighted once, from the tokens Guide lexed, and used on the page and
        // in compare cells alike; token links carry the brand page's path so they work from both.
        let highlighted = Dictionary(brand.guide.snippets.filter { $0.language == "swift" || $0.language.isEmpty }.map { (CodeKey($0.code), highlighter.highlight($0)) }, uniquingKeysWith: { first, _ in first })
        // Drawn once, for the brand page and the compare cells of its components.
        let drawn = configuration.previews ? ComponentPreview.all(of: brand) : (previews: [], budget: PreviewBudget())
        result.diagnostics += drawn.budget.diagnostics
        result.elementsDrawn = drawn.budget.spent
        var previews = drawn.previews
        let brandExports = BrandExports(brand)
        let links = LinkResolver(address: address, contentRoot: configuration.contentDirectory.standardizedFileURL.path, folder: brand.source.relativeFolder, pages: pages, publishedFiles: publishedFiles)
        func compose(_ previews: [ComponentPreview]) -> (column: CompareColumn, page: TemplateValue, problems: [Diagnostic]) {
            let previewsByName = Dictionary(zip(brand.guide.components.map(\.name), previews), uniquingKeysWith: { first, _ in first })
            let comparison = BrandComparison(brand, address: address, highlight: { component in
                component.snippets.map { highlighted[CodeKey($0.code)] ?? highlighter.highlight($0) }.joined(separator: "\n")
            }, preview: { previewsByName[$0.name]?.templateValue })
            let column = CompareColumn(comparison, address: address) { cell in
                (try? library.render(cell, withTemplate: "partials/compare-cell")) ?? "—"
            }
            var view = BrandView(brand: brand, frame: frame, links: links, snippet: snippetRenderer(highlighted: highlighted))
            view.nearest = compare.nearestForBrandPage(brand.slug)
            view.exports = brandExports.links
            view.previews = previews
            let (page, problems) = view.context()
            return (column, page, problems)
        }
        var composed = compose(previews)
        var page = render("brand", composed.page)
        // A page past its bound is rendered again without previews: they are what grows past
        // all proportion to the guide (its prose and code are each on the page once, and other
        // limits bound those), and a brand page without drawings, with a warning saying why,
        // serves a reader better than one of many megabytes, or none.
        let bound = brand.guide.outputBound
        if case .page(let html) = page, html.count > bound, !previews.isEmpty {
            result.diagnostics.append(Diagnostic(.warning, "the brand page would be \(html.count) bytes, past its bound of \(bound) (20 times the guide's bytes and 1 MB); it is written without previews", at: brand.guide.document.location(line: 1, column: 1), code: "page.too-large"))
            previews = []
            composed = compose(previews)
            page = render("brand", composed.page)
        }
        let column = composed.column
        result.column = column
        for preview in previews { result.previews[preview.coverage, default: 0] += 1 }
        result.diagnostics += composed.problems
        switch page {
        case .page(let html):
            result.pageBytes = html.count
            write(html, path: brand.path, into: &result)
        case .failed(let diagnostic):
            result.diagnostics.append(diagnostic)
        }
        if let companion = brand.companion {
            // The companion's Swift comes lexed from Guide, like the guide's own snippets.
            let plain = SwiftHighlighter(colors: [:], fonts: [])
            let companionCode = Dictionary(Guide.companionSnippets(in: companion, lexing: configuration.lexing).filter { !$0.tokens.isEmpty }.map { (CodeKey($0.code), plain.highlight($0.code, tokens: $0.tokens)) },
                                           uniquingKeysWith: { first, _ in first })
            let (designPage, designProblems) = DesignPageView(brand: brand, document: companion, frame: frame, links: links, snippet: snippetRenderer(highlighted: companionCode)).context()
            result.diagnostics += designProblems
            emit("design", designPage, path: brand.designPath, into: &result)
        }
        let columnJSON = column.json(category: PublishedCategory.displayName(brand.category), nearest: compare.nearestValues(for: brand.slug))
        result.columnHash = ContentHash.of([columnJSON])
        let search = SearchGroup(records: SearchRecords.of(brand, address: address))
        result.searchPostings = search.postings
        result.searchChunkCount = search.chunkCount
        result.searchIDSpace = search.idSpace
        let exports = brandExports.files + [SiteFile("brands/\(brand.slug)/compare.json", text: columnJSON)] + search.files(prefix: SearchIndexFiles.chunkPrefix(brand.slug))
        staging.write(exports)
        result.files += exports.map(\.path)
        return result
    }

    static func highlighter(for brand: PublishedBrand, address: SiteAddress) -> SwiftHighlighter {
        var highlighter = SwiftHighlighter(
            colors: Dictionary(brand.guide.colors.map { ($0.name, $0.displayColor == nil ? nil : brand.cssNames.color($0.name)) }, uniquingKeysWith: { first, _ in first }),
            fonts: Set(brand.guide.fonts.map(\.name))
        )
        highlighter.linkBase = address.link(brand.path)
        return highlighter
    }

    /// Renders code through the theme's `partials/snippet`, highlighted when it is Swift.
    /// `highlighted` holds the HTML of each Swift snippet Guide read from the page's document
    /// (the guide, or its companion); nothing is lexed here.
    private func snippetRenderer(highlighted: [CodeKey: String]) -> @Sendable (String, String) -> String {
        let library = library
        return { code, language in
            let isSwift = Guide.showsAsSwift(code: code, language: language)
            let codeHTML = isSwift ? highlighted[CodeKey(code)] ?? HTMLEscaping.escape(code) : HTMLEscaping.escape(code)
            let value: TemplateValue = ["codeHTML": .string(codeHTML), "code": .string(code), "language": .string(isSwift ? "swift" : language)]
            return (try? library.render(value, withTemplate: "partials/snippet")) ?? "<pre><code>\(codeHTML)</code></pre>"
        }
    }

    private func render(_ template: String, _ value: TemplateValue) -> PageEmitter.Rendered {
        PageEmitter(library: library, templateFiles: templateFiles, staging: staging, configuration: configuration).render(template, value)
    }

    private func write(_ html: [UInt8], path: String, into result: inout Result) {
        let file = PageEmitter.file(for: path)
        staging.write([SiteFile(file, bytes: html)])
        result.files.append(file)
        result.pagePaths.append(path)
    }

    private func emit(_ template: String, _ value: TemplateValue, path: String, into result: inout Result) {
        switch PageEmitter(library: library, templateFiles: templateFiles, staging: staging, configuration: configuration).emit(template, value, path: path) {
        case .written(let file):
            result.files.append(file)
            result.pagePaths.append(path)
        case .failed(let diagnostic):
            result.diagnostics.append(diagnostic)
        }
    }
}

/// Renders a template into a page file of the staging folder.
struct PageEmitter {
    let library: TemplateLibrary
    let templateFiles: TemplateFiles
    let staging: StagingFolder
    let configuration: SiteConfiguration

    enum Outcome { case written(String), failed(Diagnostic) }
    enum Rendered { case page([UInt8]), failed(Diagnostic) }

    /// Renders `template` to the page at `path` (`brands/bumble/` → `brands/bumble/index.html`).
    func emit(_ template: String, _ value: TemplateValue, path: String) -> Outcome {
        switch render(template, value) {
        case .page(let html):
            let file = Self.file(for: path)
            staging.write([SiteFile(file, bytes: html)])
            return .written(file)
        case .failed(let diagnostic):
            return .failed(diagnostic)
        }
    }

    /// The page `template` renders, or the theme's error.
    func render(_ template: String, _ value: TemplateValue) -> Rendered {
        do {
            return .page(try library.renderUTF8(value, withTemplate: template))
        } catch {
            return .failed(templateFiles.diagnostic(for: error))
        }
    }

    /// The file of a page path.
    static func file(for path: String) -> String {
        path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
    }
}
