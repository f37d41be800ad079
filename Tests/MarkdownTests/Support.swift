import Foundation

/// Files of this repository, found from this source file's path so tests need no `../shared`.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func content(_ path: String) -> URL { root.appendingPathComponent("content").appendingPathComponent(path) }

    /// The wider corpus beside the checkout, when it is there (`SITEGEN_SHARED_GUIDES` names it
    /// elsewhere); tests over it skip when it is absent.
    static let sharedGuides = ProcessInfo.processInfo.environment["SITEGEN_SHARED_GUIDES"].map { URL(fileURLWithPath: $0) }
        ?? root.deletingLastPathComponent().appendingPathComponent("shared/guides")

    /// Every Markdown file under `folder` (none when it does not exist), sorted.
    static func markdownFiles(under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }
}

enum Fixtures {
    static func url(_ path: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(path)
    }
}
