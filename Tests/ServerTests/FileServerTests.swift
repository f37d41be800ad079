import Foundation
import Testing
@testable import Server

@Suite("File server: responses")
struct FileServerTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(files: [
            "index.html": "<!doctype html><title>Home</title><body>home</body>",
            "brand/index.html": "<!doctype html><body>brand</body>",
            "style.css": "body { color: red }",
            "app.js": "export {}",
            "tokens.json": "{}",
            "logo.svg": "<svg/>",
            "sitemap.xml": "<urlset/>",
            "robots.txt": "User-agent: *",
            "font.woff2": "wOF2",
            "logo.png": "\u{89}PNG",
        ])
    }

    @Test(arguments: [
        ("/", "text/html; charset=utf-8"),
        ("/style.css", "text/css; charset=utf-8"),
        ("/app.js", "text/javascript; charset=utf-8"),
        ("/tokens.json", "application/json; charset=utf-8"),
        ("/logo.svg", "image/svg+xml; charset=utf-8"),
        ("/logo.png", "image/png"),
        ("/sitemap.xml", "application/xml; charset=utf-8"),
        ("/robots.txt", "text/plain; charset=utf-8"),
        ("/font.woff2", "font/woff2"),
    ])
    func servesFilesWithTheirTypeLengthAndValidators(_ target: String, _ type: String) async throws {
        try await withServer(serving: folder) { port in
            let response = try TestClient(port: port).request(target)
            let name = target == "/" ? "index.html" : String(target.dropFirst())
            let onDisk = try Data(contentsOf: folder.url.appendingPathComponent(name))
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == type)
            #expect(response.headers["content-length"] == "\(onDisk.count)")
            #expect(response.body == Array(onDisk))
            #expect(response.headers["etag"]?.hasPrefix("\"") == true)
            #expect(response.headers["last-modified"]?.hasSuffix(" GMT") == true)
            #expect(response.headers["cache-control"] == "no-cache")
        }
    }

    @Test func answersConditionalRequestsWithNotModified() async throws {
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            let first = try client.request("/style.css")
            let tag = try #require(first.headers["etag"])
            let modified = try #require(first.headers["last-modified"])
            let byTag = try client.request("/style.css", headers: ["If-None-Match: \(tag)"])
            #expect(byTag.status == 304)
            #expect(byTag.body.isEmpty)
            #expect(byTag.headers["etag"] == tag)
            #expect(try client.request("/style.css", headers: ["If-Modified-Since: \(modified)"]).status == 304)
            #expect(try client.request("/style.css", headers: ["If-None-Match: \"stale\""]).status == 200)
            #expect(try client.request("/style.css", headers: ["If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT"]).status == 200)
            // The tag changes with the file.
            try folder.write("style.css", "body { color: blue }")
            #expect(try client.request("/style.css", headers: ["If-None-Match: \(tag)"]).status == 200)
        }
    }

    @Test func headSendsTheHeadersOfGetWithoutTheBody() async throws {
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            let head = try client.request("/brand/", method: "HEAD")
            // The next response on the same connection starts right after the head, proving no body came.
            let get = try client.request("/brand/")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.headers["content-length"] == get.headers["content-length"])
            #expect(head.headers["etag"] == get.headers["etag"])
            #expect(get.text.contains("brand"))
        }
    }

    @Test func keepsConnectionsAliveAsEachVersionAsks() async throws {
        try await withServer(serving: folder) { port in
            let kept = try TestClient(port: port)
            #expect(try kept.request("/").status == 200)
            #expect(try kept.request("/style.css").status == 200)
            #expect(try kept.request("/robots.txt").headers["connection"] == nil)

            let closing = try TestClient(port: port)
            #expect(try closing.request("/", headers: ["Connection: close"]).headers["connection"] == "close")
            #expect(closing.waitForClose())

            let old = try TestClient(port: port)
            try old.send("GET / HTTP/1.0\r\n\r\n")
            #expect(try old.readResponse().headers["connection"] == "close")
            #expect(old.waitForClose())

            let oldKept = try TestClient(port: port)
            try oldKept.send("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(try oldKept.readResponse().headers["connection"] == "keep-alive")
            try oldKept.send("GET /style.css HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(try oldKept.readResponse().status == 200)
        }
    }

    @Test func answersPipelinedRequestsInOrder() async throws {
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            try client.send("GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\nHEAD /style.css HTTP/1.1\r\nHost: localhost\r\n\r\nGET /tokens.json HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try client.readResponse().text == "User-agent: *")
            #expect(try client.readResponse(hasBody: false).headers["content-type"] == "text/css; charset=utf-8")
            #expect(try client.readResponse().text == "{}")
        }
    }

    @Test func redirectsAFolderToItsSlashKeepingTheQuery() async throws {
        try await withServer(serving: folder) { port in
            let response = try TestClient(port: port).request("/brand?tab=colors")
            #expect(response.status == 301)
            #expect(response.headers["location"] == "/brand/?tab=colors")
        }
    }

    @Test func servesAPlainNotFoundOrTheSitesOwnPage() async throws {
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            let plain = try client.request("/missing")
            #expect(plain.status == 404)
            #expect(plain.headers["content-type"] == "text/plain; charset=utf-8")
            try folder.write("404.html", "<body>Lost?</body>")
            let page = try client.request("/missing/page/")
            #expect(page.status == 404)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.text == "<body>Lost?</body>")
            #expect(try client.request("/missing", method: "HEAD").status == 404)
        }
    }

    @Test func streamsLargeFilesWhole() async throws {
        let large = String(repeating: "0123456789abcdef", count: 200_000)  // 3.2 MB, over the streaming threshold
        try folder.write("large.txt", large)
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            let response = try client.request("/large.txt")
            #expect(response.headers["content-length"] == "\(large.utf8.count)")
            #expect(response.body == Array(large.utf8))
            #expect(try client.request("/robots.txt").status == 200)
        }
    }
}
