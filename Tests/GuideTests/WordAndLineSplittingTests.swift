/// The byte-level splitters of hot paths agree with the Character-level ones they replaced.
import Testing
@testable import Guide

@Suite struct ThemeVocabularyTests {
    @Test(arguments: [
        ("Canvas & Surfaces (Dark)", ["canvas", "surfaces", "dark"]), ("MARK: - Dark mode", ["mark", "dark", "mode"]),
        ("Text_Primary2x", ["text", "primary", "x"]), ("", []), ("Écran Sombre", ["écran", "sombre"]), ("[Brand]@", ["brand"]),
    ])
    func splitsAGroupTitleIntoLowercasedWords(_ title: String, _ words: [String]) {
        #expect(ThemeVocabulary.words(ofGroup: title) == Set(words))
    }

    @Test func noGroupHasNoWords() {
        #expect(ThemeVocabulary.words(ofGroup: nil).isEmpty)
    }

    /// Titles past ASCII whose letters are ASCII split as bytes; the rest as Characters. Both
    /// give what the Character-wise split gives, combining marks, emoji and joiners included.
    @Test(arguments: [
        "Canvas — Light", "Text – Dark (OLED)", "Brand · Accent", "Surfaces ‘Night’", "Canvas\u{00A0}Dark", "Ink → Muted",
        "Brand 🎨 Colors", "Brand 👍🏽 Colors", "Flag 🇫🇷 Blue", "Cafe\u{301} Dark", "e\u{301}cran", "Text\u{200D}Dark",
        "Dark\u{FE0F}mode", "Ｄａｒｋ", "İstanbul Light", "Straße — Dunkel", "x\u{20DD}y", "Canvas‿Light", "€ Money € Dark",
    ])
    func aTitlePastASCIISplitsAsCharactersDo(_ title: String) {
        #expect(ThemeVocabulary.words(ofGroup: title) == Set(title.lowercased().split { !$0.isLetter }.map(String.init)))
    }
}

@Suite struct CamelCaseWordsTests {
    @Test(arguments: [
        ("bumbleDarkSurface2", ["bumble", "Dark", "Surface2"]), ("URLColor", ["U", "R", "L", "Color"]), ("", []),
        ("Brand", ["Brand"]), ("a", ["a"]), ("textPrimary_dim", ["text", "Primary_dim"]), ("écranSombre", ["écran", "Sombre"]), ("fondÉcran", ["fond", "Écran"]),
    ])
    func splitsAtEachCapital(_ name: String, _ words: [String]) {
        #expect(name.camelCaseWords == words)
    }
}

@Suite struct DeclarationScannerLineTests {
    @Test(arguments: ["", "a", "a\n", "a\nb", "a\r\nb\r\n", "a\rb\nc", "\r\r\nx", "\n\n", "é\n\u{301}x\r\n", "tail\r"])
    func linesAreTheLexersLines(_ code: String) {
        let expected = code.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        let utf8 = Array(code.utf8)
        #expect(SwiftTriviaReader.lineRanges(of: code).map { String(decoding: utf8[$0], as: UTF8.self) } == expected)
    }
}

@Suite struct TrailingDigitTests {
    @Test(arguments: ["surface2", "surface", "2", "", "text10", "a1b2", "niveau٣", "écran2"])
    func dropsTrailingDigitsLikeTheCharacterVersion(_ word: String) {
        #expect(ThemeVocabulary.withoutTrailingDigits(word) == String(word.reversed().drop(while: \.isNumber).reversed()))
    }
}

@Suite struct NamesUsedTests {
    /// Collected token by token, the names a view's code uses are the words of its bodies' text
    /// (which puts a space or a quote between tokens), without the view's own name.
    @Test func theWordsOfEachTokenAreTheWordsOfTheText() throws {
        let code = """
        struct MatchCard: View {
            var title: String
            var badge: some View { Text("New match · \\(title)").font(.caption2) }
            var body: some View {
                VStack(spacing: 8) { Avatar(size: 64); MatchCard.Label(text: "Café au lait"); badge }
                    .background(Color.brandRose.opacity(0.5))
            }
            func accent() -> Color { isOn ? .accent2 : Color(hex: 0xFF00AA) }
        }
        """
        let file = SwiftSourceFile(code: SwiftCode(source: code))
        let type = try #require(file.allTypes.first { $0.name == "MatchCard" })
        let texts = type.members.properties.compactMap { $0.getter?.text } + type.members.functions.compactMap { $0.body?.text }
        let words = texts.flatMap(ComponentViews.words(in:))
        var names: Set<String> = []
        ComponentViews.collectNamesUsed(in: type, among: .init(words), into: &names)
        #expect(names == Set(words.filter { $0 != "MatchCard" }))
        #expect(names.isSuperset(of: ["Avatar", "Label", "Café", "brandRose", "accent2", "VStack"]))
        // Only the names sought are kept, whatever their length.
        let long = String(repeating: "x", count: 70)
        var sought: Set<String> = []
        ComponentViews.collectNamesUsed(in: type, among: .init(["Avatar", "Café", "Missing", "MatchCard", long]), into: &sought)
        #expect(sought == ["Avatar", "Café"])
    }

    /// Split over bytes, or by scalars once past ASCII, a token's words are `words(in:)`'s,
    /// less those whose length is not sought.
    @Test(arguments: ["", "(", "brandRose", "0.5", "a.b_c(d)", "New match", " two  spaces ", "_x9",
                      "Café au lait", "ab cd·ef gh", "x é", "é", "ab·", "tail word", "·lead", "naïve café"])
    func theWordsOfATokenAreItsScalarWords(_ text: String) {
        var all: [String] = []
        ComponentViews.forEachWord(in: text, ifLength: { _ in true }) { all.append($0) }
        #expect(all == ComponentViews.words(in: text))
        var twoLetters: [String] = []
        ComponentViews.forEachWord(in: text, ifLength: { $0 == 2 }) { twoLetters.append($0) }
        #expect(twoLetters == ComponentViews.words(in: text).filter { $0.utf8.count == 2 })
    }
}

@Suite struct KeywordShortcutTests {
    /// The lexer hashes only identifiers that could be keywords: lower-case first letter, or
    /// `Self`, and no longer than the longest. A keyword outside that would lex as a name.
    @Test func everyKeywordPassesTheLexersShortcut() {
        for keyword in SwiftToken.keywords {
            let first = keyword.utf8.first!
            #expect((first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "S"), "\(keyword)")
            #expect(SwiftLexer.tokenize(keyword).first?.kind == .keyword, "\(keyword)")
        }
    }

    /// The lexer compares an identifier's bytes with the keywords of its length: words one
    /// letter off, shorter or longer than a keyword, or differing only in case stay names.
    @Test func nearKeywordsStayIdentifiers() {
        let names = ["i", "le", "lets", "Let", "self_", "Selfie", "sel", "iff", "inn", "nonisolate", "nonisolatedX",
                     "structs", "enumm", "fun", "get0", "awaits", "trz", "vat", "Switch", "imports", "typealiaz"]
        for name in names {
            #expect(SwiftLexer.tokenize(name).map(\.kind) == [.identifier], "\(name)")
        }
        let tokens = SwiftLexer.tokenize("let x = Self.init; guard case .a = y else { return }")
        #expect(tokens.filter { $0.kind == .keyword }.map(\.text) == ["let", "Self", "init", "guard", "case", "else", "return"])
        #expect(tokens.filter { $0.kind == .punctuation }.map(\.text) == [".", ";", ".", "{", "}"])
    }
}

@Suite struct TokenLookTests {
    /// ASCII names are judged by their bytes, others by Characters: the same answers as the
    /// Character rule (lower-case first letter, a capital after it).
    @Test(arguments: ["bumbleYellow", "white", "body", "Yellow", "aB", "a", "", "_brandRose", "brand_Rose", "x9Y",
                      "caféBlue", "caféblue", "éclairPink", "cafÉ", "brandRose\u{301}", "naïve"])
    func looksLikeATokenAsTheCharacterRuleSays(_ name: String) {
        let characterRule = name.first?.isLowercase == true && name.dropFirst().contains { $0.isUppercase }
        #expect(SnippetAnalysis.looksLikeToken(name) == characterRule, "\(name)")
    }
}

@Suite struct TrailingDigitsTests {
    /// The number ending a word, by bytes for ASCII, as reversing its Characters gives it.
    @Test(arguments: ["surface2", "surface12", "text", "2", "42", "", "bg0a", "gray900", "x_10", "café3", "fond٣", "niveau²", "a1b22"])
    func asTheCharacterRuleSays(_ word: String) {
        #expect(ThemeCounterparts.trailingDigits(of: word) == String(word.reversed().prefix(while: \.isNumber).reversed()), "\(word)")
    }
}

@Suite struct SpaceTrimmingTests {
    /// Trimmed over bytes, or by Characters where a byte beside the spaces may join them into
    /// one Character: the same text as the Character rule.
    @Test(arguments: ["", " ", " \t\r ", "abc", "  abc  ", "\tMARK: - Colors\r", " \u{301}abc", "abc \u{301}", "\r\nabc",
                      "abc\r\n", " \r\nabc ", "\u{600} ", "é ", " é", "a b", "x\r", "\r x \r", "👍🏽 ", " 👍🏽", "\u{200D} a"])
    func trimsAsTheCharacterRuleDoes(_ text: String) {
        #expect(text.trimmingSpaces == text.trimmingSpaceCharacters, "\(text.unicodeScalars.map { $0.value })")
    }
}

@Suite struct FontFamilyTests {
    @Test(arguments: [("Brando-Black", "Brando"), ("ggSans-\\(weight)", "ggSans"), (" Inter ", "Inter"), ("", ""), ("A-B-C", "A-B"), ("x\\(y)-z", "x")])
    func familyBeforeTheStyleOrInterpolation(_ face: String, _ family: String) {
        #expect(FontFace.family(of: face) == family)
    }
}

@Suite struct BracketPairTests {
    /// With comments, the tokens' pairs are the code's mapped back: the same as pairing every
    /// token, for balanced, unclosed and stray brackets.
    @Test(arguments: ["f(a) // (\n{ [x] }", "/* { */ ( // )\n ] } { ( ) [ }", "// only\n", "a /* ( */ ) (", "{ ( } // x\n) ] [", "x"])
    func tokenPairsAreThePairsOfEveryToken(_ source: String) throws {
        let code = SwiftCode(source: source)
        var ignored: [Int] = []
        let direct = SwiftCode.pairs(of: code.tokens, unbalanced: &ignored)
        for index in code.tokens.indices {
            #expect(code.pair(ofToken: index) == Int(direct[index]), "\(source) token \(index)")
        }
    }
}

@Suite struct PunctuationByteTests {
    /// Asked by its byte, a token is the punctuation it is by its text.
    @Test func byteAndTextAgree() {
        let tokens = SwiftLexer.tokenize("Image(systemName: x ? \"a\" : \"b\").font(.title)[0], y...z // (")
            + [SwiftToken(kind: .punctuation, text: "((", line: 0, column: 1, startsLine: true, endLine: 0, endColumn: 3)]
        for token in tokens {
            for symbol in ["(", ")", "[", "]", ",", ":", ".", "{"] {
                #expect(token.isPunctuation(byte: symbol.utf8.first!) == token.isPunctuation(symbol), "\(token.text) \(symbol)")
            }
        }
    }
}
