import Guide
import Support
import Templates

/// The site-wide SF Symbols index: every symbol, which brands use it, for what, at which sizes.
struct SymbolIndexView {
    let frame: PageFrame
    let brands: [BrandDigest]

    struct Use: Sendable {
        var brand: BrandDigest
        var purpose: String
        var size: String?
    }

    /// Uses by symbol name, names sorted.
    var index: [(String, [Use])] {
        var uses: [String: [Use]] = [:]
        for brand in brands {
            for use in brand.symbols { uses[use.name, default: []].append(Use(brand: brand, purpose: use.purpose, size: use.size)) }
        }
        return uses.keys.sorted().map { ($0, uses[$0]!) }
    }


    func page(index entries: [(String, [Use])]) -> TemplateValue {
        frame.page(path: "symbols/", title: "SF Symbols", description: "\(NumberFormat.counted(entries.count, "SF Symbol")) used across \(NumberFormat.counted(brands.count, "brand guide")).", kind: "symbols", content: [
            "symbols": .list(entries.map { name, uses in
                [
                    "name": .string(name),
                    "id": .string(TokenNaming.symbolAnchor(name)),
                    "brandLabel": .string(NumberFormat.counted(Set(uses.map(\.brand.slug)).count, "brand")),
                    "uses": .list(uses.map { use in
                        [
                            "brand": .string(use.brand.name),
                            "url": .string(frame.address.link(use.brand.path) + "#symbols"),
                            "purpose": .string(use.purpose),
                            "size": .text(use.size),
                        ]
                    }),
                ]
            }),
            "symbolCount": .int(entries.count),
            "symbolCountLabel": .string(NumberFormat.counted(entries.count, "symbol")),
        ])
    }
}
