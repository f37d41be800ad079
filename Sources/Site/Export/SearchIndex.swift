import Guide

/// The static index the search box loads on first use: brands, tokens, components and symbols,
/// each with where it lives. Compact arrays keep it small for large sites:
/// `[kind, title, brand, url, extra]`.
enum SearchIndex {
    static func json(for brands: [PublishedBrand], address: SiteAddress) -> String {
        var entries: [JSONValue] = []
        for brand in brands {
            let page = address.link(brand.path)
            entries.append(["b", .string(brand.name), .string(brand.name), .string(page), .string(brand.typeface + " · " + PublishedCategory(slug: brand.category, brands: []).name)])
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
        }
        let symbols = SymbolIndexView(frame: PageFrame(address: address, categories: [], brandCount: 0), brands: brands).index
        for (name, uses) in symbols {
            entries.append(["s", .string(name), .string(uses.map(\.brand.name).uniqued().joined(separator: ", ")), .string(address.link("symbols/") + "#" + TokenNaming.symbolAnchor(name)), .string(uses.first?.purpose ?? "")])
        }
        return JSONValue.array(entries).serialized(indent: 0)
    }
}

extension Array where Element == String {
    func uniqued() -> [String] {
        var seen: Set<String> = []
        return filter { seen.insert($0).inserted }
    }
}
