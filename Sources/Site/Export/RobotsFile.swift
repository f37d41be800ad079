/// `robots.txt`: every page may be crawled, and, when the address has an origin, where the
/// sitemap is (the `Sitemap:` line takes an absolute URL only, as `<loc>` does).
///
/// Crawlers read `robots.txt` at the root of a host alone: a site at a sub-path
/// (`https://example.com/docs/`) still gets one, for a host that serves it at its root, and its
/// `Sitemap:` line is the one to copy into the host's own.
enum RobotsFile {
    static let path = "robots.txt"

    static func text(address: SiteAddress) -> String {
        var lines = ["User-agent: *", "Allow: /"]
        if address.origin != nil { lines += ["", "Sitemap: " + address.absolute(Sitemap.path)] }
        return lines.joined(separator: "\n") + "\n"
    }
}
