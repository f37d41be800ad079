import Diagnostics

/// A type style the guide declares (`static let bumbleMatchHero = Font.custom("Brando-Black", size: 44)`).
public struct FontToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `Font.custom("Face", size:)`
        case custom
        /// `Font.system(size:weight:design:)`
        case system
        /// A Dynamic Type text style (`Font.body`) with no fixed size.
        case textStyle
        /// Another font token.
        case alias(of: String)
        /// Chosen when the app runs (a helper that picks a face if it is installed).
        case runtime
        /// A call sitegen does not evaluate.
        case unresolved(String)
    }

    public var name: String
    public var group: String?
    public var kind: Kind
    /// The face as written (`Brando-Black`), for custom fonts.
    public var face: String?

    /// Whether a face as written names a font: one built by string interpolation
    /// (`"Brando-\(weight)"`) is decided at run time and names none.
    public static func namesAFont(_ face: String) -> Bool { !face.containsBytes("\\(") }
    /// The family (`Brando`), from the face without its style suffix.
    public var family: String?
    /// Size in points, when fixed.
    public var size: Double?
    /// The effective weight: `.weight()` (or `.bold()`), else the call's `weight:`, else the
    /// face's suffix.
    public var weight: FontWeight?
    /// The weight the face's suffix names (`-Bold`), kept apart so contradictions can be found.
    public var faceWeight: FontWeight?
    /// The weight `.weight()` or `weight:` gives, if any.
    public var declaredWeight: FontWeight?
    /// `default`, `rounded`, `serif`, `monospaced`.
    public var design: String?
    public var isItalic: Bool
    /// The Dynamic Type style: the style itself when there is no size, or `relativeTo:`.
    public var textStyle: String?
    public var usesMonospacedDigits: Bool
    public var comment: String?
    public var documentation: String?
    public var source: String
    public var location: SourceLocation
    /// How Swift code names it, where that is not `Font.<name>` (`BPKFontStyle.bodyDefault`).
    public var swiftPath: String? = nil

    /// The size to show: the fixed size, else the text style's default size at the default
    /// Dynamic Type setting.
    public var displaySize: Double? { size ?? textStyle.flatMap { TextStyle(rawValue: $0)?.defaultPointSize } }

    /// The weight to show: the effective weight, else a text style's default weight.
    public var displayWeight: FontWeight? { weight ?? textStyle.flatMap { TextStyle(rawValue: $0)?.defaultWeight } }
}

/// SwiftUI's font weights, lightest first.
public enum FontWeight: String, Sendable, Codable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS `font-weight` that corresponds.
    public var cssWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.cssWeight < rhs.cssWeight }

    /// The weight a numeric one (a variable font's `wght` axis, CSS's 100–900) falls in: the
    /// named weight of its hundred, 550 medium, clamped to the ends.
    init(cssWeight: Double) {
        let hundred = Int((min(max(cssWeight, 100), 900) / 100).rounded(.down)) * 100
        self = Self.allCases.first { $0.cssWeight == hundred } ?? .regular
    }
}

/// iOS Dynamic Type text styles with their sizes at the default ("Large") setting, as Apple's
/// Human Interface Guidelines list them.
public enum TextStyle: String, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    case extraLargeTitle, extraLargeTitle2

    public var defaultPointSize: Double {
        switch self {
        case .extraLargeTitle: 36
        case .extraLargeTitle2: 28
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    public var defaultWeight: FontWeight {
        switch self {
        case .headline: .semibold
        case .extraLargeTitle, .extraLargeTitle2: .bold
        default: .regular
        }
    }
}
