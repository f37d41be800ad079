import Foundation
import Glibc
import Synchronization
import Testing
@testable import SitegenCLI

@Suite("sitegen serve")
struct ServeCommandTests {
    @Test func helpDescribesTheCommand() async {
        let transcript = Transcript()
        #expect(await Sitegen.main(["help", "serve"], console: transcript.console) == 0)
        #expect(transcript.out.contains("USAGE: sitegen serve [--port <n>] [--host <addr>] [--allow-host <name>] [--no-reload] [--no-build] [<dir>]"))
        #expect(transcript.out.contains("(default: 8000)"))
        #expect(transcript.out.contains("(default: 127.0.0.1)"))
    }

    @Test(arguments: ["http", "-1", "65536", ""])
    func refusesAPortThatIsNotOne(_ port: String) async {
        let transcript = Transcript()
        #expect(await Sitegen.main(["serve", "--port", port], console: transcript.console) == 64)
        #expect(transcript.err.hasPrefix("Error: The value '\(port)' is invalid for '--port'; use a number from 0 to 65535\nUsage: sitegen serve"))
    }

    @Test func readsEveryAllowHost() throws {
        let arguments = try ParsedArguments(["--allow-host", "docs.example.test", "--allow-host=.preview.test", "site"], spec: ServeCommand.spec)
        let options = try ServeOptions(arguments)
        #expect(options.allowedHosts == ["docs.example.test", ".preview.test"])
        #expect(options.folder == "site")
        #expect(try ServeOptions(ParsedArguments([], spec: ServeCommand.spec)).allowedHosts == [])
    }

    @Test(arguments: ["", "a b", "a/b", "http://x", "ex\u{E9}.test"])
    func refusesAnAllowHostThatIsNotAName(_ name: String) async {
        let transcript = Transcript()
        #expect(await Sitegen.main(["serve", "--allow-host", name], console: transcript.console) == 64)
        #expect(transcript.err.hasPrefix("Error: The value '\(name)' is invalid for '--allow-host'; use a host name such as docs.example.test\nUsage: sitegen serve"))
    }

    @Test func answersOtherHostNamesOnlyWhenAllowed() async throws {
        let project = try Project()
        try project.write("public/index.html", "<body>hello</body>")
        let options = ServeOptions(folder: project.public.path, port: 0, allowedHosts: ["docs.example.test"])
        let session = ServeSession(options: options, rebuilder: nil, console: Transcript().console)
        let port = try await session.start().port
        #expect(try await onThread { try RawClient(port: port).get("/", host: "docs.example.test:\(port)") }.status == 200)
        #expect(try await onThread { try RawClient(port: port).get("/", host: "localhost:\(port)") }.status == 200)
        #expect(try await onThread { try RawClient(port: port).get("/", host: "rebind.attacker.example:\(port)") }.status == 421)
        await session.stop()
    }

    @Test func refusesAMissingFolder() async throws {
        let transcript = Transcript()
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-missing-\(UUID().uuidString)").path
        #expect(await Sitegen.main(["serve", missing, "--port", "0"], console: transcript.console) == 66)
        #expect(transcript.err == "Error: '\(missing)' is not a folder; build the site first or name the folder to serve\n")
    }

    @Test func namesABusyPortAndExitsWithFailure() async throws {
        let project = try Project()
        let first = ServeSession(options: ServeOptions(folder: project.public.path, port: 0), rebuilder: nil, console: Transcript().console)
        let port = try await first.start().port
        let transcript = Transcript()
        let status = await Sitegen.main(["serve", project.public.path, "--port", "\(port)"], console: transcript.console)
        await first.stop()
        #expect(status == 1)
        #expect(transcript.err == "Error: port \(port) on 127.0.0.1 is already in use; try --port \(port + 1) or --port 0\n")
    }

    @Test func servesUntilAskedToStopAndThenFreesThePort() async throws {
        let project = try Project()
        try project.write("public/index.html", "<body>hello</body>")
        let transcript = Transcript()
        let (ready, readyContinuation) = AsyncStream.makeStream(of: Void.self)
        let (stop, stopContinuation) = AsyncStream.makeStream(of: Void.self)
        let options = ServeOptions(folder: project.public.path, port: 0)
        let run = Task {
            await ServeCommand.serve(options, rebuilder: nil, console: transcript.console) {
                readyContinuation.yield()
                for await _ in stop { break }
            }
        }
        for await _ in ready { break }
        let printed = transcript.out
        let port = try #require(printed.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) })
        #expect(printed == "Serving \(project.public.path) at http://127.0.0.1:\(port)/ (Ctrl-C to stop)\n")
        let page = try await onThread { try RawClient(port: port).get("/") }
        #expect(page.status == 200)
        #expect(page.body.contains("hello"))
        stopContinuation.yield()
        #expect(await run.value == .success)
        #expect(transcript.err == "Stopped.\n")
        #expect(throws: RawClient.Failure.self) { try RawClient(port: port) }
    }

    @Test func withoutAProjectReloadsPagesWhenTheFolderChanges() async throws {
        let project = try Project()
        try project.write("public/index.html", "<body>one</body>")
        let session = ServeSession(options: ServeOptions(folder: project.public.path, port: 0), rebuilder: nil, console: Transcript().console)
        let port = try await session.start().port
        let events = try await onThread { try RawClient.events(port: port) }
        try project.write("public/index.html", "<body>two</body>")
        #expect(try await onThread { try events.nextEvent() }.name == "reload")
        #expect(try await onThread { try RawClient(port: port).get("/") }.body.contains("two"))
        await session.stop()
    }

    @Test func rebuildsOnChangeAndReloadsOpenPages() async throws {
        let project = try Project()
        try project.write("content/guide.md", "First draft")
        let rebuilder = CopyingRebuilder(project: project)
        let transcript = Transcript()
        let session = ServeSession(options: ServeOptions(folder: project.public.path, port: 0), rebuilder: rebuilder, console: transcript.console)
        let port = try await session.start().port
        #expect(rebuilder.calls.first == .some(nil), "the first build is a full one")
        #expect(try await onThread { try RawClient(port: port).get("/") }.body.contains("First draft"))

        let events = try await onThread { try RawClient.events(port: port) }
        try project.write("content/guide.md", "Second draft")
        let event = try await onThread { try events.nextEvent() }
        #expect(event.name == "reload")
        let page = try await onThread { try RawClient(port: port).get("/") }
        #expect(page.body.contains("Second draft"))
        #expect(page.body.contains("/__sitegen/live-reload.js"))
        #expect(rebuilder.calls.last??.contains(project.url.appendingPathComponent("content/guide.md")) == true)
        #expect(transcript.err.contains("Built index.html"))
        await session.stop()
    }

    @Test func aFailedRebuildShowsTheErrorAndKeepsTheLastGoodPage() async throws {
        let project = try Project()
        try project.write("content/guide.md", "Good version")
        let transcript = Transcript()
        let session = ServeSession(options: ServeOptions(folder: project.public.path, port: 0), rebuilder: CopyingRebuilder(project: project), console: transcript.console)
        let port = try await session.start().port
        let events = try await onThread { try RawClient.events(port: port) }

        try project.write("content/guide.md", "BROKEN version")
        let event = try await onThread { try events.nextEvent() }
        #expect(event.name == "error")
        #expect(event.data == "content/guide.md:1:1: error: the guide says 'BROKEN'")
        let page = try await onThread { try RawClient(port: port).get("/") }
        #expect(page.status == 200)
        #expect(page.body.contains("Good version"))
        #expect(transcript.err.contains("content/guide.md:1:1: error: the guide says 'BROKEN'\nThe build failed; still serving the last good build.\n"))

        try project.write("content/guide.md", "Fixed version")
        #expect(try await onThread { try events.nextEvent() }.name == "reload")
        #expect(try await onThread { try RawClient(port: port).get("/") }.body.contains("Fixed version"))
        await session.stop()
    }
}

extension String {
    /// The port in an address like `http://127.0.0.1:8000/`.
    var port: UInt16 {
        UInt16(split(separator: ":").last!.prefix { $0.isNumber })!
    }
}

/// A project folder: `content/` to watch, `public/` to serve.
final class Project: Sendable {
    let url: URL
    var `public`: URL { url.appendingPathComponent("public") }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("public"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("content"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name), options: .atomic)
    }
}

/// Builds `public/index.html` from `content/guide.md`, and fails without touching the output
/// when the guide says BROKEN: the shape of a real build, in a few lines.
final class CopyingRebuilder: ProjectRebuilder {
    let project: Project
    private let recorded = Mutex<[Set<URL>?]>([])

    init(project: Project) { self.project = project }

    var watchedFolders: [URL] { [project.url.appendingPathComponent("content")] }
    var calls: [Set<URL>?] { recorded.withLock { $0 } }

    func build(changed: Set<URL>?) async -> RebuildOutcome {
        recorded.withLock { $0.append(changed) }
        let guide = (try? String(contentsOf: project.url.appendingPathComponent("content/guide.md"), encoding: .utf8)) ?? ""
        if guide.contains("BROKEN") {
            return RebuildOutcome(succeeded: false, report: "content/guide.md:1:1: error: the guide says 'BROKEN'")
        }
        do {
            try project.write("public/index.html", "<!doctype html><html><body><p>\(guide)</p></body></html>")
            return RebuildOutcome(succeeded: true, report: "Built index.html")
        } catch {
            return RebuildOutcome(succeeded: false, report: "public/index.html: error: \(error)")
        }
    }
}

/// What a command printed.
final class Transcript: Sendable {
    private let text = Mutex<(out: String, err: String)>(("", ""))
    var out: String { text.withLock { $0.out } }
    var err: String { text.withLock { $0.err } }
    var console: Console {
        Console(out: { line in self.text.withLock { $0.out += line } }, err: { line in self.text.withLock { $0.err += line } })
    }
}

/// Runs blocking socket work on its own thread, off the few threads Swift concurrency shares
/// with the session's rebuild loop.
func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Just enough HTTP client for these tests. A read gives up after a minute: only a guard
/// against a hang, generous because a full parallel test run can starve the server of threads.
final class RawClient: Sendable {
    enum Failure: Error { case connect, timedOut, closed }

    let descriptor: Int32
    private let buffer = Mutex<[UInt8]>([])

    init(port: UInt16) throws {
        // Only a connected socket is stored: deinit closes `descriptor`, and closing a number
        // twice could close a file the server (in this same process) has just opened.
        descriptor = try Self.connectedSocket(port: port)
    }

    private static func connectedSocket(port: UInt16) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var wait = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            close(descriptor)
            throw Failure.connect
        }
        return descriptor
    }

    deinit { close(descriptor) }

    /// An open live-reload stream, its response head already read.
    static func events(port: UInt16) throws -> RawClient {
        let client = try RawClient(port: port)
        try client.send("GET /__sitegen/events HTTP/1.1\r\nHost: localhost\r\n\r\n")
        _ = try client.read(until: "\r\n\r\n")
        return client
    }

    func get(_ target: String, host: String = "localhost") throws -> (status: Int, body: String) {
        try send("GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
        let head = try read(until: "\r\n\r\n")
        let status = Int(head.split(separator: " ")[1]) ?? 0
        var body = ""
        while let more = try? read(until: nil) { body += more }
        return (status, body)
    }

    /// The next event with data, skipping comments and `retry:`.
    func nextEvent() throws -> (name: String, data: String) {
        while true {
            let block = try read(until: "\n\n")
            let lines = block.split(separator: "\n")
            let data = lines.filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }.joined(separator: "\n")
            if let name = lines.first(where: { $0.hasPrefix("event: ") }) { return (String(name.dropFirst(7)), data) }
        }
    }

    private func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count else { throw Failure.closed }
    }

    /// Text up to `delimiter` (removed from the buffer), or everything until the close for nil.
    private func read(until delimiter: String?) throws -> String {
        while true {
            let found: String? = buffer.withLock { bytes in
                guard let delimiter, let range = bytes.firstRange(of: Array(delimiter.utf8)) else { return nil }
                defer { bytes.removeSubrange(..<range.upperBound) }
                return String(decoding: bytes[..<range.lowerBound], as: UTF8.self)
            }
            if let found { return found }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 { throw errno == EAGAIN ? Failure.timedOut : Failure.closed }
            if count == 0 {
                guard delimiter == nil else { throw Failure.closed }
                let rest = buffer.withLock { bytes in
                    defer { bytes.removeAll() }
                    return String(decoding: bytes, as: UTF8.self)
                }
                if rest.isEmpty { throw Failure.closed }
                return rest
            }
            buffer.withLock { $0 += chunk[..<count] }
        }
    }
}
