import Templates

/// `sitemap.xml` of every page. Locations are absolute when the base URL names a host, as the
/// sitemap protocol asks; otherwise they are root-relative.
enum Sitemap {
    static func xml(pages: [String], address: SiteAddress) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#]
        for page in pages.sorted() {
            lines.append("  <url><loc>\(HTMLEscaping.escape(address.absolute(page)))</loc></url>")
        }
        lines.append("</urlset>")
        return lines.joined(separator: "\n") + "\n"
    }
}
