import Guide
import Support

extension DesignTokensJSON {
    /// `fontFamily`, `fontWeight` and `typography` groups. Each composite points at its family
    /// and weight tokens; the family list is `tokens.css`'s stack (code faces stay monospace),
    /// and a token without a size takes the 17 px `tokens.css` gives it, marked as assumed. iOS
    /// leaves line height and tracking to the font, so the values DTCG requires are the
    /// defaults (1.2, 0), marked as assumed too.
    static func typography(_ guide: Guide, paths: TokenPaths, names: TokenNames) -> [(String, JSONValue)] {
        let families = FontFamilyKeys(guide)
        var weights: [FontWeight] = []
        var byGroup: [(String, [(String, JSONValue)])] = []
        var values: [String: JSONValue] = [:]
        for token in guide.fonts {
            guard let place = paths.fonts[token.name], values[token.name] == nil else { continue }
            let weight = token.displayWeight ?? .regular
            if !weights.contains(weight) { weights.append(weight) }
            let composite: JSONValue = .object([
                ("fontFamily", .string("{fontFamily.\(families.key(for: token))}")),
                ("fontSize", .object([("value", .number(token.displaySize ?? 17)), ("unit", "px")])),
                ("fontWeight", .string("{fontWeight.\(weight.rawValue)}")),
                ("letterSpacing", .object([("value", 0), ("unit", "px")])),
                ("lineHeight", 1.2),
            ])
            values[token.name] = composite
            var value = composite
            if case .alias(let target) = token.kind, target != token.name, values[target] == composite, let targetPath = paths.fonts[target] {
                value = .string("{" + targetPath.path + "}")
            }
            let details: [(String, JSONValue)] = [
                ("cssVariable", .string(names.font(token.name))), ("swift", .string(token.source)), ("face", .orNull(token.face)), ("textStyle", .orNull(token.textStyle)),
                ("italic", .bool(token.isItalic)), ("design", .orNull(token.design)),
                ("assumed", .strings(["letterSpacing", "lineHeight"] + (token.displaySize == nil ? ["fontSize"] : []))),
                ("line", .orNull(token.location.line)),
            ]
            let member = (place.member, entry("typography", value, description: token.comment, details: details))
            if let index = byGroup.firstIndex(where: { $0.0 == place.group }) { byGroup[index].1.append(member) } else { byGroup.append((place.group, [member])) }
        }
        return [
            ("fontFamily", .object(families.all.map { ($0.key, entry("fontFamily", .strings($0.families))) })),
            ("fontWeight", .object(weights.sorted().map { ($0.rawValue, entry("fontWeight", .number(Double($0.cssWeight)))) })),
            ("typography", .object(byGroup.map { ($0.0, .object($0.1)) })),
        ]
    }
}
