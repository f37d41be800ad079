/// SwiftUI's `Color` and UIKit's `UIColor` in the library: their initializers (components,
/// white, hue, Display P3, a wrapped color, a dynamic provider run for the interpreter's
/// appearance), `opacity`/`withAlphaComponent`, and their named constants. A system color, an
/// asset color or a value the code does not give is a gap: the OS or the app decides it.
extension SwiftRuntime {
    static let colorTypes: Set<String> = ["Color", "UIColor"]

    /// A color initializer or method, or nil when `receiver` and `name` are not one.
    mutating func colorLibrary(_ receiver: SwiftValue, _ name: String, _ arguments: [Argument], in scope: inout SwiftScope) -> SwiftValue? {
        switch (receiver, name) {
        case (.type(let type), "init") where Self.colorTypes.contains(type):
            return makeColor(type, arguments, in: &scope)
        // `color.getHue(&h, saturation: &s, brightness: &b, alpha: &a)`, `getRed(…)`, `getWhite(…)`:
        // the components written back into the variables passed in-out (`nil` asks for none).
        case (.color(let color), "getHue"), (.color(let color), "getRed"), (.color(let color), "getWhite"):
            // A gray's white is its level; what UIKit makes of another color's is not stated.
            if name == "getWhite", color.red != color.green || color.green != color.blue { return .gap("getWhite(…)") }
            let hsb = ColorSpaces.hsb(of: color)
            let components: [Double] = switch name {
            case "getHue": [hsb.hue, hsb.saturation, hsb.brightness, color.alpha]
            case "getRed": [color.red, color.green, color.blue, color.alpha]
            default: [color.red, color.alpha]
            }
            guard arguments.count == components.count else { return .gap(name + "(…)") }
            for (argument, component) in zip(arguments, components) {
                if let target = argument.inOut { _ = scope.assign(target, .double(component)) }
            }
            return .bool(true)
        // `Color.resolve(in:)` (a `ShapeStyle`'s resolution): the color, as this run sees it.
        case (.color, "resolve"), (.statedColor, "resolve"):
            return receiver
        case (.color(let color), "opacity"), (.color(let color), "withAlphaComponent"):
            guard arguments.count == 1, let alpha = arguments[0].value.number else { return arguments.first?.value.isGap == true ? arguments[0].value : .gap(name) }
            let factor = name == "opacity" ? color.alpha : 1
            return .color(RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: Swift.min(1, Swift.max(0, alpha)) * factor))
        // An asset's stated color, faded: still the comment's value, faded.
        case (.statedColor(let color, let construct), "opacity"), (.statedColor(let color, let construct), "withAlphaComponent"):
            guard arguments.count == 1, let alpha = arguments[0].value.number else { return .gap(name) }
            let factor = name == "opacity" ? color.alpha : 1
            return .statedColor(RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: Swift.min(1, Swift.max(0, alpha)) * factor), construct: construct)
        case (.color, "resolvedColor"):
            return receiver
        default:
            return nil
        }
    }

    /// `Color.white`, `UIColor.clear`; a system color (`.label`, `.systemBlue`, `.primary`) is a
    /// gap named for it. `uiColor.cgColor` and `Color(…).uiColor` are the color itself.
    func colorMember(_ value: SwiftValue, _ name: String) -> SwiftValue? {
        switch value {
        case .type(let type) where Self.colorTypes.contains(type):
            if let fixed = NamedColors.fixed[name] { return .color(fixed) }
            return NamedColors.isSystem(name) ? .gap("\(type).\(name)") : nil
        case .color, .statedColor:
            return ["cgColor", "uiColor", "color", "swiftUIColor", "systemColor"].contains(name) ? value : nil
        default: return nil
        }
    }

    private mutating func makeColor(_ type: String, _ arguments: [Argument], in scope: inout SwiftScope) -> SwiftValue {
        let labels = arguments.compactMap(\.label)
        func number(_ label: String) -> Double? { arguments.first { $0.label == label }?.value.number }
        func alpha(_ color: RGBAColor) -> SwiftValue {
            guard let label = ["opacity", "alpha"].first(where: { labels.contains($0) }) else { return .color(color) }
            guard let alpha = number(label) else { return .gap("\(type)(…)") }
            return .color(RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: Swift.min(1, Swift.max(0, alpha))))
        }
        if let gap = arguments.first(where: { $0.value.isGap }) { return gap.value }
        if labels.contains("red") || labels.contains("displayP3Red") {
            guard let red = number("red") ?? number("displayP3Red"), let green = number("green"), let blue = number("blue") else { return .gap("\(type)(red:green:blue:)") }
            var color = RGBAColor(red: Self.clamp(red), green: Self.clamp(green), blue: Self.clamp(blue))
            let isP3 = labels.contains("displayP3Red") || arguments.first.map { $0.label == nil && Self.equal($0.value, .enumCase(type: nil, name: "displayP3", payload: [], raw: nil)) == true } == true
            if isP3 { color = DisplayP3.toSRGB(color) }
            return alpha(color)
        }
        if labels.contains("white") {
            guard let white = number("white") else { return .gap("\(type)(white:)") }
            return alpha(RGBAColor(red: Self.clamp(white), green: Self.clamp(white), blue: Self.clamp(white)))
        }
        if labels.contains("hue") {
            guard let hue = number("hue"), let saturation = number("saturation"), let brightness = number("brightness") else { return .gap("\(type)(hue:…)") }
            return alpha(ColorSpaces.rgb(hue: hue, saturation: saturation, brightness: brightness))
        }
        // `UIColor { traits in … }`, `UIColor(dynamicProvider:)`: the provider, run for this appearance.
        if arguments.count == 1, case .function(let provider) = arguments[0].value, [nil, "dynamicProvider"].contains(arguments[0].label) {
            return invoke(provider, [Argument(label: nil, value: .traits(readAppearance()))], in: &scope, expecting: type)
        }
        if let hex = labeledHex(type, arguments) { return hex }
        // `Color(light:dark:)`, `UIColor(any:dark:)`: the guide's helper of that shape when it
        // declares one (run before this), else the value for the appearance the run is in.
        if let dark = arguments.first(where: { $0.label == "dark" }), let light = arguments.first(where: { $0.label == "light" || $0.label == "any" }) {
            return readAppearance() == .dark ? dark.value : light.value
        }
        // `Color(uiColor)`, `Color(uiColor:)`, `UIColor(Color)`, `Color(_ color: BPKColor)` after
        // the guide's own init has unwrapped it.
        if arguments.count == 1, [nil, "uiColor", "cgColor", "nsColor"].contains(arguments[0].label) {
            switch arguments[0].value {
            case .color, .statedColor: return arguments[0].value
            case .string(let name): return .gap("\(type)(\"\(name)\")")
            default: break
            }
        }
        if arguments.count == 1, arguments[0].label == "named", case .string(let name) = arguments[0].value { return .gap("\(type)(named: \"\(name)\")") }
        if arguments.count == 2, arguments[0].label == nil, case .string(let name) = arguments[0].value { return .gap("\(type)(\"\(name)\")") }
        return .gap("\(type)(…)")
    }

    /// `Color(hex: "#3969EF")`, `UIColor(hex: 0x3969EF, alpha: 0.5)`: what every hex
    /// initializer a guide pastes gives, read when the guide does not declare it (its snippet
    /// leaves it out) or its parsing runs past what the interpreter follows. Six digits are
    /// RRGGBB and eight RRGGBBAA, as the guides' initializers read them.
    func labeledHex(_ type: String, _ arguments: [Argument]) -> SwiftValue? {
        guard let argument = arguments.first(where: { ["hex", "hexString", "rgb"].contains($0.label) }) else { return nil }
        let color: RGBAColor?
        switch argument.value {
        case .string(let digits): color = RGBAColor(hex: digits.replacingOccurrences(of: "_", with: ""))
        case .int(let value) where value >= 0:
            let digits = String(value, radix: 16)
            color = RGBAColor(hex: String(repeating: "0", count: max(0, (value > 0xFF_FFFF ? 8 : 6) - digits.count)) + digits)
        default: color = nil
        }
        guard var color else { return .gap("\(type)(hex:)") }
        if let alpha = arguments.first(where: { ["alpha", "opacity"].contains($0.label) })?.value.number { color = color.withOpacity(Self.clamp(alpha)) }
        return .color(color)
    }

    /// Components past 0…1 are extended sRGB; the swatches show sRGB, as `check` judges.
    private static func clamp(_ value: Double) -> Double { Swift.min(1, Swift.max(0, value)) }
}
