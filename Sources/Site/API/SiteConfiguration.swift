import Foundation
import Guide

/// Where a build reads from and writes to.
public struct SiteConfiguration: Sendable {
    /// The folder of guides (`content/`).
    public var contentDirectory: URL
    /// The theme (`templates/`): Mustache templates plus an `assets/` folder copied as is.
    public var templatesDirectory: URL
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
    /// Whether brand pages draw each component's preview from its view tree; `sitegen build
    /// --no-previews` turns them off for a faster build.
    public var previews = true

    /// Creates a configuration; relative paths resolve against `projectDirectory`.
    public init(contentDirectory: URL, templatesDirectory: URL, outputDirectory: URL, projectDirectory: URL, baseURL: String = "/") {
        self.contentDirectory = contentDirectory.standardizedFileURL
        self.templatesDirectory = templatesDirectory.standardizedFileURL
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.projectDirectory = projectDirectory.standardizedFileURL
        self.baseURL = baseURL
        self.displayRoot = projectDirectory.standardizedFileURL
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
