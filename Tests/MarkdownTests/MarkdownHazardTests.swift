import Foundation
@testable import Markdown
import Testing

/// Shapes Debian's cmark-gfm 0.29.0.gfm.6 parses in quadratic time (measured: 200 KB of `|` on
/// one line 9.9 s, 50,000 `<![CDATA[` 14.3 s) are refused before cmark sees them, with the
/// place; one short of each limit is parsed as before.
@Suite struct MarkdownHazardTests {
    /// The whole-file counts, sixteen bytes at a time, are the counts of a plain loop: at every
    /// length round a word and for bytes of every value (high ones too, which must not carry).
    @Test func wordWiseCountsAreExact() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...70 {
            for _ in 0..<20 {
                let alphabet: [UInt8] = [0x7C, 0x3C, 0x40, 0x00, 0x80, 0xFF, 0xFC, 0xBC, 0xC0, 0x7D, 0x3B, 0x41, 0x20, 0x0A]
                let bytes = (0..<length).map { _ in Bool.random(using: &generator) ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator) }
                let counts = bytes.withUnsafeBufferPointer { MarkdownHazard.counts(in: $0) }
                #expect(counts.pipes == bytes.filter { $0 == UInt8(ascii: "|") }.count)
                #expect(counts.angles == bytes.filter { $0 == UInt8(ascii: "<") }.count)
                #expect(counts.ats == bytes.filter { $0 == UInt8(ascii: "@") }.count)
            }
        }
    }

    /// Past 255 rounds of sixteen bytes the lanes' counts are summed before they wrap: long
    /// runs of one sought byte, and long random text, count exactly.
    @Test func longInputsCountExactly() {
        var generator = SystemRandomNumberGenerator()
        for length in [4079, 4080, 4081, 4096 + 17, 65_536 + 5] {
            for bytes in [[UInt8](repeating: UInt8(ascii: "|"), count: length),
                          (0..<length).map { _ in [0x7C, 0x3C, 0x40, 0x61][Int.random(in: 0..<4, using: &generator)] as UInt8 }] {
                let counts = bytes.withUnsafeBufferPointer { MarkdownHazard.counts(in: $0) }
                #expect(counts.pipes == bytes.filter { $0 == UInt8(ascii: "|") }.count)
                #expect(counts.angles == bytes.filter { $0 == UInt8(ascii: "<") }.count)
                #expect(counts.ats == bytes.filter { $0 == UInt8(ascii: "@") }.count)
            }
        }
    }

    static func row(_ cells: Int) -> String { "| a |\n| - |\n" + String(repeating: "| x ", count: cells) + "\n" }

    @Test func aRowOfTooManyCellsIsRefusedAtTheFirstCellPastTheLimit() throws {
        #expect(MarkdownHazard.first(in: Self.row(MarkdownHazard.cellsPerLine).utf8) == nil)
        let hazard = try #require(MarkdownHazard.first(in: Self.row(MarkdownHazard.cellsPerLine + 1).utf8))
        #expect(hazard == MarkdownHazard(kind: .tableCells, line: 3, column: 4 * MarkdownHazard.cellsPerLine + 1))
    }

    @Test(arguments: ["<?", "<!A ", "<![CDATA["])
    func tooManyRawHTMLOpenersInAParagraphAreRefused(_ opener: String) throws {
        let limit = MarkdownHazard.openersPerParagraph
        #expect(MarkdownHazard.first(in: ("a" + String(repeating: opener, count: limit)).utf8) == nil)
        // A blank line ends the paragraph, and the count starts again (here across CRLF lines).
        let twoParagraphs = String(repeating: opener + "\r\n", count: limit) + " \t\r\n" + String(repeating: opener + "\r\n", count: limit)
        #expect(MarkdownHazard.first(in: twoParagraphs.utf8) == nil)
        let hazard = try #require(MarkdownHazard.first(in: ("x\n" + String(repeating: opener + "\n", count: limit + 1)).utf8))
        #expect(hazard == MarkdownHazard(kind: .htmlOpeners, line: limit + 2, column: 1))
    }

    /// E-mail addresses along one long line: each copy of the rest of the line was kept
    /// (4,000 in a 428 KB line took 372 MB); `a@` repeated scanned the rest at each `@`.
    @Test(arguments: [("a@b.c " + String(repeating: "x", count: 100) + " ", 4_000), ("a@", 500_000)])
    func atSignsAlongALongLineAreRefused(_ step: String, _ times: Int) throws {
        let hazard = try #require(MarkdownHazard.first(in: ("# T\n\n" + String(repeating: step, count: times) + "\n").utf8))
        #expect(hazard == MarkdownHazard(kind: .atSigns, line: 3, column: 2))
    }

    /// Addresses a line each, and Swift's attributes, are far inside the budget.
    @Test func addressesOnLinesOfTheirOwnAreNotAHazard() {
        #expect(MarkdownHazard.first(in: String(repeating: "Write to a@b.c\n", count: 200_000).utf8) == nil)
        #expect(MarkdownHazard.first(in: String(repeating: "    @State private var isOn = false // @Binding elsewhere\n", count: 50_000).utf8) == nil)
    }

    /// Comments (`<!--`), closed tags and pipes in real tables are not hazards.
    @Test func ordinaryMarkupIsNotAHazard() {
        let text = String(repeating: "<!-- note --> <b>x</b> a | b | c\n", count: 2_000)
        #expect(MarkdownHazard.first(in: text.utf8) == nil)
    }

    /// A document given text with a hazard is not parsed: it is empty, with the error at the place.
    @Test func aDocumentWithAHazardIsEmptyWithAnError() throws {
        var work = 0
        let document = MarkdownDocument(parsing: Data(("# T\n\n" + Self.row(20_000)).utf8), source: "g.md", work: &work)
        #expect(document.blocks.isEmpty)
        #expect(work == 0)
        #expect(document.diagnostics.map(\.description) == [
            "g.md:5:1025: error: a line has more than 256 '|' (table cells); the Markdown parser takes time that grows with the square of a row's cells, so the guide is not read",
        ])
    }
}
