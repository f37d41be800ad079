import Foundation
import Testing
@testable import Site

/// Brand pages in proportion to their guides (issue "Hostile input, round two", item 2): ten
/// components of a view that nests itself twice, 29 levels deep, made a 52 MB page from 2.6 KB.
/// The drawing is bounded per component and per brand, and the page at 20 times its guide's
/// bytes plus 1 MB. Counted in bytes and elements, never timed.
@Suite struct PageBudgetTests {
    static let head = "# Acme (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\nextension Color {\n    static let ink = Color(red: 0.1, green: 0.2, blue: 0.3) // #1A334D\n}\n```\n\n"

    /// The levels in a section of their own, then `count` components that each draw `L0`.
    static func amplification(components count: Int) -> String {
        let levels = (0..<28).map { "struct L\($0): View { var body: some View { VStack { L\($0 + 1)(); L\($0 + 1)() } } }" }.joined(separator: "\n")
            + "\nstruct L28: View { var body: some View { Text(\"x\") } }"
        var markdown = head + "## 4. Layout\n\n```swift\n\(levels)\n```\n\n## 5. Components\n\n"
        for index in 0..<count {
            markdown += "### Card\(index)\n\n```swift\nstruct Card\(index): View { var body: some View { L0() } }\n```\n\n"
        }
        return markdown
    }

    static func build(_ guide: String) async throws -> (report: BuildReport, page: String, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        try folder.write(guide, to: "content/tools/acme/DESIGN-swiftui.md")
        let report = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("public"), project: folder.url)
        return (report, try folder.read("public/brands/acme/index.html"), folder)
    }

    /// The elements the brand page's previews drew (each carries the view it draws).
    static func drawnElements(_ page: String) -> Int {
        page.components(separatedBy: " data-view=\"").count - 1
    }

    @Test func tenComponentsOfANestedViewDrawWithinTheBrandsBudget() async throws {
        let guide = Self.amplification(components: 10)
        let (report, page, _) = try await Self.build(guide)
        #expect(report.wroteOutput)
        #expect(page.utf8.count <= 20 * guide.utf8.count + 1_000_000)
        #expect(Self.drawnElements(page) <= PreviewBudget.elementsPerGuide + 10)
        let codes = Set(report.diagnostics.filter { $0.severity == .warning }.map(\.code))
        #expect(codes.isSuperset(of: ["view.guide-budget", "view.too-many-nodes"]))
        // The first component's tree is cut at its nodes, so it draws within its preview's.
        #expect(!codes.contains("page.too-large"))
    }

    @Test func aHundredComponentsMakeNoLargerAPage() async throws {
        let ten = try await Self.build(Self.amplification(components: 10))
        let hundred = try await Self.build(Self.amplification(components: 100))
        #expect(Self.drawnElements(hundred.page) <= PreviewBudget.elementsPerGuide + 100)
        // Each component past the budget adds its heading, prose and code, and one gap.
        #expect(hundred.page.utf8.count <= ten.page.utf8.count + 90 * 4_000)
    }

    /// Texts of 4,000 characters each, 24 × 24 of them: each element is within budget,
    /// but the page would be megabytes from a guide of a few kilobytes. It is written without
    /// previews, with a warning.
    @Test func aPagePastItsBoundIsWrittenWithoutPreviews() async throws {
        let long = String(repeating: "a", count: 4_000)
        let guide = Self.head + "## 5. Components\n\n### Wall\n\n```swift\nlet line = \"\(long)\"\nstruct Wall: View {\n    var body: some View {\n        VStack { ForEach(0..<24) { _ in HStack { ForEach(0..<24) { _ in Text(line) } } } }\n    }\n}\n```\n"
        let (report, page, _) = try await Self.build(guide)
        let bound = 20 * guide.utf8.count + 1_000_000
        let warning = try #require(report.diagnostics.first { $0.code == "page.too-large" })
        #expect(warning.severity == .warning)
        #expect(warning.location.file.hasSuffix("tools/acme/DESIGN-swiftui.md") && warning.location.line == 1)
        #expect(warning.message.hasSuffix("past its bound of \(bound) (20 times the guide's bytes and 1 MB); it is written without previews"))
        #expect(page.utf8.count <= bound)
        #expect(!page.contains("preview-canvas"))
        #expect(page.contains("### Wall") || page.contains(">Wall<"))
    }

    /// The real guides' pages are far inside their bound (7 to 11 times their guide's bytes).
    @Test func theSamplePagesAreWithinTheirBound() async throws {
        let folder = try TemporaryFolder()
        let report = try await buildSite(output: folder.url.appendingPathComponent("public"), project: folder.url)
        #expect(!report.diagnostics.contains { ["page.too-large", "preview.guide-budget", "preview.too-many-elements"].contains($0.code) })
    }
}

extension PageBudgetTests {
    /// A rebuild that keeps the brand's pages reports what rendering them reported: the
    /// drawing's budget, and a link to nothing.
    @Test func aRebuildReportsTheDrawingsWarningsAgain() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.amplification(components: 10) + "See [the spec](SPEC.md).\n", to: "content/tools/acme/DESIGN-swiftui.md")
        let content = folder.url.appendingPathComponent("content"), output = folder.url.appendingPathComponent("public")
        let first = try await buildSite(content: content, output: output, project: folder.url)
        let rebuild = try await buildSite(content: content, output: output, project: folder.url)
        #expect(first.diagnostics.contains { $0.code == "preview.too-many-elements" })
        #expect(first.diagnostics.contains { $0.message.hasPrefix("link 'SPEC.md' points to") })
        #expect(rebuild.diagnostics == first.diagnostics)
    }
}
