import Diagnostics
import Foundation
import Support
import Testing
@testable import Check

/// The three ways `sitegen check` prints findings.
@Suite struct FindingFormatTests {
    static let findings = [
        Diagnostic(.error, "'a' components give #FF0000 but the comment says #FD0000", at: SourceLocation(file: "x/a.md", line: 3, column: 5), code: "check.hex-mismatch"),
        Diagnostic(.warning, "50% of 'b', on two lines\nsecond", at: SourceLocation(file: "x/b,c.md", line: 7, column: 1), code: "check.contrast",
                   notes: [Diagnostic(.note, "first declared here", at: SourceLocation(file: "x/b,c.md", line: 2, column: 1))]),
        Diagnostic(.note, "color token 'c' is never used", at: SourceLocation(file: "x/a.md", line: 9, column: 16), code: "check.unused-token"),
    ]

    /// A message's own newline is written as `\\n`: each finding stays one line (issue 30).
    @Test func textIsWhatEditorsParse() {
        #expect(FindingFormat.text.render(Self.findings) == """
            x/a.md:3:5: error: 'a' components give #FF0000 but the comment says #FD0000
            x/b,c.md:7:1: warning: 50% of 'b', on two lines\\nsecond
            x/b,c.md:2:1: note: first declared here
            x/a.md:9:16: note: color token 'c' is never used

            """)
    }

    @Test func jsonIsAnArrayOfObjects() throws {
        let json = FindingFormat.json.render(Self.findings)
        let objects = try #require(try JSONValue(parsing: Data(json.utf8)).arrayValue)
        #expect(objects.count == 3)
        #expect(objects[0]["file"]?.stringValue == "x/a.md")
        #expect(objects[0]["line"]?.numberValue == 3)
        #expect(objects[0]["column"]?.numberValue == 5)
        #expect(objects[0]["severity"]?.stringValue == "error")
        #expect(objects[0]["code"]?.stringValue == "check.hex-mismatch")
        #expect(objects[0]["message"]?.stringValue == "'a' components give #FF0000 but the comment says #FD0000")
        #expect(objects[1]["notes"]?[0]?["message"]?.stringValue == "first declared here")
        #expect(json.hasPrefix("[\n  {\n    \"file\": \"x/a.md\",\n    \"line\": 3,"))
        #expect(FindingFormat.json.render([]) == "[]\n")
    }

    @Test func githubPrintsEscapedWorkflowCommands() {
        #expect(FindingFormat.github.render(Self.findings) == """
            ::error file=x/a.md,line=3,col=5,title=check.hex-mismatch::'a' components give #FF0000 but the comment says #FD0000
            ::warning file=x/b%2Cc.md,line=7,col=1,title=check.contrast::50%25 of 'b', on two lines\\nsecond%0Ax/b,c.md:2:1: note: first declared here
            ::notice file=x/a.md,line=9,col=16,title=check.unused-token::color token 'c' is never used

            """)
    }
}
