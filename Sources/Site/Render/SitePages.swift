import Diagnostics
import Foundation
import Guide
import Support
import Templates

/// Renders the site-wide pages from the brands' digests: gallery, categories, symbols index,
/// compare pages, 404 and the drawings' stylesheet.
struct SitePages {
    let configuration: SiteConfiguration
    let address: SiteAddress
    let library: TemplateLibrary
    let templateFiles: TemplateFiles
    let staging: StagingFolder
    let frame: PageFrame
    let brands: [BrandDigest]
    let categories: [PublishedCategory]
    let compare: CompareView

    struct Result {
        var pagePaths: [String] = []
        var diagnostics: [Diagnostic] = []

        /// Appends what another job made, after what this holds.
        mutating func add(_ other: Result) {
            pagePaths += other.pagePaths
            diagnostics += other.diagnostics
        }
    }

    /// Renders everything but the static compare pages, which `SiteBuilder` renders or keeps,
    /// on all cores: at a thousand brands the gallery and the symbols index
    /// are megabytes each, and one after the other they kept a core idle for a tenth of a second.
    func render() -> Result {
        var result = Result()
        for part in jobs().concurrentMap({ $0() }) { result.add(part) }
        return result
    }

    /// What `render()` runs, a page (or two files) a job, for a caller that runs them beside
    /// other work.
    func jobs() -> [@Sendable () -> Result] {
        let gallery = GalleryView(frame: frame, categories: categories)
        let symbols = SymbolIndexView(frame: frame, brands: brands)
        // In the order the pages are listed: home, categories, symbols, compare, 404.
        var jobs: [@Sendable () -> Result] = [{ page("index", gallery.home(), path: "") }]
        for category in categories { jobs.append { page("category", gallery.category(category), path: category.path) } }
        jobs.append {
            page("symbols", symbols.page(index: symbols.index), path: "symbols/")
        }
        jobs.append { page("compare", compare.page(brands: brands, categories: categories), path: "compare/") }
        jobs.append {
            staging.write([SiteFile(PreviewDeclarationClasses.stylesheetPath, text: PreviewDeclarationClasses.stylesheet)])
            return page("404", frame.page(path: "404.html", title: "Page not found", description: "This page does not exist.", kind: "error", canonical: false, content: [:]), path: "404.html")
        }
        return jobs
    }

    /// The files `render()` writes, given the page paths it reported.
    static func files(of pagePaths: [String]) -> [String] {
        pagePaths.map(PageEmitter.file(for:)) + [PreviewDeclarationClasses.stylesheetPath]
    }

    /// A static compare page of a category.
    func renderComparePage(_ category: PublishedCategory, page: Int, columns: [CompareColumn], into result: inout Result) {
        emit("compare-category", compare.categoryPage(category, page: page, columns: columns), path: CompareView.pagePath(category.slug, page: page), into: &result)
    }

    private func emit(_ template: String, _ value: TemplateValue, path: String, into result: inout Result) {
        switch PageEmitter(library: library, templateFiles: templateFiles, staging: staging, configuration: configuration).emit(template, value, path: path) {
        case .written: result.pagePaths.append(path)
        case .failed(let diagnostic): result.diagnostics.append(diagnostic)
        }
    }

    /// One page, as a result of its own.
    private func page(_ template: String, _ value: TemplateValue, path: String) -> Result {
        var result = Result()
        emit(template, value, path: path, into: &result)
        return result
    }
}
