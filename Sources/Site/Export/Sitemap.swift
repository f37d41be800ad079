import Templates

/// `sitemap.xml` of every page, per the sitemaps.org 0.9 protocol, whose `<loc>` must be an
/// absolute URL: without an origin (`base_url = "https://…"` or `--base-url`) there is none.
enum Sitemap {
    static let path = "sitemap.xml"

    /// The sitemap, or nil when the address has no origin.
    static func xml(pages: [String], address: SiteAddress) -> String? {
        guard address.origin != nil else { return nil }
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#]
        for page in pages.sorted() {
            lines.append("  <url><loc>\(HTMLEscaping.escape(address.absolute(page)))</loc></url>")
        }
        lines.append("</urlset>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why a build without an origin writes none, said once per build.
    static let withoutOrigin = "no sitemap.xml: a sitemap needs absolute URLs; give the site's origin with base_url = \"https://…\" in sitegen.toml or --base-url https://…"
}
