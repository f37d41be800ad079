import Foundation
@testable import Markdown
import Testing

/// The Swift tree must carry everything cmark-gfm needs: rebuilding the C tree from it and
/// rendering must give exactly what the cmark-gfm command line gives for the same file.
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

    /// Blocks are rendered 32 at a time (cmark-gfm's copy of the whole tree was most of a long
    /// guide's memory): the joined runs are the HTML of the blocks rendered at once.
    @Test(arguments: samples)
    func blocksRenderedInRunsAreTheDocumentsHTML(_ sample: String) throws {
        let name = String(sample.split(separator: "/").last!)
        let document = try MarkdownDocument(parsing: Data(contentsOf: Repository.content("\(sample)/DESIGN-swiftui.md")), source: sample)
        let expected = try String(contentsOf: Fixtures.url("html/\(name).html"), encoding: .utf8)
        for run in [1, 2, 3, 7] {
            #expect(document.blocks.renderHTML(blocksPerRun: run) == expected, "runs of \(run)")
        }
        // Runs that end without a line break (a custom block's own HTML) are rendered at once.
        let custom = (0..<40).map { MarkdownNode(.customBlock(onEnter: "<x\($0)>", onExit: "</x>"), children: [MarkdownNode(.paragraph, children: [MarkdownNode(.text("t"))])]) }
        #expect(custom.renderHTML() == MarkdownNode(.document, children: custom).renderHTML())
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
