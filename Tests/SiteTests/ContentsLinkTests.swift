import Foundation
import Testing
@testable import Site

/// The brand page's contents link only to what the page holds: a guide with fewer than two
/// colors it can show has no contrast checker, and its contents had a link to one.
@Suite struct ContentsLinkTests {
    static func guide(_ colors: String) -> String {
        "# Acme (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\nextension Color {\n\(colors)\n}\n```\n"
    }

    @Test(arguments: [
        ("    static let brand = Color(\"Brand\")", false),
        ("    static let ink = Color(red: 0.1, green: 0.2, blue: 0.3)", false),
        ("    static let ink = Color(red: 0.1, green: 0.2, blue: 0.3)\n    static let canvas = Color.white", true),
    ])
    func theContrastLinkIsThereOnlyWithTheChecker(_ colors: String, hasChecker: Bool) async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.guide(colors), to: "content/tools/acme/DESIGN-swiftui.md")
        _ = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("public"))
        let page = try folder.read("public/brands/acme/index.html")
        #expect(page.contains("href=\"#contrast\"") == hasChecker)
        #expect(page.contains("id=\"contrast\"") == hasChecker)
    }
}
