import Guide
import Testing

/// `ColorToken.contradictions`: where a token's code and its own comment give two values.
@Suite struct ColorContradictionTests {
    @Test(arguments: [
        ("Color(red: 1.000, green: 0.000, blue: 0.000) // #FD0000", ColorToken.Contradiction.Kind.hex, "#FF0000", "#FD0000"),
        ("Color(hex: \"#FF6B81\") // #FF6B00 coral", .hex, "#FF6B81", "#FF6B00"),
        ("Color(white: 0.2) // #444444", .hex, "#333333", "#444444"),
        ("Color.black.opacity(0.4) // rgba(0,0,0,0.5)", .alpha, "#000000", "#000000"),
        ("Color.black.opacity(0.4) // #000000 @ 25%", .alpha, "#000000", "#000000"),
    ])
    func eachFormIsOneContradiction(_ declaration: String, kind: ColorToken.Contradiction.Kind, code: String, stated: String) throws {
        let token = try #require(colorGuide("    static let a = \(declaration)").colors.first)
        #expect(token.contradictions.map(\.kind) == [kind])
        #expect(token.contradictions.first?.components.hex == code)
        #expect(token.contradictions.first?.stated.hex == stated)
    }

    @Test func theMessageQuotesBothValues() throws {
        let hex = try #require(colorGuide("    static let a = Color(white: 0.2) // #444444").colors.first)
        #expect(hex.contradictions.map(\.message) == ["'a' components give #333333 but the comment says #444444"])
        let alpha = try #require(colorGuide("    static let a = Color.black.opacity(0.4) // rgba(0,0,0,0.5)").colors.first)
        #expect(alpha.contradictions.map(\.message) == ["'a' has alpha 0.4 but the comment says 0.5 ('rgba(0,0,0,0.5)')"])
        #expect(alpha.contradictions.map(\.statedText) == ["rgba(0,0,0,0.5)"])
    }

    @Test(arguments: [
        "Color(red: 1.000, green: 0.776, blue: 0.161) // #FFC629",
        "Color(red: 1.000, green: 0.000, blue: 0.000) // #FE0000",
        "Color.black.opacity(0.4) // #000000",
        "Color.black.opacity(0.5) // rgba(0,0,0,0.5)",
        "Color(white: 0.2)",
        "Color.primary // #000000",
    ])
    func agreementOrNoStatedValueIsNoContradiction(_ declaration: String) throws {
        let token = try #require(colorGuide("    static let a = \(declaration)").colors.first)
        #expect(token.contradictions.isEmpty)
    }
}
