/// A request target reduced to the folder path it names: decoded once, normalized, and proven
/// not to climb above the served root. Pure, so traversal tricks are a table of unit tests.
struct RequestPath: Sendable, Equatable {
    /// Why a target names no path.
    enum Problem: Error, Sendable, Equatable {
        /// Not an origin-form or absolute-form target, or a broken `%` escape.
        case malformed
        /// A NUL byte or a backslash, raw or decoded: never part of a served name.
        case forbiddenCharacter
        /// Decoded bytes that are not UTF-8.
        case invalidEncoding
        /// `..` segments that climb above the root.
        case escapesRoot
    }

    /// Decoded path segments below the root, without empty, `.` or `..` segments.
    var segments: [String]
    /// Whether the target ended in `/` (or in a dot segment, which names a folder).
    var hasTrailingSlash: Bool
    /// The query exactly as sent, without `?`; nil when there was none.
    var query: String?

    /// Reads a request target (`/brand/?tab=colors`, or `http://host/brand/` in absolute form).
    init(target: String) throws(Problem) {
        var rest = Substring(target)
        if rest.first != "/", let schemeEnd = rest.firstRange(of: "://") {
            // Absolute form: RFC 9112 §3.2.2 says a server must accept it; the authority is dropped.
            let scheme = rest[..<schemeEnd.lowerBound].lowercased()
            guard scheme == "http" || scheme == "https" else { throw .malformed }
            let afterAuthority = rest[schemeEnd.upperBound...]
            rest = afterAuthority.firstIndex(of: "/").map { afterAuthority[$0...] } ?? "/"
        }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        guard rest.first == "/" else { throw .malformed }
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        } else {
            query = nil
        }
        let decoded = try Self.percentDecoded(rest)
        if decoded.contains(0) || decoded.contains(UInt8(ascii: "\\")) { throw .forbiddenCharacter }
        guard let path = String(validating: decoded, as: UTF8.self) else { throw .invalidEncoding }

        var segments: [String] = []
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for part in parts {
            switch part {
            case "", ".": continue
            case "..":
                guard !segments.isEmpty else { throw .escapesRoot }
                segments.removeLast()
            default: segments.append(String(part))
            }
        }
        self.segments = segments
        let last = parts.last ?? ""
        hasTrailingSlash = last.isEmpty || last == "." || last == ".."
    }

    /// Whether a segment names a dotfile or dot-folder (`.sitegen-output`, `.git`, `.env`),
    /// which a site never links to and a server never shows: the build's manifest is one.
    /// Segments are decoded, so `%2esitegen-output` counts too.
    var namesHiddenFile: Bool {
        segments.contains { $0.hasPrefix(".") }
    }

    /// The normalized path, percent-encoded again, for a `Location` header. Built from segments
    /// rather than echoed, so `//evil.example` can never become a protocol-relative redirect.
    var encodedPath: String {
        "/" + segments.map(Self.percentEncoded).joined(separator: "/") + (hasTrailingSlash && !segments.isEmpty ? "/" : "")
    }

    /// Decodes each `%XX` exactly once: `%252e` stays the three characters `%2e`.
    static func percentDecoded(_ text: Substring) throws(Problem) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw .malformed
            }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    /// Percent-encodes everything but RFC 3986 `pchar`s.
    static func percentEncoded(_ segment: String) -> String {
        let allowed = Set("-._~!$&'()*+,;=:@".utf8)
        var out = ""
        for byte in segment.utf8 {
            if byte.isASCIIAlphanumeric || allowed.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension UInt8 {
    var isASCIIAlphanumeric: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }
}
