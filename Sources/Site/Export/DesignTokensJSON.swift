import Foundation
import Guide
import Support

/// `tokens.json` in the W3C Design Tokens Format (2025.10): colors as srgb component objects
/// grouped by the guide's MARK groups, typography in its composite form, gradients as stop
/// lists, and what has no standard type (motion, haptics, colors decided at run time) under
/// `$extensions`.
enum DesignTokensJSON {
    static let extensionKey = "org.sitegen"

    static func json(for brand: PublishedBrand) -> String {
        let guide = brand.guide
        var root: [(String, JSONValue)] = [
            ("$description", .string("\(brand.name) design tokens, read by sitegen from \(guide.path).")),
        ]
        root.append(("color", colors(guide)))
        if !guide.gradients.isEmpty { root.append(("gradient", gradients(guide))) }
        if !guide.fonts.isEmpty { root.append(("typography", typography(guide))) }
        root.append(("$extensions", .object([(extensionKey, extensions(brand))])))
        return JSONValue.object(root).serialized() + "\n"
    }

    /// A path segment that is a valid DTCG name: no `{`, `}`, `.`, and no leading `$`.
    static func groupName(_ name: String?) -> String {
        if let name, !name.isEmpty, !name.utf8.contains(where: { $0 == 46 || $0 == 123 || $0 == 125 || $0 == 36 }) { return name }
        var cleaned = (name ?? "Colors").replacingOccurrences(of: ".", with: "·").replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
        while cleaned.hasPrefix("$") { cleaned.removeFirst() }
        return cleaned.isEmpty ? "Colors" : cleaned
    }

    private static func colors(_ guide: Guide) -> JSONValue {
        var groups: [(String, JSONValue)] = [("$type", "color")]
        let paths = Dictionary(guide.colors.map { ($0.name, "color.\(groupName($0.group)).\($0.name)") }, uniquingKeysWith: { first, _ in first })
        for group in guide.colorGroups {
            let members: [(String, JSONValue)] = group.tokens.compactMap { token in
                guard let color = token.displayColor else { return nil }
                var fields: [(String, JSONValue)] = []
                if case .alias(let target) = token.kind, let targetColor = guide.color(named: target)?.displayColor, targetColor == color, let path = paths[target] {
                    fields.append(("$value", .string("{\(path)}")))
                } else {
                    fields.append(("$value", colorValue(color, hex: token.hex)))
                }
                if let comment = token.comment ?? token.documentation { fields.append(("$description", .string(comment))) }
                var details: [(String, JSONValue)] = [("swift", .string(token.source)), ("line", .orNull(token.location.line))]
                if token.valueSource == .comment { details.append(("valueSource", "comment")) }
                if let dark = token.darkCounterpart { details.append(("darkCounterpart", .string(dark))) }
                if let appearance = token.appearance { details.append(("dark", colorValue(appearance.dark, hex: nil))) }
                fields.append(("$extensions", .object([(extensionKey, .object(details))])))
                return (token.name, .object(fields))
            }
            if !members.isEmpty { groups.append((groupName(group.name), .object(members))) }
        }
        return .object(groups)
    }

    static func colorValue(_ color: RGBAColor, hex: String?) -> JSONValue {
        .object([
            ("colorSpace", "srgb"),
            ("components", .array([round(color.red), round(color.green), round(color.blue)])),
            ("alpha", round(color.alpha)),
            ("hex", .string((hex ?? color.hex).lowercased())),
        ])
    }

    private static func round(_ value: Double) -> JSONValue {
        .number((value * 10_000).rounded() / 10_000)
    }

    private static func gradients(_ guide: Guide) -> JSONValue {
        var members: [(String, JSONValue)] = [("$type", "gradient")]
        for gradient in guide.gradients where gradient.stops.allSatisfy({ $0.color != nil }) && !gradient.stops.isEmpty {
            let stops: [JSONValue] = zip(gradient.stops, gradient.resolvedLocations).map { stop, location in
                .object([("color", colorValue(stop.color!, hex: nil)), ("position", .number(location))])
            }
            var fields: [(String, JSONValue)] = [("$value", .array(stops))]
            if let comment = gradient.comment ?? gradient.documentation { fields.append(("$description", .string(comment))) }
            fields.append(("$extensions", .object([(extensionKey, .object([
                ("kind", .string(gradient.kind.rawValue)), ("startPoint", .orNull(gradient.startPoint)), ("endPoint", .orNull(gradient.endPoint)),
                ("stopTokens", .array(gradient.stops.map { .orNull($0.token) })), ("swift", .string(gradient.source)),
            ]))])))
            members.append((gradient.name, .object(fields)))
        }
        return .object(members)
    }

    /// Typography composites. iOS leaves line height and tracking to the font unless told, so
    /// the values DTCG requires are the defaults (1.2, 0) and are marked as assumed.
    private static func typography(_ guide: Guide) -> JSONValue {
        var groups: [(String, JSONValue)] = [("$type", "typography")]
        var byGroup: [(String, [(String, JSONValue)])] = []
        for token in guide.fonts {
            guard let size = token.displaySize else { continue }
            var families = token.family.map { [PublishedBrand.displayFamily($0)] } ?? []
            families += guide.typographyFallback?.families ?? []
            families += ["system-ui", "sans-serif"]
            let value: JSONValue = .object([
                ("fontFamily", .strings(families)),
                ("fontSize", .object([("value", .number(size)), ("unit", "px")])),
                ("fontWeight", .number(Double(token.displayWeight?.cssWeight ?? 400))),
                ("letterSpacing", .object([("value", 0), ("unit", "px")])),
                ("lineHeight", 1.2),
            ])
            var details: [(String, JSONValue)] = [
                ("swift", .string(token.source)), ("face", .orNull(token.face)), ("textStyle", .orNull(token.textStyle)),
                ("italic", .bool(token.isItalic)), ("design", .orNull(token.design)), ("assumed", .strings(["letterSpacing", "lineHeight"] + (token.size == nil ? ["fontSize"] : []))),
            ]
            details.append(("line", .orNull(token.location.line)))
            var fields: [(String, JSONValue)] = [("$value", value)]
            if let comment = token.comment { fields.append(("$description", .string(comment))) }
            fields.append(("$extensions", .object([(extensionKey, .object(details))])))
            let group = groupName(token.group ?? "Type")
            if let index = byGroup.firstIndex(where: { $0.0 == group }) { byGroup[index].1.append((token.name, .object(fields))) } else { byGroup.append((group, [(token.name, .object(fields))])) }
        }
        groups += byGroup.map { ($0.0, .object($0.1)) }
        return .object(groups)
    }

    private static func extensions(_ brand: PublishedBrand) -> JSONValue {
        let guide = brand.guide
        return .object([
            ("brand", .string(brand.name)),
            ("category", .string(brand.category)),
            ("minimumIOS", .orNull(guide.minimumIOS)),
            ("roles", .object(ColorRole.allCases.compactMap { role in brand.roles[role].map { (role.rawValue, .string($0)) } })),
            ("runtimeColors", .array(guide.colors.filter { $0.displayColor == nil }.map { token in
                .object([("name", .string(token.name)), ("swift", .string(token.source)), ("line", .orNull(token.location.line))])
            })),
            ("motion", .array(guide.motion.map { spec in
                .object([
                    ("kind", .string(spec.kind.rawValue)), ("name", .string(spec.name)), ("label", .orNull(spec.label)),
                    ("parameters", .object(spec.parameters.map { ($0.label, $0.number.map { .number($0) } ?? .string($0.value)) })),
                    ("swift", .string(spec.code)), ("line", .orNull(spec.location.line)),
                ])
            })),
        ])
    }
}
