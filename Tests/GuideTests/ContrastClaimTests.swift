import Diagnostics
import Guide
import Testing

/// Contrast statements of the prose, as Guide reads them.
@Suite struct ContrastClaimTests {
    static func claims(_ note: String) -> [ContrastClaim] {
        guide("""
        # Test (iOS) — SwiftUI Implementation Guide

        ## 1. Color Tokens

        ```swift
        extension Color {
            static let brandYellow = Color(red: 1.000, green: 0.776, blue: 0.161) // #FFC629
            static let brandBlack  = Color(red: 0.122, green: 0.122, blue: 0.122) // #1F1F1F
        }
        ```

        ## 5. Accessibility

        - \(note)
        """).contrastClaims
    }

    @Test(arguments: [
        ("Contrast: Brand Black `#1F1F1F` on yellow fails WCAG AA at small sizes", "Brand Black #1F1F1F on yellow fails WCAG AA at small sizes", ContrastClaim.Verdict.fails, "#1F1F1F", "#FFC629"),
        ("Contrast: `#8A8A8E` secondary on `#FFFFFF` passes WCAG AA at 13pt+", "#8A8A8E secondary on #FFFFFF passes WCAG AA at 13pt+", .passes, "#8A8A8E", "#FFFFFF"),
        ("Contrast: use white text on Brand Yellow for buttons", "white text on Brand Yellow", .recommended, "#FFFFFF", "#FFC629"),
        ("Contrast: rgba(0,0,0,0.9) on `#fff` passes AA", "rgba(0,0,0,0.9) on #fff passes AA", .passes, "#000000", "#FFFFFF"),
    ])
    func readsTheClaim(_ note: String, _ quote: String, _ verdict: ContrastClaim.Verdict, _ foreground: String, _ background: String) throws {
        let claim = try #require(Self.claims(note).first)
        #expect(claim.quote == quote)
        #expect(claim.verdict == verdict)
        #expect(claim.pairs.map(\.foreground.hex) == [foreground])
        #expect(claim.pairs.map(\.background.hex) == [background])
    }

    @Test func sizesRatiosAndLevels() throws {
        let claim = try #require(Self.claims("Contrast: `#767676` on `#FFFFFF` meets AAA only at 18pt+ bold, 4.8:1").first)
        #expect(claim.aaa && claim.only)
        #expect(claim.sizes.map(\.points) == [18])
        #expect(claim.sizes.map(\.weight) == [.bold])
        #expect(claim.statedRatio == 4.8)
    }

    @Test func severalPairsShareOneVerdictAndEachHasItsPlace() throws {
        let claim = try #require(Self.claims("Contrast: `#1F1F1F` on `#FFFFFF` / `#FFC629` passes AA").first)
        #expect(claim.pairs.map(\.background.hex) == ["#FFFFFF", "#FFC629"])
        #expect(claim.pairs.map(\.location.line) == [14, 14])
        // The hex itself, after the list marker and the backtick.
        #expect(claim.pairs[0].location.column == 14)
    }

    @Test(arguments: [
        "Contrast: `#FFFFFF` on `#FFC629` is not enough",
        "Contrast is checked in review",
        "Black on yellow reads well",
    ])
    func unclearOrNegatedProseIsNoClaim(_ note: String) {
        #expect(Self.claims(note).filter { $0.verdict != .recommended }.isEmpty)
    }
}
