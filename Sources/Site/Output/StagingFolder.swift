import Foundation
import Synchronization

/// The folder a build writes into before it is swapped in. Pages are written as soon as they
/// are rendered (from any task), so a build never holds the whole site in memory.
final class StagingFolder: Sendable {
    let url: URL
    private let createdFolders = Mutex<Set<String>>([""])
    private let failures = Mutex<[String]>([])
    private let count = Mutex(0)

    init(url: URL) throws {
        self.url = url
        FolderRemoval.remove(url.path)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Files written so far.
    var fileCount: Int { count.withLock { $0 } }

    /// The first write that failed, if any.
    var firstFailure: String? { failures.withLock { $0.sorted().first } }

    /// Writes files (creating their folders), recording failures rather than throwing, since
    /// writers run concurrently and the build reports them together. A copied file is copied
    /// byte for byte, never as a link.
    func write(_ files: [SiteFile]) {
        for file in files {
            do {
                try ensureFolder(of: file.path)
                let destination = url.path + "/" + file.path
                switch file.contents {
                case .text(let text):
                    var text = text
                    try text.withUTF8 { try Self.writeBytes($0, to: destination) }
                case .data(let data): try data.withUnsafeBytes { try Self.writeBytes($0.bindMemory(to: UInt8.self), to: destination) }
                case .copy(let source):
                    guard let data = ContentFile.contents(atPath: source.path) else { throw POSIXError(.ENOENT) }
                    try data.withUnsafeBytes { try Self.writeBytes($0.bindMemory(to: UInt8.self), to: destination) }
                }
                count.withLock { $0 += 1 }
            } catch {
                failures.withLock { $0.append("\(file.path): \(error.localizedDescription)") }
            }
        }
    }

    /// Takes files of the previous output unchanged: hard links when the file system allows
    /// (nothing is copied), copies otherwise. The previous output is never changed: it stays
    /// complete, and served, until the new one replaces it. Returns whether every file was
    /// there to take.
    func keep(_ paths: [String], from previous: URL) -> Bool {
        for path in paths {
            let source = previous.path + "/" + path
            let destination = url.path + "/" + path
            do {
                try ensureFolder(of: path)
                if link(source, destination) != 0 {
                    guard errno != ENOENT, let data = ContentFile.contents(atPath: source) else { return false }
                    try data.withUnsafeBytes { try Self.writeBytes($0.bindMemory(to: UInt8.self), to: destination) }
                }
                count.withLock { $0 += 1 }
            } catch {
                return false
            }
        }
        return true
    }

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

    /// Writes bytes to a new file with one `write(2)` where it can. The file is created
    /// afresh (`O_EXCL`; a file already there is unlinked first), never written through: a
    /// path of the staging folder may be a hard link to a file of the live site.
    private static func writeBytes(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EEXIST, unlink(path) == 0 {
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            offset += written
        }
    }
}
