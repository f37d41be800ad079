import Foundation
import Testing
@testable import Server

/// DNS rebinding: a page on another site re-points its name at 127.0.0.1, but its requests
/// still carry that name in `Host`, so the server refuses them.
@Suite("File server: Host check")
struct FileServerHostTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(files: ["index.html": "<body>home</body>"])
    }

    @Test func answersTheListenAddressAndLocalhostWithOrWithoutThePort() async throws {
        try await withServer(serving: folder) { port throws in
            for host in ["127.0.0.1:\(port)", "127.0.0.1", "localhost:\(port)", "localhost", "LocalHost:\(port)", "[::1]:\(port)"] {
                #expect(try fetch(port, host: host).status == 200, "Host: \(host)")
            }
        }
    }

    @Test func refusesAnotherNameWith421AndCloses() async throws {
        try await withServer(serving: folder) { port throws in
            let client = try TestClient(port: port)
            try client.send("GET / HTTP/1.1\r\nHost: rebind.attacker.example:\(port)\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 421)
            #expect(response.text.contains("--allow-host rebind.attacker.example"))
            #expect(!response.text.contains("home"))
            #expect(response.headers["connection"] == "close")
            #expect(client.waitForClose())
            // The live-reload stream and script are refused the same way.
            #expect(try fetch(port, host: "rebind.attacker.example", target: "/__sitegen/events").status == 421)
        }
    }

    @Test func refusesAForeignAuthorityInAnAbsoluteFormTarget() async throws {
        try await withServer(serving: folder) { port throws in
            #expect(try fetch(port, host: "localhost", target: "http://rebind.attacker.example/").status == 421)
            #expect(try fetch(port, host: "rebind.attacker.example", target: "http://localhost:\(port)/").status == 200)
        }
    }

    @Test func servesNamesGivenWithAllowHost() async throws {
        try await withServer(serving: folder, allowedHosts: ["docs.example.test", ".preview.test"]) { port throws in
            #expect(try fetch(port, host: "docs.example.test:\(port)").status == 200)
            #expect(try fetch(port, host: "pr-7.preview.test").status == 200)
            #expect(try fetch(port, host: "other.example.test").status == 421)
        }
    }

    @Test func aMissingOrBrokenHostIs400() async throws {
        try await withServer(serving: folder) { port throws in
            // RFC 9112 §3.2: an HTTP/1.1 request without Host, or with two, is a 400.
            #expect(try fetch(port, host: nil).status == 400)
            #expect(try fetch(port, host: "local host").status == 400)
            #expect(try fetch(port, host: "localhost:http").status == 400)
            // HTTP/1.0 predates Host.
            #expect(try fetch(port, host: nil, version: "HTTP/1.0").status == 200)
        }
    }
}

private func fetch(_ port: UInt16, host: String?, target: String = "/", version: String = "HTTP/1.1") throws -> TestResponse {
    let client = try TestClient(port: port)
    try client.send("GET \(target) \(version)\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + "\r\n")
    return try client.readResponse()
}
