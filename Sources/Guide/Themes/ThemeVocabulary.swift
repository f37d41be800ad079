/// The words the theory of themes reads in color names and MARK groups, in one place: the
/// pairing, the chrome families, the counterparts and the role inference all use these lists.
enum ThemeVocabulary {
    /// Words that mark the dark theme. "Night" is what some brands call their dark mode.
    static let darkWords: Set<String> = ["dark", "night"]
    static let lightWords: Set<String> = ["light", "lt"]
    /// Letters that mark a theme only as the last word after a longer one (`igSurfaceInputD`,
    /// `fbTextPrimaryLt`).
    static let themeLetters: [String: ColorTheme] = ["d": .dark, "dk": .dark, "l": .light, "lt": .light]
    /// Every word that names a theme, spelled out or by letter.
    static let anyThemeWords = darkWords.union(lightWords).union(themeLetters.keys)

    /// A word without its trailing digits (`surface2` → `surface`).
    static func withoutTrailingDigits(_ word: String) -> String {
        guard word.isASCII else { return String(word.reversed().drop(while: \.isNumber).reversed()) }
        let utf8 = word.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, case let before = utf8.index(before: end), utf8[before] >= UInt8(ascii: "0"), utf8[before] <= UInt8(ascii: "9") { end = before }
        return String(word[..<end])
    }
    /// Themes besides light and dark that some brands add.
    static let otherThemeWords: Set<String> = ["dim", "oled", "amoled", "midnight", "contrast", "hc", "dusk"]
    /// Words of a group that say its dark colors are the only theme, not a dark mode.
    static let onlyWords: Set<String> = ["only", "permanent", "permanently"]

    /// The words that name each chrome family, in the order they are tried.
    static let familyWords: [(ChromeFamily, Set<String>)] = [
        (.text, ["text", "ink", "label", "foreground", "fg"]),
        (.divider, ["divider", "separator", "hairline", "border", "stroke", "outline"]),
        (.canvas, ["canvas", "background", "backdrop"]),
        (.surface, ["surface", "card", "sheet", "elevated", "grouped"]),
    ]
    static let hues: Set<String> = [
        "red", "orange", "yellow", "green", "blue", "purple", "pink", "brown", "teal", "cyan", "magenta", "violet", "indigo", "gold",
    ]
    /// Words that make a "text" color a content or accent color rather than chrome.
    static let contentWords: Set<String> = hues.union(["link", "on", "inverse", "inverted", "accent", "brand", "error", "success", "warning", "info"])
    /// Words that say which step of the text ramp a color is.
    static let levelWords: Set<String> = [
        "primary", "secondary", "tertiary", "quaternary", "muted", "subtle", "disabled", "placeholder",
        "default", "sec", "pri", "ter", "strong", "faint", "soft",
    ]

    /// The family the words of a name (`["surface2"]`) say, if any.
    static func family(of words: some Sequence<String>) -> ChromeFamily? {
        familyWords.first { !$0.1.isDisjoint(with: words) }?.0
    }

    /// The lowercased words of a MARK group's title ("Canvas & Surfaces" → canvas, surfaces).
    static func words(ofGroup group: String?) -> Set<String> {
        guard let group, !group.isEmpty else { return [] }
        // Asked for every color, several times: titles whose letters are ASCII (nearly all;
        // "Canvas — Light" has a dash past ASCII) split as bytes.
        guard group.isASCII || hasOnlyASCIILetters(group) else { return Set(group.lowercased().split { !$0.isLetter }.map(String.init)) }
        var words: Set<String> = []
        forEachASCIILetterRun(in: group) { words.insert($0) }
        return words
    }

    /// Each run of ASCII letters in `text`, lower-cased, in order (repeats included): the
    /// words of `words(ofGroup:)` for text that `hasOnlyASCIILetters`.
    static func forEachASCIILetterRun(in text: String, _ visit: (String) -> Void) {
        var word: [UInt8] = []
        for byte in text.utf8 {
            let lower = byte | 0x20
            if byte < 0x80, lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") {
                word.append(lower)
            } else if !word.isEmpty {
                visit(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { visit(String(decoding: word, as: UTF8.self)) }
    }

    /// Whether every character of `text` past ASCII is punctuation, a symbol or a space: then
    /// each is a character of its own (none of these categories joins the character before
    /// it, as a combining mark, a joiner or an emoji modifier would) and none is a letter, so
    /// splitting the bytes at them gives the words the Character-wise split gives.
    static func hasOnlyASCIILetters(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            guard !scalar.isASCII else { return true }
            switch scalar.properties.generalCategory {
            case .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
                 .otherPunctuation, .connectorPunctuation, .spaceSeparator, .mathSymbol, .currencySymbol, .otherSymbol:
                return true
            default:
                return false
            }
        }
    }

    /// The theme a MARK group names ("Dark mode", "Canvas (Light)"); nil for both or neither
    /// ("identical in light & dark") and for the only theme of a dark-only brand
    /// ("Canvas & Surfaces (dark-only)", "permanently dark").
    static func theme(ofGroup group: String?) -> ColorTheme? {
        let words = words(ofGroup: group)
        let dark = !words.isDisjoint(with: darkWords) && words.isDisjoint(with: onlyWords)
        if dark, !words.contains("light") { return .dark }
        if words.contains("light"), words.isDisjoint(with: darkWords) { return .light }
        return nil
    }

    /// The theme a name's words (lower-cased, brand prefix included) mark, if any: a theme word
    /// anywhere (`darkCanvas`, `bumbleDarkCanvas`, `brandCanvasNight`), or a theme letter ending
    /// the name (`igSurfaceInputD`). A theme word alone is a name (`dark`), not a mark.
    static func theme(ofNameWords words: [String]) -> ColorTheme? {
        guard words.count > 1 else { return nil }
        for (index, word) in words.enumerated() {
            if darkWords.contains(word) { return .dark }
            if lightWords.contains(word) { return .light }
            if index == words.count - 1, index > 0, words[index - 1].count > 1, let theme = themeLetters[word] { return theme }
        }
        return nil
    }
}
