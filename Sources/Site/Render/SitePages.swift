import Diagnostics
import Foundation
import Guide
import Templates

/// Renders the site-wide pages from the brands' digests: gallery, categories, symbols index,
/// compare pages, 404, search index, sitemap and the drawings' stylesheet.
struct SitePages {
    let configuration: SiteConfiguration
    let address: SiteAddress
    let library: TemplateLibrary
    let staging: StagingFolder
    let frame: PageFrame
    let brands: [BrandDigest]
    let categories: [PublishedCategory]
    let compare: CompareView

    struct Result {
        var pagePaths: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Renders everything but the static compare pages, which `SiteBuilder` renders or keeps.
    func render() -> Result {
        var result = Result()
        let gallery = GalleryView(frame: frame, categories: categories)
        emit("index", gallery.home(), path: "", into: &result)
        for category in categories { emit("category", gallery.category(category), path: category.path, into: &result) }
        let symbols = SymbolIndexView(frame: frame, brands: brands)
        let index = symbols.index
        emit("symbols", symbols.page(index: index), path: "symbols/", into: &result)
        emit("compare", compare.page(brands: brands, categories: categories), path: "compare/", into: &result)
        emit("404", frame.page(path: "404.html", title: "Page not found", description: "This page does not exist.", kind: "error", content: [:]), path: "404.html", into: &result)
        staging.write([
            SiteFile("search-index.json", text: SearchIndex.json(brands: brands, symbols: index, address: address)),
            SiteFile(PreviewDeclarationClasses.stylesheetPath, text: PreviewDeclarationClasses.stylesheet),
        ])
        return result
    }

    /// The files `render()` writes, given the page paths it reported.
    static func files(of pagePaths: [String]) -> [String] {
        pagePaths.map(PageEmitter.file(for:)) + ["search-index.json", PreviewDeclarationClasses.stylesheetPath]
    }

    /// A static compare page of a category.
    func renderComparePage(_ category: PublishedCategory, page: Int, columns: [CompareColumn], into result: inout Result) {
        emit("compare-category", compare.categoryPage(category, page: page, columns: columns), path: CompareView.pagePath(category.slug, page: page), into: &result)
    }

    private func emit(_ template: String, _ value: TemplateValue, path: String, into result: inout Result) {
        switch PageEmitter(library: library, staging: staging, configuration: configuration).emit(template, value, path: path) {
        case .written: result.pagePaths.append(path)
        case .failed(let diagnostic): result.diagnostics.append(diagnostic)
        }
    }
}
