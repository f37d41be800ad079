import Foundation
import Support

extension ColorToken {
    /// A token that gives two values for one color: its code says one thing, its own comment
    /// another (`Color(red: 1, green: 0.78, blue: 0.16) // #FFC629`, or `.opacity(0.4)` beside
    /// `rgba(0,0,0,0.5)`).
    ///
    /// `sitegen check` reports each as an error; a build publishes the guide with a warning and
    /// the swatch shows both values, so a reader sees the two and the question.
    public struct Contradiction: Sendable, Equatable {
        /// Which part of the value disagrees.
        public enum Kind: String, Sendable, Equatable {
            /// The components' hex against the comment's (more than 1 apart in a channel).
            case hex
            /// A dynamic color's light or dark components against the comment's light or dark hex.
            case lightHex, darkHex
            /// The alpha against the alpha the comment states (more than 0.01 apart).
            case alpha
        }

        public var kind: Kind
        /// The value the code gives.
        public var components: RGBAColor
        /// The value the comment states.
        public var stated: RGBAColor
        /// The comment's own text for the value (`#FFC629`, `rgba(0,0,0,0.5)`).
        public var statedText: String
        /// The problem in one lower-case sentence that quotes both values.
        public var message: String
    }

    /// Every way the token's code and its comment disagree: a hex contradiction (plain, or one
    /// side of a dynamic color) first, then an alpha one.
    ///
    /// One step per channel is allowed, because components written with three decimals
    /// (`0.161`) round to within one step of the hex the author had in mind. Only comments that
    /// state an alpha are compared for alpha: a plain `#000000` beside `Color.black.opacity(0.4)`
    /// names the base color and says nothing about opacity.
    public var contradictions: [Contradiction] {
        guard let stated else { return [] }
        var found: [Contradiction] = []
        if let hex = hexContradiction(stated) { found.append(hex) }
        if stated.statesAlpha, let color = color ?? appearance?.light, abs(color.alpha - stated.color.alpha) > 0.01 {
            found.append(Contradiction(
                kind: .alpha, components: color, stated: stated.color, statedText: stated.text,
                message: "'\(name)' has alpha \(Self.alphaText(color.alpha)) but the comment says \(Self.alphaText(stated.color.alpha)) ('\(stated.text)')"
            ))
        }
        return found
    }

    private func hexContradiction(_ stated: StatedColor) -> Contradiction? {
        if let color, color.maximumChannelDifference(from: stated.color) > 1 {
            let statedHex = String(stated.text.split(separator: " ").first ?? "")
            return Contradiction(
                kind: .hex, components: color, stated: stated.color, statedText: statedHex,
                message: "'\(name)' components give \(color.hex) but the comment says \(statedHex)"
            )
        }
        // A dynamic color whose code gives both values, and a comment that states both.
        guard color == nil, let appearance, appearance.source == .code, let statedDark = stated.dark else { return nil }
        if appearance.light.maximumChannelDifference(from: stated.color) > 1 {
            return Contradiction(
                kind: .lightHex, components: appearance.light, stated: stated.color, statedText: stated.color.hex,
                message: "'\(name)' light components give \(appearance.light.hex) but the comment says \(stated.color.hex)"
            )
        }
        if appearance.dark.maximumChannelDifference(from: statedDark) > 1 {
            return Contradiction(
                kind: .darkHex, components: appearance.dark, stated: statedDark, statedText: statedDark.hex,
                message: "'\(name)' dark components give \(appearance.dark.hex) but the comment says \(statedDark.hex)"
            )
        }
        return nil
    }

    /// An alpha with two decimals at most and no trailing zero (`0.4`, `0.25`), as findings
    /// write it: through the one locale-free number formatter.
    public static func alphaText(_ alpha: Double) -> String {
        let text = NumberFormat.fixed(alpha, digits: 2)
        return text.hasSuffix("0") ? String(text.dropLast()) : text
    }
}
