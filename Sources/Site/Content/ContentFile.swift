import Foundation

/// Reads one file of the content folder or the theme: only a regular file, and without ever
/// blocking. The scan (`ContentFolder`) already left special files out; opening with
/// `O_NONBLOCK` and checking what was opened keeps a FIFO put in a file's place since then
/// from hanging the build.
enum ContentFile {
    /// The bytes of the regular file at `path` (following a link, which the scan checked stays
    /// inside the content folder), or nil when it is missing, unreadable or not a regular file.
    static func contents(atPath path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var data = Data(count: Int(info.st_size))
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
}
