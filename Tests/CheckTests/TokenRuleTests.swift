import Diagnostics
import Testing
@testable import Check

/// The rules about tokens: hex and alpha that disagree with the comment, references to
/// undefined tokens, tokens never used, duplicates.
@Suite struct TokenRuleTests {
    // MARK: Hex

    @Test func componentsMoreThanOneStepFromTheStatedHexAreAnError() {
        let markdown = sampleGuide(colors: "    static let brandRed = Color(red: 1.000, green: 0.000, blue: 0.000) // #FD0000", component: "Color.brandRed")
        let found = findings(HexMismatchRule(), markdown)
        #expect(found == [Diagnostic(.error, "'brandRed' components give #FF0000 but the comment says #FD0000", at: location(of: "brandRed", in: markdown), code: "check.hex-mismatch")])
    }

    @Test(arguments: [
        "Color(red: 1.000, green: 0.000, blue: 0.000) // #FE0000",
        "Color(red: 1.000, green: 0.776, blue: 0.161) // #FFC629 primary",
        "Color(red: 1.000, green: 0.000, blue: 0.000) // the brand red",
        "Color(red: 1.000, green: 0.000, blue: 0.000)",
    ])
    func componentsWithinOneStepOrNoStatedHexAreFine(_ declaration: String) {
        #expect(findings(HexMismatchRule(), sampleGuide(colors: "    static let brandRed = \(declaration)")).isEmpty)
    }

    @Test func theCheckReportsTheMismatchOnceAndAsAnError() {
        let markdown = sampleGuide(colors: "    static let brandRed = Color(red: 1.000, green: 0.000, blue: 0.000) // #FD0000", component: "Color.brandRed")
        let model = guide(markdown)
        #expect(model.diagnostics.map(\.code) == ["color.hex-mismatch"], "the reader warns on its own")
        let printed = GuideCheck().diagnostics(for: model).filter { $0.location == location(of: "brandRed", in: markdown) }
        #expect(printed.map(\.code) == ["check.hex-mismatch"])
        #expect(printed.map(\.severity) == [.error])
    }

    // MARK: Alpha

    @Test func alphaThatDisagreesWithTheStatedAlphaIsAnError() {
        let markdown = sampleGuide(colors: "    static let brandScrim = Color.black.opacity(0.4) // rgba(0,0,0,0.5)", component: "Color.brandScrim")
        #expect(findings(AlphaMismatchRule(), markdown) == [
            Diagnostic(.error, "'brandScrim' has alpha 0.4 but the comment says 0.5 ('rgba(0,0,0,0.5)')", at: location(of: "brandScrim", in: markdown), code: "check.alpha-mismatch"),
        ])
    }

    @Test(arguments: [
        "Color.black.opacity(0.4) // rgba(0,0,0,0.4)",
        "Color.black.opacity(0.4) // #00000066",
        "Color.black.opacity(0.4) // #000000 @ 40%",
        "Color.black.opacity(0.4) // #000000",
        "Color.black // #000000",
    ])
    func alphaThatAgreesOrIsNotStatedIsFine(_ declaration: String) {
        #expect(findings(AlphaMismatchRule(), sampleGuide(colors: "    static let brandScrim = \(declaration)")).isEmpty)
    }

    // MARK: Undefined

    @Test(arguments: [
        (".foregroundStyle(Color.brandInk)", "brandInk", "color"),
        (".font(.brandHeadline)", "brandHeadline", "font"),
    ])
    func referencesToUndefinedTokensAreAnError(_ code: String, _ name: String, _ kind: String) {
        let markdown = sampleGuide(colors: "    static let brandRed = Color.red", component: "Text(\"Hi\")\n    \(code)")
        #expect(findings(UndefinedTokenRule(), markdown) == [
            Diagnostic(.warning, "'\(name)' is used as a \(kind) token but the guide never defines it", at: location(of: name, in: markdown), code: "check.undefined-token"),
        ])
    }

    @Test(arguments: [
        "Text(\"Hi\").foregroundStyle(Color.brandRed).font(.brandBody)",
        "Text(\"Hi\").foregroundStyle(.white).font(.headline)",
        "Text(\"Hi\").foregroundStyle(Color.brandText(scheme))\nextension Color { static func brandText(_ s: ColorScheme) -> Color { .black } }",
        "AvatarView(tint: .forID(7))\nenum Tint { case a, b\n static func forID(_ id: Int) -> Tint { .a } }",
    ])
    func definedTokensHelpersAndSwiftUIMembersAreFine(_ code: String) {
        let markdown = sampleGuide(colors: "    static let brandRed = Color.red", fonts: "    static let brandBody = Font.system(size: 16)", component: code)
        #expect(findings(UndefinedTokenRule(), markdown).isEmpty)
    }

    // MARK: Unused

    @Test func tokensNobodyUsesAreANote() {
        let markdown = sampleGuide(
            colors: "    static let brandRed = Color.red\n    static let brandMint = Color.mint",
            fonts: "    static let brandBody = Font.system(size: 16)\n    static let brandCaption = Font.system(size: 12)",
            component: "Text(\"Hi\").foregroundStyle(Color.brandRed).font(.brandBody)"
        )
        #expect(findings(UnusedTokenRule(), markdown) == [
            Diagnostic(.note, "color token 'brandMint' is never used", at: location(of: "brandMint", in: markdown), code: "check.unused-token"),
            Diagnostic(.note, "font token 'brandCaption' is never used", at: location(of: "brandCaption", in: markdown), code: "check.unused-token"),
        ])
    }

    @Test func mentionsInProseAndDarkTwinsOfUsedTokensCount() {
        var markdown = sampleGuide(
            colors: "    static let brandCanvas = Color.white\n    static let brandDarkCanvas = Color.black\n    static let brandMint = Color.mint",
            component: "Text(\"Hi\").background(Color.brandCanvas)"
        )
        markdown += "\nUse `brandMint` for success chips.\n"
        #expect(findings(UnusedTokenRule(), markdown).isEmpty)
    }

    // MARK: Duplicates

    @Test func aDuplicateTokenIsReportedOnceAsAnError() {
        let markdown = sampleGuide(colors: "    static let brandRed = Color.red\n    static let brandRed = Color.pink", component: "Color.brandRed")
        let printed = GuideCheck().diagnostics(for: guide(markdown))
        #expect(printed.map(\.code) == ["token.duplicate"])
        #expect(printed.first?.severity == .error)
        #expect(printed.first?.location == location(of: "brandRed", in: markdown, occurrence: 2))
    }

    @Test func distinctTokensAreNotDuplicates() {
        let markdown = sampleGuide(colors: "    static let brandRed = Color.red\n    static let brandPink = Color.pink", component: "Color.brandRed; Color.brandPink")
        #expect(GuideCheck().diagnostics(for: guide(markdown)).isEmpty)
    }
}
