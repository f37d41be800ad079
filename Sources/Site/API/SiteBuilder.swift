import Diagnostics
import Foundation
import Guide
import Markdown
import Templates

/// Builds the site: reads every guide, renders every page through the theme, writes the
/// output aside and swaps it in. A build with errors leaves the previous output untouched.
public struct SiteBuilder: Sendable {
    public let configuration: SiteConfiguration

    public init(configuration: SiteConfiguration) {
        self.configuration = configuration
    }

    /// Runs the build; `progress` hears one line per step.
    public func build(progress: @escaping @Sendable (String) -> Void = { _ in }) async throws(BuildError) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        let address: SiteAddress
        do { address = try SiteAddress(configuration.baseURL) } catch { throw .invalidBaseURL(error.description) }
        for (role, folder) in [("content", configuration.contentDirectory), ("templates", configuration.templatesDirectory)] {
            guard FileManager.default.fileExists(atPath: folder.path) else { throw .missingFolder(role: role, path: configuration.display(folder)) }
        }
        let output = try OutputFolder(configuration)

        var diagnostics: [Diagnostic] = []
        let theme = Theme.load(from: configuration.templatesDirectory, display: configuration.display)
        diagnostics += theme.diagnostics

        let sources: [GuideSource]
        do { sources = try ContentDiscovery(contentDirectory: configuration.contentDirectory).guides() } catch {
            throw .missingFolder(role: "content", path: configuration.display(configuration.contentDirectory))
        }
        progress("Reading \(sources.count) guide\(sources.count == 1 ? "" : "s")")
        let read = await GuideReading(configuration: configuration).read(sources)
        diagnostics += read.diagnostics
        let brands = read.brands

        progress("Rendering \(brands.count) brand\(brands.count == 1 ? "" : "s")")
        // Pages go to the staging folder as they are rendered; a build with errors discards it.
        let staging = try output.beginStaging()
        var pagePaths: [String] = []
        if let library = theme.library {
            let pages = await PageRendering(configuration: configuration, address: address, library: library, brands: brands, staging: staging).render()
            diagnostics += pages.diagnostics
            pagePaths = pages.pagePaths
            progress("Indexing")
            staging.write([
                SiteFile("search-index.json", text: SearchIndex.json(for: brands, address: address)),
                SiteFile("sitemap.xml", text: Sitemap.xml(pages: pagePaths.filter { $0 != "404.html" }, address: address)),
            ])
        }
        staging.write(theme.assets + read.copiedFiles)

        diagnostics.sort()
        let failed = diagnostics.containsErrors || theme.library == nil
        if failed {
            output.discard(staging.url)
        } else {
            try output.finish(staging)
            progress("Swapping the new site in")
            try output.commit(staging.url)
            progress("Done")
        }
        return BuildReport(
            diagnostics: diagnostics, brandCount: brands.count, pageCount: pagePaths.count,
            fileCount: staging.fileCount, wroteOutput: !failed, duration: clock.now - start
        )
    }
}
