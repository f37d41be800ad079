import Foundation
import Testing
@testable import Server

/// Every input `Fuzz/run http` crashed on, exactly as libFuzzer wrote it (base64 of the
/// `crash-*` file), run through the steps of Fuzz/http/Harness.swift; and the same fault sent to
/// a running server, which must answer and stay up.
@Suite("Fuzz findings: HTTP requests")
struct FuzzFindingsTests {
    static let crashes: [(finding: String, base64: String)] = [
        (
            // An RFC 850 date whose year `Int` read as Int.max: adding the century overflowed.
            "crash-467e46be895663a4d587422be97e9d90becb4db2",
            "R0VUYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWEgLy8gSFRUUC8xLjENCkhvc3QyNy4wLjAuMTo0MTA2NTs7CklmLU1vZGlmaWVkLVNpbmNlOlsgICAgICAsMjktTm92LSswMDAwMDAwOTIyMzM3MjAzNjg1NDc3NTgwNyBUSFRQLzEuMDA4OjQ5Oi03IEdNVA0KDQpB"
        ),
    ]

    @Test(arguments: crashes.map(\.finding))
    func aRecordedCrashNoLongerCrashes(_ finding: String) throws {
        let base64 = try #require(Self.crashes.first { $0.finding == finding }?.base64)
        let bytes = try #require(Data(base64Encoded: base64).map(Array.init))
        let responder = Responder(root: "/nonexistent/sitegen-fuzz", broadcaster: ReloadBroadcaster(), hosts: HostPolicy(listenHost: "127.0.0.1"))
        for limits in [ServerLimits(), ServerLimits(requestLineBytes: 48, headerBytes: 160, headerCount: 6)] {
            guard case .request(let head, _) = RequestParser.parse(bytes, limits: limits) else { continue }
            _ = ConditionalRequest.isNotModified(head, entityTag: "\"1-2-3.4\"", modifiedSeconds: 784_111_777)
            _ = try? RequestPath(target: head.target)
            _ = responder.respond(to: head)
        }
    }

    @Test(arguments: [
        "Sunday, 06-Nov-+0000000009223372036854775807 08:49:37 GMT",
        "Sunday, 06-Nov-9223372036854775807 08:49:37 GMT",
        "Sunday, 06-Nov-+4 08:49:37 GMT",
        "Sun, 06 Nov 9223372036854775807 08:49:37 GMT",
    ])
    func aServerAnswersADateThatOnceTookItDown(_ date: String) async throws {
        #expect(HTTPDate.parse(date) == nil)
        let folder = try TemporaryFolder(files: ["index.html": "<body>home</body>"])
        try await withServer(serving: folder) { port throws in
            let client = try TestClient(port: port)
            #expect(try client.request("/", headers: ["If-Modified-Since: \(date)"]).status == 200)
            #expect(try TestClient(port: port).request("/").text == "<body>home</body>")
        }
    }
}
