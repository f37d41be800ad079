import Diagnostics
import Foundation
import Markdown
import Testing

@Suite struct MarkdownDocumentTests {
    @Test func treeDumpShowsKindsAndSourceRanges() {
        let document = MarkdownDocument(parsing: "# Title\n\nSome *text* and `code`.\n\n```swift\nlet x = 1\n```\n", source: "t.md")
        #expect(document.root.treeDump() == """
        Document @1:1-7:3
          Heading @1:1-1:7 level: 1
            Text @1:3-1:7 "Title"
          Paragraph @3:1-3:23
            Text @3:1-3:5 "Some "
            Emphasis @3:6-3:11
              Text @3:7-3:10 "text"
            Text @3:12-3:16 " and "
            Code @3:18-3:21 "code"
            Text @3:23-3:23 "."
          CodeBlock @5:1-7:3 info: "swift" lines: 1

        """)
    }

    @Test func rawHTMLFromTheDocumentIsOmitted() {
        let document = MarkdownDocument(parsing: "<script>alert(1)</script>\n\nHi <b onclick=\"x\">there</b> [x](javascript:alert(1))\n", source: "t.md")
        let html = document.root.renderHTML()
        #expect(!html.contains("<script"))
        #expect(!html.contains("onclick"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
    }

    @Test func customInlineHTMLIsTheOneBypass() {
        let chip = MarkdownNode(.customInline(onEnter: "<span class=\"chip\"></span>", onExit: ""))
        let paragraph = MarkdownNode(.paragraph, children: [chip, MarkdownNode(.text("#FFC629 <b>"))])
        #expect(paragraph.renderHTML() == "<p><span class=\"chip\"></span>#FFC629 &lt;b&gt;</p>\n")
    }

    @Test func inlineRunsRenderWithoutAParagraph() {
        let document = MarkdownDocument(parsing: "`heart.fill` (filled) **bold**\n", source: "t.md")
        let inlines = document.blocks[0].children
        #expect(inlines.renderHTML() == "<code>heart.fill</code> (filled) <strong>bold</strong>")
    }

    @Test func plainTextJoinsTextAndCode() {
        let document = MarkdownDocument(parsing: "## 5. Motion & *Haptics* `x`\n", source: "t.md")
        #expect(document.blocks[0].plainText == "5. Motion & Haptics x")
    }

    @Test func emptyFileIsAnError() {
        let document = MarkdownDocument(parsing: "  \n\n", source: "empty.md")
        #expect(document.diagnostics.map(\.description) == ["empty.md:1:1: error: the file is empty"])
    }

    @Test func invalidUTF8IsReportedWhereItIsAndTheRestIsRead() {
        var bytes = Array("# Caf".utf8)
        bytes.append(0xE9) // Latin-1 é
        bytes += Array("\n\nok\n".utf8)
        let document = MarkdownDocument(parsing: Data(bytes), source: "latin1.md")
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.location == SourceLocation(file: "latin1.md", line: 1, column: 6))
        #expect(document.diagnostics.first?.severity == .error)
        #expect(document.diagnostics.first?.message.contains("0xE9") == true)
        #expect(document.blocks[0].plainText == "Caf\u{FFFD}")
        #expect(document.blocks[1].plainText == "ok")
    }

    @Test(arguments: [
        ("```swift\nlet x = 1\n", 1, 1),
        ("text\n\n  ~~~~\ncode\n~~~\n", 3, 3),
        ("- item\n\n  ```\n  code\n", 3, 3),
    ])
    func unterminatedFenceIsAnError(text: String, line: Int, column: Int) {
        let document = MarkdownDocument(parsing: text, source: "f.md")
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.location == SourceLocation(file: "f.md", line: line, column: column))
        #expect(document.diagnostics.first?.message.contains("never closed") == true)
    }

    @Test(arguments: ["```\ncode\n```\n", "````\n```\n````\n", "> ```\n> x\n> ```\n", "    indented code\n"])
    func closedFencesAreFine(text: String) {
        #expect(MarkdownDocument(parsing: text, source: "f.md").diagnostics.isEmpty)
    }

    @Test func linesAreKeptForQuoting() {
        let document = MarkdownDocument(parsing: "a\r\nb\rc\n", source: "l.md")
        #expect(Array(document.lines) == ["a", "b", "c"])
    }

    /// The lines are slices of the text at CommonMark's line ends, with no empty line after a
    /// final terminator: what splitting into a string per line gave.
    @Test(arguments: ["", "a", "a\n", "a\n\n", "\n", "a\r\nb\r\n", "a\rb\nc", "\r\r\nx", "é\n\u{301}x\r\n", "tail\r", "\r", "👩‍👩‍👧\nb"])
    func linesSplitAtEveryLineEnd(_ text: String) {
        var expected = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if expected.last == "" { expected.removeLast() }
        #expect(MarkdownDocument(parsing: text, source: "l.md").lines.map(String.init) == expected)
    }
}

@Suite struct ConcurrentParsingTests {
    /// cmark-gfm keeps the inline special characters in one global table that each parse
    /// fills and clears; parses finished at once on several threads dropped each other's
    /// autolinks (the same guide built twice gave a link once and plain text once).
    @Test func parsesOnManyThreadsKeepEveryAutolink() async {
        let text = "See http://www.example.com/licenses for www.example.org and the rest.\n"
        let linked = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<150).reduce(0) { count, _ in
                        let html = MarkdownDocument(parsing: text, source: "t.md").root.renderHTML()
                        return count + (html.contains("href=\"http://www.example.com/licenses\"") ? 1 : 0)
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(linked == 8 * 150)
    }
}
