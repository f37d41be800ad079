import Diagnostics
import Foundation
import Guide
import Synchronization

/// One run of `SiteBuilder.build`: what its steps share. Each step is a method in a file of its
/// own (`BuildRun+Read.swift`, …) that says what it reads and what it sets; `SiteBuilder.build`
/// lists them in order.
struct BuildRun {
    let configuration: SiteConfiguration
    let progress: @Sendable (String) -> Void
    let address: SiteAddress
    let output: OutputFolder
    let theme: Theme
    let reader: GuideReading
    /// The content folder's files, walked once, within its bounds.
    let content: ContentFolder
    /// Every guide of the content folder, sorted by path.
    let sources: [GuideSource]
    /// What the build reports, in the order found; sorted at the end.
    var diagnostics: [Diagnostic]

    /// Set by `fingerprint()`: the hash of every guide's files, and the last build's manifest
    /// when it was made with the same theme, address and lint.
    var fingerprints: [GuideInputs.Fingerprint] = []
    var previous: BuildManifest?
    var previousByPath: [String: BrandDigest] = [:]

    /// Set by `read()`, ordered and keyed by `digest()`, completed by `renderBrands`: one
    /// digest per published brand.
    var digests: [BrandDigest] = []
    /// Readings of changed guides kept for rendering (within `SiteConfiguration.guideBytesKeptInMemory`).
    var kept: [String: PublishedBrand] = [:]
    /// Guides read in outline only, whose digests rendering completes, with the colors the
    /// outline worked out: their full reading takes them rather than reading the themes again.
    var outlined: [String: Guide.ColorReading] = [:]

    /// Set by `renderBrands`, used and let go of by `renderSitePages`: each re-rendered brand's
    /// compare column.
    var columns: [String: CompareColumn] = [:]
    /// Set by `renderSitePages`: what the manifest records of the site-wide pages, and every
    /// page path for the sitemap.
    var sitePagesKey = ""
    var sitePagePaths: [String] = []
    var comparePages: [String: String] = [:]
    var searchFiles: [String: String] = [:]
    var searchKey = ""
    var pagePaths: [String] = []
    /// Set by `renderSitePages`: each brand's line of the manifest, in `digests` order.
    var manifestBrandLines: [Substring]?

    /// Step 1, discover: the address, the folders, the theme and the guides (the content
    /// folder walked within its bounds, warning of what it skips), or the reason the build
    /// cannot start.
    static func discover(_ configuration: SiteConfiguration, progress: @escaping @Sendable (String) -> Void) throws(BuildError) -> BuildRun {
        let address: SiteAddress
        do { address = try SiteAddress(configuration.baseURL) } catch { throw .invalidBaseURL(error.description) }
        guard FileManager.default.fileExists(atPath: configuration.contentDirectory.path) else {
            throw .missingFolder(role: "content", path: configuration.display(configuration.contentDirectory))
        }
        let templates = try Self.templatesFolder(configuration)
        let output = try OutputFolder(configuration)
        // The theme and the content folder are read side by side: each is a walk of its own
        // folder, and otherwise the start of a build keeps one core of two idle.
        let (theme, content) = Self.sideBySide {
            Theme.load(ThemeLayers(folder: templates, builtIn: configuration.builtInTheme), display: { configuration.display($0) })
        } and: {
            ContentFolder(scanning: configuration.contentDirectory, display: configuration.display)
        }
        let sources: [GuideSource]
        var discovery = ContentDiscovery(folder: content)
        discovery.companions = configuration.companions
        do { sources = try discovery.guides() } catch {
            throw .missingFolder(role: "content", path: configuration.display(configuration.contentDirectory))
        }
        return BuildRun(
            configuration: configuration, progress: progress, address: address, output: output, theme: theme,
            reader: GuideReading(configuration: configuration), content: content, sources: sources,
            diagnostics: theme.diagnostics + content.diagnostics
        )
    }

    /// The templates folder, or nil when the built-in theme is used alone: the folder was not
    /// named, is not there, and the binary carries a theme.
    private static func templatesFolder(_ configuration: SiteConfiguration) throws(BuildError) -> URL? {
        let folder = configuration.templatesDirectory
        if FileManager.default.fileExists(atPath: folder.path) { return folder }
        if !configuration.templatesFolderIsExplicit && !configuration.builtInTheme.isEmpty { return nil }
        throw .missingFolder(role: "templates", path: configuration.display(folder))
    }

    /// Runs `first` on another thread while `second` runs on this one.
    private static func sideBySide<A: Sendable, B>(_ first: @escaping @Sendable () -> A, and second: () -> B) -> (A, B) {
        let result = Mutex<A?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let value = first()
            result.withLock { $0 = value }
            done.signal()
        }
        let other = second()
        done.wait()
        return (result.withLock { $0 }!, other)
    }

    /// Whether the build so far may replace the output.
    var succeeds: Bool { !diagnostics.fails(strict: configuration.strict) && theme.library != nil }
}
