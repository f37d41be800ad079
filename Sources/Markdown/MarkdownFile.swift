import Diagnostics
import Foundation
import Support

/// Reads a guide's bytes from disk: the one place that does, so every command refuses the same
/// files the same way (too large, or holding a shape the parser is quadratic on).
public enum MarkdownFile {
    /// The largest guide read, in bytes. The largest real guide is 25 KB; 5 MB is two hundred
    /// times that, and bounds what one guide can make a build parse and hold.
    public static let sizeLimit = 5_000_000

    /// A file this large is past any real guide or companion (the largest guide is 25 KB, the
    /// largest companion 34 KB; this is four times that): once one is read, freed memory goes
    /// back to the system at once (`FreedMemory`). An allocator keeps what is freed for reuse,
    /// which costs nothing on ordinary guides but, for a multi-megabyte one, kept about twice
    /// what the build held at any moment. Giving back at once has a price: every freed page is
    /// a system call, 18,000 of them in a 200-brand build, about a tenth of its time. At 32 KB,
    /// Apple Music's 34 KB `DESIGN.md` turned it on for every site that holds it.
    public static let largeFileSize = 128 * 1024

    /// Why a file was not read.
    public enum Failure: Error, Sendable, Equatable {
        /// It does not exist, is not a regular file, or cannot be opened.
        case unreadable
        /// It is larger than `sizeLimit`; `size` is its size in bytes.
        case tooLarge(size: Int)
        /// It holds a shape the Markdown parser takes quadratic time on (`MarkdownHazard`).
        case hazard(MarkdownHazard)

        /// The error to report, at `source` (the path as the user sees it).
        public func diagnostic(source: String) -> Diagnostic {
            switch self {
            case .unreadable:
                Diagnostic(.error, "cannot read the guide: no such file or not readable", at: SourceLocation(file: source), code: "markdown.unreadable")
            case .tooLarge(let size):
                Diagnostic(.error, "the guide is \(MarkdownFile.megabytes(size)) MB; the limit is \(MarkdownFile.sizeLimit / 1_000_000) MB", at: SourceLocation(file: source), code: "markdown.too-large")
            case .hazard(let hazard):
                hazard.diagnostic(source: source)
            }
        }
    }

    /// The bytes of the file at `path`, read up to one byte past the limit, so a huge file (or
    /// one that never ends, such as a device) is never read whole.
    public static func read(atPath path: String, limit: Int = sizeLimit) throws(Failure) -> Data {
        // POSIX calls, not FileHandle: a build reads every guide, companion and README, and
        // Foundation's handle cost more than the reading (a tenth of a rebuild's CPU).
        let descriptor = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { throw .unreadable }
        // A regular file is read in one call when its size holds; anything else (a device that
        // never ends) in chunks, never past one byte over the limit.
        let expected = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) + 1 : 1 << 16
        var data = Data(count: min(max(expected, 1), limit + 1))
        var length = 0
        while length <= limit {
            if length == data.count { data.count = min(data.count * 2, limit + 1) }
            let count = data.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + length, $0.count - length) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable }
            if count == 0 { break }
            length += count
        }
        data.count = length
        guard data.count <= limit else {
            // The true size, for the message; a file that cannot say is at least this big.
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            throw .tooLarge(size: max(size ?? data.count, data.count))
        }
        if let hazard = MarkdownHazard.first(in: data) { throw .hazard(hazard) }
        if data.count >= largeFileSize { FreedMemory.giveBackAtOnceFromNowOn() }
        return data
    }

    /// `6.2` for 6,200,000 bytes: one decimal, locale-free.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
