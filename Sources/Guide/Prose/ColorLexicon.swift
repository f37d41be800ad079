
/// The names a guide's prose may give its colors: each token's name as words, with and without
/// its brand prefix (`bumbleYellow` is "Bumble Yellow" and "yellow"), plus white and black.
///
/// A name that could mean two different values ("black" in a guide whose `bumbleBlack` is
/// `#1F1F1F`) resolves to nothing, so prose is only read where its meaning is certain.
struct ColorLexicon: Sendable {
    private var colors: [[String]: RGBAColor] = [:]
    private var ambiguous: Set<[String]> = []
    /// The longest phrase, in words.
    private(set) var longestPhrase = 2

    init(_ colors: [ColorToken]) {
        // Each token adds up to two phrases: room for them at once, not a resize per doubling.
        self.colors.reserveCapacity(4 + 2 * colors.count)
        add(["white"], .white)
        add(["black"], .black)
        add(["pure", "white"], .white)
        add(["pure", "black"], .black)
        for token in colors {
            // The hex the author wrote, when the components agree with it: what prose quotes.
            guard !token.kind.isDecidedAtRunTime, token.appearance == nil, token.displayColor?.alpha == 1,
                  let hex = token.hex, let color = RGBAColor(hex: hex) else { continue }
            let words = token.name.camelCaseWords.map { $0.lowercased() }
            add(words, color)
            if words.count > 1 { add(Array(words.dropFirst()), color) }
        }
    }

    /// The color `words` (lower-cased) name, if they name exactly one.
    func color(named words: [String]) -> RGBAColor? {
        guard !ambiguous.contains(words) else { return nil }
        return colors[words]
    }

    private mutating func add(_ words: [String], _ color: RGBAColor) {
        longestPhrase = max(longestPhrase, words.count)
        // One look-up for a phrase seen before, the first value kept.
        if let known = colors[words] {
            if known.hex != color.hex { ambiguous.insert(words) }
        } else {
            colors[words] = color
        }
    }
}
