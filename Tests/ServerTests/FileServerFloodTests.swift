import Foundation
import Testing
@testable import Server

/// Held connections, however many, never keep a normal request from its answer: the issue's
/// 1,100 live-reload streams once left every other client waiting ~40 s. Each check is that a
/// request is answered within the test client's read timeout (5 s) while the server's own
/// timeouts (10 s for a head, never for a stream) have not rescued it; none measures time.
@Suite("File server: floods of held connections")
struct FileServerFloodTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(files: ["index.html": "<body>home</body>", "style.css": "body{}"])
    }

    @Test func moreLiveReloadStreamsThanTheCapLeaveNormalRequestsAnswered() async throws {
        let limits = ServerLimits(liveReloadStreams: 64)
        try await withServer(serving: folder, liveReload: ReloadBroadcaster(), limits: limits) { port in
            try await onThread {
                // The flood: 1,100 streams, held and never read.
                let streams = try (0..<1100).map { _ in try openStream(port) }
                let answer = try TestClient(port: port).request("/style.css")
                #expect(answer.status == 200)
                #expect(answer.text == "body{}")
                // The oldest streams were closed for the newer ones; no more than the cap are open.
                let open = streams.filter { !$0.isClosedNow() }
                #expect(open.count <= 64)
                #expect(open.count >= 32, "each loop keeps its share")
                #expect(!streams.last!.isClosedNow(), "the newest page keeps its stream")
            }
        }
    }

    @Test func moreHeldConnectionsThanTheLimitLeaveNormalRequestsAnswered() async throws {
        let limits = ServerLimits(connections: 64)
        try await withServer(serving: folder, limits: limits) { port in
            try await onThread {
                // Silent connections, heads that never end, and kept-alive ones between requests:
                // three times the limit, and none would time out within the test.
                var held: [TestClient] = []
                for index in 0..<192 {
                    let client = try TestClient(port: port)
                    switch index % 3 {
                    case 0: break
                    case 1: try client.send("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ")
                    default: _ = try client.request("/style.css")
                    }
                    held.append(client)
                }
                for _ in 0..<5 {
                    let answer = try TestClient(port: port).request("/")
                    #expect(answer.status == 200)
                    #expect(answer.text == "<body>home</body>")
                }
                #expect(held.filter { !$0.isClosedNow() }.count <= 64)
            }
        }
    }

    @Test func aStreamIsClosedAtTheEndOfItsLifetimeAndAReconnectHearsOfAMissedReload() async throws {
        let broadcaster = ReloadBroadcaster()
        let timeouts = ServerTimeouts(heartbeat: .seconds(30), streamLifetime: .milliseconds(300))
        try await withServer(serving: folder, liveReload: broadcaster, timeouts: timeouts) { port in
            try await onThread {
                let stream = try openStream(port)
                #expect(stream.waitForClose(), "closed at the end of its lifetime")
                // A reload while the page is reconnecting: the page names the last id it saw (0).
                broadcaster.reload()
                let again = try openStream(port, lastEventID: "0")
                #expect(try again.readEvent() == ("reload", "reload"))
                // A page that saw the last reload gets none.
                let current = try openStream(port, lastEventID: "1")
                broadcaster.reportError("a.md:1:1: error: x")
                #expect(try current.readEvent() == ("error", "a.md:1:1: error: x"))
            }
        }
    }
}
