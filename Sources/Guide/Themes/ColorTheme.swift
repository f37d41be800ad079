/// The light or the dark theme of a guide's interface.
public enum ColorTheme: String, Sendable, CaseIterable, Codable {
    case light, dark
}

/// The chrome colors a theme needs a value of: what the interface is drawn with, as opposed to
/// brand, content and status colors, which often stay the same in both themes.
public enum ChromeFamily: String, Sendable, CaseIterable, Codable {
    case canvas, surface, divider, text
}

/// A chrome color placed in its family and theme.
public struct ChromeColor: Sendable, Equatable {
    /// The token, with the counterparts the theory paired it with.
    public var token: ColorToken
    /// What it colors: canvas, surface, divider or text.
    public var family: ChromeFamily
    /// The theme it belongs to: from a scheme switch, its name, its MARK group, else the
    /// guide's default theme.
    public var theme: ColorTheme
    /// The name without brand prefix, theme words and case: `bumbleDarkSurface2` → `surface2`.
    public var stem: String
}
