import Foundation

/// A deterministic 64-bit hash of build inputs (FNV-style, a word at a time). Swift's `Hasher` is seeded per process,
/// so it cannot say whether a file changed since the last run; this can.
struct ContentHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ data: Data) {
        data.withUnsafeBytes { combine($0) }
    }

    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    /// Mixes eight bytes at a time (an FNV-style multiply per word rather than per byte, which
    /// made hashing the inputs a visible part of incremental builds), then the tail, then the
    /// length, so ("ab", "c") and ("a", "bc") hash differently.
    private mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var index = 0
        while index + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            state = (state ^ word) &* prime
            state ^= state >> 29
            index += 8
        }
        while index < bytes.count {
            state = (state ^ UInt64(bytes[index])) &* prime
            index += 1
        }
        state = (state ^ UInt64(bytes.count)) &* prime
        state ^= state >> 31
    }

    /// The hash as 16 hex digits.
    var value: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for shift in stride(from: 60, through: 0, by: -4) { text.append(digits[Int((state >> UInt64(shift)) & 15)]) }
        return String(decoding: text, as: UTF8.self)
    }

    static func of(_ parts: [String]) -> String {
        var hash = ContentHash()
        for part in parts { hash.combine(part) }
        return hash.value
    }
}
