import Guide
import Support

/// The static index the search box loads on first use: brands, tokens, components and symbols,
/// each with where it lives. Compact arrays keep it small for large sites:
/// `[kind, title, brand, url, extra]`.
enum SearchIndex {
    /// One brand's entries (brand, colors, fonts, components), serialized and comma-joined,
    /// ready to splice into the index.
    static func entries(for brand: PublishedBrand, address: SiteAddress) -> String {
        var entries: [JSONValue] = []
        let page = address.link(brand.path)
        entries.append(["b", .string(brand.name), .string(brand.name), .string(page), .string(brand.typeface + " · " + PublishedCategory.displayName(brand.category))])
        for token in brand.guide.colors {
            entries.append(["c", .string(token.name), .string(brand.name), .string(page + "#" + TokenNaming.colorAnchor(token.name)), .orNull(token.hex)])
        }
        for token in brand.guide.fonts {
            let detail = [token.family.map(PublishedBrand.displayFamily), token.displaySize.map { Formatting.number($0) + " pt" }].compactMap { $0 }.joined(separator: " ")
            entries.append(["f", .string(token.name), .string(brand.name), .string(page + "#" + TokenNaming.fontAnchor(token.name)), .string(detail)])
        }
        for (component, id) in zip(brand.guide.components, TokenNaming.componentAnchors(brand.guide)) {
            entries.append(["k", .string(component.name), .string(brand.name), .string(page + "#" + id), ""])
        }
        return entries.map { $0.serialized(indent: 0) }.joined(separator: ",")
    }

    /// The whole index: every brand's entries, then one entry per SF Symbol.
    static func json(brands: [BrandDigest], symbols: [(String, [SymbolIndexView.Use])], address: SiteAddress) -> String {
        var parts = brands.map(\.search).filter { !$0.isEmpty }
        for (name, uses) in symbols {
            let entry: JSONValue = ["s", .string(name), .string(uses.map(\.brand.name).uniqued().joined(separator: ", ")), .string(address.link("symbols/") + "#" + TokenNaming.symbolAnchor(name)), .string(uses.first?.purpose ?? "")]
            parts.append(entry.serialized(indent: 0))
        }
        return "[" + parts.joined(separator: ",") + "]"
    }
}

extension Array where Element == String {
    func uniqued() -> [String] {
        var seen: Set<String> = []
        return filter { seen.insert($0).inserted }
    }
}
