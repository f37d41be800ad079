import Diagnostics
import Testing
@testable import Check

/// Self-contradictions (a token whose code and comment give two values): errors in `check`,
/// warnings in a build, decided in one place (`CheckRule.findsSelfContradictions`).
@Suite struct SelfContradictionTests {
    @Test func theMismatchRulesAreTheSelfContradictions() {
        let contradicting = CheckRules.all.filter(\.findsSelfContradictions).map(\.id)
        #expect(contradicting == ["check.hex-mismatch", "check.alpha-mismatch"])
    }

    @Test(arguments: [
        ("Color(red: 1.000, green: 0.000, blue: 0.000) // #FD0000", "check.hex-mismatch"),
        ("Color(hex: 0x1F1F1F) // #2B2B2B", "check.hex-mismatch"),
        ("Color(white: 0.2) // #444444", "check.hex-mismatch"),
        ("Color.black.opacity(0.4) // rgba(0,0,0,0.5)", "check.alpha-mismatch"),
    ])
    func aBuildWeighsThemAsWarningsAndTheCheckAsErrors(_ declaration: String, code: String) {
        let markdown = sampleGuide(colors: "    static let brandInk = \(declaration)", component: "Color.brandInk")
        let model = guide(markdown)
        let place = location(of: "brandInk", in: markdown)
        let checked = GuideCheck().diagnostics(for: model).filter { $0.location == place }
        #expect(checked.map(\.code) == [code])
        #expect(checked.map(\.severity) == [.error])
        let built = GuideCheck().buildDiagnostics(for: model).filter { $0.location == place }
        #expect(built.map(\.code) == [code])
        #expect(built.map(\.severity) == [.warning])
        #expect(built.map(\.message) == checked.map(\.message))
    }

    @Test func otherErrorsStayErrorsInABuild() {
        let place = SourceLocation(file: "a.md", line: 3, column: 5)
        let diagnostics = [
            Diagnostic(.error, "malformed", at: place, code: "color.malformed"),
            Diagnostic(.error, "two values", at: place, code: "check.hex-mismatch"),
            Diagnostic(.warning, "two alphas", at: place, code: "check.alpha-mismatch"),
        ]
        let published = GuideCheck().publishing(diagnostics)
        #expect(published.map(\.severity) == [.error, .warning, .warning])
        #expect(published.map(\.code) == ["color.malformed", "check.alpha-mismatch", "check.hex-mismatch"])
        // A check that runs without the mismatch rules has no self-contradictions to weigh.
        #expect(GuideCheck(rules: [UnusedTokenRule()]).publishing(diagnostics).map(\.severity) == [.error, .error, .warning])
    }
}
