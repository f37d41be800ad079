import Foundation

/// A folder under the system's temporary directory, removed when the value is dropped.
final class TemporaryFolder: Sendable {
    let url: URL
    var path: String { url.path }

    init(files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, contents) in files { try write(name, contents) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `contents` to `name` (a relative path), creating folders on the way.
    func write(_ name: String, _ contents: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    func makeFolder(_ name: String) throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(name), withIntermediateDirectories: true)
    }

    func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent(name).path, withDestinationPath: destination)
    }
}
