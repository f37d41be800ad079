/// One client socket and where it stands. Owned by exactly one event loop, never shared.
final class Connection {
    enum Phase {
        /// Waiting for (the rest of) a request head.
        case reading
        /// Writing a response; reading waits so a client cannot queue unbounded work.
        case writing
        /// An open live-reload stream: writes as events come, reads only to notice the close.
        case streaming
        /// Answered and half-closed; reading and discarding until the client closes.
        case draining
        /// Gone; any reference still held is stale.
        case closed
    }

    let descriptor: Int32
    var phase: Phase = .reading
    /// Bytes received and not yet parsed.
    var input: [UInt8] = []
    var output = OutputQueue()
    /// When the current phase runs out of time, on the monotonic clock.
    var deadline: UInt64
    /// Whether the connection is kept alive between requests with nothing of the next one yet;
    /// the idle timeout applies then, the request-head timeout otherwise.
    var isIdle = false
    /// Whether to half-close once the output drains.
    var closesAfterOutput = false
    /// When a stream next gets a heartbeat comment.
    var nextHeartbeat: UInt64 = 0
    /// When a stream is closed, however well it drains: the end of its lifetime.
    var streamEnds: UInt64 = .max

    init(descriptor: Int32, deadline: UInt64) {
        self.descriptor = descriptor
        self.deadline = deadline
    }

    /// How readily the connection is closed to make room for a new one, lowest first, and
    /// within a rank the one that has waited longest: a half-closed drain costs nothing to
    /// end; a kept-alive connection between requests is reopened by its browser; a head still
    /// arriving is either slow or hostile; a stream's page reconnects by itself; a response
    /// being written is the work the server is for, so it goes last, the most stalled first.
    var evictionOrder: (rank: Int, since: UInt64) {
        switch phase {
        case .draining: (0, deadline)
        case .reading where isIdle: (1, deadline)
        case .reading: (2, deadline)
        case .streaming: (3, streamEnds)
        case .writing: (4, deadline)
        case .closed: (5, 0)
        }
    }
}
