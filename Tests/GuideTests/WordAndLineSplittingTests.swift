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
        #expect(SwiftDeclarationScanner.lines(of: code).map(String.init) == expected)
    }
}

@Suite struct TrailingDigitTests {
    @Test(arguments: ["surface2", "surface", "2", "", "text10", "a1b2", "niveau٣", "écran2"])
    func dropsTrailingDigitsLikeTheCharacterVersion(_ word: String) {
        #expect(ThemeVocabulary.withoutTrailingDigits(word) == String(word.reversed().drop(while: \.isNumber).reversed()))
    }
}
