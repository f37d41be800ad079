import Foundation
import Support
import Testing
@testable import Site

/// The sample site, built from `content/` with the default theme.
@Suite struct SampleSiteTests {
    static let goldenPages = [
        "index.html", "brands/bumble/index.html", "brands/bumble/design/index.html", "brands/bumble/bumble.tokens.json",
        "brands/bumble/bumble.dark.tokens.json", "brands/bumble/bumble.resolver.json", "brands/bumble/tokens.css", "brands/bumble/bumble.tailwind.css", "brands/raya/index.html", "symbols/index.html", "compare/index.html",
        "compare/dating/index.html", "categories/social/index.html", "404.html",
    ]

    @Test func buildsWithoutProblems() async throws {
        let folder = try TemporaryFolder()
        let report = try await buildSite(output: folder.url.appendingPathComponent("public"))
        // The guides read cleanly (what `sitegen check` adds to a build is tested in
        // SitegenCLITests, where the check is wired in).
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
        #expect(report.wroteOutput)
        #expect(report.brandCount == 5)
        for path in Self.goldenPages + ["brands/tiktok/index.html", "brands/bumble/compare.json", "brands/bumble/Bumble.xcassets.zip", "search/index.json", "search/symbols-0.json", "search/brands/bumble/0.json", "assets/site.css", "assets/site.js", "files/LICENSE"] {
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
        #expect(!folder.exists("public/brands/bumble/tokens.json"), "replaced by bumble.tokens.json")
        let data = Data(try folder.read("public/brands/bumble/bumble.tokens.json").utf8)
        let root = try JSONValue(parsing: data)
        let color = try #require(root["color"])
        #expect(color["Brand"]?["bumbleYellow"]?["$type"]?.stringValue == "color")
        let value = try #require(color["Brand"]?["bumbleYellow"]?["$value"])
        #expect(value["colorSpace"]?.stringValue == "srgb")
        // The published hex's components (#FFC629), as tokens.css paints it.
        #expect(value["components"]?.arrayValue?.compactMap(\.numberValue) == [1, 0.7765, 0.1608])
        #expect(value["alpha"]?.numberValue == 1)
        #expect(value["hex"]?.stringValue == "#ffc629")
        let typography = try #require(root["typography"])
        let hero = try #require(typography["Display / hero"]?["bumbleMatchHero"])
        #expect(hero["$type"]?.stringValue == "typography")
        let heroValue = try #require(hero["$value"])
        #expect(heroValue["fontSize"]?["value"]?.numberValue == 44)
        #expect(heroValue["fontSize"]?["unit"]?.stringValue == "px")
        let weight = try #require(heroValue["fontWeight"]?.stringValue)
        #expect(weight == "{fontWeight.black}")
        #expect(root["fontWeight"]?["black"]?["$value"]?.numberValue == 900)
        let family = try #require(heroValue["fontFamily"]?.stringValue?.dropFirst("{fontFamily.".count).dropLast())
        #expect(root["fontFamily"]?[String(family)]?["$value"]?[0]?.stringValue == "Brando")
        let haptics = root["$extensions"]?["org.sitegen"]?["haptics"]?.arrayValue?.count ?? 0
        let motion = root["motion"]?.keys?.count ?? 0
        #expect(haptics + motion == 10)
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

    /// The sitemap protocol takes absolute URLs only: without an origin there is no sitemap,
    /// and the build says why, once.
    @Test func noSitemapWithoutAnOrigin() async throws {
        for baseURL in ["/", "/docs/"] {
            let folder = try TemporaryFolder()
            let report = try await buildSite(output: folder.url.appendingPathComponent("public"), baseURL: baseURL)
            #expect(!folder.exists("public/sitemap.xml"))
            #expect(report.remarks == [Sitemap.withoutOrigin])
            #expect(report.diagnostics.isEmpty)
            #expect(try folder.read("public/robots.txt") == "User-agent: *\nAllow: /\n", "no Sitemap: line without an absolute URL")
        }
    }

    /// Re-recorded on purpose when the sitemap stopped being written without an origin: this
    /// golden is the site at https://example.com/docs/.
    @Test func sitemapWithAnOriginMatchesItsGolden() async throws {
        let folder = try TemporaryFolder()
        let report = try await buildSite(output: folder.url.appendingPathComponent("public"), baseURL: "https://example.com/docs/")
        #expect(report.remarks.isEmpty)
        #expect(try matchesGolden(folder.read("public/sitemap.xml"), "sitemap.xml"))
        #expect(try folder.read("public/robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://example.com/docs/sitemap.xml\n")
    }

    /// 404.html is served at any missing URL: a canonical URL there would name one page for
    /// them all. Every other page names its own.
    @Test func everyPageButTheNotFoundPageHasACanonicalURL() async throws {
        let folder = try TemporaryFolder()
        _ = try await buildSite(output: folder.url.appendingPathComponent("public"), baseURL: "https://example.com/docs/")
        #expect(!(try folder.read("public/404.html")).contains(#"rel="canonical""#))
        for page in ["index.html", "brands/bumble/index.html", "symbols/index.html", "compare/index.html"] {
            #expect(try folder.read("public/" + page).contains(#"<link rel="canonical" href="https://example.com/docs/"#), "\(page)")
        }
    }
}
