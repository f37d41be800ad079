import Testing
@testable import Site

/// Keywords the lexer leaves as names, and `open` only as a modifier.
@Suite struct SwiftHighlighterTests {
    private let highlighter = SwiftHighlighter(colors: [:], fonts: [])

    @Test(arguments: [
        ("x as? Int", #"x <span class="kw">as</span>? <span class="ty">Int</span>"#),
        ("if x is View {}", #"<span class="kw">if</span> x <span class="kw">is</span> <span class="ty">View</span> {}"#),
        ("do { try f() } catch { throw e }", #"<span class="kw">do</span> { <span class="kw">try</span> f() } <span class="kw">catch</span> { <span class="kw">throw</span> e }"#),
        ("func f() throws {}", #"<span class="kw">func</span> f() <span class="kw">throws</span> {}"#),
        ("for _ in a { break; continue }", #"<span class="kw">for</span> <span class="kw">_</span> <span class="kw">in</span> a { <span class="kw">break</span>; <span class="kw">continue</span> }"#),
        ("defer { x = 1 }", #"<span class="kw">defer</span> { x = <span class="nu">1</span> }"#),
        ("open class A {}", #"<span class="kw">open</span> <span class="kw">class</span> <span class="ty">A</span> {}"#),
        ("open override func f()", #"<span class="kw">open</span> <span class="kw">override</span> <span class="kw">func</span> f()"#),
        ("public open var x", #"<span class="kw">public</span> <span class="kw">open</span> <span class="kw">var</span> x"#),
        ("open /* c */ func f()", #"<span class="kw">open</span> <span class="co">/* c */</span> <span class="kw">func</span> f()"#),
        ("door.open()", "door.open()"),
        ("open(url)", "open(url)"),
        ("let state = State.open", #"<span class="kw">let</span> state = <span class="ty">State</span>.open"#),
        ("x.do", "x.do"),
    ])
    func coloursKeywords(code: String, html: String) {
        #expect(highlighter.highlight(code) == html)
    }

    /// A backticked token name may hold a quote; its link stays one attribute (the anchor
    /// percent-encodes what a URL fragment cannot hold, and the page escapes the rest).
    @Test func aTokensLinkEscapesItsName() {
        let linking = SwiftHighlighter(colors: ["q\"x": "--q-x"], fonts: ["f<b"])
        let html = linking.highlight("Color.`q\"x`; Font.`f<b`")
        #expect(html.contains(##"href="#color-q%22x">"##))
        #expect(html.contains(##"href="#font-f%3Cb">"##))
        #expect(!html.contains(##"href="#color-q""##))
    }

    @Test func keywordSnippetMatchesItsGolden() throws {
        let code = """
        open class Loader: ObservableObject {
            open func load(_ url: URL) async throws -> Data {
                defer { isLoading = false }
                do {
                    let (data, _) = try await session.data(from: url)
                    guard let http = response as? HTTPURLResponse, !(http is Never) else { throw LoadError.open }
                    for _ in 0..<3 { if done { break } else { continue } }
                    return data
                } catch {
                    panel.open(sheet: .open)
                    throw error
                }
            }
        }
        """
        #expect(try matchesGolden(highlighter.highlight(code, firstLine: 1), "highlight/keywords.html"))
    }
}
