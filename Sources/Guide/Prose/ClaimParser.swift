
/// Reads contrast claims out of prose. Only clear patterns are read: a text color named by a
/// hex code, a color token's name ("Bumble Black", "yellow") or white/black; the word "on"; a
/// background named the same way; then a verdict (passes, meets, clears, exceeds, fails; AA or
/// AAA; sizes such as `14pt+ bold`; a ratio such as `4.8:1`). Anything else, including a
/// sentence that negates its verdict, is skipped rather than guessed at.
struct ClaimParser {
    let lexicon: ColorLexicon

    private static let descriptors: Set<String> = ["text", "secondary", "primary", "tertiary", "muted", "label", "labels", "glyph", "glyphs", "icon", "icons", "title", "titles", "body", "copy"]
    private static let determiners: Set<String> = ["every", "any", "all", "the"]
    private static let stopwords: Set<String> = ["a", "an", "the", "its", "their", "each", "any", "every", "this", "that", "on", "and", "or", "with", "for", "at", "in", "of", "to"]
    private static let verbs: Set<String> = ["use", "using", "uses", "requires", "require", "keep", "validate", "verify", "check", "contrast", "put", "set", "pair"]
    private static let fillers: Set<String> = ["both", "also", "easily", "is", "are", "comfortably", "still", "which", "it", "text", "—", "–", ","]
    private static let passWords: Set<String> = ["pass", "passes", "meet", "meets", "clear", "clears", "exceed", "exceeds"]
    private static let failWords: Set<String> = ["fail", "fails"]
    private static let negations: Set<String> = ["not", "never", "don", "doesn", "avoid", "nor", "cannot", "below", "under"]
    private static let weights: [String: FontWeight] = [
        "thin": .thin, "light": .light, "regular": .regular, "medium": .medium, "semibold": .semibold,
        "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// Every claim in `text` (one paragraph).
    func claims(in text: String) -> [ClaimReading] {
        let tokens = ProseLexer.tokens(in: text)
        var claims: [ClaimReading] = []
        var clause: [ProseToken] = []
        for token in tokens + [ProseToken(kind: .punctuation, text: ";", start: text.unicodeScalars.count, end: text.unicodeScalars.count)] {
            if token.isPunctuation(";") || token.isPunctuation(".") {
                claims += self.claims(inClause: clause)
                clause = []
            } else {
                clause.append(token)
            }
        }
        return claims
    }

    private func claims(inClause tokens: [ProseToken]) -> [ClaimReading] {
        var claims: [ClaimReading] = []
        var index = 0
        while index < tokens.count {
            guard tokens[index].isWord("on"), let foreground = mention(endingBefore: index, in: tokens) else {
                index += 1
                continue
            }
            let isRecommendation = recommends(before: foreground.first, in: tokens)
            guard let background = mention(startingAt: index + 1, in: tokens, allowingDeterminer: isRecommendation) else {
                index += 1
                continue
            }
            var pairs = [ClaimReading.Pair(foreground: foreground.mention, background: background.mention)]
            var next = background.next
            var currentForeground = foreground.mention
            // `A on B / C`, `A on B and C`, `A on B and C on D`: one verdict for all of them.
            while next < tokens.count, tokens[next].isPunctuation("/") || tokens[next].isWord("and") {
                guard let more = mention(startingAt: next + 1, in: tokens, allowingDeterminer: false) else { break }
                if more.next < tokens.count, tokens[more.next].isWord("on"), let other = mention(startingAt: more.next + 1, in: tokens, allowingDeterminer: false) {
                    currentForeground = more.mention
                    pairs.append(ClaimReading.Pair(foreground: currentForeground, background: other.mention))
                    next = other.next
                } else {
                    pairs.append(ClaimReading.Pair(foreground: currentForeground, background: more.mention))
                    next = more.next
                }
            }
            let start = tokens[quoteStart(at: foreground.first, in: tokens)].start
            if var claim = verdict(startingAt: next, in: tokens) {
                claim.pairs = pairs
                claim.start = start
                claims.append(claim)
            } else if isRecommendation {
                let end = tokens[next - 1].end
                claims.append(ClaimReading(pairs: pairs, verdict: .recommended, aaa: false, only: false, sizes: [], statedRatio: nil, start: start, end: end))
            }
            index = max(next, index + 1)
        }
        return claims
    }

    /// Where a quote of the claim starts: the foreground with the words that name it
    /// ("Bumble Black `#1F1F1F`", "Gold Stars (`#CBA258`)").
    private func quoteStart(at first: Int, in tokens: [ProseToken]) -> Int {
        var start = first
        if start > 0, tokens[start - 1].isPunctuation("("), start + 1 < tokens.count, tokens[start + 1].isPunctuation(")") { start -= 1 }
        var words = 0
        while start > 0, words < 3, tokens[start - 1].kind == .word, !Self.stopwords.contains(tokens[start - 1].text), !Self.verbs.contains(tokens[start - 1].text) {
            start -= 1
            words += 1
        }
        return start
    }

    /// "use white text on …", "using `#000000` on …", and not "never use", "don't use".
    private func recommends(before first: Int, in tokens: [ProseToken]) -> Bool {
        guard first > 0, ["use", "using"].contains(tokens[first - 1].text) else { return false }
        return !tokens[..<first].contains { Self.negations.contains($0.text) }
    }

    /// The color named just before `index` (descriptive words such as "secondary" or "text" may
    /// stand between): a hex code, `(#hex)`, or a name the lexicon knows.
    private func mention(endingBefore index: Int, in tokens: [ProseToken]) -> (mention: ClaimReading.Mention, first: Int)? {
        var last = index - 1
        var skipped = 0
        while last >= 0, skipped < 2, tokens[last].kind == .word, Self.descriptors.contains(tokens[last].text), lexicon.color(named: [tokens[last].text]) == nil {
            last -= 1
            skipped += 1
        }
        guard last >= 0 else { return nil }
        if let color = tokens[last].color {
            return (ClaimReading.Mention(color: color, start: tokens[last].start), last)
        }
        if tokens[last].isPunctuation(")"), last >= 2, let color = tokens[last - 1].color, tokens[last - 2].isPunctuation("(") {
            return (ClaimReading.Mention(color: color, start: tokens[last - 1].start), last - 1)
        }
        for length in stride(from: lexicon.longestPhrase, through: 1, by: -1) where last - length + 1 >= 0 {
            let phrase = tokens[(last - length + 1)...last]
            guard phrase.allSatisfy({ $0.kind == .word }), let color = lexicon.color(named: phrase.map(\.text)) else { continue }
            let first = last - length + 1
            return (ClaimReading.Mention(color: color, start: tokens[first].start), first)
        }
        return nil
    }

    /// The color named from `index` on: a hex code, `(#hex)`, a name the lexicon knows (a hex
    /// right after it wins: the value the sentence states), or a few words and a hex
    /// ("Warm White (`#F9F9F9`)").
    private func mention(startingAt index: Int, in tokens: [ProseToken], allowingDeterminer: Bool) -> (mention: ClaimReading.Mention, next: Int)? {
        var index = index
        if allowingDeterminer, index < tokens.count, Self.determiners.contains(tokens[index].text) { index += 1 }
        guard index < tokens.count else { return nil }
        func statedHex(at position: Int) -> (ClaimReading.Mention, Int)? {
            if position < tokens.count, let color = tokens[position].color {
                return (ClaimReading.Mention(color: color, start: tokens[position].start), position + 1)
            }
            if position + 2 < tokens.count, tokens[position].isPunctuation("("), let color = tokens[position + 1].color, tokens[position + 2].isPunctuation(")") {
                return (ClaimReading.Mention(color: color, start: tokens[position + 1].start), position + 3)
            }
            return nil
        }
        if let stated = statedHex(at: index) { return (stated.0, stated.1) }
        for length in stride(from: lexicon.longestPhrase, through: 1, by: -1) where index + length <= tokens.count {
            let phrase = tokens[index..<(index + length)]
            guard phrase.allSatisfy({ $0.kind == .word }), let color = lexicon.color(named: phrase.map(\.text)) else { continue }
            if let stated = statedHex(at: index + length) { return (stated.0, stated.1) }
            return (ClaimReading.Mention(color: color, start: tokens[index].start), index + length)
        }
        var words = index
        while words < tokens.count, words - index < 3, tokens[words].kind == .word, !Self.stopwords.contains(tokens[words].text) { words += 1 }
        if words > index, let stated = statedHex(at: words) { return (stated.0, stated.1) }
        return nil
    }

    /// The verdict that follows a pair: a few filler words, then pass/meet/clear/exceed/fail
    /// and what qualifies it, up to a dash, another color or the end of the clause.
    private func verdict(startingAt index: Int, in tokens: [ProseToken]) -> ClaimReading? {
        var position = index
        while position < tokens.count, position - index < 4, Self.fillers.contains(tokens[position].text) { position += 1 }
        guard position < tokens.count else { return nil }
        let keyword = tokens[position].text
        let verdict: ContrastClaim.Verdict
        if Self.passWords.contains(keyword) { verdict = .passes } else if Self.failWords.contains(keyword) { verdict = .fails } else { return nil }
        var end = position + 1
        while end < tokens.count, !tokens[end].isPunctuation("—"), !tokens[end].isPunctuation("–"), tokens[end].color == nil, !tokens[end].isWord("on") { end += 1 }
        let region = tokens[(position + 1)..<end]
        guard !region.contains(where: { Self.negations.contains($0.text) }), !tokens[index..<position].contains(where: { Self.negations.contains($0.text) }) else { return nil }
        var sizes: [ContrastClaim.Size] = []
        var statedRatio: Double?
        let words = Array(region)
        for (offset, token) in words.enumerated() {
            switch token.kind {
            case .size(let points):
                sizes.append(ContrastClaim.Size(points: points, weight: weight(after: offset, in: words)))
            case .ratio(let ratio):
                statedRatio = statedRatio ?? ratio
            default:
                break
            }
        }
        return ClaimReading(
            pairs: [], verdict: verdict, aaa: region.contains { $0.isWord("aaa") }, only: region.contains { $0.isWord("only") },
            sizes: sizes, statedRatio: statedRatio, start: 0, end: tokens[end - 1].end
        )
    }

    /// `bold`, `Semibold`, `weight 700` right after a size.
    private func weight(after offset: Int, in words: [ProseToken]) -> FontWeight? {
        guard offset + 1 < words.count else { return nil }
        let next = words[offset + 1]
        if next.kind == .word, let weight = Self.weights[next.text] { return weight }
        if next.isWord("weight"), offset + 2 < words.count, case .number(let value) = words[offset + 2].kind {
            return FontWeight.allCases.min { abs(Double($0.cssWeight) - value) < abs(Double($1.cssWeight) - value) }
        }
        return nil
    }
}
