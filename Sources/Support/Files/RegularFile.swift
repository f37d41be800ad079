import Foundation

/// Reads an open file, when it is a regular one: the one read loop for the content files, the
/// guides and the build's own files. POSIX calls, not FileHandle: a build reads every guide,
/// companion and README, and Foundation's handle cost more than the reading.
public enum RegularFile {
    /// The bytes of the file at `relativePath` beneath `folder`, at most `limit` of them
    /// (`tooLarge` past it: a file is never read more than one byte past the limit).
    public static func read(_ relativePath: String, beneath folder: FolderBoundary, limit: Int = .max - 1) throws(FileFailure) -> Data {
        let descriptor = try folder.openBeneath(relativePath)
        defer { close(descriptor) }
        return try read(descriptor, limit: limit)
    }

    /// The bytes of the file at `path`, for files that lie under no boundary (the theme's, the
    /// output's own), opened as a boundary's are: once, without blocking, a regular file only.
    public static func read(atPath path: String, limit: Int = .max - 1) throws(FileFailure) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable }
        defer { close(descriptor) }
        return try read(descriptor, limit: limit)
    }

    /// The text of the regular file at `path` (UTF-8, invalid bytes repaired as
    /// `String(decoding:as:)` repairs them), read straight into the string's own storage:
    /// reading into a zero-filled `Data` and decoding that touched a 2 MB manifest three
    /// times, each time on pages faulted in anew. Nil when it cannot be read.
    public static func text(atPath path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let size = try? size(of: descriptor) else { return nil }
        // One byte more than the size: filling it says the file grew since fstat.
        var whole = true
        let text = String(unsafeUninitializedCapacity: size + 1) { buffer in
            var length = 0
            while length < buffer.count {
                let count = Foundation.read(descriptor, buffer.baseAddress! + length, buffer.count - length)
                if count < 0, errno == EINTR { continue }
                if count < 0 { whole = false }
                if count <= 0 { break }
                length += count
            }
            if length == buffer.count { whole = false }
            return length
        }
        return whole ? text : (try? read(atPath: path)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The size of the regular file open at `descriptor`: `fstat` of what was opened, so what
    /// is read is what was checked.
    public static func size(of descriptor: Int32) throws(FileFailure) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(kind: kind(of: info.st_mode)) }
        return Int(info.st_size)
    }

    /// Reads the regular file open at `descriptor` to its end, or to one byte past `limit`.
    static func read(_ descriptor: Int32, limit: Int) throws(FileFailure) -> Data {
        let size = try size(of: descriptor)
        // One byte more than the size: filling it says the file grew since fstat.
        var data = Data(count: min(size, limit) + 1)
        var length = 0
        while length <= limit {
            if length == data.count { data.count = min(data.count + max(4096, data.count / 2), limit + 1) }
            let count = data.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + length, $0.count - length) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable }
            if count == 0 { break }
            length += count
        }
        guard length <= limit else { throw .tooLarge(size: max(size, length)) }
        data.count = length
        return data
    }

    /// What a file of `mode` is, for a message: "a FIFO", "a socket", "a device", "a folder".
    public static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFDIR: "a folder"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }
}
