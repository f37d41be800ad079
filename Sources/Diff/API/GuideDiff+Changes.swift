import Guide

extension GuideDiff {
    /// What a token is.
    public enum TokenKind: String, Sendable, Equatable, Comparable {
        case color, gradient, font

        public static func < (lhs: TokenKind, rhs: TokenKind) -> Bool { lhs.order < rhs.order }
        private var order: Int { self == .color ? 0 : self == .gradient ? 1 : 2 }
    }

    /// A token added or removed, with its value as the report shows it.
    public struct TokenEntry: Sendable, Equatable, Comparable {
        /// The token's name (`bumbleYellow`).
        public var name: String
        /// Color, gradient or font.
        public var kind: TokenKind
        /// `#FFC629` (`#FFFFFF / #1A1A1A` when it adapts), a gradient's stops, a font's description;
        /// nil when the value is decided at run time.
        public var value: String?

        public static func < (lhs: TokenEntry, rhs: TokenEntry) -> Bool { (lhs.kind, lhs.name) < (rhs.kind, rhs.name) }
    }

    /// A color token's values in one version.
    public struct ColorValue: Sendable, Equatable {
        /// `#RRGGBB` of the (light) value; nil when it is decided at run time.
        public var hex: String?
        /// The dark value: the token's own when it adapts, else its dark counterpart's.
        public var darkHex: String?
        /// The WCAG ratio of the value on the canvas of its theme, in that version.
        public var canvasContrast: Double?
    }

    /// A color token whose light or dark value changed.
    public struct ColorChange: Sendable, Equatable {
        /// The token's name.
        public var name: String
        /// Its values in the old version.
        public var old: ColorValue
        /// Its values in the new version.
        public var new: ColorValue
        /// CIEDE2000 (ΔE₀₀) between the old and new light values, when both are known.
        public var deltaE: Double?
        /// The same between the dark values, when both are known and one changed.
        public var darkDeltaE: Double?
    }

    /// A gradient whose stops changed (colors as `#RRGGBB`, `?` for one not known).
    public struct GradientChange: Sendable, Equatable {
        /// The token's name.
        public var name: String
        /// The old stops' colors, in order.
        public var old: [String]
        /// The new stops' colors, in order.
        public var new: [String]
    }

    /// A font token's type in one version.
    public struct FontValue: Sendable, Equatable {
        /// The face as written (`Brando-Black`), for custom fonts.
        public var face: String?
        /// The family (`Brando`).
        public var family: String?
        /// The fixed size, else its text style's default size.
        public var size: Double?
        /// The effective weight, else its text style's default weight.
        public var weight: FontWeight?
        /// `Brando-Black 44 pt black`, `system 17 pt regular`.
        public var summary: String
    }

    /// A font token whose face, family, size or weight changed.
    public struct FontChange: Sendable, Equatable {
        /// The token's name.
        public var name: String
        /// The type in the old version.
        public var old: FontValue
        /// The type in the new version.
        public var new: FontValue
    }

    /// A light token whose dark counterpart disappeared or changed.
    public struct PairBreak: Sendable, Equatable {
        /// The light token.
        public var token: String
        /// The dark counterpart before (a token, or `#1A1A1A` for a value of its own).
        public var oldDark: String
        /// The dark counterpart after; nil when it has none.
        public var newDark: String?
        /// What happened to the pair.
        public var reason: Reason

        /// What happened to a pair.
        public enum Reason: String, Sendable, Equatable {
            /// The dark token was removed.
            case counterpartRemoved = "counterpart-removed"
            /// The dark token is still there but no longer pairs with this one.
            case unpaired
            /// It now pairs with another dark token.
            case repaired
            /// It had a dark value of its own and lost it.
            case darkValueLost = "dark-value-lost"
        }
    }

    /// A text/background pair a component draws that passed WCAG AA before and fails after.
    public struct ContrastDrop: Sendable, Equatable {
        /// The component's name (its `###` heading).
        public var component: String
        /// The states it fails in (`default`, `isSelected = true`), in the order drawn.
        public var states: [String]
        /// The text as written (`Send`), or the call when the text is computed.
        public var text: String
        /// Light or dark.
        public var scheme: ColorTheme
        /// Text and background as seen, before and after.
        public var oldColors: SeenColors
        public var newColors: SeenColors
        /// The WCAG ratio before.
        public var oldRatio: Double
        /// The WCAG ratio after, below `required`.
        public var newRatio: Double
        /// What AA asks of this text in the new version: 4.5, or 3 for large (or ambiguous) text.
        public var required: Double
        /// The text's line in the new version.
        public var line: Int
    }

    /// A text's color and its background's as seen, `#RRGGBB`.
    public struct SeenColors: Sendable, Equatable {
        /// The text, composited over what is beneath it when translucent.
        public var foreground: String
        /// What is beneath the text, its layers composited.
        public var background: String
    }
}
