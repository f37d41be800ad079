/// Bytes as cmark-gfm's houdini writes them: text and attributes escaped, link destinations
/// URL-escaped, and the schemes safe mode drops.
extension MarkdownHTMLWriter {
    mutating func put(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// houdini's HTML escape outside secure mode: `&`, `<`, `>` and `"`.
    mutating func escape(_ text: Substring) {
        var text = text
        text.withUTF8 { source in
            var start = 0
            for index in 0..<source.count {
                let replacement: StaticString
                switch source[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                bytes.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
        }
    }

    mutating func escape(_ text: String) { escape(text[...]) }

    /// A link's destination, or nothing for the schemes safe mode drops; houdini's href escape:
    /// URL characters as they are, `&` and `'` as entities, every other byte as `%XX`.
    mutating func href(_ destination: String) {
        guard !Self.isDangerous(destination) else { return }
        for byte in destination.utf8 {
            if Self.hrefSafe(byte) {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                put("&amp;")
            } else if byte == UInt8(ascii: "'") {
                put("&#x27;")
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0xF))
            }
        }
    }

    /// An upper-case hex digit for a value below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// `-_.+!*(),%#@?=;:/$~` and letters and digits (houdini's HREF_SAFE).
    private static func hrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "@"),
             UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "$"),
             UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// cmark-gfm's `scan_dangerous_url`: `javascript:`, `vbscript:`, `file:` and `data:` (but for
    /// PNG, GIF, JPEG and WebP images), in any case.
    static func isDangerous(_ destination: String) -> Bool {
        let lowered = destination.utf8.prefix(16).map { (0x41...0x5A).contains($0) ? $0 + 32 : $0 }
        func starts(_ prefix: String) -> Bool { lowered.starts(with: prefix.utf8) }
        if starts("data:image/png") || starts("data:image/gif") || starts("data:image/jpeg") || starts("data:image/webp") {
            return false
        }
        return starts("javascript:") || starts("vbscript:") || starts("file:") || starts("data:")
    }

    /// An info string's first word: up to its first space, tab, line feed or carriage return.
    /// That is cmark's `cmark_isspace`, whose table leaves out C's vertical tab and form feed:
    /// the guide fuzz target found ```` ```swift\vextension ```` rendered differently.
    static func firstWord(of info: String) -> Substring {
        let utf8 = info.utf8
        let end = utf8.firstIndex { $0 == 9 || $0 == 10 || $0 == 13 || $0 == 32 } ?? utf8.endIndex
        return info[..<end]
    }

    /// What C's `%d` prints for a list start kept in an `int`.
    static func cInt(_ value: Int) -> Int32 { Int32(truncatingIfNeeded: value) }
}
