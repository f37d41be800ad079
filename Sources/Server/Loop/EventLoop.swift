import Glibc

/// One thread's share of the server: a `poll(2)` loop over the shared listener, its mailbox,
/// and the connections it accepted.
///
/// Every socket is non-blocking and every connection has a deadline, so no client, however
/// slow, holds up another: a loop only ever waits in `poll`. `poll` rather than `epoll`
/// because the toolchain's Glibc module does not export epoll; at the hundreds of connections
/// a development server sees, rebuilding the poll set each turn costs microseconds.
final class EventLoop {
    /// Deadlines in nanoseconds, converted once.
    struct Timing {
        var requestHead: UInt64
        var idle: UInt64
        var write: UInt64
        var heartbeat: UInt64
        var linger: UInt64
        var streamLifetime: UInt64

        init(_ timeouts: ServerTimeouts) {
            requestHead = timeouts.requestHead.nanoseconds
            idle = timeouts.idle.nanoseconds
            write = timeouts.write.nanoseconds
            heartbeat = timeouts.heartbeat.nanoseconds
            linger = timeouts.linger.nanoseconds
            streamLifetime = timeouts.streamLifetime.nanoseconds
        }

        /// How often deadlines are checked: a quarter of the shortest, within 5–250 ms.
        var sweepInterval: UInt64 {
            min(250_000_000, max(5_000_000, min(requestHead, idle, write, heartbeat, linger, streamLifetime) / 4))
        }
    }

    /// An open stream may fall this far behind before the client counts as stalled.
    static let maximumStreamBacklog = 1 << 20

    let listener: Int32
    let mailbox: LoopMailbox
    let responder: Responder
    let timing: Timing
    let limits: ServerLimits
    /// This loop's share of `limits.connections`.
    let connectionShare: Int
    /// The most connections this loop holds: its share, or fewer for a while after `accept`
    /// found no descriptor left (see `holdNoMore`).
    var maximumConnections: Int
    /// When a cap lowered for want of descriptors goes back to the share.
    var descriptorShortageEnds: UInt64 = 0
    /// This loop's share of `limits.liveReloadStreams`.
    let maximumStreams: Int

    var connections: [Int32: Connection] = [:]
    var now = SystemCalls.monotonicNow()
    /// Reused for every read and every file piece written.
    var scratch = [UInt8](repeating: 0, count: 64 * 1024)
    private var pollSet: [pollfd] = []
    private var nextSweep: UInt64 = 0
    /// Set when `accept` ran out of descriptors and no connection could make room, so a full
    /// table does not spin the loop.
    var listenerPausedUntil: UInt64 = 0
    private var cachedDate: (second: Int, text: String) = (-1, "")

    /// - Parameter loops: how many loops share the listener and the limits.
    init(listener: Int32, mailbox: LoopMailbox, responder: Responder, timeouts: ServerTimeouts, limits: ServerLimits, loops: Int) {
        self.listener = listener
        self.mailbox = mailbox
        self.responder = responder
        self.timing = Timing(timeouts)
        self.limits = limits
        let loops = max(1, loops)
        self.connectionShare = max(1, (limits.connections + loops - 1) / loops)
        self.maximumConnections = connectionShare
        self.maximumStreams = max(1, (limits.liveReloadStreams + loops - 1) / loops)
    }

    /// Serves until the mailbox says stop, then closes every connection.
    func run() {
        nextSweep = now + timing.sweepInterval
        while true {
            rebuildPollSet()
            let wait = nextSweep > now ? Int32(min((nextSweep - now) / 1_000_000 + 1, 1000)) : 0
            let ready = poll(&pollSet, nfds_t(pollSet.count), wait)
            now = SystemCalls.monotonicNow()
            if ready < 0 && errno != EINTR { break }
            if ready > 0 && !handleReadyDescriptors() { break }
            if now >= nextSweep {
                sweep()
                nextSweep = now + timing.sweepInterval
            }
        }
        for connection in Array(connections.values) { close(connection) }
    }

    /// Handles what `poll` reported; false once a stop was requested.
    private func handleReadyDescriptors() -> Bool {
        var listenerReady = false
        for entry in pollSet where entry.revents != 0 {
            if entry.fd == mailbox.readEnd {
                let delivery = mailbox.collect()
                if delivery.stopRequested { return false }
                for event in delivery.events { broadcast(event) }
            } else if entry.fd == listener {
                listenerReady = true
            } else if let connection = connections[entry.fd] {
                service(connection, events: Int32(entry.revents))
            }
        }
        // Accepting last: it may close connections to make room, and a descriptor number freed
        // and reused within the turn must not get the events polled for its old socket.
        if listenerReady { acceptConnections() }
        return true
    }

    private func rebuildPollSet() {
        pollSet.removeAll(keepingCapacity: true)
        pollSet.append(pollfd(fd: mailbox.readEnd, events: Int16(POLLIN), revents: 0))
        // Polled even when this loop is full: a new connection then takes the place of the
        // least useful one (see `acceptConnections`), rather than waiting in the backlog.
        if now >= listenerPausedUntil {
            pollSet.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
        }
        for connection in connections.values {
            var events: Int32
            switch connection.phase {
            case .reading, .draining: events = POLLIN
            case .writing: events = POLLOUT
            case .streaming: events = connection.output.isEmpty ? POLLIN : POLLIN | POLLOUT
            case .closed: continue
            }
            pollSet.append(pollfd(fd: connection.descriptor, events: Int16(events), revents: 0))
        }
    }

    /// Sends `event` to every open live-reload stream on this loop.
    private func broadcast(_ event: ServerSentEvent) {
        let bytes = event.encoded
        for connection in connections.values where connection.phase == .streaming {
            connection.output.append(bytes)
            flush(connection)
        }
    }

    /// Closes the socket and forgets the connection.
    func close(_ connection: Connection) {
        guard connection.phase != .closed else { return }
        connection.output.discard()
        connection.phase = .closed
        connections.removeValue(forKey: connection.descriptor)
        Glibc.close(connection.descriptor)
    }

    /// The `Date` field value, formatted once a second.
    func httpDate() -> String {
        let second = time(nil)
        if second != cachedDate.second {
            cachedDate = (second, HTTPDate.format(second))
        }
        return cachedDate.text
    }
}
