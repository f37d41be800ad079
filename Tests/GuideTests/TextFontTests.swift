import Guide
import Testing

/// The size and weight a `.font(…)` argument gives text, read by Guide's interpreter, as the
/// font tokens are.
@Suite struct TextFontTests {
    static let read = guide("""
    # Test (iOS) — SwiftUI Implementation Guide

    ## 2. Typography

    ```swift
    extension Font {
        static let brandButton = Font.custom("Brando-Bold", size: 17)
    }
    ```

    ## 3. Signature Components

    ### Card

    ```swift
    Text("Hi").font(.brandButton)
    ```
    """)

    /// The tokens of `expression`, lexed the way the reader lexes snippets.
    static func tokens(_ expression: String) -> [SwiftToken] {
        SwiftLexer.tokenize(expression).filter { !$0.isComment }
    }

    @Test(arguments: [
        (".brandButton", 17.0, FontWeight.bold),
        ("Font.brandButton.weight(.medium)", 17, .medium),
        (".system(size: 18, weight: .semibold)", 18, .semibold),
        (".system(size: 18)", 18, .regular),
        (".headline", 17, .semibold),
        (".system(.body, design: .rounded)", 17, .regular),
        (".custom(\"Aeonik-ExtraBold\", size: 16)", 16, .heavy),
        (".custom(\"Aeonik-Medium\", size: 16).bold()", 16, .bold),
        (".title.monospacedDigit()", 28, .regular),
    ])
    func readsSizeAndWeight(_ expression: String, _ size: Double, _ weight: FontWeight) {
        #expect(Self.read.textFont(of: Self.tokens(expression)) == TextFont(size: size, weight: weight))
    }

    @Test(arguments: [".brandMissing", "customFont", ".custom(face, size: 16)", ".system(size: 18) + 1"])
    func whatItCannotKnowIsNil(_ expression: String) {
        #expect(Self.read.textFont(of: Self.tokens(expression)) == nil)
    }

    @Test func weightArguments() {
        #expect(TextFont.weight(of: Self.tokens(".bold")) == .bold)
        #expect(TextFont.weight(of: Self.tokens("Font.Weight.light")) == .light)
        #expect(TextFont.weight(of: Self.tokens("weight")) == nil)
    }

    @Test func snippetsCarryTheirTokensAndTheCodeItsDeclaredNames() {
        let snippet = Self.read.snippets[1]
        #expect(snippet.tokens.map(\.text).prefix(3) == ["Text", "(", "Hi"])
        #expect(Self.read.declaredNames.contains("brandButton"))
    }
}
