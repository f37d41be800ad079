import Foundation
@testable import Markdown
import Testing

/// The Swift tree must carry everything the HTML needs: rendering it (by sitegen's own writer,
/// which `HTMLWriterTests` holds to cmark-gfm's renderer) must give exactly what the cmark-gfm
/// command line gives for the same file.
@Suite struct RoundTripTests {
    static let samples = ["dating/bumble", "dating/tinder", "dating/grindr", "dating/raya", "social/tiktok"]

    @Test(arguments: samples)
    func guideRendersLikeTheCmarkGFMCommandLine(_ sample: String) throws {
        let name = String(sample.split(separator: "/").last!)
        let document = try MarkdownDocument(parsing: Data(contentsOf: Repository.content("\(sample)/DESIGN-swiftui.md")), source: sample)
        let expected = try String(contentsOf: Fixtures.url("html/\(name).html"), encoding: .utf8)
        #expect(document.root.renderHTML() == expected)
        #expect(document.diagnostics.isEmpty)
    }

    @Test(arguments: samples)
    func companionRendersLikeTheCmarkGFMCommandLine(_ sample: String) throws {
        let name = String(sample.split(separator: "/").last!)
        let document = try MarkdownDocument(parsing: Data(contentsOf: Repository.content("\(sample)/DESIGN.md")), source: sample)
        let expected = try String(contentsOf: Fixtures.url("html/\(name)-DESIGN.html"), encoding: .utf8)
        #expect(document.root.renderHTML() == expected)
    }

    @Test func everyExtensionSurvivesTheRoundTrip() {
        let text = """
        | Left | Center | Right | None |
        |:-----|:------:|------:|------|
        | `a`  | ~~b~~  | *c*   | https://example.com |

        - [x] done
        - [ ] open

        1) first
        2) second
        """
        let document = MarkdownDocument(parsing: text, source: "t.md")
        let html = document.root.renderHTML()
        #expect(html.contains(#"<th align="left">Left</th>"#))
        #expect(html.contains(#"<th align="center">Center</th>"#))
        #expect(html.contains(#"<td align="right"><em>c</em></td>"#))
        #expect(html.contains("<del>b</del>"))
        #expect(html.contains(#"<a href="https://example.com">https://example.com</a>"#))
        #expect(html.contains(#"<input type="checkbox" checked="" disabled="" /> done"#))
        #expect(html.contains(#"<input type="checkbox" disabled="" /> open"#))
        #expect(html.contains("<ol>\n<li>first</li>"))
    }
}
