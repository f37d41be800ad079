/// A contrast claim as the parser reads it from one paragraph's text, with scalar offsets into
/// that text; `Guide.contrastClaims` turns the offsets into places in the file.
struct ClaimReading: Sendable {
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

    var pairs: [Pair]
    var verdict: ContrastClaim.Verdict
    var aaa: Bool
    var only: Bool
    var sizes: [ContrastClaim.Size]
    var statedRatio: Double?
    /// The words of the claim, from its first color to the end of the verdict (scalar offsets).
    var start: Int
    var end: Int
}
