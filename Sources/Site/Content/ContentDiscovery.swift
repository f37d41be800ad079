import Foundation
import Guide

/// Finds guides in the content folder: the upstream layout
/// (`<category>/<brand>/DESIGN-swiftui.md` with `DESIGN.md` and `README.md` beside it) and flat
/// `*.md` files, in a stable order.
struct ContentDiscovery {
    /// The content folder, walked once (see `ContentFolder` for what the walk leaves out).
    let folder: ContentFolder
    var contentDirectory: URL { folder.root }
    /// The files the walk reached, by the folder they are in.
    private let filesByFolder: [String: [URL]]

    init(folder: ContentFolder) {
        self.folder = folder
        filesByFolder = Dictionary(grouping: folder.files.map(\.url)) { $0.deletingLastPathComponent().path }
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

    func guides() throws -> [GuideSource] {
        let files = try markdownFiles()
        let folderHasGuide = Set(files.filter { $0.lastPathComponent.lowercased() == Self.guideFileName }.map { $0.deletingLastPathComponent().path })
        var sources: [GuideSource] = []
        for file in files {
            let name = file.lastPathComponent.lowercased()
            let folder = file.deletingLastPathComponent()
            let isGuide = name == Self.guideFileName || (!Self.companionNames.contains(name) && !folderHasGuide.contains(folder.path))
            guard isGuide else { continue }
            let pairsWithCompanions = name == Self.guideFileName
            sources.append(GuideSource(
                relativePath: relativePath(of: file),
                url: file,
                companion: pairsWithCompanions && companions.contains("DESIGN.md") ? sibling(named: "DESIGN.md", of: file) : nil,
                readme: pairsWithCompanions ? sibling(named: "README.md", of: file) : nil
            ))
        }
        return sources.sorted { $0.relativePath < $1.relativePath }
    }

    private func markdownFiles() throws -> [URL] {
        folder.files.filter { $0.relativePath.lowercased().hasSuffix(".md") }.map(\.url)
    }

    /// A file beside `file` named `name` (exactly, else in any case) that the walk reached: a
    /// companion that is a link to outside the content folder is not one.
    private func sibling(named name: String, of file: URL) -> URL? {
        let beside = filesByFolder[file.deletingLastPathComponent().path] ?? []
        return beside.first { $0.lastPathComponent == name } ?? beside.first { $0.lastPathComponent.lowercased() == name.lowercased() }
    }

    func relativePath(of file: URL) -> String {
        let root = contentDirectory.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : file.lastPathComponent
    }
}
