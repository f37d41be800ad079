import Foundation
import Testing
@testable import Server

@Suite("File server: live reload")
struct FileServerLiveReloadTests {
    let folder: TemporaryFolder
    let page = "<!doctype html><html><body><h1>Brand</h1></body></html>"

    init() throws {
        folder = try TemporaryFolder(files: ["index.html": page, "style.css": "body{}"])
    }

    @Test func addsTheScriptToServedHTMLOnly() async throws {
        let broadcaster = ReloadBroadcaster()
        let plainTag = try await withServer(serving: folder) { port in
            try TestClient(port: port).request("/").headers["etag"]
        }
        try await withServer(serving: folder, liveReload: broadcaster) { port in
            let client = try TestClient(port: port)
            let html = try client.request("/")
            let expected = page.replacingOccurrences(of: "</body>", with: #"<script src="/__sitegen/live-reload.js"></script></body>"#)
            #expect(html.text == expected)
            #expect(html.headers["content-length"] == "\(expected.utf8.count)")
            #expect(html.headers["etag"] != plainTag)
            let head = try client.request("/", method: "HEAD")
            #expect(head.headers["content-length"] == "\(expected.utf8.count)")
            #expect(try client.request("/", headers: ["If-None-Match: \(html.headers["etag"]!)"]).status == 304)
            #expect(try client.request("/style.css").text == "body{}")
            let script = try client.request("/__sitegen/live-reload.js")
            #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
            #expect(script.text.contains("EventSource"))
        }
        #expect(try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8) == page, "the file on disk is untouched")
    }

    @Test func theEndpointsExistOnlyWithLiveReload() async throws {
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            #expect(try client.request("/__sitegen/events").status == 404)
            #expect(try client.request("/__sitegen/live-reload.js").status == 404)
            #expect(try client.request("/").text == page)
        }
    }

    @Test func streamsReloadAndErrorEventsToEveryPage() async throws {
        let broadcaster = ReloadBroadcaster()
        try await withServer(serving: folder, liveReload: broadcaster) { port in
            let pages = try (0..<3).map { _ in try openStream(port) }
            broadcaster.reportError("content/a.md:3:1: error: unclosed code block\nsecond line")
            for page in pages {
                let event = try page.readEvent()
                #expect(event.name == "error")
                #expect(event.data == "content/a.md:3:1: error: unclosed code block\nsecond line")
            }
            // A page opened now hears about the failure at once.
            let late = try openStream(port)
            #expect(try late.readEvent().name == "error")
            broadcaster.reload()
            for page in pages + [late] {
                #expect(try page.readEvent() == ("reload", "reload"))
            }
            // Ordinary requests go on meanwhile.
            #expect(try TestClient(port: port).request("/style.css").status == 200)
        }
    }

    @Test func headOfTheEventsEndpointOpensNoStream() async throws {
        try await withServer(serving: folder, liveReload: ReloadBroadcaster()) { port in
            let client = try TestClient(port: port)
            let head = try client.request("/__sitegen/events", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.headers["content-type"] == "text/event-stream")
            #expect(client.waitForClose())
        }
    }

    @Test func keepsStreamsOpenWithHeartbeats() async throws {
        try await withServer(serving: folder, liveReload: ReloadBroadcaster(), timeouts: testTimeouts) { port in
            let stream = try openStream(port)
            // Well past the idle and request timeouts, the stream is still there and beating.
            let text = try readText(stream, until: ": heartbeat\n\n: heartbeat\n\n: heartbeat\n\n")
            #expect(text.contains(": heartbeat"))
        }
    }

    @Test func stoppingTheServerEndsStreams() async throws {
        let server = FileServer(configuration: ServerConfiguration(root: folder.url, port: 0, liveReload: ReloadBroadcaster()))
        let port = try server.start()
        let stream = try openStream(port)
        await server.stop()
        #expect(stream.waitForClose())
        #expect(throws: TestClientError.self) { try TestClient(port: port) }
    }

    private func openStream(_ port: UInt16) throws -> TestClient {
        let client = try TestClient(port: port)
        try client.send("GET /__sitegen/events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n")
        let head = try client.readResponse(hasBody: false)
        #expect(head.status == 200)
        #expect(head.headers["content-type"] == "text/event-stream")
        #expect(head.headers["content-length"] == nil)
        return client
    }

    private func readText(_ client: TestClient, until marker: String) throws -> String {
        var text = ""
        while !text.contains(marker) {
            text += try client.readEvent(orComment: true)
        }
        return text
    }
}
