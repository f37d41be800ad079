/// Which words a question about a sentence looks for (`ProseUnit.sentences(havingWordThat:)`):
/// those starting with one of `prefixes` and those equal to one of `words`, lower-case ASCII
/// letters all, as `ProseLexer` lower-cases a word.
struct ProseWordQuery: Sendable {
    let prefixes: [String]
    let words: [String]
    /// Every prefix and word as bytes, whole words marked.
    private let stems: [(bytes: [UInt8], isWord: Bool)]
    /// One bit per letter a stem starts with.
    private let firstLetters: UInt32

    init(prefixes: [String], words: [String] = []) {
        self.prefixes = prefixes
        self.words = words
        stems = prefixes.map { (Array($0.utf8), false) } + words.map { (Array($0.utf8), true) }
        firstLetters = stems.reduce(0) { $0 | Self.letterBit($1.bytes[0]) }
    }

    /// Whether the lexer's `word` is one looked for.
    func matches(_ word: String) -> Bool {
        prefixes.contains { word.hasPrefix($0) } || words.contains(word)
    }

    enum Answer { case no, yes, unknown }

    /// Whether a word `ProseLexer` reads in `text` is one looked for, when the scalars tell for
    /// certain. A word starts at a letter after anything but a letter or digit (`cross-fade`,
    /// `(spring`), unless a color the lexer reads (`#fade00`, `rgb(…)`) swallows it, or a number
    /// before it may end in it (`2fade`), or letters past ASCII lower-case into it (`K`, the
    /// Kelvin sign, into `k`): then only the lexer can say.
    func answer(in text: ArraySlice<Unicode.Scalar>) -> Answer {
        var hasColor = false
        for scalar in text {
            if scalar.isASCII {
                if scalar == "#" || scalar == "(" { hasColor = true }
            } else if scalar.properties.isAlphabetic {
                return .unknown
            }
        }
        var answer = Answer.no
        for index in text.indices where firstLetters & Self.letterBit(Self.lowercased(text[index])) != 0 {
            let first = Self.lowercased(text[index])
            for stem in stems where stem.bytes[0] == first && index + stem.bytes.count <= text.endIndex
                && zip(stem.bytes, text[index..<index + stem.bytes.count]).allSatisfy({ $0 == Self.lowercased($1) }) {
                let end = index + stem.bytes.count
                // A longer word is not the whole word looked for, wherever it starts.
                if stem.isWord, end < text.endIndex, Self.isLetter(text[end]) || Self.isDigit(text[end]) { continue }
                let before = index > text.startIndex ? text[index - 1] : nil
                if hasColor || before.map(Self.isDigit) == true || stem.bytes.starts(with: "pt".utf8) {
                    answer = .unknown
                } else if before.map(Self.isLetter) != true {
                    return .yes
                }
                // After a letter (and no color): inside a word, not where one starts.
            }
        }
        return answer
    }

    /// An ASCII letter, or a letter past ASCII, as `ProseLexer` tells them.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? letterBit(lowercased(scalar)) != 0 : scalar.properties.isAlphabetic
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// An ASCII scalar's byte, A–Z lower-cased as `ProseLexer` lower-cases words.
    private static func lowercased(_ scalar: Unicode.Scalar) -> UInt8 {
        guard scalar.isASCII else { return 0 }
        let byte = UInt8(truncatingIfNeeded: scalar.value)
        return byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// One bit per lower-case letter; no bit for anything else.
    private static func letterBit(_ byte: UInt8) -> UInt32 {
        byte >= 0x61 && byte <= 0x7A ? 1 << UInt32(byte - 0x61) : 0
    }
}
