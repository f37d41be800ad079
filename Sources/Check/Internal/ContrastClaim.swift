import Guide

/// What a sentence of the guide says about the contrast of a text color on a background:
/// "`#8A8A8E` secondary on `#FFFFFF` passes WCAG AA at 13pt+", or what it recommends:
/// "use pure black on every yellow surface".
struct ContrastClaim: Sendable {
    /// A color as the sentence names it.
    struct Mention: Sendable {
        var color: RGBAColor
        /// Where the mention starts in the sentence's text (a unicode scalar offset).
        var start: Int
    }

    struct Pair: Sendable {
        var foreground: Mention
        var background: Mention
    }

    enum Verdict: Sendable, Equatable {
        /// The pair passes (at the sizes given, or at every size when none is).
        case passes
        /// The pair fails (at small sizes, or at the sizes given).
        case fails
        /// The guide tells readers to use the pair for text, without a verdict.
        case recommended
    }

    /// A size the verdict is limited to: `14pt+ bold` → 14, bold.
    struct Size: Sendable, Equatable {
        var points: Double
        var weight: FontWeight?
    }

    var pairs: [Pair]
    var verdict: Verdict
    /// Whether the level is AAA (else AA).
    var aaa: Bool
    /// "meets AA only at 18pt+": the pair is also said to fail below the sizes given.
    var only: Bool
    /// The sizes the verdict is limited to; empty for every size (or "small sizes" for `fails`).
    var sizes: [Size]
    /// A ratio the sentence states (`4.8:1`).
    var statedRatio: Double?
    /// The words of the claim, from its first color to the end of the verdict (scalar offsets).
    var start: Int
    var end: Int
}
