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
    public func bytes() -> [UInt8] {
        var output: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let name = Array(entry.path.utf8)
            let crc = CRC32.checksum(entry.bytes)
            let offset = UInt32(truncatingIfNeeded: output.count)
            // Local file header.
            output += le32(0x0403_4B50)
            output += common(name: name, crc: crc, size: UInt32(truncatingIfNeeded: entry.bytes.count))
            output += name
            output += entry.bytes
            // Central directory header: made by version 2.0 on Unix, then the same fields.
            directory += le32(0x0201_4B50) + le16(0x0314)
            directory += common(name: name, crc: crc, size: UInt32(truncatingIfNeeded: entry.bytes.count))
            directory += le16(0) + le16(0) + le16(0)   // comment length, disk number, internal attributes
            directory += le32(0o100644 << 16)         // external attributes: a regular file, rw-r--r--
            directory += le32(offset)
            directory += name
        }
        let count = UInt16(truncatingIfNeeded: entries.count)
        let end = le32(0x0605_4B50) + le16(0) + le16(0) + le16(count) + le16(count)
            + le32(UInt32(truncatingIfNeeded: directory.count)) + le32(UInt32(truncatingIfNeeded: output.count)) + le16(0)
        return output + directory + end
    }

    /// The fields local and central headers share, from "version needed" to "extra length".
    private func common(name: [UInt8], crc: UInt32, size: UInt32) -> [UInt8] {
        // Version 2.0; flag bit 11: names are UTF-8; method 0 (stored); time 00:00; date 1980-01-01.
        le16(20) + le16(0x0800) + le16(0) + le16(0) + le16(0x0021)
            + le32(crc) + le32(size) + le32(size) + le16(UInt16(truncatingIfNeeded: name.count)) + le16(0)
    }

    private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * UInt32($0))) & 0xFF) } }
}
