import Diagnostics
import Foundation
import Testing
@testable import Site

/// A build never writes half a site, never replaces what it must not, and reports what is wrong.
@Suite struct BuildSafetyTests {
    static let guide = """
    # Acme (iOS) — SwiftUI Implementation Guide

    ## 1. Color Tokens

    ```swift
    extension Color {
        // MARK: - Brand
        static let acmeRed = Color(red: 1.0, green: 0.0, blue: 0.0) // #FF0000
        static let acmeCanvas = Color.white // #FFFFFF
    }
    ```
    """

    @Test(arguments: ["content", "templates", ".", "/", "..", "content/dating"])
    func refusesOutputsWhoseLossWouldHurt(_ output: String) async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.guide, to: "content/dating/acme/DESIGN-swiftui.md")
        try folder.write("", to: "templates/index.mustache")
        let outputURL = output == "/" ? URL(fileURLWithPath: "/") : folder.url.appendingPathComponent(output)
        await #expect(throws: BuildError.self) {
            _ = try await buildSite(content: folder.url.appendingPathComponent("content"), templates: folder.url.appendingPathComponent("templates"), output: outputURL, project: folder.url)
        }
        #expect(folder.exists("content/dating/acme/DESIGN-swiftui.md"))
    }

    @Test func refusesAFolderItDidNotWrite() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.guide, to: "content/acme/DESIGN-swiftui.md")
        try folder.write("precious", to: "site/notes.txt")
        do {
            _ = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("site"), project: folder.url)
            Issue.record("the build should have refused")
        } catch {
            #expect("\(error)".contains("holds files sitegen did not write"))
        }
        #expect(try folder.read("site/notes.txt") == "precious")
    }

    @Test func aFailedBuildLeavesThePreviousSite() async throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("public")
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.copyItem(at: Repository.templates, to: templates)
        let first = try await buildSite(templates: templates, output: output, project: folder.url)
        #expect(first.wroteOutput)
        let before = try files(in: output)

        try "{{<layouts/base}}{{$main}}{{#brand}}\n  {{name}}\n{{/brnd}}{{/main}}{{/layouts/base}}".write(to: templates.appendingPathComponent("brand.mustache"), atomically: true, encoding: .utf8)
        let second = try await buildSite(templates: templates, output: output, project: folder.url)
        #expect(!second.wroteOutput)
        let problem = try #require(second.diagnostics.first { !$0.code.hasPrefix("check.") })
        #expect(problem.severity == .error)
        #expect(problem.location.file == "templates/brand.mustache")
        #expect(problem.location.line == 3)
        #expect(problem.location.column == 1)
        #expect(try files(in: output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".public") }
        #expect(leftovers.isEmpty)
    }

    /// A build that was killed leaves its staging folder; the next build clears it, and only it.
    @Test func staleStagingFoldersOfDeadBuildsAreRemoved() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.guide, to: "content/acme/DESIGN-swiftui.md")
        // Process 1 always runs: its build may still be writing.
        let dead = ".site.staging-2147483646", alive = ".site.staging-1", other = ".other.staging-2147483646"
        for name in [dead, alive, other] { try folder.write("half a site", to: name + "/index.html") }
        let report = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("site"), project: folder.url)
        #expect(report.wroteOutput)
        #expect(!folder.exists(dead + "/index.html"))
        #expect(folder.exists(alive + "/index.html"), "a running build's folder stays")
        #expect(folder.exists(other + "/index.html"), "another output's folders are not this build's business")
    }

    /// The log of a failed build leads with what failed it, and leaves notes to `sitegen check`.
    @Test func theBuildLogListsErrorsFirstAndNoNotes() {
        let at = { (file: String) in SourceLocation(file: file, line: 1, column: 1) }
        let report = BuildReport(
            diagnostics: [Diagnostic(.note, "unused", at: at("a.md")), Diagnostic(.warning, "contrast", at: at("a.md")), Diagnostic(.error, "unclosed", at: at("t.mustache"))],
            brandCount: 1, pageCount: 0, fileCount: 0, wroteOutput: false, duration: .zero
        )
        #expect(report.listed.map(\.message) == ["unclosed", "contrast"])
        #expect(report.summary.contains("1 note ('sitegen check' lists them)"))
    }

    @Test func aGuideWithErrorsFailsTheBuildWithItsLocation() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.guide.replacingOccurrences(of: "Color.white", with: "Color(red: 2, green: 0, blue: 0)"), to: "content/acme/DESIGN-swiftui.md")
        let report = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("public"), project: folder.url)
        #expect(!report.wroteOutput)
        // What `sitegen check` adds about the small guide (no accessibility section, …) is not the point here.
        #expect(report.diagnostics.filter { !$0.code.hasPrefix("check.") }.map(\.description) == ["content/acme/DESIGN-swiftui.md:9:16: error: malformed color literal for 'acmeCanvas': components go up to 2; SwiftUI expects 0…1 (divide by 255)"])
        #expect(!folder.exists("public"))
    }

    @Test func brokenRelativeLinksAreWarnedAndNeverEmitted() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.guide + "\n\nSee [the spec](SPEC.md), [DESIGN.md](DESIGN.md) and ![logo](logo.png).\n", to: "content/acme/DESIGN-swiftui.md")
        try folder.write("# Acme design\n", to: "content/acme/DESIGN.md")
        try folder.write("PNG", to: "content/acme/logo.png")
        let report = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("public"), project: folder.url)
        #expect(report.wroteOutput)
        #expect(report.diagnostics.filter { !$0.code.hasPrefix("check.") }.map(\.description) == ["content/acme/DESIGN-swiftui.md:13:5: warning: link 'SPEC.md' points to 'acme/SPEC.md', which does not exist; it is shown as plain text"])
        let page = try folder.read("public/brands/acme/index.html")
        #expect(!page.contains("SPEC.md\""))
        #expect(page.contains("See the spec, <a href=\"/brands/acme/design/\">DESIGN.md</a>"))
        #expect(page.contains("<img src=\"/files/acme/logo.png\" alt=\"logo\" />"))
        #expect(folder.exists("public/files/acme/logo.png"))
    }

    @Test func flatContentFilesAreGuidesToo() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.guide, to: "content/acme.md")
        try folder.write("# About this folder\n", to: "content/README.md")
        let report = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("public"), project: folder.url)
        #expect(report.brandCount == 1)
        #expect(folder.exists("public/brands/acme/index.html"))
        #expect(folder.exists("public/categories/other/index.html"))
    }

    @Test func everythingAGuideSaysIsEscaped() async throws {
        let folder = try TemporaryFolder()
        let hostile = """
        # <script>alert(1)</script> Evil (iOS) — SwiftUI Implementation Guide

        Intro with <img src=x onerror=alert(2)> raw HTML.

        ## 1. Color Tokens

        ```swift
        extension Color {
            // MARK: - <b>Group</b>
            static let evilRed = Color(red: 1, green: 0, blue: 0) // "</code><script>alert(3)</script>
        }
        extension Font {
            static let evilBody = Font.custom("X\\"><script>alert(4)</script>", size: 16) // "<i>sample</i>"
        }
        ```

        ## 2. Signature Components

        ### <em>Button</em> "quoted"

        ```swift
        Text("</code></pre><script>alert(5)</script>")
        ```

        ## 3. SF Symbols Used

        | Component | Symbol | Size |
        |---|---|---|
        | <script>alert(6)</script> | `heart.fill` | 20pt |
        """
        try folder.write(hostile, to: "content/evil/DESIGN-swiftui.md")
        let report = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("public"), project: folder.url)
        #expect(report.wroteOutput)
        let everything = try files(in: folder.url.appendingPathComponent("public"))
            .filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".json") }
            .map { String(decoding: $0.value, as: UTF8.self) }.joined()
        #expect(!everything.contains("<script>alert"))
        #expect(!everything.contains("onerror=alert"))
        #expect(!everything.contains("<b>Group</b>"))
        #expect(!everything.contains("<i>sample</i>"))
        #expect(!everything.contains("<em>Button</em>"))
        // Raw HTML in the guide is dropped by cmark-gfm's safe mode; text around it stays.
        #expect(everything.contains("alert(1) Evil"))
        let css = try folder.read("public/brands/evil/tokens.css")
        #expect(!css.contains("<script>"))
    }
}
