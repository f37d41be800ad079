import Diagnostics
import Foundation
import Guide
import Markdown
import Testing
@testable import Check

/// The registry, the merge with the reader's diagnostics, and the two fixture guides.
@Suite struct GuideCheckTests {
    @Test func everyRuleHasAUniqueIdAndASummary() {
        let ids = CheckRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in CheckRules.all {
            #expect(rule.id.hasPrefix("check."))
            #expect(!rule.summary.isEmpty && rule.summary.hasSuffix("."))
        }
    }

    @Test func aFindingReplacesTheReaderDiagnosticItSupersedesAtTheSamePlace() {
        let place = SourceLocation(file: "a.md", line: 3, column: 5)
        let elsewhere = SourceLocation(file: "a.md", line: 9, column: 5)
        let reader = [
            Diagnostic(.warning, "reader says", at: place, code: "color.hex-mismatch"),
            Diagnostic(.warning, "reader says", at: elsewhere, code: "color.hex-mismatch"),
            Diagnostic(.error, "duplicate", at: place, code: "token.duplicate"),
        ]
        let finding = Diagnostic(.error, "check says", at: place, code: "check.hex-mismatch")
        let merged = GuideCheck().merging([finding], into: reader)
        #expect(merged == [reader[2], finding, reader[1]].sorted())
    }

    static func read(_ relativePath: String) throws -> Guide {
        let url = Repository.fixtures.appendingPathComponent(relativePath)
        return Guide(document: MarkdownDocument(parsing: try Data(contentsOf: url), source: relativePath), path: relativePath)
    }

    @Test func theCleanFixtureHasNothingToReport() throws {
        let guide = try Self.read("content/demo/clean/DESIGN-swiftui.md")
        #expect(GuideCheck().diagnostics(for: guide).isEmpty)
    }

    @Test func theFlawedFixtureRaisesEveryRuleOnce() throws {
        let path = "content/demo/flawed/DESIGN-swiftui.md"
        let printed = GuideCheck().diagnostics(for: try Self.read(path)).map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.code)" }
        #expect(printed == [
            "1:1 warning check.missing-section",
            "17:16 warning check.missing-dark-counterpart",
            "20:16 error check.hex-mismatch",
            "22:16 error check.alpha-mismatch",
            "23:16 note check.unused-token",
            "24:16 error token.duplicate",
            "29:16 warning check.missing-light-counterpart",
            "38:16 warning check.font-weight-mismatch",
            "50:13 warning check.contrast",
            "55:40 warning check.undefined-token",
            "56:31 warning check.malformed-symbol",
            "71:1 warning check.malformed-symbol",
            "75:14 warning check.contrast-claim",
        ])
        let raised = Set(GuideCheck().findings(for: try Self.read(path)).map(\.code))
        #expect(raised == Set(CheckRules.all.map(\.id)), "a rule the fixture does not raise: \(Set(CheckRules.all.map(\.id)).subtracting(raised))")
    }
}
