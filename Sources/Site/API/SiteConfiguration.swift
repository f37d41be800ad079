import Foundation
import Guide

/// Where a build reads from and writes to.
public struct SiteConfiguration: Sendable {
    /// The folder of guides (`content/`).
    public var contentDirectory: URL
    /// The theme (`templates/`): Mustache templates plus an `assets/` folder copied as is. Its
    /// files override the built-in theme's at the same paths, one by one.
    public var templatesDirectory: URL
    /// The theme the binary carries, each file's text by its path in the theme
    /// (`brand.mustache`, `partials/card.mustache`, `assets/site.css`), beneath the templates
    /// folder's. Empty when there is none: the folder is then the whole theme.
    public var builtInTheme: [String: String] = [:]
    /// Whether the templates folder was named (`--templates`), so it must exist. When it was
    /// not and is missing, the built-in theme is used alone and the build says so.
    public var templatesFolderIsExplicit = true
    /// Where the site goes (`public/`). Built aside and swapped in.
    public var outputDirectory: URL
    /// The folder the command runs in; the output may never be it.
    public var projectDirectory: URL
    /// The site's address: a path prefix (`/docs/`) or a full URL (`https://example.com/docs/`).
    public var baseURL: String
    /// Paths in diagnostics are shown relative to this folder.
    public var displayRoot: URL
    /// Whether warnings (the lint's and the build's own) fail the build, as errors do.
    public var strict = false
    /// How guides' Swift code is lexed: once per snippet while reading. A test passes an
    /// observer here to count the lexings of a build.
    public var lexing = SwiftLexing()
    /// What the build reports about each guide; `sitegen build` hands in `sitegen check`'s rules.
    public var lint = GuideLint.readerOnly
    /// The site's name, in every page's title and header (`title` in `sitegen.toml`).
    public var title = "sitegen"
    /// The home page's description; nil keeps the one sitegen writes from the brand count.
    public var siteDescription: String?
    /// What a visitor sees before choosing in the theme toggle.
    public var appearance = Appearance.system
    /// The companion files published beside each guide as pages of their own.
    public var companions: Set<String> = publishableCompanions
    /// The companions sitegen can publish as pages: today the framework-neutral `DESIGN.md`.
    public static let publishableCompanions: Set<String> = ["DESIGN.md"]
    /// Whether brand pages draw each component's preview from its view tree; `sitegen build
    /// --no-previews` turns them off for a faster build.
    public var previews = true
    /// Changed guides up to this many bytes in all stay read between digesting and rendering.
    /// A kept reading takes about 25 times its guide's size (measured at 200 brands), so this
    /// bounds them to some 75 MB, which keeps a 1,000-brand build under 150 MB; guides past it
    /// are read in outline first and in full when rendered. Tests lower it to take that path.
    var guideBytesKeptInMemory = 3_000_000
    /// Compare columns (a brand's cells, tens of kilobytes of HTML) up to this many bytes in
    /// all stay in memory for the compare pages; the rest are read back from the staged
    /// compare.json files (on all cores, with the compare pages). At 1,000 brands keeping them
    /// all took some 85 MB.
    var columnBytesKeptInMemory = 10_000_000
    /// Seconds a guide's files must have been left alone before a build to be stamped
    /// (`FileStamp`); tests set a negative one to stamp files they have just written.
    var fileStampSettling = FileStamp.settling
    /// Called once the content folder has been walked, before any file found is opened: tests
    /// swap a file here (for a link leading out, or a FIFO) to show that opening refuses it.
    var afterDiscovery: (@Sendable () -> Void)?

    /// Creates a configuration; relative paths resolve against `projectDirectory`.
    public init(contentDirectory: URL, templatesDirectory: URL, outputDirectory: URL, projectDirectory: URL, baseURL: String = "/") {
        self.contentDirectory = contentDirectory.standardizedFileURL
        self.templatesDirectory = templatesDirectory.standardizedFileURL
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.projectDirectory = projectDirectory.standardizedFileURL
        self.baseURL = baseURL
        self.displayRoot = projectDirectory.standardizedFileURL
    }

    /// Takes what `sitegen.toml` sets; the command line applies its flags after this.
    public mutating func apply(_ settings: SiteSettings) {
        if let title = settings.title { self.title = title }
        if let baseURL = settings.baseURL { self.baseURL = baseURL }
        if let description = settings.description { siteDescription = description }
        if let appearance = settings.appearance { self.appearance = appearance }
        if let companions = settings.companions { self.companions = Set(companions) }
    }

    /// `url` as shown in messages: relative to the project when inside it.
    func display(_ url: URL) -> String {
        Self.display(url, relativeTo: displayRoot)
    }

    /// `url` as shown in messages: relative to `root` when inside it, else absolute.
    public static func display(_ url: URL, relativeTo root: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
