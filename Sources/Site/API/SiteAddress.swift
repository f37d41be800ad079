import Diagnostics
import Foundation

/// The site's address, split into the path prefix every internal link starts with and, when
/// given, the origin used for absolute URLs (sitemap, canonical links).
public struct SiteAddress: Sendable, Equatable {
    /// `/` or `/some/prefix/`: always starts and ends with a slash.
    public let pathPrefix: String
    /// `https://example.com`, when the base URL named one.
    public let origin: String?

    /// Parses `--base-url` or `base_url`: a path that starts with `/` (`/`, `/docs`, `/docs/`) or
    /// an absolute http(s) URL (`https://example.com/docs/`).
    ///
    /// The text goes into every page's links, the sitemap and the feed as it is, so only what a
    /// URL may hold unescaped is taken: RFC 3986's path characters and `%XX` escapes, and a host
    /// of letters, digits, `-`, `.` (or `[…]` for IPv6) with an optional port. A control
    /// character put 81 NUL bytes into `index.html` and made the sitemap no XML.
    public init(_ baseURL: String) throws(SiteAddressError) {
        func refuse(_ reason: String) -> SiteAddressError { SiteAddressError(baseURL: baseURL, reason: reason) }
        if let control = baseURL.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029 }) {
            throw refuse("it holds the control character U+\(String(format: "%04X", control.value))")
        }
        var text = baseURL.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw refuse("it is empty; the site's root is /") }
        var origin: String?
        if let schemeRange = text.range(of: "://") {
            let scheme = text[..<schemeRange.lowerBound].lowercased()
            guard scheme == "http" || scheme == "https" else { throw refuse("only http and https addresses are supported") }
            let afterScheme = text[schemeRange.upperBound...]
            let hostEnd = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
            let host = afterScheme[..<hostEnd]
            guard !host.isEmpty else { throw refuse("the address has no host") }
            guard Self.isHost(host) else { throw refuse("'\(host)' is not a host name (letters, digits, '-' and '.', with an optional :port)") }
            origin = scheme + "://" + host
            text = String(afterScheme[hostEnd...])
            if text.isEmpty { text = "/" }
        }
        guard text.hasPrefix("/") else { throw refuse("a base URL is a path that starts with '/' (such as /\(text)) or an http(s) URL") }
        if text.contains("?") || text.contains("#") || text.contains("..") || text.contains("\\") {
            throw refuse("a base URL is a plain path such as /docs/")
        }
        if let bad = Self.firstNonPathCharacter(in: text) {
            throw refuse("'\(bad)' cannot stand in a URL path unescaped; percent-encode it")
        }
        if !text.hasSuffix("/") { text += "/" }
        while text.contains("//") { text = text.replacingOccurrences(of: "//", with: "/") }
        self.pathPrefix = text
        self.origin = origin
    }

    /// RFC 3986's `pchar` and `/`: unreserved, sub-delims, `:`, `@`, and `%` followed by two hex digits.
    private static func firstNonPathCharacter(in path: String) -> Character? {
        let bytes = Array(path.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, URLCharacters.isHexDigit(bytes[index + 1]), URLCharacters.isHexDigit(bytes[index + 2]) else { return "%" }
                index += 3
                continue
            }
            guard URLCharacters.isPathByte(byte) else {
                return String(decoding: bytes[index...], as: UTF8.self).first
            }
            index += 1
        }
        return nil
    }

    /// A registered name (letters, digits, `-`, `.`) or a bracketed IPv6 address, with an optional `:port`.
    private static func isHost(_ host: Substring) -> Bool {
        let name: Substring
        let port: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            name = host[...close]
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return false }
            port = rest.isEmpty ? nil : rest.dropFirst()
        } else if let colon = host.firstIndex(of: ":") {
            name = host[..<colon]
            port = host[host.index(after: colon)...]
        } else {
            name = host
            port = nil
        }
        if let port, !(1...5).contains(port.count) || !port.utf8.allSatisfy({ (0x30...0x39).contains($0) }) || Int(port)! > 65_535 { return false }
        if name.hasPrefix("[") {
            let inner = name.dropFirst().dropLast()
            return !inner.isEmpty && inner.utf8.allSatisfy { URLCharacters.isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
        }
        return !name.isEmpty && name.utf8.allSatisfy { URLCharacters.isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    /// The link to a site path (`brands/bumble/` → `/docs/brands/bumble/`).
    public func link(_ sitePath: String) -> String {
        pathPrefix + sitePath
    }

    /// An absolute URL when the origin is known, else the root-relative link.
    public func absolute(_ sitePath: String) -> String {
        (origin ?? "") + link(sitePath)
    }
}

/// A `--base-url` that cannot be used.
public struct SiteAddressError: Error, Sendable, Equatable, CustomStringConvertible {
    public var baseURL: String
    public var reason: String
    /// One line, whatever the URL holds: it is printed as the command line's error.
    public var description: String { "invalid base URL '\(OneLine.escaping(baseURL))': \(reason)" }
}
