import Testing
@testable import Server

@Suite("Request parser")
struct RequestParserTests {
    let limits = ServerLimits(requestLineBytes: 64, headerBytes: 128, headerCount: 4)

    func parse(_ text: String) -> RequestParser.Outcome {
        RequestParser.parse(Array(text.utf8), limits: limits)
    }

    @Test func parsesARequestLineAndHeaders() throws {
        let text = "GET /brand/?tab=colors HTTP/1.1\r\nHost: example\r\nAccept:  text/html \r\nX-Empty:\r\n\r\nNEXT"
        guard case .request(let head, let length) = parse(text) else {
            Issue.record("expected a request")
            return
        }
        #expect(head.method == "GET")
        #expect(head.target == "/brand/?tab=colors")
        #expect(head.version == .http1_1)
        #expect(head.headers == [HeaderField("host", "example"), HeaderField("accept", "text/html"), HeaderField("x-empty", "")])
        #expect(length == text.utf8.count - 4, "the bytes of the next request are left alone")
    }

    @Test func acceptsBareLineFeedsAndLeadingEmptyLines() {
        guard case .request(let head, _) = parse("\r\n\nHEAD / HTTP/1.0\nHost: a\n\n") else {
            Issue.record("expected a request")
            return
        }
        #expect(head.method == "HEAD")
        #expect(head.version == .http1_0)
    }

    /// RFC 9112 §2.2 lets a recipient take a bare LF for a line end; this parser does, on every
    /// line alike, so CRLF, LF and any mix give the same head. A bare CR is refused wherever it is.
    @Test(arguments: [
        "GET /a HTTP/1.1\r\nHost: h\r\nAccept: */*\r\n\r\n",
        "GET /a HTTP/1.1\nHost: h\nAccept: */*\n\n",
        "GET /a HTTP/1.1\r\nHost: h\nAccept: */*\r\n\n",
        "GET /a HTTP/1.1\nHost: h\r\nAccept: */*\n\r\n",
        "\nGET /a HTTP/1.1\nHost: h\nAccept: */*\r\n\r\n",
        "\r\n\nGET /a HTTP/1.1\r\nHost: h\r\nAccept: */*\n\r\n",
    ])
    func readsEveryLineEndingAlike(_ text: String) {
        let expected = RequestHead(method: "GET", target: "/a", version: .http1_1, headers: [HeaderField("Host", "h"), HeaderField("Accept", "*/*")])
        #expect(parse(text + "NEXT") == .request(expected, length: text.utf8.count))
    }

    @Test(arguments: [
        "\rGET / HTTP/1.1\r\n\r\n",                       // a CR alone before the request line
        "\r\r\nGET / HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\r\nHost: h\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: h\rX: y\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: h\r\n\r\r\n",
        "GET / HTTP/1.1\nHost: h\n\r\r\n",
    ])
    func refusesABareCarriageReturnAnywhere(_ text: String) {
        #expect(parse(text) == .failure(.badRequest))
    }

    /// Nothing but CRs once grew a connection's buffer without end: each was skipped as part of
    /// an empty line that never came.
    @Test func aFloodOfCarriageReturnsIsRefused() {
        #expect(parse(String(repeating: "\r", count: 100_000)) == .failure(.badRequest))
        #expect(parse("\r") == .incomplete)
        #expect(parse("\r\n\r") == .incomplete)
    }

    @Test func whatWaitsIsBoundedByTheLimits() {
        let bound = RequestParser.longestIncompleteHead(limits)
        let longest = "\r\n\r\n\r\n\r\nGET /" + String(repeating: "a", count: 64 - 15) + " HTTP/1.1\r\n" + "X: " + String(repeating: "b", count: 125)
        #expect(parse(longest) == .incomplete)
        #expect(longest.utf8.count <= bound)
        #expect(parse(longest + "b") == .failure(.headerFieldsTooLarge))
    }

    /// The event loop parses again only when a line may have completed, or when the buffer is
    /// past what an incomplete head can hold.
    @Test func aReadWithoutALineEndIsWorthParsingOnlyPastTheBound() {
        let bound = RequestParser.longestIncompleteHead(limits)
        #expect(!RequestParser.isWorthParsing(afterAppending: Array("Host: ex".utf8)[...], total: 40, limits: limits))
        #expect(RequestParser.isWorthParsing(afterAppending: Array("ample\r\n".utf8)[...], total: 47, limits: limits))
        #expect(RequestParser.isWorthParsing(afterAppending: Array("x".utf8)[...], total: bound + 1, limits: limits))
    }

    @Test(arguments: [
        "",
        "GET",
        "GET / HTTP/1.1",
        "GET / HTTP/1.1\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\n\r",
    ])
    func waitsForTheRestOfAHead(_ text: String) {
        #expect(parse(text) == .incomplete)
    }

    @Test(arguments: [
        ("GET /\r\n\r\n", HTTPStatus.badRequest),                             // HTTP/0.9
        ("GET  / HTTP/1.1\r\n\r\n", .badRequest),                            // two spaces
        ("GET / HTTP/1.1 \r\n\r\n", .badRequest),                            // trailing space
        ("G(T / HTTP/1.1\r\n\r\n", .badRequest),                             // not a token
        ("GET / HTTX/1.1\r\n\r\n", .badRequest),
        ("GET / HTTP/1.10\r\n\r\n", .badRequest),
        ("GET / HTTP/2.0\r\n\r\n", .httpVersionNotSupported),
        ("GET /a\u{7F} HTTP/1.1\r\n\r\n", .badRequest),                      // DEL in the target
        ("GET /\u{E9} HTTP/1.1\r\n\r\n", .badRequest),                       // raw non-ASCII
        ("GET /\ra HTTP/1.1\r\n\r\n", .badRequest),                          // bare CR
        ("GET / HTTP/1.1\r\nHost a\r\n\r\n", .badRequest),                   // no colon
        ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", .badRequest),                 // space before colon
        ("GET / HTTP/1.1\r\n: a\r\n\r\n", .badRequest),                      // empty name
        ("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", .badRequest),       // obsolete folding
        ("GET / HTTP/1.1\r\nX: a\u{0}b\r\n\r\n", .badRequest),               // NUL in a value
        ("\r\n\r\n\r\n\r\n\r\nGET / HTTP/1.1\r\n\r\n", .badRequest),         // too many empty lines
        ("GARBAGE\r\n", .badRequest),                                        // reported before the headers
    ])
    func refusesMalformedHeads(_ text: String, _ status: HTTPStatus) {
        #expect(parse(text) == .failure(status))
    }

    @Test func refusesALongRequestLineWithURITooLong() {
        let long = "GET /" + String(repeating: "a", count: 80) + " HTTP/1.1\r\n\r\n"
        #expect(parse(long) == .failure(.uriTooLong))
        // Even before its end arrives.
        #expect(parse(String(long.prefix(70))) == .failure(.uriTooLong))
    }

    @Test func refusesLargeHeaderSectionsWith431() {
        let big = "GET / HTTP/1.1\r\nX: " + String(repeating: "b", count: 130) + "\r\n\r\n"
        #expect(parse(big) == .failure(.headerFieldsTooLarge))
        #expect(parse(String(big.prefix(160))) == .failure(.headerFieldsTooLarge))
        let many = "GET / HTTP/1.1\r\n" + (1...5).map { "X\($0): y\r\n" }.joined() + "\r\n"
        #expect(parse(many) == .failure(.headerFieldsTooLarge))
    }

    @Test(arguments: [
        ("HTTP/1.1", "", true),
        ("HTTP/1.1", "Connection: close\r\n", false),
        ("HTTP/1.1", "Connection: TE, Close\r\n", false),
        ("HTTP/1.0", "", false),
        ("HTTP/1.0", "Connection: keep-alive\r\n", true),
        ("HTTP/1.0", "Connection: Keep-Alive, TE\r\n", true),
    ])
    func readsKeepAliveForBothVersions(_ version: String, _ field: String, _ keepAlive: Bool) throws {
        guard case .request(let head, _) = parse("GET / \(version)\r\nHost: a\r\n\(field)\r\n") else {
            Issue.record("expected a request")
            return
        }
        #expect(head.wantsKeepAlive == keepAlive)
    }

    @Test(arguments: [
        ("Host: a\r\n", false as Bool?, nil as HTTPStatus?),
        ("", false, .badRequest),                                            // HTTP/1.1 needs Host
        ("Host: a\r\nHost: b\r\n", false, .badRequest),
        ("Host: a\r\nContent-Length: 0\r\n", false, nil),
        ("Host: a\r\nContent-Length: 5\r\n", true, nil),
        ("Host: a\r\nContent-Length: 5, 5\r\n", true, nil),
        ("Host: a\r\nContent-Length: 5\r\nContent-Length: 6\r\n", nil, .badRequest),
        ("Host: a\r\nContent-Length: -1\r\n", nil, .badRequest),
        ("Host: a\r\nTransfer-Encoding: chunked\r\n", true, nil),
        ("Host: a\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n", nil, .badRequest),
    ])
    func checksHostAndBodyFraming(_ fields: String, _ hasBody: Bool?, _ problem: HTTPStatus?) {
        guard case .request(let head, _) = RequestParser.parse(Array("GET / HTTP/1.1\r\n\(fields)\r\n".utf8), limits: ServerLimits()) else {
            Issue.record("expected a request")
            return
        }
        #expect(head.hasBody == hasBody)
        #expect(head.framingProblem == problem)
    }
}
