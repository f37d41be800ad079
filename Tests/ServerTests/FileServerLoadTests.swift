import Foundation
import Synchronization
import Testing
@testable import Server

@Suite("File server: many clients at once")
struct FileServerLoadTests {
    @Test func servesAThousandRequestsFromFiftyConcurrentClientsWithoutAnError() async throws {
        let page = "<!doctype html><body>" + String(repeating: "<p>brand guide paragraph</p>\n", count: 2000) + "</body>"
        let folder = try TemporaryFolder(files: ["brand/index.html": page, "style.css": "body{}", "app.js": "export {}"])
        let expected = Array(page.utf8)
        try await withServer(serving: folder) { port in
            let outcomes = Tally()
            // Real threads, not tasks: each client blocks in recv, as a browser's socket would.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for client in 0..<50 {
                    group.addTask {
                        try await onThread {
                            // Half the clients reuse one connection, half open one per request.
                            var connection = try TestClient(port: port, timeout: 20)
                            for request in 0..<20 {
                                if client % 2 == 1 && request > 0 { connection = try TestClient(port: port, timeout: 20) }
                                let target = ["/brand/", "/style.css", "/app.js", "/brand/"][request % 4]
                                do {
                                    let response = try connection.request(target)
                                    let bodyMatches = target != "/brand/" || response.body == expected
                                    outcomes.record(response.status == 200 && bodyMatches ? nil : "\(target): \(response.status)")
                                } catch {
                                    outcomes.record("\(target): \(error)")
                                }
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            let (ok, failures) = outcomes.counts
            #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
            #expect(ok == 1000)
        }
    }
}

/// Successes and failure descriptions gathered from many threads.
final class Tally: Sendable {
    private let state = Mutex<(ok: Int, failures: [String])>((0, []))

    /// Counts a success when `failure` is nil.
    func record(_ failure: String?) {
        state.withLock { if let failure { $0.failures.append(failure) } else { $0.ok += 1 } }
    }

    var counts: (ok: Int, failures: [String]) { state.withLock { $0 } }
}
