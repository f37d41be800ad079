import Support
import Testing

/// CRC-32 against its check value, and the stored ZIP's fixed layout.
@Suite struct StoredZipTests {
    @Test(arguments: [("", UInt32(0)), ("123456789", 0xCBF4_3926), ("The quick brown fox jumps over the lazy dog", 0x414F_A339)])
    func crc32MatchesTheCheckValues(_ text: String, _ crc: UInt32) {
        #expect(CRC32.checksum(Array(text.utf8)) == crc)
    }

    /// The eight-bytes-a-step loop and its byte-a-step tail agree with the bitwise definition
    /// at every length around the step and at every alignment of the tail.
    @Test func crc32MatchesTheBitwiseDefinitionAtEveryLength() {
        func bitwise(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            return crc ^ 0xFFFF_FFFF
        }
        var generator = SystemRandomNumberGenerator()
        for length in 0...70 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(CRC32.checksum(bytes) == bitwise(bytes), "length \(length)")
        }
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

    /// One entry, every byte: local header and data, the central directory, its end record.
    @Test func anArchiveOfOneEntryIsItsHeadersByteForByte() {
        var zip = StoredZip()
        zip.add("a", bytes: [UInt8(ascii: "x")])
        let crc = CRC32.checksum([UInt8(ascii: "x")])
        let crcBytes = (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) }
        let shared: [UInt8] = [0x14, 0, 0, 0x08, 0, 0, 0, 0, 0x21, 0] + crcBytes + [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]
        let local: [UInt8] = [0x50, 0x4B, 0x03, 0x04] + shared + [UInt8(ascii: "a"), UInt8(ascii: "x")]
        let central: [UInt8] = [0x50, 0x4B, 0x01, 0x02, 0x14, 0x03] + shared + [0, 0, 0, 0, 0, 0, 0, 0, 0xA4, 0x81, 0, 0, 0, 0, UInt8(ascii: "a")]
        let end: [UInt8] = [0x50, 0x4B, 0x05, 0x06, 0, 0, 0, 0, 1, 0, 1, 0, 47, 0, 0, 0, 32, 0, 0, 0, 0, 0]
        #expect(zip.bytes() == local + central + end)
    }
}
