import Guide
import Foundation
import Templates

extension BrandView {
    func colorGroups() -> TemplateValue {
        var anchors = AnchorSet()
        // Each token's roles, in `ColorRole.allCases` order, found once: asking the roles
        // for each swatch tried every role against every token.
        var rolesByToken: [String: [ColorRole]] = [:]
        for role in ColorRole.allCases {
            if let name = brand.roles[role] { rolesByToken[name, default: []].append(role) }
        }
        return .list(guide.colorGroups.map { group in
            let name = group.name ?? "Colors"
            return [
                "name": .string(name),
                "id": .string("colors-" + anchors.claim(name)),
                "tokens": .list(group.tokens.map { swatch($0, roles: rolesByToken[$0.name] ?? []) }),
            ]
        })
    }

    /// A token's name under its group's heading: `bone` under "Asset.Colors.ZDesign.Base" for
    /// `Asset.Colors.ZDesign.Base.bone`, the heading saying the rest.
    static func nameInGroup(_ name: String, group: String?) -> String {
        guard let group, name.count > group.count + 1, name.hasPrefix(group + ".") else { return name }
        return String(name.dropFirst(group.count + 1))
    }

    /// One swatch: the token painted from its custom property, with everything a reader checks.
    /// `roles` are the roles it fills (`ColorRoles.roles(of:)`).
    func swatch(_ token: ColorToken, roles: [ColorRole]) -> TemplateValue {
        let color = token.published
        let usedBy = components(using: token.name, kind: .color)
        var value: TemplateObject = [
            "name": .string(token.name),
            "displayName": .string(Self.nameInGroup(token.name, group: token.group)),
            "id": .string(TokenNaming.colorAnchor(token.name)),
            "swiftName": .string(token.swiftPath ?? "Color.\(token.name)"),
            "swift": .string(token.source),
            // A comment that only repeats the hex adds nothing next to the hex itself.
            "comment": .text(token.comment.flatMap { comment in comment.uppercased() == token.stated?.text.uppercased() ? nil : comment }),
            "documentation": .text(token.documentation),
            "roles": .list(roles.map { .string($0.label) }),
            "usedBy": .list(usedBy),
            "line": .int(token.location.line),
            "isRuntime": .bool(token.kind.isDecidedAtRunTime),
            "runtime": .text(runtimeDescription(token.kind)),
            "fromComment": .bool(token.valueSource == .comment),
            // Absent values are set explicitly: Mustache would otherwise find the brand's own
            // keys of the same name further up the context stack.
            "hasValue": false, "contrast": [], "appearance": .null, "darkCounterpart": .null, "lightCounterpart": .null,
            "hex": .null, "rgb": .null, "paint": .null, "cssVar": .null, "isTranslucent": false,
            "contradiction": contradiction(token),
        ]
        if let color {
            let cssVar = brand.cssNames.color(token.name)
            value["hasValue"] = true
            value["cssVar"] = .string(cssVar)
            value["paint"] = .string("background: var(\(cssVar))")
            value["hex"] = .string(token.hex ?? color.hex)
            value["rgb"] = .string(Formatting.rgb(color))
            value["alpha"] = .string(Formatting.number(color.alpha))
            value["alphaPercent"] = .string(Formatting.number(color.alpha * 100, digits: 1) + "%")
            value["isTranslucent"] = .bool(color.alpha < 1)
            value["contrast"] = contrastRows(for: color, isCanvas: brand.roles[.canvas] == token.name)
            value["ink"] = .string(inkColor(over: color))
        }
        if let appearance = token.appearance {
            value["appearance"] = ["light": .string(appearance.light.hex), "dark": .string(appearance.dark.hex), "source": .string(appearance.source.rawValue)]
        }
        if let dark = token.darkCounterpart { value["darkCounterpart"] = counterpart(dark) }
        if let light = token.lightCounterpart { value["lightCounterpart"] = counterpart(light) }
        return .object(value)
    }

    /// A token whose code and comment give two values: both painted side by side, each
    /// labeled, with the findings' text. The build publishes such a guide with a warning.
    private func contradiction(_ token: ColorToken) -> TemplateValue {
        let found = token.contradictions
        guard let first = found.first else { return .null }
        func side(_ label: String, _ color: RGBAColor, value: String) -> TemplateValue {
            [
                "label": .string(label), "value": .string(value),
                "paint": .string("background: \(CSSGradient.cssColor(color))"),
            ]
        }
        let alpha = first.kind == .alpha
        return [
            "sides": [
                side("Code", first.components, value: alpha ? "alpha " + Formatting.number(first.components.alpha) : first.components.hex),
                side("Comment", first.stated, value: alpha ? "alpha " + Formatting.number(first.stated.alpha) : first.statedText),
            ],
            "messages": .list(found.map { .string($0.message) }),
        ]
    }

    private func counterpart(_ name: String) -> TemplateValue {
        ["name": .string(name), "id": .string(TokenNaming.colorAnchor(name)), "hex": .text(guide.color(named: name)?.hex)]
    }

    /// The token as text on white, black and the brand's canvas, with the WCAG level of each.
    private func contrastRows(for color: RGBAColor, isCanvas: Bool) -> TemplateValue {
        var backgrounds: [(String, RGBAColor)] = [("White", .white), ("Black", .black)]
        // The canvas against itself says nothing; other tokens are measured on it too.
        if !isCanvas, let canvas = brand.roles[.canvas] {
            if canvasColor == .white || canvasColor == .black {
                backgrounds[canvasColor == .white ? 0 : 1].0 += " (canvas)"
            } else {
                backgrounds.append(("Canvas (\(canvas))", canvasColor))
            }
        }
        return .list(backgrounds.map { label, background in
            let ratio = color.contrastRatio(on: background)
            let level = ContrastLevel(ratio: ratio)
            return ["against": .string(label), "ratio": .string(Formatting.ratio(ratio)), "level": .string(level.rawValue), "levelClass": .string(Self.levelClass(level))]
        })
    }

    static func levelClass(_ level: ContrastLevel) -> String {
        switch level {
        case .aaa: "aaa"
        case .aa: "aa"
        case .aaLarge: "aa-large"
        case .fail: "fail"
        }
    }

    /// Black or white, whichever reads better over the swatch.
    private func inkColor(over color: RGBAColor) -> String {
        let seen = color.alpha < 1 ? color.over(canvasColor) : color
        return RGBAColor.black.contrastRatio(on: seen) >= RGBAColor.white.contrastRatio(on: seen) ? "#000000" : "#FFFFFF"
    }

    private func runtimeDescription(_ kind: ColorToken.Kind) -> String? {
        switch kind {
        case .literal, .alias: nil
        case .system(let name): "System color '\(name)': iOS decides its value for each appearance."
        case .asset(let name): "Asset catalog color '\(name)': the app's asset catalog holds its values."
        case .dynamic: "Dynamic color: chosen for each appearance when the app runs."
        case .function(let text): "Computed when the app runs: \(text)"
        }
    }

    /// Light tokens beside their dark counterparts.
    func darkPairs() -> TemplateValue {
        .list(guide.colors.compactMap { token in
            guard let darkName = token.darkCounterpart, let dark = guide.color(named: darkName) else { return nil }
            return ["light": pairSide(token), "dark": pairSide(dark)]
        })
    }

    private func pairSide(_ token: ColorToken) -> TemplateValue {
        [
            "name": .string(token.name), "id": .string(TokenNaming.colorAnchor(token.name)),
            "hex": .text(token.hex), "paint": token.displayColor == nil ? .null : .string("background: var(\(brand.cssNames.color(token.name)))"),
        ]
    }

    /// Gradients painted as CSS gradients over the tokens' custom properties, with their stops.
    func gradients() -> TemplateValue {
        .list(guide.gradients.map { gradient in
            let locations = gradient.resolvedLocations
            let stops: [TemplateValue] = zip(gradient.stops, locations).map { stop, location in
                [
                    "token": .text(stop.token),
                    "id": stop.token.map { .string(TokenNaming.colorAnchor($0)) } ?? .null,
                    "hex": .text(stop.color?.hex),
                    "alpha": stop.color.map { .string(Formatting.number($0.alpha)) } ?? .null,
                    "expression": .string(stop.expression),
                    "position": .string(CSSNumber.percent(location: location)),
                ]
            }
            return [
                "name": .string(gradient.name),
                "id": .string(TokenNaming.gradientAnchor(gradient.name)),
                "kind": .string(gradient.kind.rawValue),
                "paint": .text(CSSGradient.css(for: gradient, names: brand.cssNames)),
                "isComplete": .bool(gradient.stops.allSatisfy { $0.color != nil } && !gradient.stops.isEmpty),
                "stops": .list(stops),
                "swift": .string(gradient.source),
                "comment": .text(gradient.comment ?? gradient.documentation),
                "direction": .text([gradient.startPoint, gradient.endPoint].compactMap { $0 }.joined(separator: " → ")),
            ]
        })
    }

    /// The contrast checker: every color with a value, and the pair it starts with, computed
    /// here so the page shows a result without JavaScript.
    /// Whether the page has a contrast checker: two colors with a value to set against each other.
    var hasContrastChecker: Bool { guide.colors.lazy.filter { $0.published != nil }.prefix(2).count == 2 }

    func contrastChecker() -> TemplateValue {
        guard hasContrastChecker else { return .null }
        let options = guide.colors.filter { $0.published != nil }
        let (textName, backgroundName) = Self.startingPair(options, roles: brand.roles)
        let background = guide.color(named: backgroundName)?.published ?? .white
        let text = guide.color(named: textName)?.published ?? .black
        let ratio = text.contrastRatio(on: background)
        let level = ContrastLevel(ratio: ratio)
        return [
            "options": .list(options.map { token in
                let color = token.published!
                return [
                    "name": .string(token.name), "hex": .string(token.hex ?? color.hex),
                    "value": .string(Formatting.rgb(color)),
                    "isText": .bool(token.name == textName), "isBackground": .bool(token.name == backgroundName),
                ]
            }),
            "text": ["name": .string(textName), "hex": .string(text.hex), "value": .string(Formatting.rgb(text))],
            "background": ["name": .string(backgroundName), "hex": .string(background.hex), "value": .string(Formatting.rgb(background))],
            "ratio": .string(Formatting.ratio(ratio)),
            "level": .string(level.rawValue),
            "levelClass": .string(Self.levelClass(level)),
            "normalPasses": .bool(level.passesAA(largeText: false)),
            "largePasses": .bool(level.passesAA(largeText: true)),
        ]
    }
}

extension BrandView {
    /// The pair the checker starts with: the guide's primary text on its canvas when that
    /// passes AA for body text; else the opaque color that reads best on the canvas, if one
    /// passes; else the best-reading pair of all. The page's own sample must not be the
    /// contrast failure a reader came to avoid.
    static func startingPair(_ options: [ColorToken], roles: ColorRoles) -> (text: String, background: String) {
        let colors = options.compactMap { token in token.published.flatMap { $0.alpha < 1 ? nil : (token.name, $0) } }
        let canvasName = roles[.canvas] ?? options[0].name
        let canvas = options.first { $0.name == canvasName }?.published ?? .white
        let preferred = roles[.textPrimary] ?? roles[.brand]
        if let preferred, let color = options.first(where: { $0.name == preferred })?.published,
           preferred != canvasName, color.contrastRatio(on: canvas) >= 4.5 {
            return (preferred, canvasName)
        }
        func best(on background: (String, RGBAColor)) -> (String, Double)? {
            colors.filter { $0.0 != background.0 }.map { ($0.0, $0.1.contrastRatio(on: background.1)) }
                .max { $0.1 < $1.1 }
        }
        if let onCanvas = best(on: (canvasName, canvas)), onCanvas.1 >= 4.5 { return (onCanvas.0, canvasName) }
        // Contrast is symmetric: of two equal pairs, dark text on the light color reads as a page.
        let pairs = colors.compactMap { background in best(on: background).map { (text: $0.0, background: background.0, ratio: $0.1, light: background.1.relativeLuminance) } }
        if let top = pairs.max(by: { ($0.ratio, $0.light) < ($1.ratio, $1.light) }), top.ratio >= 4.5 { return (top.text, top.background) }
        return (preferred ?? options.first { $0.name != canvasName }!.name, canvasName)
    }
}

/// CSS gradients that paint with the brand's custom properties (falling back to the literal
/// value inside `var()`), so the gradient and its swatches always agree.
enum CSSGradient {
    static func css(for gradient: GradientToken, names: TokenNames) -> String? {
        guard !gradient.stops.isEmpty, gradient.stops.allSatisfy({ $0.color != nil }) else { return nil }
        let stops = zip(gradient.stops, gradient.resolvedLocations).map { stop, location -> String in
            let literal = cssColor(stop.color!)
            let paint = stop.token.map { token -> String in
                // An alias with its own opacity is not the token's color: use the literal.
                stop.expression.contains("opacity") ? literal : "var(\(names.color(token)), \(literal))"
            } ?? literal
            return paint + " " + CSSNumber.percent(location: location)
        }.joined(separator: ", ")
        switch gradient.kind {
        case .linear: return "linear-gradient(\(angle(from: gradient.startPoint, to: gradient.endPoint)), \(stops))"
        case .radial, .elliptical: return "radial-gradient(circle at \(position(gradient.center)), \(stops))"
        case .angular: return "conic-gradient(from \(CSSNumber.degrees(gradient.angle ?? 0)) at \(position(gradient.center)), \(stops))"
        }
    }

    static func cssColor(_ color: RGBAColor) -> String {
        color.alpha < 1 ? Formatting.rgb(color) : color.hex
    }

    private static let unitPoints: [String: (Double, Double)] = [
        "top": (0.5, 0), "bottom": (0.5, 1), "leading": (0, 0.5), "trailing": (1, 0.5), "center": (0.5, 0.5),
        "topLeading": (0, 0), "topTrailing": (1, 0), "bottomLeading": (0, 1), "bottomTrailing": (1, 1),
    ]

    private static func point(_ written: String?) -> (Double, Double)? {
        guard let written else { return nil }
        let name = written.split(separator: ".").last.map(String.init) ?? written
        return unitPoints[name]
    }

    /// SwiftUI's start/end unit points as a CSS angle: `.leading → .trailing` is `90deg`.
    static func angle(from start: String?, to end: String?) -> String {
        guard let (x0, y0) = point(start), let (x1, y1) = point(end), (x0, y0) != (x1, y1) else { return "180deg" }
        let radians = atan2(x1 - x0, -(y1 - y0))
        var degrees = radians * 180 / .pi
        if degrees < 0 { degrees += 360 }
        return CSSNumber.degrees(degrees, digits: 1)
    }

    private static func position(_ center: String?) -> String {
        guard let (x, y) = point(center) else { return "50% 50%" }
        return "\(Formatting.number(x * 100))% \(Formatting.number(y * 100))%"
    }
}
