import Foundation
import Guide
import Markdown
import Testing
@testable import Site

@Suite struct RenderingTests {
    @Test func highlighterLinksTokensAndEscapes() {
        let highlighter = SwiftHighlighter(colors: ["brandYellow": "--brand-yellow", "runtimeInk": nil], fonts: ["brandBody"])
        let html = highlighter.highlight("Text(\"<b>\") // note\n    .font(.brandBody)\n    .foregroundStyle(Color.brandYellow.opacity(0.5))\n    .tint(.runtimeInk)\n@State var x = 1")
        #expect(html.contains(#"<span class="ty">Text</span>(<span class="st">&quot;&lt;b&gt;&quot;</span>) <span class="co">// note</span>"#))
        #expect(html.contains(##"<a class="tok tok-font" href="#font-brandBody">brandBody</a>"##))
        #expect(html.contains(##"<a class="tok tok-color" href="#color-brandYellow"><span class="chip" style="background:var(--brand-yellow)"></span>brandYellow</a>"##))
        #expect(html.contains(##"<a class="tok tok-color" href="#color-runtimeInk">runtimeInk</a>"##))
        #expect(html.contains(#"<span class="at">@</span><span class="at">State</span> <span class="kw">var</span> x = <span class="nu">1</span>"#))
    }

    @Test func highlighterKeepsEveryCharacter() {
        let code = "let s = \"\"\"\n  multi \\(x)\n  \"\"\" /* block\n comment */ ; x?.y ?? .z\n"
        let html = SwiftHighlighter(colors: [:], fonts: []).highlight(code)
        let text = html.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        #expect(text == code)
    }

    /// Each line is numbered as in the guide; a comment over two lines is closed and reopened,
    /// so every line span is balanced and the text is kept.
    @Test func highlightedLinesAreNumberedAndBalanced() {
        let code = "let a = 1 /* two\n lines */\nlet b = \"x\""
        let html = SwiftHighlighter(colors: [:], fonts: []).highlight(code, firstLine: 40)
        let lines = html.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(#"<span class="ln" data-line="40">"#))
        #expect(lines[0].hasSuffix(#"<span class="co">/* two</span></span>"#))
        #expect(lines[1] == #"<span class="ln" data-line="41"><span class="co"> lines */</span></span>"#)
        #expect(lines[2].hasPrefix(#"<span class="ln" data-line="42">"#))
        for line in lines {
            #expect(line.components(separatedBy: "<span").count == line.components(separatedBy: "</span>").count)
        }
    }

    @Test(arguments: [
        ("bumbleYellow", "--bumble-yellow"), ("bumbleBFFTeal", "--bumble-bff-teal"), ("bumbleSurface1", "--bumble-surface1"),
        ("grAndCanvas", "--gr-and-canvas"), ("dcDNDRed", "--dc-dnd-red"),
    ])
    func cssVariableNames(token: String, variable: String) {
        #expect(TokenNaming.cssVariable(token) == variable)
    }

    @Test func siteAddressFromBaseURL() throws {
        #expect(try SiteAddress("/").pathPrefix == "/")
        #expect(try SiteAddress("/docs").pathPrefix == "/docs/")
        #expect(try SiteAddress("https://example.com").pathPrefix == "/")
        #expect(try SiteAddress("http://[::1]:8080/a%20b/").origin == "http://[::1]:8080")
        #expect(try SiteAddress("https://docs.example.com:443/x/").absolute("") == "https://docs.example.com:443/x/")
        let full = try SiteAddress("https://example.com/some/prefix")
        #expect(full.pathPrefix == "/some/prefix/")
        #expect(full.absolute("brands/x/") == "https://example.com/some/prefix/brands/x/")
        #expect(throws: SiteAddressError.self) { try SiteAddress("ftp://example.com/") }
        #expect(throws: SiteAddressError.self) { try SiteAddress("/a/../b") }
    }

    /// What a base URL refuses (issue 30: NUL and newlines reached `index.html` and the sitemap).
    @Test(arguments: [
        ("docs", "a base URL is a path that starts with '/' (such as /docs) or an http(s) URL"),
        ("", "it is empty; the site's root is /"),
        ("/docs\u{0}/", "it holds the control character U+0000"),
        ("https://example.com/\n<x>", "it holds the control character U+000A"),
        ("/a\u{2028}b", "it holds the control character U+2028"),
        ("/a\u{85}b", "it holds the control character U+0085"),
        ("/a b/", "' ' cannot stand in a URL path unescaped; percent-encode it"),
        ("/a\"onload=\"x/", "'\"' cannot stand in a URL path unescaped; percent-encode it"),
        ("/caf\u{E9}/", "'\u{E9}' cannot stand in a URL path unescaped; percent-encode it"),
        ("/a%2/", "'%' cannot stand in a URL path unescaped; percent-encode it"),
        ("javascript:alert(1)", "a base URL is a path that starts with '/' (such as /javascript:alert(1)) or an http(s) URL"),
        ("https://user@example.com/", "'user@example.com' is not a host name (letters, digits, '-' and '.', with an optional :port)"),
        ("https://example.com:99999/", "'example.com:99999' is not a host name (letters, digits, '-' and '.', with an optional :port)"),
        ("https:///docs", "the address has no host"),
    ])
    func siteAddressRefuses(_ baseURL: String, reason: String) {
        #expect(throws: SiteAddressError(baseURL: baseURL, reason: reason)) { try SiteAddress(baseURL) }
    }

    @Test func linkResolverMapsCompanionsAndReportsTheRest() {
        let resolver = LinkResolver(address: try! SiteAddress("/p/"), contentRoot: "/nonexistent", folder: "dating/bumble", pages: [
            "dating/bumble/DESIGN.md": "brands/bumble/design/", "dating/tinder/DESIGN-swiftui.md": "brands/tinder/",
        ])
        guard case .site(let design) = resolver.resolve("DESIGN.md#colors") else { Issue.record("no link"); return }
        #expect(design == "/p/brands/bumble/design/#colors")
        guard case .site(let tinder) = resolver.resolve("../tinder/DESIGN-swiftui.md") else { Issue.record("no link"); return }
        #expect(tinder == "/p/brands/tinder/")
        guard case .missing(let path) = resolver.resolve("../../../etc/passwd") else { Issue.record("escaped"); return }
        #expect(path == "../../../etc/passwd")
        #expect(!MarkdownRewriter.isRelative("https://example.com"))
        #expect(!MarkdownRewriter.isRelative("mailto:a@b.c"))
        #expect(!MarkdownRewriter.isRelative("#top"))
        #expect(MarkdownRewriter.isRelative("DESIGN.md"))
    }

    @Test func rewriterAnchorsHeadingsAndChipsHexCodes() {
        let document = MarkdownDocument(parsing: "### Swipe Card\n\nYellow `#FFC629` and #000 text.\n\n### Swipe Card\n", source: "t.md")
        let rewriter = MarkdownRewriter(snippet: { code, _ in "<pre>\(code)</pre>" }, resolveLink: { .missing($0) }, source: "t.md", hexCodes: ProseHexCodes())
        var anchors = AnchorSet()
        let (html, problems) = rewriter.render(document.blocks, anchors: &anchors)
        #expect(problems.isEmpty)
        #expect(html.contains(#"<h3 id="swipe-card">"#))
        #expect(html.contains(#"<h3 id="swipe-card-2">"#))
        #expect(html.contains(##"<span class="hex"><span class="chip" style="background:#FFC629"></span><code>#FFC629</code></span>"##))
        #expect(html.contains(##"<span class="hex"><span class="chip" style="background:#000000"></span>#000</span> text."##))
    }

    @Test func gradientsBecomeCSSOverTheTokensProperties() {
        let gradient = GradientToken(
            name: "brand", group: nil, kind: .linear,
            stops: [.init(token: "pink", color: RGBAColor(hex: "#FD267A"), expression: ".pink", location: nil),
                    .init(token: nil, color: RGBAColor.black.withOpacity(0.5), expression: ".black.opacity(0.5)", location: nil)],
            startPoint: ".leading", endPoint: ".trailing", center: nil, startRadius: nil, endRadius: nil, angle: nil,
            comment: nil, documentation: nil, source: "", location: .init(file: "t"))
        #expect(CSSGradient.css(for: gradient, names: TokenNames()) == "linear-gradient(90deg, var(--pink, #FD267A) 0%, rgb(0 0 0 / 50%) 100%)")
    }
}
