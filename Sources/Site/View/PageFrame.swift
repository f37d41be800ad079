import Guide
import Support
import Templates

/// What every page knows: the site, its navigation, and where the page itself is.
struct PageFrame: Sendable {
    let address: SiteAddress
    let categories: [PublishedCategory]
    let brandCount: Int
    /// The site's name (`sitegen.toml`'s `title`).
    var title = "sitegen"
    /// The home page's description, when the settings give one.
    var description: String?
    /// The appearance pages open in: `light` and `dark` are set on `<html>`, `system` leaves it to the visitor's setting.
    var appearance = Appearance.system

    /// The context of a page at `path` with `title`, plus its own values under `content`.
    /// `stylesheets` are the brands' token stylesheets; `drawings` links the drawings' classes
    /// (`PreviewDeclarationClasses`) on a page that shows component drawings. `canonical` is
    /// false for a page that is no page of its own (404.html, served at any missing URL): it
    /// gets no `page.canonical`, so the layout links none.
    func page(path: String, title: String, description: String, kind: String, canonical: Bool = true, stylesheets: [String] = [], drawings: Bool = false, content: TemplateObject) -> TemplateValue {
        var value = content
        value["page"] = [
            "title": .string(title),
            "description": .string(description),
            "path": .string(path),
            "url": .string(address.link(path)),
            "canonical": canonical ? .string(address.absolute(path)) : .null,
            "kind": .string(kind),
            // Pages with swatches show each token at its own value, in either appearance.
            "fixedTokens": .bool(!stylesheets.isEmpty),
            "stylesheets": .list((stylesheets + (drawings ? [PreviewDeclarationClasses.stylesheetPath] : [])).map { ["href": .string(address.link($0))] }),
        ]
        value["site"] = [
            "base": .string(address.pathPrefix),
            "title": .string(self.title),
            "appearance": .string(appearance == .system ? "" : appearance.rawValue),
            "home": .string(address.link("")),
            "assets": .string(address.link("assets/")),
            "searchIndex": .string(address.link(SearchIndexFiles.indexPath)),
            "symbols": .string(address.link("symbols/")),
            "compare": .string(address.link("compare/")),
            "brandCount": .int(brandCount),
            "brandCountLabel": .string(NumberFormat.counted(brandCount, "brand")),
            "nearestExplanation": .string(NearestBrands.explanation),
            "categories": .list(categories.map { category in
                [
                    "name": .string(category.name),
                    "slug": .string(category.slug),
                    "url": .string(address.link(category.path)),
                    "count": .int(category.brands.count),
                    "current": .bool(path == category.path),
                ]
            }),
        ]
        return .object(value)
    }
}
