import Diagnostics
import Foundation
import Guide
import Markdown
import Testing
@testable import Check

/// The 31 guides of `../shared/guides`, when they are there: every finding was checked by hand
/// (`Fixtures/corpus-review.md` gives the verdict on each), so the exact output is pinned, and
/// any change shows. Re-record with `SITEGEN_RECORD=1` only after checking the new findings the
/// same way.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: Repository.sharedGuides.path), "../shared/guides is not beside this checkout"))
struct CorpusTests {
    static let golden = Repository.fixtures.appendingPathComponent("corpus-findings.txt")

    static func guidePaths() -> [String] {
        let walker = FileManager.default.enumerator(atPath: Repository.sharedGuides.path)
        return (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix("DESIGN-swiftui.md") }.sorted()
    }

    static func diagnostics() throws -> [Diagnostic] {
        try guidePaths().flatMap { path in
            let data = try Data(contentsOf: Repository.sharedGuides.appendingPathComponent(path))
            return GuideCheck().diagnostics(for: Guide(document: MarkdownDocument(parsing: data, source: path), path: path))
        }.sorted()
    }

    @Test func theFindingsAreTheOnesCheckedByHand() throws {
        #expect(Self.guidePaths().count == 31)
        let text = FindingFormat.text.render(try Self.diagnostics())
        if ProcessInfo.processInfo.environment["SITEGEN_RECORD"] == "1" {
            try text.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        let missing = Set(expected.split(separator: "\n")).subtracting(text.split(separator: "\n"))
        let new = Set(text.split(separator: "\n")).subtracting(expected.split(separator: "\n"))
        #expect(text == expected, "no longer found: \(missing.sorted()); new: \(new.sorted())")
    }

    @Test func theCountsPerRule() throws {
        let counts = Dictionary(grouping: try Self.diagnostics(), by: \.code).mapValues(\.count)
        #expect(counts == [
            "check.contrast": 96,
            "check.contrast-claim": 11,
            "check.font-weight-mismatch": 10,
            "check.missing-dark-counterpart": 30,
            "check.missing-light-counterpart": 5,
            "check.unused-token": 490,
        ])
    }
}
