import Foundation
import Testing
@testable import Site

/// The sample site, built from `content/` with the default theme.
@Suite struct SampleSiteTests {
    static let goldenPages = [
        "index.html", "brands/bumble/index.html", "brands/bumble/design/index.html", "brands/bumble/tokens.json",
        "brands/bumble/tokens.css", "brands/raya/index.html", "symbols/index.html", "compare/index.html",
        "compare/dating/index.html", "categories/social/index.html", "404.html", "sitemap.xml",
    ]

    @Test func buildsWithoutProblems() async throws {
        let folder = try TemporaryFolder()
        let report = try await buildSite(output: folder.url.appendingPathComponent("public"))
        // The guides read cleanly; what the build prints is what `sitegen check` finds in them,
        // warnings and notes but no errors.
        #expect(report.diagnostics.allSatisfy { $0.code.hasPrefix("check.") && $0.severity != .error }, "\(report.diagnostics.map(\.description))")
        #expect(report.wroteOutput)
        #expect(report.brandCount == 5)
        for path in Self.goldenPages + ["brands/tiktok/index.html", "brands/bumble/compare.json", "search-index.json", "assets/site.css", "assets/site.js", "files/LICENSE"] {
            #expect(folder.exists("public/" + path), "missing \(path)")
        }
    }

    @Test(arguments: goldenPages)
    func pagesMatchTheirGoldenFiles(_ path: String) async throws {
        let folder = try TemporaryFolder()
        _ = try await buildSite(output: folder.url.appendingPathComponent("public"))
        #expect(try matchesGolden(folder.read("public/" + path), path))
    }

    @Test func twoBuildsAreByteIdentical() async throws {
        let folder = try TemporaryFolder()
        _ = try await buildSite(output: folder.url.appendingPathComponent("first"))
        _ = try await buildSite(output: folder.url.appendingPathComponent("second"))
        let first = try files(in: folder.url.appendingPathComponent("first"))
        let second = try files(in: folder.url.appendingPathComponent("second"))
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, data) in first { #expect(second[path] == data, "\(path) differs") }
    }

    @Test func swatchesPaintFromTheBrandStylesheet() async throws {
        let folder = try TemporaryFolder()
        _ = try await buildSite(output: folder.url.appendingPathComponent("public"))
        let page = try folder.read("public/brands/bumble/index.html")
        #expect(page.contains(#"<link rel="stylesheet" href="/brands/bumble/tokens.css">"#))
        #expect(page.contains(#"<article class="swatch" id="color-bumbleYellow">"#))
        #expect(page.contains(#"style="background: var(--bumble-yellow)""#))
        let css = try folder.read("public/brands/bumble/tokens.css")
        #expect(css.contains("  --bumble-yellow: #FFC629;\n"))
        #expect(css.contains("    --bumble-canvas: var(--bumble-dark-canvas);\n"))
    }

    @Test func tokensJSONFollowsTheDesignTokensFormat() async throws {
        let folder = try TemporaryFolder()
        _ = try await buildSite(output: folder.url.appendingPathComponent("public"))
        let data = Data(try folder.read("public/brands/bumble/tokens.json").utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let color = try #require(root["color"] as? [String: Any])
        #expect(color["$type"] as? String == "color")
        let brand = try #require(color["Brand"] as? [String: Any])
        let yellow = try #require(brand["bumbleYellow"] as? [String: Any])
        let value = try #require(yellow["$value"] as? [String: Any])
        #expect(value["colorSpace"] as? String == "srgb")
        #expect(value["components"] as? [Double] == [1, 0.776, 0.161])
        #expect(value["alpha"] as? Double == 1)
        #expect(value["hex"] as? String == "#ffc629")
        let typography = try #require(root["typography"] as? [String: Any])
        #expect(typography["$type"] as? String == "typography")
        let hero = try #require((typography["Display / hero"] as? [String: Any])?["bumbleMatchHero"] as? [String: Any])
        let heroValue = try #require(hero["$value"] as? [String: Any])
        #expect((heroValue["fontSize"] as? [String: Any])?["value"] as? Double == 44)
        #expect((heroValue["fontSize"] as? [String: Any])?["unit"] as? String == "px")
        #expect(heroValue["fontWeight"] as? Double == 900)
        #expect((heroValue["fontFamily"] as? [String])?.first == "Brando")
        let extensions = try #require((root["$extensions"] as? [String: Any])?["org.sitegen"] as? [String: Any])
        #expect((extensions["motion"] as? [Any])?.count == 10)
    }

    @Test func theCompanionLinkLeadsToItsPage() async throws {
        let folder = try TemporaryFolder()
        _ = try await buildSite(output: folder.url.appendingPathComponent("public"))
        let page = try folder.read("public/brands/bumble/index.html")
        #expect(page.contains(#"Companion to <a href="/brands/bumble/design/">DESIGN.md</a>"#))
        let design = try folder.read("public/brands/bumble/design/index.html")
        #expect(design.contains(#"<span class="chip" style="background:#FFC629"></span>"#))
    }

    @Test func baseURLPrefixesEveryInternalLink() async throws {
        let folder = try TemporaryFolder()
        _ = try await buildSite(output: folder.url.appendingPathComponent("public"), baseURL: "https://example.com/some/prefix")
        let page = try folder.read("public/brands/bumble/index.html")
        #expect(page.contains(#"href="/some/prefix/assets/site.css""#))
        #expect(page.contains(#"<a href="/some/prefix/categories/dating/">"#))
        #expect(!page.contains(#"href="/brands/"#))
        #expect(!page.contains(#"href="/assets/"#))
        let sitemap = try folder.read("public/sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.com/some/prefix/brands/bumble/</loc>"))
    }
}
