/// What sitegen can tell about a color expression.
struct ColorReading: Sendable, Equatable {
    var kind: ColorToken.Kind
    var color: RGBAColor?
    var appearance: Appearance?
    /// Why the expression is not a valid color, for a malformed literal.
    var problem: String?
    /// The value a comment states for what the expression names (an alias of an asset whose
    /// value only its comment gives), when the token has no comment of its own.
    var stated: StatedColor?

    static func literal(_ color: RGBAColor) -> ColorReading { ColorReading(kind: .literal, color: color) }
    static func malformed(_ problem: String, _ text: String) -> ColorReading {
        ColorReading(kind: .function(text), color: nil, problem: problem)
    }

    func withOpacity(_ opacity: Double) -> ColorReading {
        var reading = self
        reading.color = color?.withOpacity(opacity)
        if let appearance {
            reading.appearance = Appearance(light: appearance.light.withOpacity(opacity), dark: appearance.dark.withOpacity(opacity), source: appearance.source)
        }
        return reading
    }
}

/// Names SwiftUI and UIKit give colors.
enum NamedColors {
    /// Fixed values: the same in light and dark.
    static let fixed: [String: RGBAColor] = ["white": .white, "black": .black, "clear": .clear]

    /// SwiftUI's standard colors and UIKit's system and semantic colors: the OS decides their
    /// values (they change with appearance, contrast and OS version), so none is assumed.
    static func isSystem(_ name: String) -> Bool {
        swiftUI.contains(name) || name.hasPrefix("system") || uiKitSemantic.contains(name)
    }

    private static let swiftUI: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
        "brown", "gray", "grey", "primary", "secondary", "accentColor", "accent", "tint", "darkGray", "lightGray",
        "magenta",
    ]
    private static let uiKitSemantic: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator",
        "opaqueSeparator", "link", "tintColor", "darkText", "lightText",
    ]
}
