import Glibc

/// Taking new connections, and making room for them past the cap.
extension EventLoop {
    /// The most connections accepted in one turn of the loop, so a flood of connects cannot
    /// keep it from serving the connections it has.
    static let acceptsPerTurn = 64

    /// Accepts what is waiting, a bounded number a turn. Other loops poll the same listener,
    /// so losing the race (EAGAIN) is normal. Past this loop's share, each connection accepted
    /// closes the least useful one open, so held connections, however many, never leave a new
    /// one waiting in the backlog.
    func acceptConnections() {
        for _ in 0..<Self.acceptsPerTurn {
            let descriptor = accept(listener, nil, nil)
            if descriptor < 0 {
                switch errno {
                case EINTR, ECONNABORTED: continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM: listenerPausedUntil = now + 100_000_000
                default: break
                }
                return
            }
            guard SystemCalls.prepare(descriptor) else {
                Glibc.close(descriptor)
                continue
            }
            SystemCalls.disableNagle(descriptor)
            if connections.count >= maximumConnections, let victim = leastUseful(connections.values) { close(victim) }
            connections[descriptor] = Connection(descriptor: descriptor, deadline: now + timing.requestHead)
        }
    }

    /// The connection to close first to make room (see `Connection.evictionOrder`).
    func leastUseful(_ candidates: some Sequence<Connection>) -> Connection? {
        candidates.min { $0.evictionOrder < $1.evictionOrder }
    }
}
