/// Which ASCII bytes a URL holds unescaped (RFC 3986), for the base URL sitegen is given and
/// the `#fragment`s of the anchors it writes: one table, no allocation per byte (an anchor is
/// checked for every token link of every page).
enum URLCharacters {
    /// ASCII letters and digits.
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `0-9`, `A-F`, `a-f`.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// RFC 3986's `pchar` and `/`: unreserved, sub-delims, `:` and `@`, less `%` (an escape
    /// is the caller's to read).
    static func isPathByte(_ byte: UInt8) -> Bool {
        if isAlphanumeric(byte) { return true }
        return switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
             UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"): true
        default: false
        }
    }

    /// What a fragment holds unescaped: a path's bytes and `?`.
    static func isFragmentByte(_ byte: UInt8) -> Bool { isPathByte(byte) || byte == UInt8(ascii: "?") }
}
