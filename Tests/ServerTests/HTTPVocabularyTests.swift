import Testing
@testable import Server

@Suite("HTTP dates, media types and validators")
struct HTTPVocabularyTests {
    @Test func formatsAndParsesDates() {
        #expect(HTTPDate.format(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == 784_111_777)
        #expect(HTTPDate.parse("yesterday") == nil)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 25:49:37 GMT") == nil)
        // Years that do not fit `tm` once trapped, taking the server down with one request.
        #expect(HTTPDate.parse("Sun, 06 Nov 99999999999 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("Sun, 06 Nov -9223372036854775808 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 3000000000") == nil)
    }

    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("a/B.HTML", "text/html; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"),
        ("tokens.json", "application/json; charset=utf-8"),
        ("brands/bumble/bumble.tokens.json", "application/design-tokens+json"),
        ("bumble.dark.tokens.json", "application/design-tokens+json"),
        ("A.TOKENS.JSON", "application/design-tokens+json"),
        ("design.tokens", "application/design-tokens+json"),
        (".tokens.json", "application/json; charset=utf-8"),
        ("bumble.resolver.json", "application/json; charset=utf-8"),
        ("logo.svg", "image/svg+xml; charset=utf-8"),
        ("logo.png", "image/png"),
        ("sitemap.xml", "application/xml; charset=utf-8"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("font.woff2", "font/woff2"),
        ("README", "application/octet-stream"),
        (".hidden", "application/octet-stream"),
    ])
    func picksContentTypes(_ path: String, _ type: String) {
        #expect(MediaType.forPath(path) == type)
    }

    func head(_ fields: [HeaderField]) -> RequestHead {
        RequestHead(method: "GET", target: "/", version: .http1_1, headers: [HeaderField("Host", "a")] + fields)
    }

    @Test func matchesEntityTagsWeakly() {
        let tag = "\"abc\""
        #expect(ConditionalRequest.isNotModified(head([HeaderField("If-None-Match", "\"abc\"")]), entityTag: tag, modifiedSeconds: 0))
        #expect(ConditionalRequest.isNotModified(head([HeaderField("If-None-Match", "\"x\", W/\"abc\"")]), entityTag: tag, modifiedSeconds: 0))
        #expect(ConditionalRequest.isNotModified(head([HeaderField("If-None-Match", "*")]), entityTag: tag, modifiedSeconds: 0))
        #expect(!ConditionalRequest.isNotModified(head([HeaderField("If-None-Match", "\"abd\"")]), entityTag: tag, modifiedSeconds: 0))
        #expect(!ConditionalRequest.isNotModified(head([]), entityTag: tag, modifiedSeconds: 0))
    }

    @Test func comparesModificationDates() {
        let since = HeaderField("If-Modified-Since", "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(ConditionalRequest.isNotModified(head([since]), entityTag: "\"t\"", modifiedSeconds: 784_111_777))
        #expect(!ConditionalRequest.isNotModified(head([since]), entityTag: "\"t\"", modifiedSeconds: 784_111_778))
        // If-None-Match wins when both are sent.
        let both = [HeaderField("If-None-Match", "\"other\""), since]
        #expect(!ConditionalRequest.isNotModified(head(both), entityTag: "\"t\"", modifiedSeconds: 0))
    }
}
