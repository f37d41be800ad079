/// CRC-32 (IEEE 802.3, as ZIP stores it), eight bytes a step ("slicing-by-8"): the byte-a-step
/// table loop was a third of writing a brand's asset catalog.
public enum CRC32 {
    /// Eight tables of 256 entries, one after the other: `tables[k * 256 + n]` is the CRC of
    /// byte `n` followed by `k` zero bytes.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            tables[index] = value
        }
        for index in 0..<256 {
            for slice in 1..<8 {
                let previous = tables[(slice - 1) * 256 + index]
                tables[slice * 256 + index] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return tables
    }()

    /// The checksum of `bytes`: `CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { bytes in
            tables.withUnsafeBufferPointer { table in
                var crc: UInt32 = 0xFFFF_FFFF
                var index = 0
                while index + 8 <= bytes.count {
                    let low = crc ^ (UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16 | UInt32(bytes[index + 3]) << 24)
                    let high = UInt32(bytes[index + 4]) | UInt32(bytes[index + 5]) << 8 | UInt32(bytes[index + 6]) << 16 | UInt32(bytes[index + 7]) << 24
                    crc = table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
                        ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                        ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
                        ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
                    index += 8
                }
                while index < bytes.count {
                    crc = table[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8)
                    index += 1
                }
                return crc ^ 0xFFFF_FFFF
            }
        }
    }
}
