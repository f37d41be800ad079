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
