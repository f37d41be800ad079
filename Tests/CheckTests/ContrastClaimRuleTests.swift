import Diagnostics
import Testing
@testable import Check

/// The guide's own contrast statements, recomputed.
@Suite struct ContrastClaimRuleTests {
    static let colors = """
        static let brandYellow = Color(red: 1.000, green: 0.776, blue: 0.161) // #FFC629
        static let brandBlack  = Color(red: 0.122, green: 0.122, blue: 0.122) // #1F1F1F
        static let brandFoggy  = Color(red: 0.463, green: 0.463, blue: 0.463) // #767676
        static let brandOrange = Color(red: 0.988, green: 0.298, blue: 0.008) // #FC4C02
    """

    static func findingsFor(_ note: String) -> [Diagnostic] {
        findings(ContrastClaimRule(), sampleGuide(colors: colors, notes: [note]))
    }

    @Test(arguments: [
        ("Contrast: Brand Black `#1F1F1F` on yellow fails WCAG AA at small sizes",
         "the guide says 'Brand Black #1F1F1F on yellow fails WCAG AA at small sizes', but #1F1F1F on #FFC629 is 10.48:1, which passes AA at every size"),
        ("Contrast: `#8A8A8E` secondary on `#FFFFFF` passes WCAG AA at 13pt+",
         "the guide says '#8A8A8E secondary on #FFFFFF passes WCAG AA at 13pt+', but #8A8A8E on #FFFFFF is 3.43:1; AA needs 4.5:1 for text of that size"),
        ("Contrast: Gold (`#CBA258`) on Warm White (`#F9F9F9`) — passes AA at 22pt+ weight 800",
         "the guide says 'Gold (#CBA258) on Warm White (#F9F9F9) — passes AA at 22pt+ weight 800', but #CBA258 on #F9F9F9 is 2.25:1, which fails AA at every size (large text needs 3:1)"),
        ("Contrast: Foggy (`#767676`) on white meets AA only at 18pt+ Bold or 14pt+ Medium",
         "the guide says 'Foggy (#767676) on white meets AA only at 18pt+ Bold or 14pt+ Medium', but #767676 on #FFFFFF is 4.54:1, which passes AA at every size"),
        ("Contrast: use white text on Brand Yellow for buttons",
         "the guide says 'white text on Brand Yellow', but #FFFFFF on #FFC629 is 1.57:1, which fails AA at every size (large text needs 3:1)"),
        ("Contrast: `#767676` on `#FFFFFF` passes AA at 4.8:1",
         "the guide says '#767676 on #FFFFFF passes AA at 4.8:1', but #767676 on #FFFFFF is 4.54:1, not 4.80:1"),
    ])
    func contradictedStatementsAreWarnings(_ note: String, _ message: String) {
        let found = Self.findingsFor(note)
        #expect(found.map(\.message) == [message])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.map(\.code) == ["check.contrast-claim"])
    }

    @Test func theFindingIsWhereTheQuoteStarts() {
        let markdown = sampleGuide(colors: Self.colors, notes: ["VoiceOver first", "Contrast: Brand Yellow `#FFC629` requires **pure black** text — Brand Black `#1F1F1F` on yellow fails WCAG AA at small sizes"])
        let found = findings(ContrastClaimRule(), markdown)
        #expect(found.map(\.location) == [location(of: "Brand Black", in: markdown)])
    }

    @Test func everyPairOfAStatementIsChecked() {
        let found = Self.findingsFor("Color contrast: white on `#007AFF` and `#34C759` passes WCAG AA")
        #expect(found.map(\.message) == [
            "the guide says 'white on #007AFF and #34C759 passes WCAG AA', but #FFFFFF on #007AFF is 4.01:1; AA needs 4.5:1 for normal-size text",
            "the guide says 'white on #007AFF and #34C759 passes WCAG AA', but #FFFFFF on #34C759 is 2.21:1, which fails AA at every size (large text needs 3:1)",
        ])
    }

    @Test(arguments: [
        // True statements.
        "Contrast: `#757575` on `#FFFFFF` passes WCAG AA for 14pt+ Regular",
        "Contrast: `#14233C` on `#F6F7F9` and `#F4F6F9` on `#0E1620` pass WCAG AA for body text",
        "Contrast: Brand Black (`#1A1A1A`) on cream (`#FDF8F2`) meets WCAG AAA at all sizes",
        "Contrast: white on `#FF6036` passes at 14pt+ weight 700",
        "Contrast: `#767676` on `#FFFFFF` passes AA at 4.6:1",
        // Semibold at 17 pt may be read as large text: 3.40:1 is not contradicted.
        "Contrast: Brand Orange `#FC4C02` on white passes WCAG AA at 17pt+ Semibold",
        // No verdict, a negated one, or a name that means two values ("black": #000000 or brandBlack).
        "Contrast: `#FFFFFF` on `#000000` is maximum contrast",
        "Contrast: never use white text on the yellow button",
        "Contrast: `#FFFFFF` on `#FFC629` does not pass AA",
        "Contrast: black on yellow passes AAA",
        // Translucent backgrounds show what is below them, which is not said.
        "Contrast: white on `rgba(0,0,0,0.4)` passes AA",
        // No pair: only a color and a verdict.
        "Contrast: `#7D8590` muted text passes AA for ≥12pt",
    ])
    func trueOrUnclearStatementsAreFine(_ note: String) {
        #expect(Self.findingsFor(note).isEmpty)
    }

    @Test func sentencesThatAreNotAboutContrastAreNotRead() {
        #expect(Self.findingsFor("The mascot: white on yellow passes the vibe check").isEmpty)
    }
}
