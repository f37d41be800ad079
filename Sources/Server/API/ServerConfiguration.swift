import Foundation

/// Everything a `FileServer` needs: what to serve, where, and how patient to be.
public struct ServerConfiguration: Sendable {
    /// The folder served at `/`.
    public var root: URL
    /// The address to bind: loopback unless told otherwise.
    public var host: String
    /// The TCP port; 0 asks the system for a free one (read it back from `FileServer.port`).
    public var port: UInt16
    /// When set, HTML gets the live-reload script and `/__sitegen/events` streams this
    /// broadcaster's events. Nil serves files exactly as they are on disk.
    public var liveReload: ReloadBroadcaster?
    /// How long clients may take.
    public var timeouts: ServerTimeouts
    /// How large requests may be, and how many connections are served at once.
    public var limits: ServerLimits
    /// Threads running event loops; each serves its share of connections.
    public var eventLoops: Int

    /// Creates a configuration serving `root` on `host`:`port`.
    public init(
        root: URL,
        host: String = "127.0.0.1",
        port: UInt16 = 8000,
        liveReload: ReloadBroadcaster? = nil,
        timeouts: ServerTimeouts = ServerTimeouts(),
        limits: ServerLimits = ServerLimits(),
        eventLoops: Int = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
    ) {
        self.root = root
        self.host = host
        self.port = port
        self.liveReload = liveReload
        self.timeouts = timeouts
        self.limits = limits
        self.eventLoops = max(1, eventLoops)
    }
}

/// Deadlines that keep a slow or stalled client from holding a connection forever.
public struct ServerTimeouts: Sendable {
    /// From a connection's first byte of a request (or from accepting it) to the end of the
    /// head. Bounds the whole head, not each read, so a client dribbling a byte a second still
    /// runs out: 408, then close.
    public var requestHead: Duration
    /// How long a kept-alive connection may sit between requests before it is closed.
    public var idle: Duration
    /// How long a response may make no progress because the client does not read.
    public var write: Duration
    /// How often an open live-reload stream gets a comment line.
    public var heartbeat: Duration
    /// How long to read and discard after answering a request the server will not read in full
    /// (say, one with a body), so the client sees the answer instead of a reset.
    public var linger: Duration

    /// Creates timeouts; the defaults suit a browser on the same machine.
    public init(
        requestHead: Duration = .seconds(10),
        idle: Duration = .seconds(15),
        write: Duration = .seconds(30),
        heartbeat: Duration = .seconds(15),
        linger: Duration = .seconds(2)
    ) {
        self.requestHead = requestHead
        self.idle = idle
        self.write = write
        self.heartbeat = heartbeat
        self.linger = linger
    }
}

/// Size limits on requests, and a cap on connections.
public struct ServerLimits: Sendable {
    /// The longest request line accepted; longer gets 414.
    public var requestLineBytes: Int
    /// The longest header section accepted; longer gets 431.
    public var headerBytes: Int
    /// The most header fields accepted; more gets 431.
    public var headerCount: Int
    /// The most connections open at once; beyond it, new ones wait in the listen backlog.
    public var connections: Int

    /// Creates limits; the defaults are those of common servers.
    public init(requestLineBytes: Int = 8 * 1024, headerBytes: Int = 16 * 1024, headerCount: Int = 100, connections: Int = 1024) {
        self.requestLineBytes = requestLineBytes
        self.headerBytes = headerBytes
        self.headerCount = headerCount
        self.connections = connections
    }
}

extension Duration {
    /// The duration in whole nanoseconds, for the monotonic clock the event loops read.
    var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
    }
}
