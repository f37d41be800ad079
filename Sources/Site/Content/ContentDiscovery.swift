import Foundation
import Guide
import Support

/// Finds guides in the content folder: the upstream layout
/// (`<category>/<brand>/DESIGN-swiftui.md` with `DESIGN.md` and `README.md` beside it) and flat
/// `*.md` files, in a stable order.
struct ContentDiscovery {
    /// The content folder, walked once (see `ContentFolder` for what the walk leaves out).
    let folder: ContentFolder
    var contentDirectory: URL { folder.root }
    /// The files the walk reached, by the folder they are in (relative paths, "" for the top).
    private let filesByFolder: [Substring: [ContentFolder.Entry]]

    init(folder: ContentFolder) {
        self.folder = folder
        filesByFolder = Dictionary(grouping: folder.files) { Self.split($0.relativePath).folder }
    }

    init(contentDirectory: URL) {
        self.init(folder: ContentFolder(scanning: contentDirectory))
    }

    /// The companions published as pages (`SiteConfiguration.companions`); one left out is
    /// not paired with its guide, so links to it are links to an unpublished file.
    var companions: Set<String> = SiteConfiguration.publishableCompanions

    static let guideFileName = "design-swiftui.md"
    /// Names that are never guides themselves.
    private static let companionNames: Set<String> = ["design.md", "readme.md", "license.md", "changelog.md", "contributing.md"]

    // Names and folders come from the walk's relative paths, split at their last "/": asking
    // URLs (`lastPathComponent`, `deletingLastPathComponent`) for them cost a tenth of a
    // one-edit rebuild of 200 brands.
    func guides() throws -> [GuideSource] {
        guard let root = folder.boundary else { throw FileFailure.unreadable }
        let files = folder.files.filter { $0.relativePath.lowercased().hasSuffix(".md") }
        let folderHasGuide = Set(files.lazy.map { Self.split($0.relativePath) }.filter { $0.name.lowercased() == Self.guideFileName }.map(\.folder))
        var sources: [GuideSource] = []
        for file in files {
            let (folder, name) = Self.split(file.relativePath)
            let lowercased = name.lowercased()
            let isGuide = lowercased == Self.guideFileName || (!Self.companionNames.contains(lowercased) && !folderHasGuide.contains(folder))
            guard isGuide else { continue }
            let pairsWithCompanions = lowercased == Self.guideFileName
            sources.append(GuideSource(
                relativePath: file.relativePath,
                url: file.url,
                companion: pairsWithCompanions && companions.contains("DESIGN.md") ? sibling(named: "DESIGN.md", in: folder) : nil,
                readme: pairsWithCompanions ? sibling(named: "README.md", in: folder) : nil,
                root: root
            ))
        }
        return sources.sorted { $0.relativePath < $1.relativePath }
    }

    /// A file in `folder` named `name` (exactly, else in any case) that the walk reached: a
    /// companion that is a link to outside the content folder is not one.
    private func sibling(named name: String, in folder: Substring) -> URL? {
        let beside = filesByFolder[folder] ?? []
        let lowercased = name.lowercased()
        return (beside.first { Self.split($0.relativePath).name == name } ?? beside.first { Self.split($0.relativePath).name.lowercased() == lowercased })?.url
    }

    /// A relative path's folder ("" at the top) and file name.
    private static func split(_ relativePath: String) -> (folder: Substring, name: Substring) {
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (relativePath[relativePath.startIndex..<relativePath.startIndex], relativePath[...]) }
        return (relativePath[..<slash], relativePath[relativePath.index(after: slash)...])
    }
}
