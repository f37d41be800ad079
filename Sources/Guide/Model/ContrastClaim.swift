import Diagnostics

/// What a sentence of the guide says about the contrast of a text color on a background:
/// "`#8A8A8E` secondary on `#FFFFFF` passes WCAG AA at 13pt+", or what it recommends:
/// "use pure black on every yellow surface".
public struct ContrastClaim: Sendable, Equatable {
    /// One text color on one background the claim speaks of.
    public struct Pair: Sendable, Equatable {
        /// The text color, as the sentence names it (a hex code, a token's name, white or black).
        public var foreground: RGBAColor
        /// The background, named the same way.
        public var background: RGBAColor
        /// Where the pair is named: the first pair where the quote starts, later ones at their
        /// own text color.
        public var location: SourceLocation
    }

    public enum Verdict: String, Sendable, Equatable {
        /// The pair passes (at the sizes given, or at every size when none is).
        case passes
        /// The pair fails (at small sizes, or at the sizes given).
        case fails
        /// The guide tells readers to use the pair for text, without a verdict.
        case recommended
    }

    /// A size the verdict is limited to: `14pt+ bold` → 14, bold.
    public struct Size: Sendable, Equatable {
        public var points: Double
        public var weight: FontWeight?
    }

    /// The words of the claim as the guide's text has them, from its first color to the end
    /// of the verdict.
    public var quote: String
    /// The pairs one verdict speaks of (`A on B / C`, `A on B and C on D`).
    public var pairs: [Pair]
    public var verdict: Verdict
    /// Whether the level is AAA (else AA).
    public var aaa: Bool
    /// "meets AA only at 18pt+": the pair is also said to fail below the sizes given.
    public var only: Bool
    /// The sizes the verdict is limited to; empty for every size (or "small sizes" for `fails`).
    public var sizes: [Size]
    /// A ratio the sentence states (`4.8:1`).
    public var statedRatio: Double?
}
