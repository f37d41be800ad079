import Testing
@testable import Server

@Suite("Request path")
struct RequestPathTests {
    @Test(arguments: [
        ("/", [String](), true, nil as String?),
        ("/index.html", ["index.html"], false, nil),
        ("/brand", ["brand"], false, nil),
        ("/brand/", ["brand"], true, nil),
        ("/brand/?tab=colors&x=%20", ["brand"], true, "tab=colors&x=%20"),
        ("/a//b///c", ["a", "b", "c"], false, nil),
        ("/a/./b/.", ["a", "b"], true, nil),
        ("/a/b/../c", ["a", "c"], false, nil),
        ("/a/b/..", ["a"], true, nil),
        ("/a/%2e%2e/b", ["b"], false, nil),                        // decoded dots are dots
        ("/my%20file.html", ["my file.html"], false, nil),
        ("/caf%C3%A9", ["café"], false, nil),
        ("/%252e%252e/x", ["%2e%2e", "x"], false, nil),            // decoded once: a literal name
        ("/a%2fb", ["a", "b"], false, nil),                        // an encoded slash separates
        ("/x#fragment", ["x"], false, nil),
        ("http://example.com/brand/?q", ["brand"], true, "q"),     // absolute form
        ("HTTPS://example.com", [], true, nil),
    ])
    func normalizes(_ target: String, _ segments: [String], _ trailingSlash: Bool, _ query: String?) throws {
        let path = try RequestPath(target: target)
        #expect(path.segments == segments)
        #expect(path.hasTrailingSlash == trailingSlash)
        #expect(path.query == query)
    }

    @Test(arguments: [
        ("/..", RequestPath.Problem.escapesRoot),
        ("/../etc/passwd", .escapesRoot),
        ("/a/../../etc/passwd", .escapesRoot),
        ("/%2e%2e/etc/passwd", .escapesRoot),
        ("/%2E%2E/%2E%2E/etc/passwd", .escapesRoot),
        ("/..%2fetc%2fpasswd", .escapesRoot),
        ("/.%2e/etc/passwd", .escapesRoot),
        ("http://example.com/../etc/passwd", .escapesRoot),
        ("/..\\etc\\passwd", .forbiddenCharacter),
        ("/%5c..%5cetc", .forbiddenCharacter),
        ("/index.html%00.png", .forbiddenCharacter),
        ("/%", .malformed),
        ("/%2", .malformed),
        ("/%zz", .malformed),
        ("index.html", .malformed),
        ("*", .malformed),
        ("example.com:443", .malformed),
        ("ftp://example.com/x", .malformed),
        ("/%ff%fe", .invalidEncoding),
    ])
    func refuses(_ target: String, _ problem: RequestPath.Problem) {
        #expect(throws: problem) { try RequestPath(target: target) }
    }

    @Test func reEncodesForRedirects() throws {
        #expect(try RequestPath(target: "/my%20brand").encodedPath == "/my%20brand")
        #expect(try RequestPath(target: "/caf%C3%A9/").encodedPath == "/caf%C3%A9/")
        // A doubled slash can never become a protocol-relative redirect.
        #expect(try RequestPath(target: "//evil.example").encodedPath == "/evil.example")
    }
}
