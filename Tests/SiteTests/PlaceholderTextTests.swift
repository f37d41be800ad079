import Guide
import Testing
@testable import Site

/// A text the code does not determine is drawn as its readable stand-in, marked in the gap
/// style and counted as a gap (the drawing is partial), never as the code's source; a text
/// that is worked out is drawn as it is, and the drawing stays full.
@Suite struct PlaceholderTextTests {
    static func drawing(_ body: String) throws -> ComponentPreview {
        try PreviewTests.preview("""
            struct Sample: View {
                let count: Int
                var body: some View {
                    \(body)
                }
            }
            """)
    }

    @Test func aPlaceholderTextIsAMarkedNamedGap() throws {
        let preview = try Self.drawing("Text(reviews.formatted()).foregroundStyle(Color.acmeRed)")
        #expect(preview.coverage == .partial)
        #expect(preview.gaps.map(\.construct) == ["text reviews.formatted()"])
        let html = try #require(preview.states.first?.html)
        #expect(html.contains(#"class="pv-text-gap"#))
        #expect(html.contains(">Reviews</span>"))
        #expect(html.contains("Not worked out: reviews.formatted()"))
        #expect(html.contains("--acme-red"), "the stand-in keeps the text's own color")
    }

    @Test func aPlaceholderIsEscaped() throws {
        let preview = try Self.drawing(#"Text("<b>&\(user.name)</b>")"#)
        #expect(preview.coverage == .partial)
        let html = try #require(preview.states.first?.html)
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;b&gt;&amp;Name&lt;/b&gt;"))
    }

    @Test func aWorkedOutTextKeepsTheDrawingFull() throws {
        let preview = try Self.drawing(#"Text("\(count.formatted(.currency(code: "USD"))) due")"#)
        #expect(preview.coverage == .full)
        let html = try #require(preview.states.first?.html)
        #expect(html.contains(">$3.00 due</span>"))
        #expect(!html.contains("pv-text-gap"))
    }

    @Test func aLabelWithAnUnknownTitleDrawsItsIconAndAPlaceholder() throws {
        let preview = try Self.drawing(#"Label(item.title, systemImage: "star")"#)
        #expect(preview.coverage == .partial)
        let html = try #require(preview.states.first?.html)
        #expect(html.contains(#"aria-label="star""#))
        #expect(html.contains(">Title</span>"))
    }
}
