import Foundation
import Glibc
import Synchronization
import Testing

/// A response as a test sees it.
struct TestResponse: Sendable {
    var status: Int
    /// Fields by lower-cased name; the last one wins.
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

enum TestClientError: Error, Equatable {
    case connectFailed(Int32)
    case timedOut
    case closed
    case malformed(String)
}

/// A blocking client over a raw socket, so tests can send exactly the bytes they mean
/// (malformed, slow, pipelined) and read exactly what comes back. Every read waits at most
/// `timeout` seconds, so a broken server fails a test instead of hanging it.
final class TestClient: Sendable {
    let descriptor: Int32
    private let received = Mutex<[UInt8]>([])

    init(port: UInt16, timeout: Double = 5) throws {
        // Only a connected socket is stored: deinit closes `descriptor`, and closing a number
        // twice could close a file the server (in this same process) has just opened.
        descriptor = try Self.connectedSocket(port: port, timeout: timeout)
    }

    private static func connectedSocket(port: UInt16, timeout: Double) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if status != 0 {
            let code = errno
            close(descriptor)
            throw TestClientError.connectFailed(code)
        }
        return descriptor
    }

    deinit { close(descriptor) }

    /// Sends all of `text`; throws `.closed` if the server has closed the connection.
    func send(_ text: String) throws { try send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw TestClientError.closed }
            sent += count
        }
    }

    /// Sends a GET (or `method`) for `target` with a Host field and any `headers`, and reads the answer.
    func request(_ target: String, method: String = "GET", headers: [String] = []) throws -> TestResponse {
        try send("\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n")
        return try readResponse(hasBody: method != "HEAD")
    }

    /// Reads one response. Without `Content-Length`, the body runs to the close.
    func readResponse(hasBody: Bool = true) throws -> TestResponse {
        let head = try readHead()
        let lines = head.components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, statusParts[0] == "HTTP/1.1", let status = Int(statusParts[1]) else {
            throw TestClientError.malformed(lines[0])
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body: [UInt8] = []
        if hasBody && status != 304 {
            if let length = headers["content-length"].flatMap(Int.init) {
                body = try readExactly(length)
            } else {
                body = try readToClose()
            }
        }
        return TestResponse(status: status, headers: headers, body: body)
    }

    /// Reads one server-sent event, skipping comments and `retry:` lines.
    func readEvent() throws -> (name: String, data: String) {
        while true {
            let block = try readDelimited(by: Array("\n\n".utf8))
            var name = "message"
            var data: [String] = []
            for line in block.split(separator: "\n") {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
            }
            if !data.isEmpty { return (name, data.joined(separator: "\n")) }
        }
    }

    /// Reads the next blank-line-terminated block of a stream, whatever it holds.
    func readEvent(orComment: Bool) throws -> String {
        try readDelimited(by: Array("\n\n".utf8)) + "\n\n"
    }

    /// Reads until the server closes; returns what came. Throws `.timedOut` if it never does.
    func readToClose() throws -> [UInt8] {
        while try fill() {}
        return received.withLock { buffer in
            defer { buffer.removeAll() }
            return buffer
        }
    }

    /// Whether the server has closed the connection by now, without waiting: reads what has
    /// arrived (keeping it) and looks for the end of the stream.
    func isClosedNow() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                received.withLock { $0 += chunk[..<count] }
                continue
            }
            return count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
        }
    }

    /// Whether the server closed the connection (orderly or by reset) within the timeout.
    func waitForClose() -> Bool {
        do {
            _ = try readToClose()
            return true
        } catch {
            return error as? TestClientError == .closed
        }
    }

    private func readHead() throws -> String {
        try readDelimited(by: Array("\r\n\r\n".utf8))
    }

    private func readDelimited(by delimiter: [UInt8]) throws -> String {
        while true {
            let found: String? = received.withLock { buffer in
                guard let range = buffer.firstRange(of: delimiter) else { return nil }
                defer { buffer.removeSubrange(..<range.upperBound) }
                return String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
            }
            if let found { return found }
            guard try fill() else { throw TestClientError.closed }
        }
    }

    private func readExactly(_ count: Int) throws -> [UInt8] {
        while received.withLock({ $0.count }) < count {
            guard try fill() else { throw TestClientError.closed }
        }
        return received.withLock { buffer in
            defer { buffer.removeSubrange(..<count) }
            return Array(buffer[..<count])
        }
    }

    /// Reads once; false at the end of the stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK { throw TestClientError.timedOut }
            if errno == ECONNRESET { return false }
            throw TestClientError.closed
        }
        received.withLock { $0 += chunk[..<count] }
        return count > 0
    }
}

/// Runs blocking work on its own thread, so socket waits never occupy the few threads Swift
/// concurrency shares between tests.
func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Opens a live-reload stream (naming the last event seen, if any) and reads its 200 head.
func openStream(_ port: UInt16, lastEventID: String? = nil) throws -> TestClient {
    let client = try TestClient(port: port)
    try client.send("GET /__sitegen/events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n" + (lastEventID.map { "Last-Event-ID: \($0)\r\n" } ?? "") + "\r\n")
    let head = try client.readResponse(hasBody: false)
    #expect(head.status == 200)
    return client
}
