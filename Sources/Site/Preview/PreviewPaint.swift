import Guide

/// Colors and gradients of a drawing as CSS: a guide's token through the custom property
/// `tokens.css` gives it (so the preview follows light and dark where the guide pairs the color),
/// a literal as `rgb()`, a system color from SwiftUI's own light and dark values.
struct PreviewPaint {
    let guide: Guide
    /// The brand's custom property names, shared with its `tokens.css`.
    let names: TokenNames
    /// Each token's CSS at full opacity, worked out once per drawing: a component's states
    /// paint the same few tokens over and over.
    private let opaqueTokens = OpaqueTokenCSS()

    init(guide: Guide, names: TokenNames) {
        self.guide = guide
        self.names = names
    }

    private final class OpaqueTokenCSS {
        var byName: [String: String?] = [:]
    }

    /// The CSS color, or nil with nothing to paint (a clear color, an asset the guide does not
    /// describe: the caller names the gap).
    func css(_ color: ViewColor) -> String? {
        if let token = color.token, let css = tokenCSS(token, opacity: color.opacity) { return css }
        if let light = color.light {
            guard let dark = color.dark, dark != light else { return Formatting.rgb(light) }
            return "light-dark(\(Formatting.rgb(light)), \(Formatting.rgb(dark)))"
        }
        if let name = color.system, let system = Self.system[name] {
            let light = system.light.withOpacity(color.opacity), dark = system.dark.withOpacity(color.opacity)
            return light == dark ? Formatting.rgb(light) : "light-dark(\(Formatting.rgb(light)), \(Formatting.rgb(dark)))"
        }
        // A gradient stop keeps only its expression: `Color.accentColor`, `.spotifyCanvas`.
        if color.token == nil, color.system == nil, let name = Self.plainName(color.expression) {
            if guide.color(named: name) != nil { return tokenCSS(name, opacity: color.opacity) }
            if Self.system[name] != nil { return css(ViewColor(system: name, opacity: color.opacity, expression: color.expression)) }
        }
        return nil
    }

    /// `Color.accentColor`, `.blue` or `spotifyCanvas` → the name; nil for anything else.
    static func plainName(_ expression: String) -> String? {
        var name = Substring(expression)
        for prefix in ["SwiftUI.Color.", "Color.", "."] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
            break
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    /// `var(--bumble-yellow)`, paired with its dark counterpart as `light-dark(…)`. Brand pages
    /// show every token at its own value (`data-token-values="fixed"`), so the pairing is here.
    /// Inside `light-dark()` the variables go without a fallback: the page loads the brand's
    /// `tokens.css`, and the Nu checker fails on a fallback there.
    private func tokenCSS(_ name: String, opacity: Double) -> String? {
        guard opacity < 1 else {
            if let known = opaqueTokens.byName[name] { return known }
            let css = workedOutTokenCSS(name, opacity: opacity)
            opaqueTokens.byName[name] = css
            return css
        }
        return workedOutTokenCSS(name, opacity: opacity)
    }

    private func workedOutTokenCSS(_ name: String, opacity: Double) -> String? {
        guard let token = guide.color(named: name), let light = token.published else { return nil }
        let variable = names.color(name)
        var css = "var(\(variable), \(Formatting.rgb(light)))"
        if let counterpart = token.darkCounterpart, guide.color(named: counterpart)?.published != nil {
            css = "light-dark(var(\(variable)), var(\(names.color(counterpart))))"
        } else if let dark = token.appearance?.dark, dark != light {
            css = "light-dark(var(\(variable)), \(Formatting.rgb(dark)))"
        }
        guard opacity < 1, let percent = CSSNumber.clamped(opacity * 100, in: 0...100) else { return css }
        // Inside `color-mix()` too the variable goes without a fallback: the Nu checker refuses
        // `var(--x, rgb(…))` there as not a color.
        if css.hasPrefix("var(") { css = "var(\(variable))" }
        return "color-mix(in srgb, \(css) \(percent)%, transparent)"
    }

    /// A gradient from its stops, or nil when a stop has no color.
    func css(_ gradient: ViewGradient) -> String? {
        guard !gradient.stops.isEmpty else { return nil }
        var stops: [String] = []
        for stop in gradient.stops {
            guard let color = css(stop.color), let at = CSSNumber.clamped(stop.location * 100, in: 0...100) else { return nil }
            stops.append("\(color) \(at)%")
        }
        if stops.count == 1 { stops.append(stops[0]) }
        let list = stops.joined(separator: ", ")
        switch gradient.kind {
        case .linear: return "linear-gradient(\(CSSGradient.angle(from: gradient.startPoint, to: gradient.endPoint)), \(list))"
        case .radial, .elliptical: return "radial-gradient(circle, \(list))"
        case .angular: return "conic-gradient(\(list))"
        }
    }

    /// A fill or foreground style value: a color or a gradient.
    func css(_ value: ViewValue) -> String? {
        switch value {
        case .color(let color): css(color)
        case .gradient(let gradient): css(gradient)
        default: nil
        }
    }

    /// SwiftUI's system and semantic colors on iOS, light and dark.
    static let system: [String: (light: RGBAColor, dark: RGBAColor)] = {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBAColor { RGBAColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }
        let label = (rgb(0, 0, 0), rgb(255, 255, 255))
        let secondary = (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
        let tertiary = (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
        let quaternary = (rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
        let blue = (rgb(0, 122, 255), rgb(10, 132, 255))
        var table: [String: (light: RGBAColor, dark: RGBAColor)] = [
            "primary": label, "label": label, "secondary": secondary, "secondaryLabel": secondary,
            "tertiary": tertiary, "tertiaryLabel": tertiary, "quaternary": quaternary, "quaternaryLabel": quaternary, "quinary": quaternary,
            "placeholderText": tertiary,
            "systemBackground": (rgb(255, 255, 255), rgb(0, 0, 0)), "background": (rgb(255, 255, 255), rgb(0, 0, 0)),
            "secondarySystemBackground": (rgb(242, 242, 247), rgb(28, 28, 30)),
            "tertiarySystemBackground": (rgb(255, 255, 255), rgb(44, 44, 46)),
            "systemGroupedBackground": (rgb(242, 242, 247), rgb(0, 0, 0)),
            "secondarySystemGroupedBackground": (rgb(255, 255, 255), rgb(28, 28, 30)),
            "systemFill": (rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
            "secondarySystemFill": (rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
            "tertiarySystemFill": (rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
            "separator": (rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)), "opaqueSeparator": (rgb(198, 198, 200), rgb(56, 56, 58)),
            "systemBlue": blue, "blue": blue, "accentColor": blue, "tint": blue, "link": blue,
            "systemRed": (rgb(255, 59, 48), rgb(255, 69, 58)), "systemGreen": (rgb(52, 199, 89), rgb(48, 209, 88)),
            "systemOrange": (rgb(255, 149, 0), rgb(255, 159, 10)), "systemYellow": (rgb(255, 204, 0), rgb(255, 214, 10)),
            "systemPink": (rgb(255, 45, 85), rgb(255, 55, 95)), "systemPurple": (rgb(175, 82, 222), rgb(191, 90, 242)),
            "systemTeal": (rgb(48, 176, 199), rgb(64, 200, 224)), "systemIndigo": (rgb(88, 86, 214), rgb(94, 92, 230)),
            "systemMint": (rgb(0, 199, 190), rgb(99, 230, 226)), "systemCyan": (rgb(50, 173, 230), rgb(100, 210, 255)),
            "systemBrown": (rgb(162, 132, 94), rgb(172, 142, 104)),
            "systemGray": (rgb(142, 142, 147), rgb(142, 142, 147)), "systemGray2": (rgb(174, 174, 178), rgb(99, 99, 102)),
            "systemGray3": (rgb(199, 199, 204), rgb(72, 72, 74)), "systemGray4": (rgb(209, 209, 214), rgb(58, 58, 60)),
            "systemGray5": (rgb(229, 229, 234), rgb(44, 44, 46)), "systemGray6": (rgb(242, 242, 247), rgb(28, 28, 30)),
            "white": (rgb(255, 255, 255), rgb(255, 255, 255)), "black": (rgb(0, 0, 0), rgb(0, 0, 0)),
            "clear": (rgb(0, 0, 0, 0), rgb(0, 0, 0, 0)),
        ]
        for name in ["red", "green", "orange", "yellow", "pink", "purple", "teal", "indigo", "mint", "cyan", "brown", "gray"] {
            table[name] = table["system" + name.prefix(1).uppercased() + name.dropFirst()]
        }
        return table
    }()
}
