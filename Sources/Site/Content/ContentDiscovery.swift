import Foundation
import Guide

/// Finds guides in the content folder: the upstream layout
/// (`<category>/<brand>/DESIGN-swiftui.md` with `DESIGN.md` and `README.md` beside it) and flat
/// `*.md` files, in a stable order.
struct ContentDiscovery {
    let contentDirectory: URL

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
                companion: pairsWithCompanions ? sibling(named: "DESIGN.md", of: file) : nil,
                readme: pairsWithCompanions ? sibling(named: "README.md", of: file) : nil
            ))
        }
        return sources.sorted { $0.relativePath < $1.relativePath }
    }

    private func markdownFiles() throws -> [URL] {
        FolderWalker.files(under: contentDirectory.standardizedFileURL.path) { $0.lowercased().hasSuffix(".md") }
            .map { URL(fileURLWithPath: $0) }
    }

    private func sibling(named name: String, of file: URL) -> URL? {
        let folder = file.deletingLastPathComponent()
        let exact = folder.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: exact.path) { return exact }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.first { $0.lowercased() == name.lowercased() }.map { folder.appendingPathComponent($0) }
    }

    func relativePath(of file: URL) -> String {
        let root = contentDirectory.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : file.lastPathComponent
    }
}
