/// SwiftUI's `Font` and UIKit's `UIFont`, `UIFontDescriptor` and `UIFontMetrics` in the
/// library: system fonts by size and weight, named faces, text styles at the default (Large)
/// content size, scaling relative to a style, weight, design, italic and monospaced digits.
extension SwiftRuntime {
    /// UIKit's names for the text styles SwiftUI spells otherwise.
    static func textStyle(_ name: String) -> String? {
        let style = switch name {
        case "title1": "title"
        case "caption1": "caption"
        default: name
        }
        return TextStyle(rawValue: style) == nil ? nil : style
    }

    private static func styleFont(_ name: String) -> SwiftFont? {
        textStyle(name).map { style in
            let known = TextStyle(rawValue: style)
            return SwiftFont(size: known?.defaultPointSize, weight: known?.defaultWeight, textStyle: style, kind: .textStyle, namedStyle: style)
        }
    }

    private static func weight(_ value: SwiftValue?) -> FontWeight? {
        guard case .enumCase(_, let name, _, _)? = value else { return nil }
        return FontWeight(rawValue: name)
    }

    /// The value a dictionary (read as its `(key, value)` pairs) holds under the case `key`.
    private static func entry(_ key: String, in dictionary: SwiftValue?) -> SwiftValue? {
        guard case .array(let pairs)? = dictionary else { return nil }
        for pair in pairs {
            if case .tuple(let parts, _) = pair, parts.count == 2, caseName(parts[0]) == key { return parts[1] }
        }
        return nil
    }

    /// A face as the code gives it, or as written when it interpolates what only the app knows
    /// (`"ggSans-\(suffix)"`): a face chosen as the app runs.
    private static func face(_ value: SwiftValue?) -> (String, FontToken.Kind)? {
        switch value {
        case .string(let face)?: return (face, .custom)
        case .gap(let written)? where written.count > 2 && written.hasPrefix("\"") && written.hasSuffix("\"") && written.contains("\\("):
            return (String(written.dropFirst().dropLast()), .runtime)
        default: return nil
        }
    }

    private static func caseName(_ value: SwiftValue?) -> String? {
        if case .enumCase(_, let name, _, _)? = value { return name }
        return nil
    }

    /// A font initializer, static function or method, or nil when these are not one.
    func fontLibrary(_ receiver: SwiftValue, _ name: String, _ arguments: [Argument]) -> SwiftValue? {
        func value(_ label: String?) -> SwiftValue? { arguments.first { $0.label == label }?.value }
        func number(_ label: String?) -> Double? { value(label)?.number }
        switch (receiver, name) {
        case (.type("UIFont"), "systemFont"), (.type("UIFont"), "monospacedSystemFont"), (.type("UIFont"), "monospacedDigitSystemFont"),
             (.type("Font"), "system") where value("size") != nil:
            guard let size = number("ofSize") ?? number("size") else { return .gap("\(name)(…)") }
            let declared = Self.weight(value("weight"))
            var font = SwiftFont(size: size, weight: declared ?? .regular, design: Self.caseName(value("design")), declaredWeight: declared, writtenSize: size)
            if name == "monospacedSystemFont" { font.design = "monospaced" }
            font.usesMonospacedDigits = name == "monospacedDigitSystemFont"
            // `.system(.body, size: 17)`: a fixed size, named beside its style.
            font.namedStyle = Self.caseName(value(nil)).flatMap { TextStyle(rawValue: $0) == nil ? nil : $0 }
            return .font(font)
        case (.type("UIFont"), "boldSystemFont"), (.type("UIFont"), "italicSystemFont"):
            guard let size = number("ofSize") else { return .gap("\(name)(…)") }
            let isBold = name == "boldSystemFont"
            return .font(SwiftFont(size: size, weight: isBold ? .bold : .regular, isItalic: !isBold, declaredWeight: isBold ? .bold : nil, writtenSize: size))
        case (.type("UIFont"), "preferredFont"), (.type("UIFontDescriptor"), "preferredFontDescriptor"), (.type("Font"), "system"):
            guard let style = Self.caseName(value("forTextStyle") ?? value("withTextStyle") ?? value(nil)), var font = Self.styleFont(style) else { return .gap("\(name)(…)") }
            font.design = Self.caseName(value("design"))
            if let weight = Self.weight(value("weight")) {
                font.weight = weight
                font.declaredWeight = weight
            }
            return .font(font)
        case (.type("UIFontDescriptor"), "init") where value("fontAttributes") != nil:
            return Self.descriptorFont(attributes: value("fontAttributes"))
        case (.type("UIFont"), "init"), (.type("UIFontDescriptor"), "init"):
            if case .font(var font)? = value("descriptor") {
                if let size = number("size"), size > 0 {
                    font.size = size
                    font.writtenSize = size
                }
                return .font(font)
            }
            guard let (face, kind) = Self.face(value("name")), let size = number("size") else { return .gap("\(name)(…)") }
            // `UIFont(name:size:)` is nil where the face is not installed; a descriptor is not.
            return .font(SwiftFont(face: face, size: size, kind: kind, writtenSize: size, isFailable: receiver == .type("UIFont")))
        case (.type("Font"), "custom"):
            guard let (face, kind) = Self.face(value(nil)), let size = number("size") ?? number("fixedSize") else { return .gap("Font.custom(…)") }
            let style = Self.caseName(value("relativeTo"))
            return .font(SwiftFont(face: face, size: size, textStyle: style.flatMap(Self.textStyle) ?? (number("fixedSize") == nil ? "body" : nil), kind: kind, namedStyle: style, writtenSize: size))
        case (.type("Font"), "init"):
            if arguments.count == 1, case .font = arguments[0].value { return arguments[0].value }
            return nil
        case (.type("UIFontMetrics"), "init"):
            // A style the code does not determine is kept as its gap: the metric still scales a
            // value (`scaledValue(for:)`), but a font it scales has no known text style.
            let style = Self.caseName(value("forTextStyle")).flatMap(Self.textStyle).map(SwiftValue.string) ?? .gap("UIFontMetrics(forTextStyle: …)")
            return .instance(SwiftInstance(type: "UIFontMetrics", fields: ["textStyle": style]))
        case (.instance(let metrics), "scaledFont") where metrics.type == "UIFontMetrics":
            guard case .font(var font)? = value("for") else { return value("for")?.isGap == true ? value("for") : .gap("scaledFont(…)") }
            switch metrics.fields["textStyle"] {
            case .string(let style)?: font.textStyle = style
            case .gap(let construct)?: return .gap(construct)
            default: break
            }
            return .font(font)
        case (.instance(let metrics), "scaledValue") where metrics.type == "UIFontMetrics":
            // At the default content size a metric scales a value to itself, whatever trait
            // collection it is asked for (Pocket Casts' `metrics.scaledValue(for: size, compatibleWith: traits)`).
            guard let size = number("for") else { return .gap("scaledValue(…)") }
            return .double(size)
        case (.font(let font), "weight"), (.font(let font), "bold"):
            guard let weight = name == "bold" ? FontWeight.bold : Self.weight(arguments.first?.value) else { return .gap("weight(…)") }
            return .font(font.modified { $0.weight = weight; $0.declaredWeight = weight })
        case (.font(let font), "italic"):
            return .font(font.modified { $0.isItalic = true })
        case (.font(let font), "monospacedDigit"):
            return .font(font.modified { $0.usesMonospacedDigits = true })
        case (.font(let font), "monospaced"):
            return .font(font.modified { $0.design = "monospaced" })
        case (.font, "leading"), (.font, "width"), (.font, "smallCaps"), (.font, "lowercaseSmallCaps"), (.font, "uppercaseSmallCaps"):
            // Line spacing, width and small capitals: none changes the size, weight or face.
            return receiver
        case (.font(var font), "withDesign"):
            font.design = Self.caseName(arguments.first?.value)
            return .font(font)
        // `with(traits:)`, the common UIFont extension over `withSymbolicTraits` (a guide that
        // pastes its own runs that instead).
        case (.font(var font), "withSymbolicTraits"), (.font(var font), "with"):
            guard name == "withSymbolicTraits" || arguments.first?.label == "traits" else { return nil }
            if Self.caseName(arguments.first?.value) == "traitBold" {
                font.weight = .bold
                font.declaredWeight = .bold
            }
            if Self.caseName(arguments.first?.value) == "traitItalic" { font.isItalic = true }
            return .font(font)
        case (.font(var font), "addingAttributes"):
            // `[.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]]`, as its pairs.
            guard let traits = Self.entry("traits", in: arguments.first?.value) else { return .gap("addingAttributes(…)") }
            // A weight the code gives the descriptor is the font's declared weight, as `.weight(…)` is.
            if let weight = Self.weight(Self.entry("weight", in: traits)) {
                font.weight = weight
                font.declaredWeight = weight
            }
            return .font(font)
        case (.font(var font), "withSize"):
            guard let size = arguments.first?.value.number else { return .gap("withSize(…)") }
            font.size = size
            return .font(font)
        default:
            return nil
        }
    }

    /// `UIFontDescriptor(fontAttributes: [.name: "InterVariable", kCTFontVariationAttribute: [2_003_265_652: 500]])`:
    /// the face named, at the weight its `wght` axis (the four bytes 'wght', 2003265652) is set
    /// to, read as the named weight of that hundred (550 is medium). No size: the font made
    /// from it gives one.
    private static func descriptorFont(attributes: SwiftValue?) -> SwiftValue {
        guard case .string(let face)? = entry("name", in: attributes) ?? entry("family", in: attributes) else { return .gap("UIFontDescriptor(fontAttributes: …)") }
        var font = SwiftFont(face: face, kind: .custom)
        if case .array(let pairs)? = attributes {
            for case .tuple(let pair, _) in pairs where pair.count == 2 {
                guard case .array(let axes) = pair[1] else { continue }
                for case .tuple(let axis, _) in axes where axis.count == 2 && axis[0].number == 2_003_265_652 {
                    if let value = axis[1].number { font.weight = FontWeight(cssWeight: value); font.declaredWeight = font.weight }
                }
            }
        }
        return .font(font)
    }

    /// `Font.body`, `UIFontMetrics.default`, a font's `pointSize`. (`UIFont.Weight.bold` and
    /// `UIFont.TextStyle.title1` are the library's nested types and cases by name.)
    func fontMember(_ value: SwiftValue, _ name: String) -> SwiftValue? {
        switch (value, name) {
        case (.type("Font"), _) where Self.textStyle(name) != nil:
            return Self.styleFont(name).map(SwiftValue.font)
        case (.type("UIFontMetrics"), "default"):
            return .instance(SwiftInstance(type: "UIFontMetrics", fields: ["textStyle": .string("body")]))
        case (.font(let font), "pointSize"):
            return font.size.map(SwiftValue.double)
        // A face's family as the code names it (`InterVariable`); the system font's is hidden.
        case (.font(let font), "familyName"):
            return .string(font.face.map(FontFace.family(of:)) ?? ".AppleSystemUIFont")
        case (.font, "fontDescriptor"):
            return value
        default:
            return nil
        }
    }
}
