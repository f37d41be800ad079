import Foundation
import Testing
@testable import Server

@Suite("File server: hostile and malformed requests")
struct FileServerSafetyTests {
    let folder: TemporaryFolder
    let outside: TemporaryFolder

    init() throws {
        outside = try TemporaryFolder(files: ["secret.txt": "TOP-SECRET"])
        // The served folder sits beside the secret, so `../<outside>/secret.txt` would reach it.
        folder = try TemporaryFolder(files: ["index.html": "<body>home</body>", "inside.txt": "fine"])
        try folder.link("leak.txt", to: outside.url.appendingPathComponent("secret.txt").path)
        try folder.link("leak", to: outside.path)
        try folder.link("alias.txt", to: "inside.txt")
    }

    var outsideName: String { outside.url.lastPathComponent }

    @Test func neverServesAnythingOutsideTheFolder() async throws {
        let targets = [
            "/../\(outsideName)/secret.txt",
            "/%2e%2e/\(outsideName)/secret.txt",
            "/%2E%2E%2F\(outsideName)%2Fsecret.txt",
            "/..%2f\(outsideName)%2fsecret.txt",
            "/%252e%252e/\(outsideName)/secret.txt",
            "/..\\\(outsideName)\\secret.txt",
            "/%5c..%5c\(outsideName)%5csecret.txt",
            "/inside.txt%00/../../\(outsideName)/secret.txt",
            "/././../\(outsideName)/secret.txt",
            "/a/b/../../../\(outsideName)/secret.txt",
            "http://localhost/../\(outsideName)/secret.txt",
            "//\(outsideName)/secret.txt",
            "/leak.txt",
            "/leak/secret.txt",
            "/leak/",
            "/../../../../../../etc/passwd",
        ]
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            for target in targets {
                let response = try client.request(target)
                #expect([400, 403, 404].contains(response.status), "\(target) gave \(response.status)")
                #expect(!response.text.contains("TOP-SECRET"), "\(target) leaked the file")
                #expect(!response.text.contains("root:"), "\(target) leaked /etc/passwd")
            }
            // A link that stays inside is served.
            #expect(try client.request("/alias.txt").text == "fine")
        }
    }

    @Test(arguments: [
        ("GARBAGE\r\n\r\n", 400),
        ("GET /\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\n\r\n", 400),                                           // no Host
        ("GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: localhost\r\n folded\r\n\r\n", 400),
        ("GET / HTTP/3.0\r\nHost: localhost\r\n\r\n", 505),
        ("GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\n\r\nbody", 413),
        ("GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nbody\r\n0\r\n\r\n", 413),
        ("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\n\r\nbody", 405),
    ])
    func answersMalformedOrUnwantedRequestsAndCloses(_ request: String, _ status: Int) async throws {
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            try client.send(request)
            let response = try client.readResponse()
            #expect(response.status == status)
            #expect(response.headers["connection"] == "close")
            #expect(client.waitForClose())
        }
    }

    @Test func answersBareLineFeedAndMixedRequestsLikeCRLFOnes() async throws {
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            // Three pipelined requests: CRLF, bare LF, and a mix, on one kept-alive connection.
            try client.send("GET /inside.txt HTTP/1.1\r\nHost: localhost\r\n\r\nGET /inside.txt HTTP/1.1\nHost: localhost\n\nGET /inside.txt HTTP/1.1\r\nHost: localhost\n\r\n")
            for _ in 0..<3 {
                let response = try client.readResponse()
                #expect(response.status == 200)
                #expect(response.text == "fine")
            }
            // A bare CR is refused, and a flood of them is not buffered.
            let bareCR = try TestClient(port: port)
            try bareCR.send("GET /inside.txt HTTP/1.1\rHost: localhost\r\n\r\n")
            #expect(try bareCR.readResponse().status == 400)
            let flood = try TestClient(port: port)
            try? flood.send(String(repeating: "\r", count: 200_000) + "\n")
            #expect(try flood.readResponse().status == 400)
            #expect(flood.waitForClose())
        }
    }

    @Test(arguments: ["/%zz", "/a%00b", "/a\\b", "/%ff", "*", "example.com:80"])
    func answersBadPathsWith400AndKeepsTheConnection(_ target: String) async throws {
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            #expect(try client.request(target).status == 400)
            #expect(try client.request("/inside.txt").text == "fine")
        }
    }

    @Test(arguments: ["PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "BREW"])
    func refusesOtherMethodsWithAllow(_ method: String) async throws {
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            let response = try client.request("/", method: method)
            #expect(response.status == 405)
            #expect(response.headers["allow"] == "GET, HEAD")
            // Without a body the connection stays usable.
            #expect(try client.request("/inside.txt").text == "fine")
        }
    }

    @Test func refusesOversizedHeads() async throws {
        try await withServer(serving: folder) { port in
            let longLine = try TestClient(port: port)
            try longLine.send("GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try longLine.readResponse().status == 414)

            let bigHeaders = try TestClient(port: port)
            try bigHeaders.send("GET / HTTP/1.1\r\nHost: localhost\r\n" + (0..<40).map { "X-Filler-\($0): \(String(repeating: "x", count: 500))\r\n" }.joined() + "\r\n")
            #expect(try bigHeaders.readResponse().status == 431)

            let manyHeaders = try TestClient(port: port)
            try manyHeaders.send("GET / HTTP/1.1\r\nHost: localhost\r\n" + (0..<150).map { "X-\($0): y\r\n" }.joined() + "\r\n")
            #expect(try manyHeaders.readResponse().status == 431)
        }
    }
}
