import Foundation
@testable import Markdown
import Testing

/// The Swift HTML writer must give, byte for byte, what cmark-gfm's own renderer gives for the
/// same tree: on every guide the tests can read, on each block and each run of inlines alone,
/// and on trees built to reach what documents rarely hold.
@Suite struct HTMLWriterTests {
    /// Each stretch the site renders: the whole document, its blocks together and one by one,
    /// and every container's children (a heading's inlines, a list item's blocks).
    static func expectSameHTML(_ document: MarkdownDocument, _ name: String) {
        #expect(document.root.renderHTML() == document.root.renderHTMLThroughCmark(), "\(name): the document")
        #expect(document.blocks.renderHTML() == document.blocks.renderHTMLThroughCmark(), "\(name): its blocks")
        var mismatches = 0
        document.root.forEachNode { node in
            guard mismatches < 3 else { return }
            if node.renderHTML() != node.renderHTMLThroughCmark() {
                mismatches += 1
                Issue.record("\(name): \(node.kind) at line \(node.range.startLine):\n\(node.renderHTML())\n---\n\(node.renderHTMLThroughCmark())")
            }
            if !node.children.isEmpty, node.children.renderHTML() != node.children.renderHTMLThroughCmark() {
                mismatches += 1
                Issue.record("\(name): the children of \(node.kind) at line \(node.range.startLine)")
            }
        }
    }

    @Test func everySampleGuideAndCompanion() throws {
        let files = Repository.markdownFiles(under: Repository.root.appendingPathComponent("content"))
        #expect(files.count >= 10)
        for file in files {
            Self.expectSameHTML(try MarkdownDocument(parsing: Data(contentsOf: file), source: file.path), file.lastPathComponent)
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: Repository.sharedGuides.path), "../shared/guides is absent"))
    func everyGuideOfTheWiderCorpus() throws {
        let files = Repository.markdownFiles(under: Repository.sharedGuides)
        #expect(files.count >= 31)
        for file in files {
            Self.expectSameHTML(try MarkdownDocument(parsing: Data(contentsOf: file), source: file.path), file.path)
        }
    }

    /// Markdown reaching each branch of the renderer: escapes, safe mode's dropped schemes and
    /// raw HTML, images inside links and links inside images, tables with and without bodies,
    /// tasks, list starts and delimiters, loose and tight lists, info strings, breaks.
    static let documents: [String] = [
        #"Plain & <b>bold</b> "quoted" 'single' / slash, *em*, **strong**, ~~struck~~, `a < b && c`"#,
        "[js](javascript:alert(1)) [JS](JAVASCRIPT:x) [vb](vbscript:x) [file](file:///etc/passwd) [data](data:text/html,x)\n[png](data:image/png;base64,AA) [webp](DATA:image/webp,AA) [svg](data:image/svg+xml,x)",
        #"[spaces](<a b c> "a \"title\" & more") [amp](https://x.test/?a=1&b='2') [unicode](https://x.test/ü/ß?q=€) [bad](https://x.test/[x]{y}|\^`)"#,
        #"![alt *em* `code` <span>html</span> [link](https://x.test) ![inner](i.png "t")  "# + "\nline](https://x.test/p.png \"Title & 'q'\")\n\n[![img](i.png) text](https://x.test)",
        "| Left | Center | Right | None |\n|:-----|:------:|------:|------|\n| `a`  | ~~b~~  | *c*   | https://example.com |\n| only |",
        "| Header only | two |\n|---|:-:|\n",
        "- [x] done\n- [ ] open\n  - [x] nested\n\n1) first\n2) second\n\n5. five\n6. six\n\n0. zero",
        "- loose\n\n- list\n\n  with two paragraphs\n\n> quote\n> > nested quote\n> - list in quote",
        "<div>\nraw block\n</div>\n\ninline <span class=x>raw</span> <!-- comment --> <?php x ?>",
        "```swift title=\"x\"\nlet a = \"<b>\" & 1\n```\n\n```\nno info\n```\n\n~~~ \tweird\tinfo\nx\n~~~\n\n    indented & code",
        // cmark's space ends an info string's first word; C's vertical tab and form feed do not
        // (found by the guide fuzz target after 14,946 runs).
        "```swift\u{0B}extension\nx\n```\n\n```a\u{0C}b c\ny\n```",
        "# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six\n\nSetext\n======\n\n---\n***",
        "hard  \nbreak\\\nbackslash\nsoft\n\nwww.example.com and https://auto.link/x?y=1&z and foo@example.com",
        "Entities: &copy; &amp; &#x27; &#60; &nbsp; and \u{FFFD} and emoji 🙂",
    ]

    @Test(arguments: documents.indices)
    func markdownReachingEachCase(_ index: Int) {
        Self.expectSameHTML(MarkdownDocument(parsing: Self.documents[index], source: "case-\(index).md"), "case \(index)")
    }

    /// Trees as sitegen rewrites them: custom blocks holding inlines (anchored headings) and
    /// blocks, custom inlines grouping text (color chips), and what no parser makes.
    @Test func treesBuiltByCode() {
        let text = MarkdownNode(.text("a & b"))
        let paragraph = MarkdownNode(.paragraph, children: [text])
        let trees: [[MarkdownNode]] = [
            [MarkdownNode(.customBlock(onEnter: "<h2 id=\"x\">", onExit: "</h2>"), children: [text, MarkdownNode(.emphasis, children: [text])])],
            [MarkdownNode(.customBlock(onEnter: "<section>", onExit: "</section>"), children: [paragraph, paragraph])],
            [MarkdownNode(.customBlock(onEnter: "", onExit: ""), children: [])],
            [MarkdownNode(.customInline(onEnter: "<span class=\"chip\"></span>", onExit: ""), children: []), text],
            [MarkdownNode(.customInline(onEnter: "", onExit: ""), children: [text, MarkdownNode(.lineBreak), text])],
            [MarkdownNode(.heading(level: 0), children: [text]), MarkdownNode(.heading(level: 9), children: [text])],
            [MarkdownNode(.list(.init(start: 3, usesParenDelimiter: true, isTight: true)), children: [
                MarkdownNode(.item(task: nil), children: [paragraph, MarkdownNode(.customBlock(onEnter: "<x>", onExit: "</x>"), children: [paragraph])]),
            ])],
            [MarkdownNode(.tableCell, children: [text]), MarkdownNode(.tableRow(isHeader: true), children: [MarkdownNode(.tableCell, children: [text])])],
            [MarkdownNode(.table(alignments: [.right, .none]), children: [
                MarkdownNode(.tableRow(isHeader: false), children: [MarkdownNode(.tableCell, children: [text]), MarkdownNode(.tableCell, children: [text])]),
            ])],
            [MarkdownNode(.link(destination: "", title: ""), children: [text])],
            [MarkdownNode(.image(destination: "x.png", title: ""), children: [MarkdownNode(.customInline(onEnter: "<b>", onExit: "</b>"), children: [text])])],
            [MarkdownNode(.codeBlock(info: "", literal: "")), MarkdownNode(.text("after"))],
            [text], [MarkdownNode(.lineBreak)], [MarkdownNode(.softBreak)], [],
        ]
        for (index, nodes) in trees.enumerated() {
            #expect(nodes.renderHTML() == nodes.renderHTMLThroughCmark(), "tree \(index)")
            // Rows and cells outside a table crash cmark-gfm's renderer (it reads the table
            // through their parents), so they stand alone only in a stretch, which flattens them.
            let document = MarkdownNode(.document, children: nodes.filter { $0.kind.isBlock && $0.kind != .tableCell && $0.kind != .tableRow(isHeader: true) })
            #expect(document.renderHTML() == document.renderHTMLThroughCmark(), "tree \(index) as a document")
        }
    }

    /// cmark-gfm dropped a custom inline from a table cell (its table extension refuses one as
    /// a child), and with it a hex code's chip and the code; the writer keeps both.
    @Test func aCustomInlineInATableCellIsKept() {
        let chip = MarkdownNode(.customInline(onEnter: "<span class=\"chip\"></span>", onExit: ""), children: [MarkdownNode(.code("#FFFFFF"))])
        let table = MarkdownNode(.table(alignments: [.none]), children: [
            MarkdownNode(.tableRow(isHeader: true), children: [MarkdownNode(.tableCell, children: [MarkdownNode(.text("Fill"))])]),
            MarkdownNode(.tableRow(isHeader: false), children: [MarkdownNode(.tableCell, children: [MarkdownNode(.text("over ")), chip])]),
        ])
        #expect(table.renderHTML().contains("<td>over <span class=\"chip\"></span><code>#FFFFFF</code></td>"))
        #expect(table.renderHTMLThroughCmark().contains("<td>over </td>"))
    }

    @Test func dangerousSchemesAreFoundInAnyCase() {
        #expect(MarkdownHTMLWriter.isDangerous("JavaScript:x"))
        #expect(MarkdownHTMLWriter.isDangerous("data:text/plain,x"))
        #expect(!MarkdownHTMLWriter.isDangerous("data:image/gif;base64,x"))
        #expect(!MarkdownHTMLWriter.isDangerous("https://x.test/javascript:"))
        #expect(!MarkdownHTMLWriter.isDangerous("java"))
    }
}
