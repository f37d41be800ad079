import Foundation

/// The site's address, split into the path prefix every internal link starts with and, when
/// given, the origin used for absolute URLs (sitemap, canonical links).
public struct SiteAddress: Sendable, Equatable {
    /// `/` or `/some/prefix/`: always starts and ends with a slash.
    public let pathPrefix: String
    /// `https://example.com`, when the base URL named one.
    public let origin: String?

    /// Parses `--base-url`: `/docs`, `/docs/`, `https://example.com/docs/` or empty.
    public init(_ baseURL: String) throws(SiteAddressError) {
        var text = baseURL.trimmingCharacters(in: .whitespaces)
        var origin: String?
        if let schemeRange = text.range(of: "://") {
            let scheme = text[..<schemeRange.lowerBound].lowercased()
            guard scheme == "http" || scheme == "https" else { throw SiteAddressError(baseURL: baseURL, reason: "only http and https addresses are supported") }
            let afterScheme = text[schemeRange.upperBound...]
            let hostEnd = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
            guard hostEnd > afterScheme.startIndex else { throw SiteAddressError(baseURL: baseURL, reason: "the address has no host") }
            origin = scheme + "://" + afterScheme[..<hostEnd]
            text = String(afterScheme[hostEnd...])
        }
        if text.contains("?") || text.contains("#") || text.contains("..") || text.contains("\\") {
            throw SiteAddressError(baseURL: baseURL, reason: "a base URL is a plain path such as /docs/")
        }
        if !text.hasPrefix("/") { text = "/" + text }
        if !text.hasSuffix("/") { text += "/" }
        while text.contains("//") { text = text.replacingOccurrences(of: "//", with: "/") }
        self.pathPrefix = text
        self.origin = origin
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
    public var description: String { "invalid base URL '\(baseURL)': \(reason)" }
}
