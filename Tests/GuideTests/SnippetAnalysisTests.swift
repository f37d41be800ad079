import Guide
import Testing

/// What a snippet refers to, read from its tree: tokens by name, slips, symbols.
@Suite struct SnippetAnalysisTests {
    static func snippet(_ code: String) throws -> Snippet {
        let read = guide("""
        # Test (iOS) — SwiftUI Implementation Guide

        ## 1. Color Tokens

        ```swift
        extension Color {
            static let brandInk = Color(red: 0.1, green: 0.1, blue: 0.1)
            static let background = Color(red: 1, green: 1, blue: 1)
        }
        ```

        ## 2. Typography

        ```swift
        extension Font {
            static let brandTitle = Font.system(size: 28, weight: .bold)
        }
        ```

        ## 3. Components

        ```swift
        \(code)
        ```
        """)
        return try #require(read.snippets.last)
    }

    @Test func tokensAreFoundByName() throws {
        let snippet = try Self.snippet("Text(\"a\").font(.brandTitle).foregroundStyle(Color.brandInk.opacity(0.5))")
        #expect(snippet.colorReferences.map(\.name) == ["brandInk"])
        #expect(snippet.fontReferences.map(\.name) == ["brandTitle"])
        // At the name, after its dot: `Text("a").font(.` is 16 bytes, `…(Color.` 50.
        #expect(snippet.fontReferences.first?.location.column == 17)
        #expect(snippet.colorReferences.first?.location.column == 51)
    }

    @Test func slipsAreNamesNoOneDefines() throws {
        let snippet = try Self.snippet("Text(\"a\")\n    .foregroundStyle(.brandInkk)\n    .font(Font.brandTitel)\n    .tint(Color.accentColor)")
        #expect(snippet.undefinedReferences.map(\.name) == ["brandInkk", "brandTitel"])
        #expect(snippet.undefinedReferences.map(\.location.line) == [snippet.location.line + 1, snippet.location.line + 2])
    }

    /// `.background(…)` after a closure's `}` is a modifier of the view the closure ends, not
    /// the color token `background` (a token scan saw only the `}` before the dot).
    @Test func aModifierIsNotAToken() throws {
        let snippet = try Self.snippet("VStack {\n    Text(\"a\")\n}\n.background(Color.brandInk)\nText(\"b\").background(.background)")
        #expect(snippet.colorReferences.map(\.name) == ["brandInk", "background"])
        #expect(snippet.colorReferences.last?.location.line == snippet.location.line + 4)
    }

    @Test func symbolsAreTheStringsOfTheirArguments() throws {
        let snippet = try Self.snippet("Label(\"Likes\", systemImage: liked ? \"heart.fill\" : \"heart\")\nImage(systemName: \"star.\\(n)\")\nImage(systemName: \"Not A Symbol\")")
        #expect(snippet.symbols == ["heart.fill", "heart"])
    }
}
