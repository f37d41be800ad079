import Testing
@testable import Server

@Suite("Live reload")
struct LiveReloadTests {
    func injected(_ html: String) -> String {
        var bytes = Array(html.utf8)
        LiveReload.inject(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    let tag = #"<script src="/__sitegen/live-reload.js"></script>"#

    @Test func addsTheTagBeforeTheLastBodyCloseTag() {
        #expect(injected("<p>x</p></body></html>") == "<p>x</p>\(tag)</body></html>")
        #expect(injected("<pre>&lt;/body></pre></BODY>\n") == "<pre>&lt;/body></pre>\(tag)</BODY>\n")
        #expect(injected("<p>a</body><p>b</Body >") == "<p>a</body><p>b\(tag)</Body >")
    }

    @Test func appendsWhenThereIsNoBodyCloseTag() {
        #expect(injected("<p>fragment") == "<p>fragment\(tag)")
        #expect(injected("") == tag)
    }

    @Test func encodesEvents() {
        #expect(String(decoding: ServerSentEvent.reload(generation: 3).encoded, as: UTF8.self) == "id: 3\nevent: reload\ndata: reload\n\n")
        #expect(String(decoding: ServerSentEvent.preamble(generation: 3), as: UTF8.self) == "retry: 1000\nid: 3\n\n")
        let error = ServerSentEvent.error("a.md:1:1: error: x\r\nb.md:2:2: error: y\n").encoded
        #expect(String(decoding: error, as: UTF8.self) == "event: error\ndata: a.md:1:1: error: x\ndata: b.md:2:2: error: y\ndata: \n\n")
    }

    @Test func broadcasterRemembersTheLastErrorUntilAReload() {
        let broadcaster = ReloadBroadcaster()
        let seen = Collected()
        let token = broadcaster.subscribe { seen.append($0) }
        broadcaster.reportError("broken")
        #expect(broadcaster.currentError == "broken")
        broadcaster.reload()
        #expect(broadcaster.currentError == nil)
        broadcaster.unsubscribe(token)
        broadcaster.reload()
        #expect(seen.events == [.error("broken"), .reload(generation: 1)])
        #expect(broadcaster.generation == 2)
    }

    @Test func scriptHandlesBothEventsWithoutTouchingTheConsole() {
        #expect(LiveReload.script.contains(#"addEventListener("reload""#))
        #expect(LiveReload.script.contains(#"addEventListener("error""#))
        #expect(LiveReload.script.contains("textContent"))
        #expect(!LiveReload.script.contains("console."))
        #expect(!LiveReload.script.contains("innerHTML"))
    }
}

import Synchronization

/// Events a subscriber saw, in order.
final class Collected: Sendable {
    private let storage = Mutex<[ServerSentEvent]>([])
    func append(_ event: ServerSentEvent) { storage.withLock { $0.append(event) } }
    var events: [ServerSentEvent] { storage.withLock { $0 } }
}
