import Foundation

/// A guide's files as bytes, read once, with the hash that tells whether they changed.
struct GuideInputs: Sendable {
    let source: GuideSource
    let guide: Data
    let companion: Data?
    let readme: Data?
    /// Changes whenever any of the files, or where they live, changes.
    let hash: String

    init(_ source: GuideSource) {
        self.source = source
        guide = FileManager.default.contents(atPath: source.url.path) ?? Data()
        companion = source.companion.flatMap { FileManager.default.contents(atPath: $0.path) }
        readme = source.readme.flatMap { FileManager.default.contents(atPath: $0.path) }
        var hash = ContentHash()
        hash.combine(source.relativePath)
        hash.combine(source.companion?.lastPathComponent ?? "")
        hash.combine(source.readme?.lastPathComponent ?? "")
        hash.combine(guide)
        hash.combine(companion ?? Data())
        hash.combine(readme ?? Data())
        self.hash = hash.value
    }
}
