
/// A word of prose as the contrast-claim reader sees it.
struct ProseToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A stated color: `#1F1F1F`, `rgba(0,0,0,0.4)`.
        case color(RGBAColor)
        /// A word, lower-cased in `text`.
        case word
        /// A size in points: `14pt`, `14pt+`, `≥12pt`.
        case size(Double)
        /// A stated contrast ratio: `4.8:1`.
        case ratio(Double)
        case number(Double)
        /// `(` `)` `/` `,` `—` `–` `;` `.` `+` `:`
        case punctuation
    }

    var kind: Kind
    /// The text (lower-cased for words).
    var text: String
    /// The token's range in the scalars of the prose it came from.
    var start: Int
    var end: Int

    func isWord(_ word: String) -> Bool { kind == .word && text == word }
    func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }

    var color: RGBAColor? {
        if case .color(let color) = kind { return color }
        return nil
    }
}
