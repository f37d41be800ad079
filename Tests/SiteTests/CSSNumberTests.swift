import Foundation
import Guide
import Markdown
import Support
import Testing
@testable import Site

/// Numbers written into CSS are finite and within range, whatever the guide says.
@Suite struct CSSNumberTests {
    @Test(arguments: [(0.455, "45.5%"), (1e308, "100%"), (-3, "0%"), (Double.infinity, "100%"), (-Double.infinity, "0%"), (Double.nan, "0%")])
    func aStopLocationIsAPercentageFrom0To100(_ location: Double, _ expected: String) {
        #expect(CSSNumber.percent(location: location) == expected)
    }

    @Test func anglesAndSizesStayFinite() {
        #expect(CSSNumber.degrees(90) == "90deg")
        #expect(CSSNumber.degrees(720) == "0deg")
        #expect(CSSNumber.degrees(.infinity) == "0deg")
        let far = CSSNumber.degrees(1e308)
        #expect(far.hasSuffix("deg") && Double(far.dropLast(3)).map { abs($0) <= 360 } == true, "\(far)")
        #expect(CSSNumber.fontSize(1e308) == CSSNumber.maximumLength)
        #expect(CSSNumber.fontSize(.nan) == 17)
        #expect(CSSNumber.fontSize(-4) == 0)
        #expect(CSSNumber.px(.infinity) == nil)
        #expect(CSSNumber.px(1e308) == "4000px")
        #expect(Formatting.rgb(RGBAColor(red: 0, green: 0, blue: 0, alpha: -.infinity)) == "rgb(0 0 0 / 0%)")
    }

    /// A gradient stop at 1e308, in a guide, is painted at 100%, not `inf%`.
    @Test func aGradientStopAt1e308IsPaintedAt100Percent() throws {
        let text = """
        # Far

        ```swift
        extension Color {
            static let ink = Color(red: 0.1, green: 0.2, blue: 0.3)
        }

        extension LinearGradient {
            static let far = LinearGradient(stops: [Gradient.Stop(color: .ink, location: 0), Gradient.Stop(color: .white, location: 1e308)], startPoint: .leading, endPoint: .trailing)
        }
        ```
        """
        let guide = Guide(document: MarkdownDocument(parsing: Data(text.utf8), source: "far.md"), path: "far.md")
        let gradient = try #require(guide.gradients.first)
        #expect(gradient.resolvedLocations.last == 1e308)
        let css = try #require(CSSGradient.css(for: gradient, names: TokenNames(guide)))
        #expect(css == "linear-gradient(90deg, var(--ink, #1A334D) 0%, #FFFFFF 100%)")
    }

    /// A font at 1e308 pt is 4,000 px in tokens.css, the Tailwind theme and tokens.json alike.
    @Test func aFontAt1e308IsBoundedInEveryExport() throws {
        let text = """
        # Huge

        ```swift
        extension Font {
            static let huge = Font.system(size: 1e308)
        }
        ```
        """
        let exports = BrandExports(guideText: text, slug: "huge")
        let token = try #require(exports.brand.guide.fonts.first)
        #expect(token.displaySize == 1e308)
        #expect(TokensCSS.fontShorthand(token, fallback: nil).hasPrefix("400 4000px "))
        #expect(ExportTests.text(ExportTests.file(exports, "huge.tailwind.css")).contains("  --text-huge: 4000px;\n"))
        let json = try JSONValue(parsing: Data(ExportTests.text(ExportTests.file(exports, "huge.tokens.json")).utf8))
        #expect(json["typography"]?["Type"]?["huge"]?["$value"]?["fontSize"]?["value"]?.numberValue == 4000)
    }
}
