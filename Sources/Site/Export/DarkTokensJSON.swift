import Guide
import Support

/// `<slug>.dark.tokens.json`: the dark context of the resolver's theme modifier. It holds only
/// the tokens that change in dark, at the same paths as `<slug>.tokens.json`, so merged after
/// it (as the resolver orders) they override the light values; a paired token becomes an alias
/// of its dark counterpart, and Swift aliases of it follow.
enum DarkTokensJSON {
    static func json(for brand: PublishedBrand, paths: TokenPaths, themes: ThemeValues) -> String {
        var groups: [(String, [(String, JSONValue)])] = []
        for (name, override) in themes.darkOverrides {
            guard let place = paths.colors[name] else { continue }
            let value: JSONValue = switch override {
            case .alias(let target): paths.colorReference(target).map { .string($0) } ?? .null
            case .literal(let color): DesignTokensJSON.colorValue(color)
            }
            guard value != .null else { continue }
            let details: [(String, JSONValue)] = if case .alias(let target) = override { [("darkCounterpart", .string(target))] } else { [("appearance", "dark")] }
            let member = (place.member, DesignTokensJSON.entry("color", value, details: details))
            if let index = groups.firstIndex(where: { $0.0 == place.group }) { groups[index].1.append(member) } else { groups.append((place.group, [member])) }
        }
        let root: [(String, JSONValue)] = [
            ("$schema", .string(DesignTokensJSON.schema)),
            ("$description", .string("\(brand.name) dark values: the tokens of \(brand.slug).tokens.json that change in dark, as \(brand.slug).resolver.json merges them.")),
            ("color", .object(groups.map { ($0.0, .object($0.1)) })),
        ]
        return JSONValue.object(root).serialized() + "\n"
    }
}
