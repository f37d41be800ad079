import Foundation
import Testing
@testable import Server

/// Slow and stalled clients, against a server with deadlines of a few hundred milliseconds.
/// Each test waits for the server to act, bounded by the client's five-second read timeout;
/// none asserts how long anything took.
@Suite("File server: slow and stalled clients")
struct FileServerTimeoutTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(files: ["index.html": "<body>home</body>"])
    }

    @Test func aStalledHeadGets408WhileOthersAreServed() async throws {
        try await withServer(serving: folder, timeouts: testTimeouts) { port in
            let stalled = try TestClient(port: port)
            try stalled.send("GET / HTTP/1.1\r\nHost: localhost\r\n")
            // Another client is served at once on the same loops.
            #expect(try TestClient(port: port).request("/").status == 200)
            let response = try stalled.readResponse()
            #expect(response.status == 408)
            #expect(stalled.waitForClose())
        }
    }

    @Test func aClientDribblingBytesRunsOutOfTime() async throws {
        try await withServer(serving: folder, timeouts: testTimeouts) { port in
            let client = try TestClient(port: port)
            let head = Array("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: \(String(repeating: "s", count: 200))\r\n\r\n".utf8)
            var sentAll = true
            // One byte every 20 ms would need ~5 s; the whole head has 300 ms.
            for byte in head {
                do {
                    try client.send([byte])
                } catch {
                    sentAll = false
                    break
                }
                try await Task.sleep(for: .milliseconds(20))
                if try await isClosedOrAnswered(client) {
                    sentAll = false
                    break
                }
            }
            #expect(!sentAll, "the server waited for the whole slow head")
        }
    }

    @Test func aSilentConnectionIsClosed() async throws {
        try await withServer(serving: folder, timeouts: testTimeouts) { port in
            let silent = try TestClient(port: port)
            #expect(silent.waitForClose())
        }
    }

    @Test func anIdleKeptAliveConnectionIsClosed() async throws {
        try await withServer(serving: folder, timeouts: testTimeouts) { port in
            let client = try TestClient(port: port)
            #expect(try client.request("/").status == 200)
            #expect(client.waitForClose())
        }
    }

    @Test func aClientThatStopsReadingDoesNotHoldUpOthers() async throws {
        try folder.write("big.bin", String(repeating: "z", count: 8 << 20))
        try await withServer(serving: folder, timeouts: testTimeouts) { port in
            let greedy = try TestClient(port: port)
            try greedy.send("GET /big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n")
            // It never reads; its 8 MB sit in socket buffers while others are served.
            for _ in 0..<5 {
                #expect(try TestClient(port: port).request("/").status == 200)
            }
            // The write deadline ends it.
            #expect(greedy.waitForClose())
        }
    }

    /// Whether the server has answered or closed, without waiting.
    private func isClosedOrAnswered(_ client: TestClient) async throws -> Bool {
        var probe = pollfd(fd: client.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&probe, 1, 0) > 0
    }
}
