/// A response about to be written: status, fields, and where the body comes from.
struct Response: Sendable {
    /// Where the body bytes come from.
    enum Body: Sendable {
        /// No body (HEAD, 304), whatever `Content-Length` says.
        case none
        /// The whole body in memory.
        case bytes([UInt8])
        /// `length` bytes read from an open file as the socket takes them; the writer closes it.
        case file(descriptor: Int32, length: Int)
        /// An endless `text/event-stream` starting with these bytes.
        case eventStream([UInt8])
    }

    var status: HTTPStatus
    /// Fields in the order written, in their usual letter case.
    var headers: [(name: String, value: String)]
    var body: Body
    /// Whether to close the connection after this response whatever the client asked.
    var closesConnection = false

    /// A short `text/plain` response whose body is its status line, for errors and redirects.
    static func plain(_ status: HTTPStatus, _ detail: String? = nil, closesConnection: Bool = false) -> Response {
        let text = "\(status.rawValue) \(status.reason)\n" + (detail.map { $0 + "\n" } ?? "")
        let body = Array(text.utf8)
        return Response(
            status: status,
            headers: [("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", "\(body.count)"), ("Cache-Control", "no-cache")],
            body: .bytes(body),
            closesConnection: closesConnection
        )
    }

    /// The status line and fields, ending with the empty line.
    ///
    /// `Date` and `Connection` are added here because they depend on the moment and on the
    /// connection, not on the file: `close` when the connection ends after this response,
    /// `keep-alive` for an HTTP/1.0 client that asked to keep it.
    func serializedHead(keepAlive: Bool, requestVersion: HTTPVersion?, date: String) -> [UInt8] {
        var text = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\nDate: \(date)\r\nServer: sitegen\r\n"
        for field in headers { text += "\(field.name): \(field.value)\r\n" }
        if !keepAlive {
            text += "Connection: close\r\n"
        } else if requestVersion == .http1_0 {
            text += "Connection: keep-alive\r\n"
        }
        text += "\r\n"
        return Array(text.utf8)
    }
}
