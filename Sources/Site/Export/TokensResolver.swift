import Support

/// `<slug>.resolver.json` per the DTCG Resolver Module 2025.10: the brand's tokens as one set,
/// then a `theme` modifier whose `light` context adds nothing and whose `dark` context merges
/// the dark set over them. A tool given `{"theme": "dark"}` resolves the dark theme.
enum TokensResolver {
    static let schema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    static func json(for brand: PublishedBrand, hasDark: Bool) -> String {
        let dark: [JSONValue] = hasDark ? [.object([("$ref", .string(BrandExports.darkTokensFile(brand.slug)))])] : []
        let root: JSONValue = .object([
            ("$schema", .string(schema)),
            ("name", .string(brand.name)),
            ("version", "2025.10"),
            ("description", .string("\(brand.name) design tokens in light and dark, read by sitegen from \(brand.guide.path).")),
            ("sets", .object([
                ("tokens", .object([
                    ("description", "Every token at its light value."),
                    ("sources", .array([.object([("$ref", .string(BrandExports.tokensFile(brand.slug)))])])),
                ])),
            ])),
            ("modifiers", .object([
                ("theme", .object([
                    ("description", .string(hasDark ? "Color theme: dark replaces the tokens that change in dark." : "Color theme: the guide gives no dark values, so both themes are the same.")),
                    ("contexts", .object([("light", .array([])), ("dark", .array(dark))])),
                    ("default", "light"),
                ])),
            ])),
            ("resolutionOrder", .array([
                .object([("$ref", "#/sets/tokens")]),
                .object([("$ref", "#/modifiers/theme")]),
            ])),
        ])
        return root.serialized() + "\n"
    }
}
