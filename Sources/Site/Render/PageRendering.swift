import Diagnostics
import Foundation
import Guide
import Markdown
import Templates

/// Renders every page through the theme, brands in parallel.
struct PageRendering {
    let configuration: SiteConfiguration
    let address: SiteAddress
    let library: TemplateLibrary
    let brands: [PublishedBrand]
    /// Where rendered files go, as soon as they exist.
    let staging: StagingFolder

    struct Result {
        var pagePaths: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    func render() async -> Result {
        let categories = Dictionary(grouping: brands, by: \.category).keys.sorted().map { slug in
            PublishedCategory(slug: slug, brands: brands.filter { $0.category == slug })
        }
        let frame = PageFrame(address: address, categories: categories, brandCount: brands.count)
        let pages = publishedPages()
        var result = Result()
        // Each snippet is highlighted once and used on the brand page and in compare cells
        // alike; token links carry the brand page's path so they work from both.
        let prepared = await parallelMap(brands) { brand in
            let highlighter = highlighter(for: brand)
            let highlighted = Dictionary(brand.guide.snippets.filter { $0.language == "swift" || $0.language.isEmpty }.map { ($0.code, highlighter.highlight($0.code)) }, uniquingKeysWith: { first, _ in first })
            let comparison = BrandComparison(brand, address: address) { code in highlighted[code] ?? highlighter.highlight(code) }
            return (comparison, highlighted)
        }
        let comparisons = Dictionary(uniqueKeysWithValues: prepared.map { ($0.0.brand.slug, $0.0) })
        let highlightedBySlug = Dictionary(uniqueKeysWithValues: prepared.map { ($0.0.brand.slug, $0.1) })
        let library = library
        let compare = CompareView(frame: frame, comparisons: comparisons, nearest: NearestBrands(brands)) { cell in
            (try? library.render(cell, withTemplate: "partials/compare-cell")) ?? "—"
        }
        let perBrand = await parallelMap(brands) { brand in
            renderBrand(brand, frame: frame, pages: pages, compare: compare, highlighted: highlightedBySlug[brand.slug] ?? [:])
        }
        for part in perBrand {
            result.pagePaths += part.pagePaths
            result.diagnostics += part.diagnostics
        }
        let gallery = GalleryView(frame: frame, categories: categories)
        emit("index", gallery.home(), path: "", into: &result)
        for category in categories { emit("category", gallery.category(category), path: category.path, into: &result) }
        emit("symbols", SymbolIndexView(frame: frame, brands: brands).page(), path: "symbols/", into: &result)
        emit("compare", compare.page(brands: brands, categories: categories), path: "compare/", into: &result)
        for category in categories { emit("compare-category", compare.categoryPage(category), path: "compare/\(category.slug)/", into: &result) }
        emit("404", frame.page(path: "404.html", title: "Page not found", description: "This page does not exist.", kind: "error", content: [:]), path: "404.html", into: &result)
        return result
    }

    /// Markdown that becomes a page, by content-relative path: guides, their companions and
    /// READMEs (which lead to the brand page).
    private func publishedPages() -> [String: String] {
        var pages: [String: String] = [:]
        let contentRoot = configuration.contentDirectory.standardizedFileURL.path
        for brand in brands {
            pages[brand.source.relativePath] = brand.path
            let folder = brand.source.relativeFolder
            if let companion = brand.source.companion { pages[relative(companion, root: contentRoot)] = brand.designPath }
            if let readme = brand.source.readme { pages[relative(readme, root: contentRoot)] = brand.path }
            _ = folder
        }
        return pages
    }

    private func relative(_ url: URL, root: String) -> String {
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// Runs `transform` over `items` on all cores, keeping their order.
    private func parallelMap<T: Sendable>(_ items: [PublishedBrand], _ transform: @escaping @Sendable (PublishedBrand) -> T) async -> [T] {
        await withTaskGroup(of: (Int, T).self) { group in
            for (index, item) in items.enumerated() { group.addTask { (index, transform(item)) } }
            var results: [(Int, T)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    private func highlighter(for brand: PublishedBrand) -> SwiftHighlighter {
        var highlighter = SwiftHighlighter(
            colors: Dictionary(brand.guide.colors.map { ($0.name, $0.displayColor == nil ? nil : TokenNaming.cssVariable($0.name)) }, uniquingKeysWith: { first, _ in first }),
            fonts: Set(brand.guide.fonts.map(\.name))
        )
        highlighter.linkBase = address.link(brand.path)
        return highlighter
    }

    private func renderBrand(_ brand: PublishedBrand, frame: PageFrame, pages: [String: String], compare: CompareView, highlighted: [String: String]) -> Result {
        var result = Result()
        let links = LinkResolver(address: address, contentRoot: configuration.contentDirectory.standardizedFileURL.path, folder: brand.source.relativeFolder, pages: pages)
        let snippet = snippetRenderer(highlighter(for: brand), highlighted: highlighted)
        var view = BrandView(brand: brand, frame: frame, links: links, snippet: snippet)
        view.nearest = compare.nearestForBrandPage(brand)
        let (brandPage, brandProblems) = view.context()
        result.diagnostics += brandProblems
        emit("brand", brandPage, path: brand.path, into: &result)
        if let companion = brand.companion {
            let (designPage, designProblems) = DesignPageView(brand: brand, document: companion, frame: frame, links: links, snippet: snippetRenderer(nil, highlighted: [:])).context()
            result.diagnostics += designProblems
            emit("design", designPage, path: brand.designPath, into: &result)
        }
        staging.write([
            SiteFile(brand.tokensJSONPath, text: DesignTokensJSON.json(for: brand)),
            SiteFile(brand.tokensCSSPath, text: TokensCSS.css(for: brand)),
            SiteFile("brands/\(brand.slug)/compare.json", text: compare.json(for: brand)),
        ])
        return result
    }

    /// Renders code through the theme's `partials/snippet`, highlighted when it is Swift.
    private func snippetRenderer(_ highlighter: SwiftHighlighter?, highlighted: [String: String]) -> @Sendable (String, String) -> String {
        let library = library
        return { code, language in
            let isSwift = language == "swift" || language.isEmpty && code.containsBytes("let ")
            let codeHTML = isSwift ? highlighted[code] ?? (highlighter ?? SwiftHighlighter(colors: [:], fonts: [])).highlight(code) : HTMLEscaping.escape(code)
            let value: TemplateValue = ["codeHTML": .string(codeHTML), "code": .string(code), "language": .string(isSwift ? "swift" : language)]
            return (try? library.render(value, withTemplate: "partials/snippet")) ?? "<pre><code>\(codeHTML)</code></pre>"
        }
    }

    /// Renders `template` to the page at `path` (`brands/bumble/` → `brands/bumble/index.html`).
    private func emit(_ template: String, _ value: TemplateValue, path: String, into result: inout Result) {
        do {
            let html = try library.render(value, withTemplate: template)
            let file = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
            staging.write([SiteFile(file, text: html)])
            result.pagePaths.append(path)
        } catch {
            result.diagnostics.append(Theme.diagnostic(for: error, directory: configuration.templatesDirectory, display: configuration.display))
        }
    }
}
