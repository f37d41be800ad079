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

    init(descriptor: Int32, deadline: UInt64) {
        self.descriptor = descriptor
        self.deadline = deadline
    }
}
