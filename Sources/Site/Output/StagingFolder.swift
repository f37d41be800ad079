import Foundation
import Support
import Synchronization

/// The folder a build writes into before it is swapped in. Pages are written as soon as they
/// are rendered (from any task), so a build never holds the whole site in memory.
///
/// A staging folder may recycle the site before last (`OutputFolder`'s spare): its folders
/// are already there and most of its files are hard links to the live site's, so keeping a
/// file that is already the same costs no syscall that writes, and creating and removing
/// hundreds of folders per build (most of a small rebuild's time) is spared. Whatever such a
/// folder holds that this build did not place is pruned before the swap.
final class StagingFolder: Sendable {
    let url: URL
    /// `url.path`, asked once: URL works it out anew each time, and every file written asks.
    private let path: String
    /// Whether the folder started as a recycled site rather than empty.
    let isRecycled: Bool
    private let createdFolders = Mutex<Set<String>>([""])
    private let failures = Mutex<[String]>([])
    private let count = Mutex(0)
    /// Every path written or kept, when recycled: what pruning leaves.
    private let placed = Mutex<Set<String>>([])

    /// An empty staging folder at `url` (anything there is removed first).
    init(url: URL) throws {
        self.url = url
        path = url.path
        isRecycled = false
        FolderRemoval.remove(url.path)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The folder at `url`, an old site moved there, recycled.
    init(recycling url: URL) {
        self.url = url
        path = url.path
        isRecycled = true
    }

    /// Files written so far.
    var fileCount: Int { count.withLock { $0 } }

    /// The first write that failed, if any.
    var firstFailure: String? { failures.withLock { $0.sorted().first } }

    /// Writes files (creating their folders), recording failures rather than throwing, since
    /// writers run concurrently and the build reports them together. A copied file is copied
    /// byte for byte, never as a link. Returns the files copied from beneath a folder that were
    /// left out because what stood there when opened was no regular file inside it (a FIFO, a
    /// link leading out, swapped in since the folder was walked): their relative paths and why.
    @discardableResult
    func write(_ files: [SiteFile]) -> [(relativePath: String, failure: FileFailure)] {
        var skipped: [(relativePath: String, failure: FileFailure)] = []
        for file in files {
            do {
                try ensureFolder(of: file.path)
                let destination = self.path + "/" + file.path
                switch file.contents {
                case .text(let text):
                    var text = text
                    try text.withUTF8 { try Self.writeBytes($0, to: destination) }
                case .bytes(let bytes): try bytes.withUnsafeBufferPointer { try Self.writeBytes($0, to: destination) }
                case .data(let data): try data.withUnsafeBytes { try Self.writeBytes($0.bindMemory(to: UInt8.self), to: destination) }
                case .copy(let source):
                    let data = try RegularFile.read(atPath: source.path)
                    try data.withUnsafeBytes { try Self.writeBytes($0.bindMemory(to: UInt8.self), to: destination) }
                case .copyBeneath(let folder, let relativePath):
                    let read = Result { () throws(FileFailure) in
                        guard let folder else { throw .unreadable }
                        return try RegularFile.read(relativePath, beneath: folder)
                    }
                    if case .failure(let failure) = read, failure.isSkipped {
                        skipped.append((relativePath, failure))
                        continue
                    }
                    try read.get().withUnsafeBytes { try Self.writeBytes($0.bindMemory(to: UInt8.self), to: destination) }
                }
                count.withLock { $0 += 1 }
                if isRecycled { placed.withLock { _ = $0.insert(file.path) } }
            } catch let failure as FileFailure {
                failures.withLock { $0.append("\(file.path): \(failure.sentence(about: file.path))") }
            } catch {
                failures.withLock { $0.append("\(file.path): \(error.localizedDescription)") }
            }
        }
        return skipped
    }

    /// Takes files of the previous output unchanged: hard links when the file system allows
    /// (nothing is copied), copies otherwise. The previous output is never changed: it stays
    /// complete, and served, until the new one replaces it. Returns whether every file was
    /// there to take.
    func keep(_ paths: [String], from previous: URL) -> Bool {
        // Both trees are reached through a descriptor of their root, so each file's lookups
        // walk its relative path only: a rebuild asks this of every file of every kept brand.
        let source = Self.root(previous.path), destination = Self.root(path)
        defer { source.close(); destination.close() }
        var keptCount = 0
        defer {
            count.withLock { $0 += keptCount }
            if isRecycled { placed.withLock { $0.formUnion(paths.prefix(keptCount)) } }
        }
        for path in paths {
            let (from, to) = (source.prefix + path, destination.prefix + path)
            do {
                try ensureFolder(of: path)
                // A recycled folder mostly holds the file already, the same one (nothing to do;
                // asked first, it spares a link(2) that would fail), else an older one, which
                // gives way.
                var linked: Bool
                if isRecycled, Self.isSameFile(source.descriptor, from, destination.descriptor, to) {
                    linked = true
                } else {
                    linked = linkat(source.descriptor, from, destination.descriptor, to, 0) == 0
                    if !linked, errno == EEXIST, isRecycled {
                        linked = unlinkat(destination.descriptor, to, 0) == 0 && linkat(source.descriptor, from, destination.descriptor, to, 0) == 0
                    }
                }
                if !linked {
                    guard errno != ENOENT, let data = try? RegularFile.read(atPath: previous.path + "/" + path) else { return false }
                    try data.withUnsafeBytes { try Self.writeBytes($0.bindMemory(to: UInt8.self), to: self.path + "/" + path) }
                }
                keptCount += 1
            } catch {
                return false
            }
        }
        return true
    }

    /// A folder to look paths up from: its descriptor, with paths relative to it; where it
    /// cannot be opened, the working directory's, with the folder's path as their prefix.
    private struct Root {
        let descriptor: Int32
        let prefix: String

        func close() { if descriptor != AT_FDCWD { _ = Foundation.close(descriptor) } }
    }

    private static func root(_ path: String) -> Root {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? Root(descriptor: descriptor, prefix: "") : Root(descriptor: AT_FDCWD, prefix: path + "/")
    }

    private func ensureFolder(of path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        guard !createdFolders.withLock({ $0.contains(folder) }) else { return }
        try ensureFolder(of: folder)
        // mkdir(2) directly: FileManager stats every component of the path first.
        let path = self.path + "/" + folder
        // A recycled folder mostly has the folder already: one lstat says so, where a failing
        // mkdir and then an lstat to tell a folder from a file were two calls per folder.
        if isRecycled, Self.isFolder(path) {
            createdFolders.withLock { _ = $0.insert(folder) }
            return
        }
        if mkdir(path, 0o755) != 0 {
            guard errno == EEXIST else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            // In a recycled folder a file (or link) may stand where this build needs a folder.
            if isRecycled, !Self.isFolder(path) {
                FolderRemoval.remove(path)
                guard mkdir(path, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            }
        }
        createdFolders.withLock { _ = $0.insert(folder) }
    }

    /// Removes, from a recycled folder, everything this build did not place (and `extra`,
    /// names the caller places itself): files of brands and pages that are gone, and folders
    /// left empty. A fresh folder holds nothing else, so there is nothing to do.
    func prune(keeping extra: [String]) {
        guard isRecycled else { return }
        let paths = placed.withLock { $0 }.union(extra)
        var folders: Set<String> = [""]
        for path in paths {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard folders.insert(String(folder)).inserted else { break }
            }
        }
        FolderRemoval.removeAll(in: self.path, except: paths, folders: folders)
    }

    private static func isSameFile(_ firstFolder: Int32, _ first: String, _ secondFolder: Int32, _ second: String) -> Bool {
        var a = stat(), b = stat()
        return fstatat(firstFolder, first, &a, AT_SYMLINK_NOFOLLOW) == 0 && fstatat(secondFolder, second, &b, AT_SYMLINK_NOFOLLOW) == 0
            && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes bytes to a new file with one `write(2)` where it can. The file is created
    /// afresh (`O_EXCL`; a file already there is unlinked first), never written through: a
    /// path of the staging folder may be a hard link to a file of the live site.
    static func writeBytes(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws {
        let descriptor = try createAfresh(path)
        defer { close(descriptor) }
        try write(bytes, to: descriptor)
    }

    /// Writes text given in pieces to a new file, as `writeBytes(_:to:)` does, gathering the
    /// pieces into 64 KB writes.
    static func writePieces(_ pieces: [Substring], to path: String) throws {
        let descriptor = try createAfresh(path)
        defer { close(descriptor) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        for var piece in pieces {
            // Copied whole from the piece's storage: appending its UTF8View went byte by byte,
            // 43 M instructions for a 31-brand manifest (a brand's line holds its search postings).
            piece.withUTF8 { buffer.append(contentsOf: $0) }
            guard buffer.count >= 1 << 16 else { continue }
            try buffer.withUnsafeBufferPointer { try write($0, to: descriptor) }
            buffer.removeAll(keepingCapacity: true)
        }
        try buffer.withUnsafeBufferPointer { try write($0, to: descriptor) }
    }

    /// A new file at `path`, open for writing (`O_EXCL`; a file already there is unlinked).
    private static func createAfresh(_ path: String) throws -> Int32 {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EEXIST, unlink(path) == 0 {
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return descriptor
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            offset += written
        }
    }
}
