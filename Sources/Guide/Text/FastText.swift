#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level text helpers for hot paths. Foundation's `contains`, `range(of:)` and
/// `lowercased()` go through CFString and UTF-16 on Linux, which dominated build profiles;
/// these work on UTF-8 bytes directly and give the same answers for the ASCII needles sitegen
/// searches for.
extension StringProtocol {
    /// Whether `needle` occurs in this text, compared byte for byte. The bytes are searched
    /// where they lie (a copy of the text for each search was a quarter of the cost).
    public func containsBytes(_ needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        if let found = utf8.withContiguousStorageIfAvailable({ hay in ByteSearch.bytes(hay, contain: needle) }) { return found }
        var haystack = String(self)
        return haystack.withUTF8 { ByteSearch.bytes($0, contain: needle) }
    }

    /// The text with every occurrence of `target` (compared byte for byte, searched from the
    /// start, not overlapping) replaced by `replacement`; the text itself when there is none.
    public func replacingBytes(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, containsBytes(target) else { return String(self) }
        let hay = Array(utf8)
        let pin = Array(target.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(hay.count)
        var index = 0
        while index < hay.count {
            if hay[index] == pin[0], index + pin.count <= hay.count, hay[index..<index + pin.count].elementsEqual(pin) {
                output += replacement.utf8
                index += pin.count
            } else {
                output.append(hay[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether every character is ASCII: the test before each byte-wise fast path here and in
    /// the readers, which fall back to Unicode's rules otherwise.
    public var isASCII: Bool {
        // Eight bytes at a time where the text lies contiguous (native strings, their slices).
        let contiguous = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return true }
            var index = 0
            var high: UInt64 = 0
            while index + 8 <= bytes.count {
                high |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                index += 8
            }
            while index < bytes.count {
                high |= UInt64(base[index])
                index += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }
        return contiguous ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// The text with ASCII letters lower-cased; other characters are kept as they are.
    public var asciiLowercased: String {
        var bytes = Array(utf8)
        for index in bytes.indices where bytes[index] >= 65 && bytes[index] <= 90 { bytes[index] += 32 }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// The text without `_` (a number literal's digit separators), unchanged when it has none.
    public var withoutUnderscores: String {
        utf8.contains(UInt8(ascii: "_")) ? String(decoding: utf8.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self) : self
    }

    /// The text without the ASCII bytes `isTrimmed` picks at either end.
    public func trimmingBytes(where isTrimmed: (UInt8) -> Bool) -> String {
        let utf8 = self.utf8
        guard let first = utf8.firstIndex(where: { !isTrimmed($0) }), let last = utf8.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The text without leading and trailing ASCII whitespace (space, tab, newlines), without
    /// going through Foundation's `CharacterSet`.
    public var trimmedWhitespace: String {
        trimmingBytes { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 || $0 == 12 || $0 == 11 }
    }
}

extension String {
    /// `StringProtocol.containsBytes` for a string. Callers in other modules reached the generic
    /// one through its entry point for any `StringProtocol`, whose witness tables and metadata
    /// were most of each call (a build asks it of some 400,000 short CSS values); and a text
    /// shorter than the needle is answered from the two lengths.
    public func containsBytes(_ needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        guard utf8.count >= needle.utf8.count else { return false }
        // Both read where they lie (native and small strings always can be), neither copied.
        let found = utf8.withContiguousStorageIfAvailable { hay in
            needle.utf8.withContiguousStorageIfAvailable { pin in ByteSearch.bytes(hay, contain: pin) }
        }
        if let found = found ?? nil { return found }
        var haystack = self
        return haystack.withUTF8 { ByteSearch.bytes($0, contain: needle) }
    }
}

/// The byte search behind `containsBytes` and the contrast claims' places.
enum ByteSearch {
    static func bytes(_ hay: UnsafeBufferPointer<UInt8>, contain needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { bytes(hay, contain: $0) }
    }

    static func bytes(_ hay: UnsafeBufferPointer<UInt8>, contain pin: UnsafeBufferPointer<UInt8>) -> Bool {
        firstOffset(of: pin, in: hay, from: 0) != nil
    }

    /// Where `pin` occurs in `hay`, left to right and not overlapping.
    static func offsets(of pin: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>) -> [Int] {
        var offsets: [Int] = []
        var start = 0
        while let found = firstOffset(of: pin, in: hay, from: start) {
            offsets.append(found)
            start = found + pin.count
        }
        return offsets
    }

    /// The first place at or after `start` where `pin` (not empty) occurs in `hay`.
    private static func firstOffset(of pin: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard !pin.isEmpty, hay.count >= pin.count, let hayBase = hay.baseAddress, let pinBase = pin.baseAddress else { return nil }
        // memchr finds each candidate first byte, memcmp confirms the rest (Glibc does
        // not export memmem without _GNU_SOURCE).
        let first = Int32(pin[0])
        var offset = start
        let last = hay.count - pin.count
        while offset <= last {
            guard let found = memchr(hayBase + offset, first, last - offset + 1) else { return nil }
            let position = UnsafeRawPointer(found) - UnsafeRawPointer(hayBase)
            if memcmp(hayBase + position, pinBase, pin.count) == 0 { return position }
            offset = position + 1
        }
        return nil
    }
}

/// ASCII's word characters, the ones every word reader of a guide agrees on (past ASCII each
/// says what a letter is): letters, digits and `_`.
enum ASCIIWord {
    /// A bit per byte below 0x80, set for the word characters: one shift decides a byte
    /// (readers ask it of every byte of a guide).
    static func isWordByte(_ byte: UInt8) -> Bool {
        guard byte < 0x80 else { return false }
        let bits: UInt64 = byte < 0x40 ? digits : lettersAndUnderscore
        return bits >> UInt64(byte & 0x3F) & 1 != 0
    }

    /// `0`–`9` (0x30–0x39).
    private static let digits: UInt64 = 0x03FF_0000_0000_0000
    /// `A`–`Z` (0x41–0x5A), `_` (0x5F) and `a`–`z` (0x61–0x7A), less 0x40.
    private static let lettersAndUnderscore: UInt64 = 0x07FF_FFFE_87FF_FFFE
}
