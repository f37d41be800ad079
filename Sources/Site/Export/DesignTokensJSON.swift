import Foundation
import Guide
import Support

/// `<slug>.tokens.json` in the W3C Design Tokens Format (2025.10): colors as srgb component
/// objects grouped by the guide's MARK groups, Swift aliases and token-named gradient stops as
/// aliases (`{color.Brand.bumbleYellow}`), font families and weights as their own tokens that
/// the typography composites point at, transitions with their cubic Bézier curves, and what has
/// no standard type (haptics, springs' damping, colors decided at run time) under `$extensions`.
/// These are the light values; the dark ones are the dark set the resolver adds.
enum DesignTokensJSON {
    static let extensionKey = "org.sitegen"
    static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"

    static func json(for brand: PublishedBrand, paths: TokenPaths) -> String {
        let guide = brand.guide
        var root: [(String, JSONValue)] = [
            ("$schema", .string(schema)),
            ("$description", .string("\(brand.name) design tokens (light), read by sitegen from \(guide.path). Resolve \(brand.slug).resolver.json for light and dark.")),
        ]
        root.append(("color", colors(guide, paths: paths, names: brand.cssNames)))
        let gradients = gradients(guide, paths: paths, names: brand.cssNames)
        if !gradients.isEmpty { root.append(("gradient", .object(gradients))) }
        if !guide.fonts.isEmpty { root += DesignTokensJSON.typography(guide, paths: paths, names: brand.cssNames) }
        root += DesignTokensJSON.motion(guide)
        root.append(("$extensions", .object([(extensionKey, extensions(brand))])))
        return JSONValue.object(root).serialized() + "\n"
    }

    /// A token: `$type`, `$value`, then its description and sitegen's facts about it. Every
    /// token carries its own `$type`, so a validator checks each value without inheriting.
    static func entry(_ type: String, _ value: JSONValue, description: String? = nil, details: [(String, JSONValue)] = []) -> JSONValue {
        var fields: [(String, JSONValue)] = [("$type", .string(type)), ("$value", value)]
        if let description { fields.append(("$description", .string(description))) }
        if !details.isEmpty { fields.append(("$extensions", .object([(extensionKey, .object(details))]))) }
        return .object(fields)
    }

    private static func colors(_ guide: Guide, paths: TokenPaths, names: TokenNames) -> JSONValue {
        var groups: [(String, [(String, JSONValue)])] = []
        for group in guide.colorGroups {
            for token in group.tokens {
                guard let color = token.published, let place = paths.colors[token.name], guide.color(named: token.name) == token else { continue }
                let value: JSONValue = paths.colorAlias(of: token.name).flatMap(paths.colorReference).map { .string($0) } ?? colorValue(color)
                var details: [(String, JSONValue)] = [("cssVariable", .string(names.color(token.name))), ("swift", .string(token.source)), ("line", .orNull(token.location.line))]
                if token.valueSource == .comment { details.append(("valueSource", "comment")) }
                if let dark = token.darkCounterpart { details.append(("darkCounterpart", .string(dark))) }
                if let light = token.lightCounterpart { details.append(("lightCounterpart", .string(light))) }
                let key = place.group
                let member = (place.member, entry("color", value, description: token.comment ?? token.documentation, details: details))
                if let index = groups.firstIndex(where: { $0.0 == key }) { groups[index].1.append(member) } else { groups.append((key, [member])) }
            }
        }
        return .object(groups.map { ($0.0, .object($0.1)) })
    }

    /// A 2025.10 color object: srgb components in 0…1, alpha, and the 6-digit hex fallback. The
    /// components are the published hex's, so they agree with `tokens.css` digit for digit.
    static func colorValue(_ color: RGBAColor) -> JSONValue {
        .object([
            ("colorSpace", "srgb"),
            ("components", .array([round(color.red), round(color.green), round(color.blue)])),
            ("alpha", round(color.alpha)),
            ("hex", .string(color.hex.lowercased())),
        ])
    }

    static func round(_ value: Double) -> JSONValue {
        .number((min(max(value, 0), 1) * 10_000).rounded() / 10_000)
    }

    private static func gradients(_ guide: Guide, paths: TokenPaths, names: TokenNames) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        var seen: Set<String> = []
        for gradient in guide.gradients where gradient.stops.allSatisfy({ $0.color != nil }) && !gradient.stops.isEmpty && seen.insert(gradient.name).inserted {
            let stops: [JSONValue] = zip(gradient.stops, gradient.resolvedLocations).map { stop, location in
                .object([("color", stopColor(stop, paths: paths)), ("position", .number(min(max(location, 0), 1)))])
            }
            members.append((TokenPaths.segment(gradient.name, fallback: "gradient"), entry("gradient", .array(stops), description: gradient.comment ?? gradient.documentation, details: [
                ("cssVariable", .string(names.gradient(gradient.name))), ("kind", .string(gradient.kind.rawValue)), ("startPoint", .orNull(gradient.startPoint)), ("endPoint", .orNull(gradient.endPoint)),
                ("stopTokens", .array(gradient.stops.map { .orNull($0.token) })), ("swift", .string(gradient.source)),
                ("css", .orNull(CSSGradient.css(for: gradient, names: names))),
            ])))
        }
        return members
    }

    /// A stop that names a token without changing it is an alias of that token, as in `tokens.css`.
    static func stopColor(_ stop: GradientToken.Stop, paths: TokenPaths) -> JSONValue {
        if let name = stop.token, !stop.expression.contains("opacity"), let reference = paths.colorReference(name) { return .string(reference) }
        return colorValue(stop.color!)
    }

    private static func extensions(_ brand: PublishedBrand) -> JSONValue {
        let guide = brand.guide
        return .object([
            ("brand", .string(brand.name)),
            ("category", .string(brand.category)),
            ("minimumIOS", .orNull(guide.minimumIOS)),
            ("defaultTheme", .string(guide.themes.defaultTheme.rawValue)),
            ("roles", .object(ColorRole.allCases.compactMap { role in brand.roles[role].map { (role.rawValue, .string($0)) } })),
            ("runtimeColors", .array(guide.colors.filter { $0.published == nil }.map { token in
                .object([("name", .string(token.name)), ("swift", .string(token.source)), ("line", .orNull(token.location.line))])
            })),
            ("haptics", .array(guide.motion.filter { $0.kind == .haptic }.map(motionDetails))),
        ])
    }

    static func motionDetails(_ spec: MotionSpec) -> JSONValue {
        .object([
            ("kind", .string(spec.kind.rawValue)), ("name", .string(spec.name)), ("label", .orNull(spec.label)),
            ("parameters", .object(spec.parameters.map { ($0.label, $0.number.map { .number($0) } ?? .string($0.value)) })),
            ("swift", .string(spec.code)), ("line", .orNull(spec.location.line)),
        ])
    }
}
