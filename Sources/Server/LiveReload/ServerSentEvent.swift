/// The events the live-reload endpoint sends, in `text/event-stream` form.
enum ServerSentEvent: Sendable, Equatable {
    /// The site was rebuilt for the `generation`th time: pages reload themselves. The
    /// generation is the event's `id`, which a reconnecting EventSource sends back as
    /// `Last-Event-ID`, so a page whose stream was closed while a rebuild finished still hears of it.
    case reload(generation: Int)
    /// A rebuild failed: pages show the report over the last good build.
    case error(String)

    /// The event as sent on the wire.
    ///
    /// Every event carries a `data:` line because EventSource drops events whose data is empty.
    var encoded: [UInt8] {
        switch self {
        case .reload(let generation):
            return Array("id: \(generation)\nevent: reload\ndata: reload\n\n".utf8)
        case .error(let message):
            // A data line ends at any of CR, LF or CRLF, so each line of the report becomes one.
            let lines = message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            return Array(("event: error\n" + lines.map { "data: \($0)\n" }.joined() + "\n").utf8)
        }
    }

    /// What opens every stream: reconnect after a second if the connection drops (the server
    /// restarts, or closes the stream at the end of its lifetime), instead of the browser's
    /// default of a few seconds; and the last reload's generation as the event id, which an
    /// id-only block sets without dispatching an event.
    static func preamble(generation: Int) -> [UInt8] {
        Array("retry: 1000\nid: \(generation)\n\n".utf8)
    }

    /// A comment line that keeps idle proxies and the connection's write check honest.
    static let heartbeat = Array(": heartbeat\n\n".utf8)
}
