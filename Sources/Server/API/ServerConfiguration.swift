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
    /// Names besides `host`, `localhost` (and `*.localhost`) and IP addresses that requests may
    /// give in `Host`; others get 421, which keeps pages on other sites from reaching the server
    /// by DNS rebinding. A name starting with `.` admits the name and every name under it.
    public var allowedHosts: [String]
    /// The open-file limit `start()` fits the connection cap into instead of the process's
    /// soft RLIMIT_NOFILE (see `DescriptorBudget`): tests set it rather than lower the limit
    /// of the process their other suites share.
    var descriptorLimit: Int?

    /// Creates a configuration serving `root` on `host`:`port`.
    public init(
        root: URL,
        host: String = "127.0.0.1",
        port: UInt16 = 8000,
        liveReload: ReloadBroadcaster? = nil,
        timeouts: ServerTimeouts = ServerTimeouts(),
        limits: ServerLimits = ServerLimits(),
        eventLoops: Int = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)),
        allowedHosts: [String] = []
    ) {
        self.root = root
        self.host = host
        self.port = port
        self.liveReload = liveReload
        self.timeouts = timeouts
        self.limits = limits
        self.eventLoops = max(1, eventLoops)
        self.allowedHosts = allowedHosts
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
    /// How long a live-reload stream stays open before the server closes it. The page's
    /// EventSource reconnects by itself (after the stream's `retry:` hint) and, naming the last
    /// event it saw, is told at once of a reload it missed; a stream held by a client that never
    /// goes away costs a connection for this long at most.
    public var streamLifetime: Duration
    /// How long to read and discard after answering a request the server will not read in full
    /// (say, one with a body), so the client sees the answer instead of a reset.
    public var linger: Duration

    /// Creates timeouts; the defaults suit a browser on the same machine.
    public init(
        requestHead: Duration = .seconds(10),
        idle: Duration = .seconds(15),
        write: Duration = .seconds(30),
        heartbeat: Duration = .seconds(15),
        linger: Duration = .seconds(2),
        streamLifetime: Duration = .seconds(300)
    ) {
        self.requestHead = requestHead
        self.idle = idle
        self.write = write
        self.heartbeat = heartbeat
        self.linger = linger
        self.streamLifetime = streamLifetime
    }
}

/// Size limits on requests, and caps on connections and live-reload streams.
public struct ServerLimits: Sendable {
    /// The longest request line accepted; longer gets 414.
    public var requestLineBytes: Int
    /// The longest header section accepted; longer gets 431.
    public var headerBytes: Int
    /// The most header fields accepted; more gets 431.
    public var headerCount: Int
    /// The most connections open at once, and fewer when the process's open-file limit leaves
    /// less room (its soft limit less a reserve for files and the server's own descriptors,
    /// fixed when the server starts). A connection arriving beyond it is still accepted:
    /// the least useful one open is closed for it (one draining, then idle between requests,
    /// then slowest to send its head, then the oldest stream, then the slowest reader), so no
    /// number of held connections keeps a new request from being answered.
    public var connections: Int
    /// The most live-reload streams open at once, a share of `connections`. A stream beyond it
    /// closes the oldest, whose page reconnects by itself: the newest page is the one in front
    /// of the developer. (A 503 instead would end live reload in the refused page for good:
    /// EventSource does not retry a response that is not a 200.)
    public var liveReloadStreams: Int

    /// Creates limits; the defaults are those of common servers.
    public init(
        requestLineBytes: Int = 8 * 1024,
        headerBytes: Int = 16 * 1024,
        headerCount: Int = 100,
        connections: Int = 1024,
        liveReloadStreams: Int = 64
    ) {
        self.requestLineBytes = requestLineBytes
        self.headerBytes = headerBytes
        self.headerCount = headerCount
        self.connections = connections
        self.liveReloadStreams = liveReloadStreams
    }
}

extension Duration {
    /// The duration in whole nanoseconds, for the monotonic clock the event loops read.
    var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
    }
}
