import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done.
struct TemporaryFolder: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `relative` inside the folder.
    func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    /// Writes files by relative path, creating folders as needed; returns the folder's path.
    @discardableResult
    func write(_ files: [String: String]) throws -> String {
        for (relative, text) in files {
            try write(Data(text.utf8), to: relative)
        }
        return url.path
    }

    func write(_ data: Data, to relative: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}
