import Foundation
import Testing

/// The view-tree amplification guide through the commands (issue "Hostile input, round two",
/// item 2): `dump --views` wrote 237 MB of JSON for one component of a view that nests itself
/// twice, 29 levels deep. Its output is now at most 20 times the guide's bytes plus 1 MB, the
/// budgets' warnings have places, and a warning fails `build --strict`. Bytes, not times.
@Suite struct AmplificationTests {
    static func guide(components count: Int) -> String {
        let levels = (0..<28).map { "struct L\($0): View { var body: some View { VStack { L\($0 + 1)(); L\($0 + 1)() } } }" }.joined(separator: "\n")
            + "\nstruct L28: View { var body: some View { Text(\"x\") } }"
        var markdown = "# Acme (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\nextension Color {\n    static let ink = Color(red: 0.1, green: 0.2, blue: 0.3) // #1A334D\n}\n```\n\n## 4. Layout\n\n```swift\n\(levels)\n```\n\n## 5. Components\n\n"
        for index in 0..<count {
            markdown += "### Card\(index)\n\n```swift\nstruct Card\(index): View { var body: some View { L0() } }\n```\n\n"
        }
        return markdown
    }

    static func warnings(_ err: String) -> [Substring] {
        err.split(separator: "\n").filter { $0.contains(": warning: ") }
    }

    @Test(arguments: [1, 10, 100])
    func dumpViewsIsBoundedByTheGuidesBytes(_ components: Int) async throws {
        let folder = try TemporaryFolder()
        let text = Self.guide(components: components)
        let path = try folder.write(["acme/DESIGN-swiftui.md": text])
        let result = await CommandRunner.run(["dump", "--views", path + "/acme/DESIGN-swiftui.md"])
        #expect(result.status == 0)
        #expect(result.out.utf8.count <= 20 * text.utf8.count + 1_000_000)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect((json["components"] as? [Any])?.count == components)
        let warnings = Self.warnings(result.err)
        #expect(warnings.contains { $0.contains(": warning: the views JSON would be ") })
        // Each warning has a place: path:line:col.
        for warning in warnings { #expect(warning.hasPrefix(path + "/acme/DESIGN-swiftui.md:")) }
        let second = await CommandRunner.run(["dump", "--views", path + "/acme/DESIGN-swiftui.md"])
        #expect(second.out == result.out && second.err == result.err)
    }

    @Test func theBudgetsWarningsFailAStrictBuild() async throws {
        let folder = try TemporaryFolder()
        _ = try folder.write(["content/tools/acme/DESIGN-swiftui.md": Self.guide(components: 10)])
        let arguments = ["build", "--content", folder.path("content"), "--templates", Repository.root.appendingPathComponent("templates").path, "--output", folder.path("public")]
        let relaxed = await CommandRunner.run(arguments)
        #expect(relaxed.status == 0)
        let warnings = Self.warnings(relaxed.err)
        for phrase in ["the guide's views", "a component may draw", "the component's preview reached"] {
            #expect(warnings.contains { $0.contains(phrase) }, "\(phrase)")
        }
        let page = try Data(contentsOf: URL(fileURLWithPath: folder.path("public/brands/acme/index.html")))
        #expect(page.count <= 20 * Self.guide(components: 10).utf8.count + 1_000_000)
        let strict = await CommandRunner.run(arguments + ["--strict"])
        #expect(strict.status == 1)
    }
}
