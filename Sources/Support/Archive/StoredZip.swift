/// A ZIP archive whose entries are stored, not compressed (method 0): small, dependency-free,
/// and deterministic, since every entry carries the same fixed time (1980-01-01 00:00, the
/// earliest a ZIP can say) and entries keep the order they are added in. Folders are implied
/// by the entries' paths, as `unzip` and Finder read them.
public struct StoredZip: Sendable {
    private var entries: [(path: String, bytes: [UInt8])] = []

    /// An empty archive.
    public init() {}

    /// Adds a file at `path` (forward slashes, no leading slash).
    public mutating func add(_ path: String, bytes: [UInt8]) {
        entries.append((path, bytes))
    }

    /// Adds a UTF-8 text file.
    public mutating func add(_ path: String, text: String) {
        add(path, bytes: Array(text.utf8))
    }

    /// The archive's bytes: local headers with data, the central directory, its end record.
    /// Archives past ZIP's 32-bit limits (4 GiB, 65,535 entries) are beyond what this is for.
    /// Fields are appended in place into storage reserved once: a small array per field, and
    /// the sums of them, were most of writing an asset catalog's archive.
    public func bytes() -> [UInt8] {
        let names = entries.map { Array($0.path.utf8) }
        let dataSize = zip(entries, names).reduce(0) { $0 + 30 + $1.1.count + $1.0.bytes.count }
        let directorySize = names.reduce(0) { $0 + 46 + $1.count }
        var output: [UInt8] = []
        output.reserveCapacity(dataSize + directorySize + 22)
        var directory: [UInt8] = []
        directory.reserveCapacity(directorySize)
        for (entry, name) in zip(entries, names) {
            let crc = CRC32.checksum(entry.bytes)
            let offset = UInt32(truncatingIfNeeded: output.count)
            let size = UInt32(truncatingIfNeeded: entry.bytes.count)
            // Local file header.
            Self.le32(0x0403_4B50, into: &output)
            Self.common(name: name, crc: crc, size: size, into: &output)
            output += name
            output += entry.bytes
            // Central directory header: made by version 2.0 on Unix, then the same fields.
            Self.le32(0x0201_4B50, into: &directory)
            Self.le16(0x0314, into: &directory)
            Self.common(name: name, crc: crc, size: size, into: &directory)
            for _ in 0..<3 { Self.le16(0, into: &directory) }   // comment length, disk number, internal attributes
            Self.le32(0o100644 << 16, into: &directory)        // external attributes: a regular file, rw-r--r--
            Self.le32(offset, into: &directory)
            directory += name
        }
        let count = UInt16(truncatingIfNeeded: entries.count)
        let directoryOffset = UInt32(truncatingIfNeeded: output.count)
        output += directory
        Self.le32(0x0605_4B50, into: &output)
        for field: UInt16 in [0, 0, count, count] { Self.le16(field, into: &output) }
        Self.le32(UInt32(truncatingIfNeeded: directory.count), into: &output)
        Self.le32(directoryOffset, into: &output)
        Self.le16(0, into: &output)
        return output
    }

    /// The fields local and central headers share, from "version needed" to "extra length".
    private static func common(name: [UInt8], crc: UInt32, size: UInt32, into output: inout [UInt8]) {
        // Version 2.0; flag bit 11: names are UTF-8; method 0 (stored); time 00:00; date 1980-01-01.
        for field: UInt16 in [20, 0x0800, 0, 0, 0x0021] { le16(field, into: &output) }
        le32(crc, into: &output)
        le32(size, into: &output)
        le32(size, into: &output)
        le16(UInt16(truncatingIfNeeded: name.count), into: &output)
        le16(0, into: &output)
    }

    private static func le16(_ value: UInt16, into output: inout [UInt8]) {
        output.append(UInt8(truncatingIfNeeded: value))
        output.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    private static func le32(_ value: UInt32, into output: inout [UInt8]) {
        le16(UInt16(truncatingIfNeeded: value), into: &output)
        le16(UInt16(truncatingIfNeeded: value >> 16), into: &output)
    }
}
