import Foundation
import Testing
@testable import Server

/// The server within the process's open-file limit: a connection cap that fits it, and room
/// made when `accept` finds no descriptor left. Each check is that a new client is answered
/// within the test client's read timeout (5 s) while the server's own head timeout (10 s) has
/// not rescued it; none measures time. Serialized: run beside the two child floods, the
/// in-process test once counted more connections open than its cap (43 of 32), unexplained.
@Suite("File server: the open-file limit", .serialized)
struct FileServerDescriptorTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(files: ["index.html": "<body>home</body>", "style.css": "body{}"])
    }

    @Test func theConnectionCapFollowsTheOpenFileLimit() async throws {
        // 32 descriptors past the reserve: the cap is 32, not the configured 1,024.
        try await withServer(serving: folder, descriptorLimit: DescriptorBudget.reserve + 32) { port in
            try await onThread {
                let held = try (0..<96).map { _ in try TestClient(port: port) }
                let answer = try TestClient(port: port).request("/")
                #expect(answer.status == 200)
                #expect(answer.text == "<body>home</body>")
                #expect(held.filter { !$0.isClosedNow() }.count <= 32)
            }
        }
    }

    @Test func whenAcceptRunsOutOfDescriptorsTheLeastUsefulConnectionMakesRoom() async throws {
        // The cap is 64 (a limit of 128 less the reserve), but only 24 descriptors are free:
        // accept fails with EMFILE long before the cap is reached. A child process, since
        // lowering this process's limit would starve the suites running beside this one.
        let server = try ChildServer(serving: folder, descriptorLimit: 128, free: 24)
        let port = server.port
        try await onThread {
            let held = try (0..<200).map { _ in try TestClient(port: port) }
            for _ in 0..<5 {
                // A loop closes only its own connections to find a descriptor for the file: one
                // holding none answers 503 rather than a 404 that would call the file gone.
                let answer = try TestClient(port: port).request("/style.css")
                #expect(answer.status == 200 || answer.status == 503)
                #expect(answer.status != 200 || answer.text == "body{}")
            }
            #expect(held.filter { !$0.isClosedNow() }.count < 24)
        }
        withExtendedLifetime(server) {}
    }

    @Test func liveReloadStreamsFillingTheDescriptorTableGiveWayToNewPages() async throws {
        // Fewer descriptors free (24) than the stream cap (64): streams alone run accept out.
        let server = try ChildServer(serving: folder, descriptorLimit: 128, free: 24)
        let port = server.port
        try await onThread {
            // Each stream is answered (openStream expects its 200), the oldest closed for it.
            let streams = try (0..<100).map { _ in try openStream(port) }
            let answer = try TestClient(port: port).request("/style.css")
            #expect(answer.status == 200 || answer.status == 503)
            #expect(streams.filter { !$0.isClosedNow() }.count < 24)
            // Which streams stay depends on how the two loops shared them: a loop out of
            // descriptors closes only its own. A page opening one now still gets it.
            _ = try openStream(port)
        }
        withExtendedLifetime(server) {}
    }
}
