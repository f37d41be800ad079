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

    /// The file's bytes. Colors and type, most of the file, are written as they are worked
    /// out (`JSONWriter`); the smaller groups go in as trees.
    static func json(for brand: PublishedBrand, paths: TokenPaths) -> [UInt8] {
        let guide = brand.guide
        var writer = JSONWriter(capacity: 32_768)
        writer.openObject()
        writer.member("$schema", schema)
        writer.member("$description", "\(brand.name) design tokens (light), read by sitegen from \(guide.path). Resolve \(brand.slug).resolver.json for light and dark.")
        writer.key("color")
        colors(guide, paths: paths, names: brand.cssNames, into: &writer)
        let gradients = gradients(guide, paths: paths, names: brand.cssNames)
        if !gradients.isEmpty {
            writer.key("gradient")
            writer.value(.object(gradients))
        }
        if !guide.fonts.isEmpty { DesignTokensJSON.typography(guide, paths: paths, names: brand.cssNames, into: &writer) }
        for (key, value) in DesignTokensJSON.motion(guide) {
            writer.key(key)
            writer.value(value)
        }
        writer.key("$extensions")
        writer.value(.object([(extensionKey, extensions(brand))]))
        writer.close()
        var bytes = writer.bytes
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// A token: `$type`, `$value`, then its description and sitegen's facts about it. Every
    /// token carries its own `$type`, so a validator checks each value without inheriting.
    static func entry(_ type: String, _ value: JSONValue, description: String? = nil, details: [(String, JSONValue)] = []) -> JSONValue {
        var fields: [(String, JSONValue)] = [("$type", .string(type)), ("$value", value)]
        if let description { fields.append(("$description", .string(description))) }
        if !details.isEmpty { fields.append(("$extensions", .object([(extensionKey, .object(details))]))) }
        return .object(fields)
    }

    /// The `color` group: a group per MARK group's name, in the order first met.
    private static func colors(_ guide: Guide, paths: TokenPaths, names: TokenNames, into writer: inout JSONWriter) {
        var groups: [(key: String, tokens: [(token: ColorToken, color: RGBAColor, member: String)])] = []
        for group in paths.colorGroups {
            for (token, isFirst) in group.tokens {
                guard let color = token.published, let place = paths.colors[token.name], isFirst else { continue }
                if let index = groups.firstIndex(where: { $0.key == place.group }) {
                    groups[index].tokens.append((token, color, place.member))
                } else {
                    groups.append((place.group, [(token, color, place.member)]))
                }
            }
        }
        writer.openObject()
        for group in groups {
            writer.key(group.key)
            writer.openObject()
            for (token, color, member) in group.tokens {
                writeToken(member, type: "color", description: token.comment ?? token.documentation, cssVariable: names.color(token.name), swift: token.source, into: &writer) { writer in
                    if let reference = paths.colorAlias(of: token.name).flatMap(paths.colorReference) { writer.string(reference) } else { writeColorValue(color, into: &writer) }
                } details: { writer in
                    writer.key("line")
                    writer.number(Double(token.location.line))
                    if token.valueSource == .comment { writer.member("valueSource", "comment") }
                    if let dark = token.darkCounterpart { writer.member("darkCounterpart", dark) }
                    if let light = token.lightCounterpart { writer.member("lightCounterpart", light) }
                }
            }
            writer.close()
        }
        writer.close()
    }

    /// One token's entry, `member: {"$type", "$value", "$description", "$extensions":
    /// {"org.sitegen": {"cssVariable", "swift", …details}}}`, written in place.
    static func writeToken(_ member: String, type: String, description: String?, cssVariable: String, swift: String, into writer: inout JSONWriter,
                           value: (inout JSONWriter) -> Void, details: (inout JSONWriter) -> Void) {
        writer.key(member)
        writer.openObject()
        writer.member("$type", type)
        writer.key("$value")
        value(&writer)
        if let description { writer.member("$description", description) }
        openExtensions(&writer)
        writer.member("cssVariable", cssVariable)
        writer.member("swift", swift)
        details(&writer)
        closeExtensions(&writer)
        writer.close()
    }

    /// `"$extensions": {"org.sitegen": {`, which `closeExtensions` ends after the details.
    static func openExtensions(_ writer: inout JSONWriter) {
        writer.key("$extensions")
        writer.openObject()
        writer.key(extensionKey)
        writer.openObject()
    }

    static func closeExtensions(_ writer: inout JSONWriter) {
        writer.close()
        writer.close()
    }

    /// `colorValue(_:)`, written in place.
    static func writeColorValue(_ color: RGBAColor, into writer: inout JSONWriter) {
        writer.openObject()
        writer.member("colorSpace", "srgb")
        writer.key("components")
        writer.openArray()
        writer.number(component(color.red))
        writer.number(component(color.green))
        writer.number(component(color.blue))
        writer.close()
        writer.key("alpha")
        writer.number(component(color.alpha))
        writer.member("hex", color.hex.lowercased())
        writer.close()
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
        .number(component(value))
    }

    /// A channel in 0…1 to four decimals.
    static func component(_ value: Double) -> Double {
        (min(max(value, 0), 1) * 10_000).rounded() / 10_000
    }

    private static func gradients(_ guide: Guide, paths: TokenPaths, names: TokenNames) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        var seen: Set<String> = []
        for gradient in guide.gradients where gradient.stops.allSatisfy({ $0.color != nil }) && !gradient.stops.isEmpty && seen.insert(gradient.name).inserted {
            let stops: [JSONValue] = zip(gradient.stops, gradient.resolvedLocations).map { stop, location in
                .object([("color", stopColor(stop, paths: paths)), ("position", .number(min(max(location, 0), 1)))])
            }
            members.append((paths.gradients[gradient.name] ?? "gradient", entry("gradient", .array(stops), description: gradient.comment ?? gradient.documentation, details: [
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
