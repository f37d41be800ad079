import Diagnostics

/// A color the guide declares, such as `static let bumbleYellow = Color(red: 1, …) // #FFC629`.
public struct ColorToken: Sendable, Equatable {
    /// How the value is given, which says whether sitegen can know it.
    public enum Kind: Sendable, Equatable {
        /// Components, a hex code, or a named constant such as `Color.white`.
        case literal
        /// Another token, possibly with `.opacity()`.
        case alias(of: String)
        /// A system color (`Color.primary`, `Color(.systemRed)`), decided by the OS at run time.
        case system(String)
        /// A color from the app's asset catalog (`Color("UberSurface")`).
        case asset(String)
        /// A dynamic provider that picks a value per trait collection at run time.
        case dynamic
        /// A call sitegen does not evaluate.
        case function(String)

        /// Whether the value is decided when the app runs, so no single value is shown.
        public var isDecidedAtRunTime: Bool {
            switch self {
            case .literal, .alias: false
            case .system, .asset, .dynamic, .function: true
            }
        }
    }

    public var name: String
    /// The MARK group it is declared under, if any.
    public var group: String?
    public var kind: Kind
    /// The sRGB value, when the code determines one.
    public var color: RGBAColor?
    /// Light and dark values for tokens that adapt: from a dynamic provider's literal branches, or
    /// from a comment that states both (`// #FFFFFF / #1A1A1A`).
    public var appearance: Appearance?
    /// The comment after the declaration, without `//`.
    public var comment: String?
    /// What the comment states about the value (`#FFC629`, `rgba(20,18,16,0.5)`).
    public var stated: StatedColor?
    /// `///` documentation above the declaration.
    public var documentation: String?
    /// The declaration as written.
    public var source: String
    /// Where the token's name is.
    public var location: SourceLocation
    /// The token this one is the dark counterpart of, or the dark counterpart of this one.
    public var darkCounterpart: String?
    public var lightCounterpart: String?
    /// How Swift code names it, where that is not `Color.<name>`: `BPKColor.canvasColor`,
    /// `Asset.Colors.ZDesign.Base.bone`, a theme's `WMFTheme.text`.
    public var swiftPath: String?

    /// The best value known: the code's, else the light value the guide states.
    public var displayColor: RGBAColor? { color ?? appearance?.light ?? stated?.color }

    /// The color `hex` writes: `displayColor`, or the comment's color when the code and the
    /// comment agree within one step per channel (the author's exact value rather than the
    /// rounded components).
    public var shownColor: RGBAColor? {
        if let color, let stated, color.maximumChannelDifference(from: stated.color) <= 1 { return stated.color }
        return displayColor
    }

    /// `#RRGGBB` of `shownColor`.
    public var hex: String? { shownColor?.hex }

    /// Where the value shown comes from.
    public var valueSource: ValueSource? {
        if color != nil { return .code }
        if appearance?.source == .code { return .code }
        if appearance != nil || stated != nil { return .comment }
        return nil
    }

    public enum ValueSource: String, Sendable, Codable { case code, comment }
}

/// A token's light and dark values.
public struct Appearance: Sendable, Equatable {
    public var light: RGBAColor
    public var dark: RGBAColor
    public var source: ColorToken.ValueSource

    public init(light: RGBAColor, dark: RGBAColor, source: ColorToken.ValueSource) {
        self.light = light
        self.dark = dark
        self.source = source
    }
}

/// A value a comment states: `#FFC629`, `#FFFFFF / #1A1A1A`, `rgba(20,18,16,0.5)`, `40% opacity`.
public struct StatedColor: Sendable, Equatable {
    /// The (light) value stated.
    public var color: RGBAColor
    /// The dark value, when the comment gives two (`light / dark`).
    public var dark: RGBAColor?
    /// Whether the comment states an alpha (rgba, `#RRGGBBAA`, or a percentage).
    public var statesAlpha: Bool
    /// The text stated, as written (`#FFC629`).
    public var text: String

    public init(color: RGBAColor, dark: RGBAColor? = nil, statesAlpha: Bool = false, text: String) {
        self.color = color
        self.dark = dark
        self.statesAlpha = statesAlpha
        self.text = text
    }
}
