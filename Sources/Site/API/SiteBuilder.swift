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
        diagnostics = await GuideChecking.merge(findingsFor: brands, into: diagnostics)

        progress("Rendering \(brands.count) brand\(brands.count == 1 ? "" : "s")")
        var files: [SiteFile] = []
        var pagePaths: [String] = []
        if let library = theme.library {
            let pages = await PageRendering(configuration: configuration, address: address, library: library, brands: brands).render()
            diagnostics += pages.diagnostics
            files += pages.files
            pagePaths = pages.pagePaths
            files.append(SiteFile("search-index.json", text: SearchIndex.json(for: brands, address: address)))
            files.append(SiteFile("sitemap.xml", text: Sitemap.xml(pages: pagePaths, address: address)))
        }
        files += theme.assets
        files += read.copiedFiles

        diagnostics.sort()
        let failed = GuideChecking.fails(diagnostics, strict: configuration.strict) || theme.library == nil
        if !failed {
            progress("Writing \(files.count) files to \(configuration.display(configuration.outputDirectory))")
            let staging = try output.stage(files)
            try output.commit(staging)
        }
        return BuildReport(
            diagnostics: diagnostics, brandCount: brands.count, pageCount: pagePaths.count,
            fileCount: files.count, wroteOutput: !failed, duration: clock.now - start
        )
    }
}
