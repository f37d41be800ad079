import Foundation
import Guide

/// A guide of a content folder, found the way the build finds guides, for commands that read
/// guides without building (`sitegen check`, `sitegen diff`).
public struct ContentGuide: Sendable {
    /// The guide relative to the content folder (`dating/bumble/DESIGN-swiftui.md`): what
    /// `Guide(document:path:)` takes to name the brand and its category.
    public var relativePath: String
    /// Where the file is, for messages.
    public var url: URL
    /// The file to read: beneath the content folder, as the build reads it.
    public var file: GuideFile

    /// The guides in `contentDirectory`, sorted by path: `<category>/<brand>/DESIGN-swiftui.md`
    /// and flat `*.md` files, as `sitegen build` publishes them.
    public static func all(in contentDirectory: URL) throws -> [ContentGuide] {
        try ContentDiscovery(contentDirectory: contentDirectory.standardizedFileURL).guides().map {
            ContentGuide(relativePath: $0.relativePath, url: $0.url, file: $0.file)
        }
    }
}
