import Foundation

/// Files of this repository, found from this source file's path so tests need no `../shared`.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func content(_ path: String) -> URL { root.appendingPathComponent("content").appendingPathComponent(path) }
}

enum Fixtures {
    static func url(_ path: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(path)
    }
}
