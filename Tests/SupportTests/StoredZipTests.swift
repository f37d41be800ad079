import Support
import Testing

/// CRC-32 against its check value, and the stored ZIP's fixed layout.
@Suite struct StoredZipTests {
    @Test(arguments: [("", UInt32(0)), ("123456789", 0xCBF4_3926), ("The quick brown fox jumps over the lazy dog", 0x414F_A339)])
    func crc32MatchesTheCheckValues(_ text: String, _ crc: UInt32) {
        #expect(CRC32.checksum(Array(text.utf8)) == crc)
    }

    @Test func anArchiveIsDeterministicAndEndsWithItsDirectory() {
        var zip = StoredZip()
        zip.add("a/b.txt", text: "hello")
        zip.add("c.json", text: "{}")
        let bytes = zip.bytes()
        #expect(bytes == zip.bytes())
        #expect(Array(bytes.prefix(4)) == [0x50, 0x4B, 0x03, 0x04])
        // Fixed time and date (1980-01-01 00:00) in the first local header.
        #expect(Array(bytes[10..<14]) == [0, 0, 0x21, 0])
        let end = Array(bytes.suffix(22))
        #expect(Array(end.prefix(4)) == [0x50, 0x4B, 0x05, 0x06])
        #expect(end[10] == 2, "two entries")
        // Header (30 + 7 name) + 5 data + header (30 + 6 name) + 2 data = where the directory starts.
        #expect(Int(end[16]) | Int(end[17]) << 8 == 80)
    }
}
