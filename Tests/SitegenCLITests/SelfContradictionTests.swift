import Foundation
import Testing

/// A guide whose tokens contradict their own comment's hex: `build` publishes it with warnings
/// and shows both values, `check` reports errors, `build --strict` fails.
@Suite struct SelfContradictionTests {
    static let content = Repository.root.appendingPathComponent("Tests/CheckTests/Fixtures/contradicted").path

    /// Each contradicted token: its line, what the finding says, and the two values its swatch shows.
    static let contradicted: [(line: Int, message: String, code: String, comment: String)] = [
        (15, "'ctSurface' components give #F5F5F5 but the comment says #F0F0F0", "#F5F5F5", "#F0F0F0"),
        (18, "'ctTextPrimary' components give #1F1F1F but the comment says #2B2B2B", "#1F1F1F", "#2B2B2B"),
        (21, "'ctBlue' components give #0066FF but the comment says #0055FF", "#0066FF", "#0055FF"),
        (22, "'ctScrim' has alpha 0.4 but the comment says 0.5 ('rgba(0,0,0,0.5)')", "alpha 0.4", "alpha 0.5"),
    ]

    static func build(into folder: borrowing TemporaryFolder, strict: Bool = false) async -> CommandRunner.Result {
        await CommandRunner.run(
            ["build", "--content", content, "--templates", Repository.root.appendingPathComponent("templates").path, "--output", folder.path("public")]
                + (strict ? ["--strict"] : [])
        )
    }

    @Test func buildPublishesWithExactlyTheFourWarnings() async throws {
        let folder = try TemporaryFolder()
        let built = await Self.build(into: folder)
        #expect(built.status == 0)
        let printed = built.err.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }.map(String.init)
        let expected = Self.contradicted.map { "demo/contradicted/DESIGN-swiftui.md:\($0.line):16: warning: \($0.message)" }
        #expect(printed.count == expected.count)
        for (line, suffix) in zip(printed, expected) { #expect(line.hasSuffix(suffix)) }
        #expect(built.err.contains("4 warnings → "))
    }

    @Test func theBrandPageShowsBothValuesOfEachToken() async throws {
        let folder = try TemporaryFolder()
        #expect(await Self.build(into: folder).status == 0)
        let page = try String(contentsOfFile: folder.path("public/brands/contradicted/index.html"), encoding: .utf8)
        let swatches = page.components(separatedBy: "<article class=\"swatch\"").dropFirst()
        let split = swatches.filter { $0.contains("swatch-split") }
        #expect(split.count == Self.contradicted.count)
        for (token, swatch) in zip(Self.contradicted, split) {
            #expect(swatch.contains("<span class=\"swatch-side-label\">Code</span> \(token.code)</span>"))
            #expect(swatch.contains("<span class=\"swatch-side-label\">Comment</span> \(token.comment)</span>"))
            // The finding's text, escaped as every text on the page is.
            let escaped = token.message.replacingOccurrences(of: "'", with: "&#39;")
            #expect(swatch.contains("<p class=\"swatch-finding-text\">warning: \(escaped)</p>"), "\(token.message)")
        }
        // The painted values: each side is its own color, the comment's alpha included.
        #expect(page.contains("style=\"background: #0055FF\""))
        #expect(page.contains("style=\"background: rgb(0 0 0 / 50%)\""))
        // A token that agrees with its comment keeps the single swatch.
        #expect(swatches.contains { $0.contains("<code>ctCanvas</code>") && !$0.contains("swatch-split") })
    }

    @Test func checkStillReportsErrors() async {
        let checked = await CommandRunner.run(["check", "--content", Self.content])
        #expect(checked.status == 1)
        let printed = checked.out.split(separator: "\n")
        let expected = Self.contradicted.map { "demo/contradicted/DESIGN-swiftui.md:\($0.line):16: error: \($0.message)" }
        #expect(printed.count == expected.count)
        for (line, suffix) in zip(printed, expected) { #expect(line.hasSuffix(suffix)) }
    }

    @Test func strictBuildFails() async throws {
        let folder = try TemporaryFolder()
        let strict = await Self.build(into: folder, strict: true)
        #expect(strict.status == 1)
        #expect(strict.err.contains("Build failed: 4 warnings; the previous output is untouched"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/index.html")))
    }
}
