import Foundation
import Synchronization

/// The folder a build writes into before it is swapped in. Pages are written as soon as they
/// are rendered (from any task), so a build never holds the whole site in memory.
final class StagingFolder: Sendable {
    let url: URL
    private let createdFolders = Mutex<Set<String>>([""])
    private let failures = Mutex<[String]>([])
    private let count = Mutex(0)
    private let adopted = Mutex<[String]>([])

    init(url: URL) throws {
        self.url = url
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Files written so far.
    var fileCount: Int { count.withLock { $0 } }

    /// The first write that failed, if any.
    var firstFailure: String? { failures.withLock { $0.sorted().first } }

    /// Writes files (creating their folders), recording failures rather than throwing, since
    /// writers run concurrently and the build reports them together.
    func write(_ files: [SiteFile]) {
        for file in files {
            do {
                try ensureFolder(of: file.path)
                let destination = url.appendingPathComponent(file.path).path
                switch file.contents {
                case .text(let text): try Self.writeBytes(text, to: destination)
                case .data(let data): try data.write(to: URL(fileURLWithPath: destination))
                case .copy(let source): try FileManager.default.copyItem(atPath: source.path, toPath: destination)
                }
                count.withLock { $0 += 1 }
            } catch {
                failures.withLock { $0.append("\(file.path): \(error.localizedDescription)") }
            }
        }
    }

    /// Takes files of the previous output unchanged: hard links when the file system allows
    /// (nothing is copied), copies otherwise. Returns whether every file was there to take.
    func keep(_ paths: [String], from previous: URL) -> Bool {
        for path in paths {
            let source = previous.appendingPathComponent(path).path
            let destination = url.appendingPathComponent(path).path
            do {
                try ensureFolder(of: path)
                if link(source, destination) != 0 {
                    guard errno != ENOENT else { return false }
                    try FileManager.default.copyItem(atPath: source, toPath: destination)
                }
                count.withLock { $0 += 1 }
            } catch {
                return false
            }
        }
        return true
    }

    /// Takes a whole folder of the previous output unchanged, when it holds exactly `files`:
    /// the folder is moved into the new output when the build commits (see `OutputFolder`).
    /// Moving a folder makes no new files or folders, where hard-linking its files into new
    /// folders made a new inode per folder, and removing the old ones cost as much again.
    func adopt(_ folder: String, files: [String], from previous: URL) -> Bool {
        let root = previous.path + "/" + folder
        guard !files.isEmpty, files.allSatisfy({ $0.hasPrefix(folder + "/") }), !createdFolders.withLock({ $0.contains(folder) }),
              FolderWalker.files(under: root) == files.map({ previous.path + "/" + $0 }).sorted() else { return false }
        do { try ensureFolder(of: folder) } catch { return false }
        adopted.withLock { $0.append(folder) }
        count.withLock { $0 += files.count }
        return true
    }

    /// Folders to move from the previous output when the build commits.
    var adoptedFolders: [String] { adopted.withLock { $0 } }

    private func ensureFolder(of path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        guard !createdFolders.withLock({ $0.contains(folder) }) else { return }
        try ensureFolder(of: folder)
        // mkdir(2) directly: FileManager stats every component of the path first.
        if mkdir(url.path + "/" + folder, 0o755) != 0, errno != EEXIST {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        createdFolders.withLock { _ = $0.insert(folder) }
    }

    /// Writes a string's UTF-8 bytes with one `write(2)`, without copying them into `Data`.
    private static func writeBytes(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var text = text
        try text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                offset += written
            }
        }
    }
}
