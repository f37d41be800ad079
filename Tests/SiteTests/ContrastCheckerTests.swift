import Foundation
import Guide
import Markdown
import Testing
@testable import Site

/// The brand page's contrast checker starts on a pair that reads, so the page's own sample is
/// never the failure it warns about (axe-core holds every brand page to that).
@Suite struct ContrastCheckerTests {
    static func guide(_ colors: String) -> Guide {
        let text = """
        # Acme (iOS) — SwiftUI Implementation Guide

        ## 1. Color Tokens

        ```swift
        extension Color {
        \(colors)
        }
        ```
        """
        return Guide(document: MarkdownDocument(parsing: Data(text.utf8), source: "acme.md"), path: "acme.md")
    }

    @Test(arguments: [
        // Primary text that passes on the canvas is the pair.
        ("static let acmeCanvas = Color.white\nstatic let acmeTextPrimary = Color(red: 0.1, green: 0.1, blue: 0.1)\nstatic let acmeYellow = Color(red: 1, green: 0.8, blue: 0)", "acmeTextPrimary", "acmeCanvas"),
        // Pale primary text: the color that reads best on the canvas instead.
        ("static let acmeCanvas = Color.white\nstatic let acmeTextPrimary = Color(red: 0.8, green: 0.8, blue: 0.8)\nstatic let acmeNavy = Color(red: 0, green: 0, blue: 0.3)", "acmeNavy", "acmeCanvas"),
        // Nothing reads on the canvas: the best pair of all.
        ("static let acmeCanvas = Color(red: 0.5, green: 0.5, blue: 0.5)\nstatic let acmeTextPrimary = Color(red: 0.55, green: 0.55, blue: 0.55)\nstatic let acmeInk = Color(red: 0.2, green: 0.2, blue: 0.2)\nstatic let acmePaper = Color(red: 0.95, green: 0.95, blue: 0.95)", "acmeInk", "acmePaper"),
    ])
    func theStartingPairPassesWhenAnyPairDoes(colors: String, text: String, background: String) throws {
        let guide = Self.guide(colors)
        let pair = BrandView.startingPair(guide.colors.filter { $0.published != nil }, roles: guide.colorRoles)
        #expect(pair.text == text)
        #expect(pair.background == background)
        let ratio = try #require(guide.color(named: pair.text)?.published).contrastRatio(on: try #require(guide.color(named: pair.background)?.published))
        #expect(ratio >= 4.5)
    }
}
