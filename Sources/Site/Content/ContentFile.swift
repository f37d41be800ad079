import Foundation

/// Reads one file of the content folder or the theme: only a regular file, and without ever
/// blocking. The scan (`ContentFolder`) already left special files out; opening with
/// `O_NONBLOCK` and checking what was opened keeps a FIFO put in a file's place since then
/// from hanging the build.
enum ContentFile {
    /// The bytes of the regular file at `path` (following a link, which the scan checked stays
    /// inside the content folder), or nil when it is missing, unreadable or not a regular file.
    static func contents(atPath path: String) -> Data? {
        guard let (descriptor, size) = openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        var data = Data(count: size)
        var length = 0
        while true {
            if length == data.count { data.count += max(4096, data.count / 2) }
            let read = data.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + length, $0.count - length) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return nil }
            if read == 0 { break }
            length += read
        }
        data.count = length
        return data
    }

    /// The text of the regular file at `path` (UTF-8, invalid bytes repaired as
    /// `String(decoding:as:)` repairs them), read straight into the string's own storage:
    /// reading into a zero-filled `Data` and decoding that touched a 2 MB manifest three
    /// times, each time on pages faulted in anew.
    static func text(atPath path: String) -> String? {
        guard let (descriptor, size) = openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        // One byte more than the size: filling it says the file grew since fstat.
        var whole = true
        let text = String(unsafeUninitializedCapacity: size + 1) { buffer in
            var length = 0
            while length < buffer.count {
                let read = Foundation.read(descriptor, buffer.baseAddress! + length, buffer.count - length)
                if read < 0, errno == EINTR { continue }
                if read < 0 { whole = false }
                if read <= 0 { break }
                length += read
            }
            if length == buffer.count { whole = false }
            return length
        }
        return whole ? text : contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The open descriptor of the regular file at `path` and its size when opened, or nil
    /// (nothing left open) when it is missing, unreadable or not a regular file.
    private static func openRegularFile(_ path: String) -> (descriptor: Int32, size: Int)? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        return (descriptor, Int(info.st_size))
    }
}
