import Foundation
import Testing
@testable import Markdown

/// Hostile nesting and sizes (issue 14): a warning or a clean error, never a stack overflow.
@Suite struct MarkdownLimitTests {
    /// `- - - … x`: every `- ` opens a list item holding a list, so one short line nests
    /// `levels` lists (a list and an item per level).
    static func nestedList(_ levels: Int) -> String { String(repeating: "- ", count: levels) + "x\n\nafter\n" }
    static func nestedQuote(_ levels: Int) -> String { String(repeating: ">", count: levels) + " x\n\nafter\n" }

    static func depth(_ node: MarkdownNode) -> Int {
        // Iterative: the test must not be what overflows.
        var deepest = 0
        var stack = [(node, 0)]
        while let (current, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            stack += current.children.map { ($0, depth + 1) }
        }
        return deepest
    }

    /// The cases, and deeper.
    enum Deep: String, CaseIterable, Sendable {
        case lists11000, quotes23000, lists50000, emphasis30000

        var text: String {
            switch self {
            case .lists11000: nestedList(11_000)
            case .quotes23000: nestedQuote(23_000)
            case .lists50000: nestedList(50_000)
            case .emphasis30000: String(repeating: "*a ", count: 30_000) + "x\n\nafter\n"
            }
        }
    }

    @Test(arguments: Deep.allCases)
    func deepNestingIsFlattenedWithAWarning(_ input: Deep) {
        let document = MarkdownDocument(parsing: Data(input.text.utf8), source: "deep.md")
        #expect(Self.depth(document.root) <= MarkdownDocument.nestingLimit + 2)
        let warnings = document.diagnostics.filter { $0.code == "markdown.too-deep" }
        if Self.depth(document.root) > MarkdownDocument.nestingLimit {
            #expect(warnings.count == 1)
            #expect(warnings.first?.description.hasPrefix("deep.md:1:") == true)
            #expect(warnings.first?.description.contains("warning: Markdown nested deeper than 256 levels") == true)
        }
        // Every walk over the tree comes back: plain text, rendering, a dump, and its release.
        _ = document.root.descendants.count
        let html = document.root.renderHTML()
        #expect(html.contains("after"))
        _ = document.root.treeDump()
    }

    @Test func flattenedTextIsKept() {
        let document = MarkdownDocument(parsing: Data(Self.nestedList(400).utf8), source: "deep.md")
        #expect(document.root.plainText.contains("x"))
        #expect(document.root.renderHTML().contains("<p>x</p>") || document.root.renderHTML().contains("x"))
        let shallow = MarkdownDocument(parsing: Data(Self.nestedList(100).utf8), source: "ok.md")
        #expect(shallow.diagnostics.isEmpty)
    }

    /// The inputs whose reading must grow linearly, made at any size.
    enum Growth: String, CaseIterable, Sendable {
        case nestedLists, nestedQuotes, repeatedHeadings, longLine

        func text(_ n: Int) -> String {
            switch self {
            case .nestedLists: MarkdownLimitTests.nestedList(n)
            case .nestedQuotes: MarkdownLimitTests.nestedQuote(n)
            case .repeatedHeadings: String(repeating: "## Colors\n\ntext\n\n", count: n)
            case .longLine: String(repeating: "word *em* `code` #FF0000 ", count: n)
            }
        }
    }

    /// Nodes read at N and 2N: reading grows linearly (within 2.2×), shown without a clock.
    @Test(arguments: Growth.allCases)
    func readingGrowsLinearly(_ input: Growth) {
        func work(_ n: Int) -> Int {
            var work = 0
            _ = MarkdownDocument(parsing: Data(input.text(n).utf8), source: "\(input).md", work: &work)
            return work
        }
        let (once, twice) = (work(2_000), work(4_000))
        #expect(once > 0)
        #expect(Double(twice) <= 2.2 * Double(once), "\(input): \(once) then \(twice)")
    }
}

/// Inputs the fuzz targets found (Fuzz/guide), kept as fixtures.
@Suite struct MarkdownFuzzFindingTests {
    /// A table rendered back through cmark leaked each cell's private data (found by
    /// LeakSanitizer); cells are now made without it and must still render with alignment.
    @Test func tablesStillRenderAfterTheCellLeakFix() {
        let document = MarkdownDocument(parsing: "| a | b |\n|:--|--:|\n| 1 | 2 |\n", source: "t.md")
        let html = document.root.renderHTML()
        #expect(html.contains("<th align=\"left\">a</th>"))
        #expect(html.contains("<td align=\"right\">2</td>"))
        #expect(document.blocks.renderHTML() == html)
    }
}

/// What a node of a parsed tree costs (issue 14: no guide past about 30 times its size in memory).
@Suite struct MarkdownNodeSizeTests {
    @Test func aNodeIsSixtyFourBytes() {
        #expect(MemoryLayout<SourceRange>.stride == 16)
        #expect(MemoryLayout<MarkdownNode>.stride <= 64)
    }
}
