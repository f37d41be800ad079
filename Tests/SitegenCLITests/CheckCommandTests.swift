import Foundation
import Support
import Testing

/// `sitegen check`, and the check's findings in `sitegen build`.
@Suite struct CheckCommandTests {
    static let fixtures = Repository.root.appendingPathComponent("Tests/CheckTests/Fixtures")
    static let content = fixtures.appendingPathComponent("content").path
    static let clean = fixtures.appendingPathComponent("content/demo/clean/DESIGN-swiftui.md").path
    static let flawed = fixtures.appendingPathComponent("content/demo/flawed/DESIGN-swiftui.md").path
    static let warned = fixtures.appendingPathComponent("warned.md").path

    @Test func helpIsGolden() async throws {
        let result = await CommandRunner.run(["check", "--help"])
        #expect(result.status == 0)
        #expect(try matchesGolden(result.out, "help/check.txt"))
    }

    @Test func textListsTheFindingsOfEveryGuideAndExitsOneOnAnError() async {
        let result = await CommandRunner.run(["check", "--content", Self.content])
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 14)
        #expect(lines.contains { $0.hasSuffix("demo/flawed/DESIGN-swiftui.md:20:16: error: 'flawRed' components give #FF0000 but the comment says #FD0000") })
        #expect(lines.contains { $0.hasSuffix("demo/flawed/DESIGN-swiftui.md:21:16: note: 'flawYellow' is first declared here") })
        #expect(!result.out.contains("demo/clean"))
        #expect(result.err == "Checked 2 guides: 3 errors, 9 warnings, 1 note\n")
    }

    @Test func guideFilesCanBeNamed() async {
        let result = await CommandRunner.run(["check", Self.clean, Self.warned])
        #expect(result.status == 0)
        #expect(result.out == "\(Self.warned):15:16: warning: 'warnBody' uses the face 'Warn-Bold' (bold) but asks for weight .regular\n")
        #expect(result.err == "Checked 2 guides: 0 errors, 1 warning, 0 notes\n")
    }

    @Test func warningsFailOnlyWhenStrict() async {
        #expect(await CommandRunner.run(["check", Self.warned]).status == 0)
        #expect(await CommandRunner.run(["check", "--strict", Self.warned]).status == 1)
        #expect(await CommandRunner.run(["check", "--strict", Self.clean]).status == 0)
    }

    @Test func jsonIsAnArrayOfFindings() async throws {
        let result = await CommandRunner.run(["check", "--format", "json", Self.flawed])
        #expect(result.status == 1)
        let findings = try #require(try JSONValue(parsing: Data(result.out.utf8)).arrayValue)
        #expect(findings.count == 13)
        let first = try #require(findings.first)
        #expect(first["file"]?.stringValue == Self.flawed)
        #expect(first["line"]?.numberValue == 1)
        #expect(first["column"]?.numberValue == 1)
        #expect(first["severity"]?.stringValue == "warning")
        #expect(first["code"]?.stringValue == "check.missing-section")
        #expect(first["message"]?.stringValue == "the guide has no accessibility section")
        let codes = findings.compactMap { $0["code"]?.stringValue }
        #expect(codes.contains("check.contrast-claim"))
    }

    @Test func githubPrintsWorkflowAnnotations() async {
        let result = await CommandRunner.run(["check", "--format", "github", Self.warned])
        #expect(result.status == 0)
        #expect(result.out == "::warning file=\(Self.warned),line=15,col=16,title=check.font-weight-mismatch::'warnBody' uses the face 'Warn-Bold' (bold) but asks for weight .regular\n")
        let flawed = await CommandRunner.run(["check", "--format", "github", Self.flawed])
        let kinds = flawed.out.split(separator: "\n").map { $0.prefix { $0 != " " } }
        #expect(Set(kinds) == ["::error", "::warning", "::notice"])
    }

    @Test func listRulesPrintsTheRegistry() async {
        let result = await CommandRunner.run(["check", "--list-rules"])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.first?.hasPrefix("check.hex-mismatch") == true)
        #expect(lines.contains { $0.hasPrefix("check.contrast-claim ") && $0.hasSuffix("Contrast the guide states or recommends that the WCAG 2.2 numbers contradict.") })
    }

    @Test func badInputIsReported() async {
        let format = await CommandRunner.run(["check", "--format", "xml"])
        #expect(format.status == 64)
        #expect(format.err.hasPrefix("Error: The value 'xml' is invalid for '--format'; use one of 'text', 'json', 'github'\nUsage: sitegen check"))
        let missing = await CommandRunner.run(["check", "--content", "/nonexistent/content"])
        #expect(missing.status == 1)
        #expect(missing.err == "Error: the content folder '/nonexistent/content' does not exist\n")
        let unreadable = await CommandRunner.run(["check", "/nonexistent/guide.md"])
        #expect(unreadable.status == 74)
        #expect(unreadable.err == "Error: cannot read '/nonexistent/guide.md': no such file or not readable\n")
    }

    @Test func buildPrintsTheFindingsAndStrictMakesWarningsFatal() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["content/warned.md": try String(contentsOfFile: Self.warned, encoding: .utf8)])
        let arguments = [
            "build", "--content", folder.path("content"), "--templates", Repository.root.appendingPathComponent("templates").path,
            "--output", folder.path("public"),
        ]
        let built = await CommandRunner.run(arguments)
        #expect(built.status == 0)
        #expect(built.err.contains("warned.md:15:16: warning: 'warnBody' uses the face 'Warn-Bold' (bold) but asks for weight .regular\n"))
        #expect(built.err.contains(", 1 warning → "))
        // The rebuild reads no guide (nothing changed), and prints the findings cached with its digest.
        let rebuilt = await CommandRunner.run(arguments)
        #expect(rebuilt.status == 0)
        #expect(rebuilt.err.contains("Rendering 0 of 1 brand"))
        #expect(rebuilt.err.contains("warned.md:15:16: warning: 'warnBody' uses the face 'Warn-Bold' (bold) but asks for weight .regular\n"))
        try FileManager.default.removeItem(atPath: folder.path("public"))
        let strict = await CommandRunner.run(arguments + ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.err.contains("Build failed: 1 warning; the previous output is untouched"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/index.html")))
    }
}
