import Foundation
import Guide
import Markdown
import Testing
@testable import Site

/// The rewriter on hostile guides (issue 14): deep trees come back, and its work grows linearly.
@Suite struct MarkdownRewriterLimitTests {
    static func rewrite(_ text: String) -> (html: String, work: Int) {
        let document = MarkdownDocument(parsing: text, source: "t.md")
        let rewriter = MarkdownRewriter(snippet: { code, _ in "<pre>\(code)</pre>" }, resolveLink: { .missing($0) }, source: "t.md", hexCodes: ProseHexCodes())
        var anchors = AnchorSet()
        var work = 0
        let (html, _) = rewriter.render(document.blocks, anchors: &anchors, work: &work)
        return (html, work)
    }

    /// The inputs whose rewriting must grow linearly, made at any size.
    enum Growth: String, CaseIterable, Sendable {
        case nestedLists, nestedQuotes, repeatedHeadings, longLine

        func text(_ n: Int) -> String {
            switch self {
            case .nestedLists: String(repeating: "- ", count: n) + "x\n"
            case .nestedQuotes: String(repeating: ">", count: n) + " x\n"
            case .repeatedHeadings: String(repeating: "## Colors\n\n", count: n)
            case .longLine: String(repeating: "word *em* `#FFC629` #000 ", count: n)
            }
        }
    }

    /// Nodes rewritten and anchor ids tried at N and 2N: within 2.2×, shown without a clock.
    /// Identical headings were quadratic: each counted up through every id before it.
    @Test(arguments: Growth.allCases)
    func workGrowsLinearly(_ input: Growth) {
        let (once, twice) = (Self.rewrite(input.text(2_000)).work, Self.rewrite(input.text(4_000)).work)
        #expect(once > 0)
        #expect(Double(twice) <= 2.2 * Double(once), "\(input): \(once) then \(twice)")
    }

    /// The cases: the rewriter overflowed first on 6,000 nested lists.
    @Test(arguments: [Growth.nestedLists, .nestedQuotes])
    func deepGuidesRender(_ input: Growth) {
        #expect(Self.rewrite(input.text(input == .nestedLists ? 11_000 : 23_000)).html.contains("x"))
    }

    @Test func identicalHeadingsGetTheSameIdsAsBefore() {
        var anchors = AnchorSet(reserved: ["colors-3"])
        let ids = (0..<5).map { _ in anchors.claim("Colors") } + [anchors.claim("Colors 2"), anchors.claim("Colors")]
        #expect(ids == ["colors", "colors-2", "colors-4", "colors-5", "colors-6", "colors-2-2", "colors-7"])
    }
}

/// A guide over `GuideFile.sizeLimit` is refused with an error naming it; the others build.
@Suite struct GuideSizeLimitTests {
    @Test func anOversizedGuideIsAnErrorAndTheRestIsRead() async throws {
        let folder = try TemporaryFolder()
        try folder.write(BuildSafetyTests.guide, to: "content/dating/acme/DESIGN-swiftui.md")
        try folder.write(BuildSafetyTests.guide + String(repeating: "\nwords words words words", count: 250_000), to: "content/dating/huge/DESIGN-swiftui.md")
        let report = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("public"), project: folder.url)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.description) == ["content/dating/huge/DESIGN-swiftui.md: error: the guide is 6.0 MB; the limit is 5 MB"])
        #expect(report.brandCount == 1)
    }

    /// So is one the Markdown parser would take quadratic time on: 20,000 columns took 14 s.
    @Test func aGuideTheParserIsQuadraticOnIsAnErrorAndTheRestIsRead() async throws {
        let folder = try TemporaryFolder()
        try folder.write(BuildSafetyTests.guide, to: "content/dating/acme/DESIGN-swiftui.md")
        let table = "|" + String(repeating: " a |", count: 20_000) + "\n|" + String(repeating: "-|", count: 20_000) + "\n"
        try folder.write(BuildSafetyTests.guide + "\n" + table, to: "content/dating/wide/DESIGN-swiftui.md")
        let report = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("public"), project: folder.url)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == ["markdown.quadratic"])
        #expect(errors.first?.location.file == "content/dating/wide/DESIGN-swiftui.md")
        #expect(report.brandCount == 1)
    }
}
