/// A color as a view draws it: a token of the guide (kept by name, so a page can paint it
/// through the token's CSS variable and follow light and dark), a literal, or a system color.
public struct ViewColor: Sendable, Equatable {
    /// The guide's token it names, if any.
    public var token: String?
    /// The light-appearance value, opacity applied (nil when the OS decides it).
    public var light: RGBAColor?
    /// The dark-appearance value when it differs from the light one.
    public var dark: RGBAColor?
    /// A system or semantic color (`primary`, `systemBackground`), or an asset name.
    public var system: String?
    /// Opacity applied on top of the token (1 when none).
    public var opacity: Double
    /// The expression as written.
    public var expression: String

    /// Creates a color.
    public init(token: String? = nil, light: RGBAColor? = nil, dark: RGBAColor? = nil, system: String? = nil, opacity: Double = 1, expression: String) {
        self.token = token
        self.light = light
        self.dark = dark
        self.system = system
        self.opacity = opacity
        self.expression = expression
    }

    /// The same color with its opacity multiplied.
    public func withOpacity(_ value: Double) -> ViewColor {
        var color = self
        color.opacity *= value
        color.light = light?.withOpacity(value)
        color.dark = dark?.withOpacity(value)
        return color
    }
}

/// A font as a text draws it, resolved through the guide's font tokens and helpers.
public struct ViewFont: Sendable, Equatable {
    public var token: String?
    public var family: String?
    public var face: String?
    public var size: Double?
    public var weight: FontWeight?
    /// `default`, `rounded`, `serif`, `monospaced`.
    public var design: String?
    public var textStyle: String?
    public var isItalic: Bool
    public var expression: String

    /// Creates a font.
    public init(token: String? = nil, family: String? = nil, face: String? = nil, size: Double? = nil, weight: FontWeight? = nil, design: String? = nil, textStyle: String? = nil, isItalic: Bool = false, expression: String) {
        self.token = token
        self.family = family
        self.face = face
        self.size = size
        self.weight = weight
        self.design = design
        self.textStyle = textStyle
        self.isItalic = isItalic
        self.expression = expression
    }

    /// SwiftUI's default: the body text style.
    public static let body = ViewFont(size: 17, weight: .regular, textStyle: "body", expression: ".body")
}

/// A gradient resolved to its stops.
public struct ViewGradient: Sendable, Equatable {
    public var kind: GradientToken.Kind
    public var token: String?
    public var stops: [Stop]
    public var startPoint: String?
    public var endPoint: String?

    /// One stop: its color and 0…1 location.
    public struct Stop: Sendable, Equatable {
        public var color: ViewColor
        public var location: Double
    }
}
