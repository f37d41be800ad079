import Glibc

/// Taking new connections, and making room for them: past the cap, or when the process has
/// no descriptor left for one.
extension EventLoop {
    /// The most connections accepted in one turn of the loop, so a flood of connects cannot
    /// keep it from serving the connections it has.
    static let acceptsPerTurn = 64

    /// Descriptors a loop leaves free once `accept` has found none: room for the files its
    /// responses open, which would otherwise fail (as 404s) with the last descriptor taken by
    /// the next connection.
    static let descriptorHeadroom = 4

    /// How long a cap lowered for want of descriptors stays lowered. Files and rebuilds that
    /// held the descriptors come and go; if they still hold them after this, the next EMFILE
    /// lowers the cap again, closing a few connections once rather than for every accept.
    static let descriptorShortageSpan: UInt64 = 30_000_000_000

    /// Accepts what is waiting, a bounded number a turn. Other loops poll the same listener,
    /// so losing the race (EAGAIN) is normal. Past this loop's cap, each connection accepted
    /// closes the least useful one open, so held connections, however many, never leave a new
    /// one waiting in the backlog; when the process has no descriptor left for it (EMFILE,
    /// ENFILE), the cap comes down to the room there is, closing connections the same way.
    func acceptConnections() {
        var (accepted, madeRoom) = (false, false)
        for _ in 0..<Self.acceptsPerTurn {
            let descriptor = accept(listener, nil, nil)
            if descriptor < 0 {
                switch errno {
                case EINTR, ECONNABORTED:
                    continue
                case EMFILE, ENFILE:
                    // accept takes a descriptor before it looks for a client, so after one it
                    // may only mean that one took the last: closing now would close the client
                    // just accepted, its head unread. The next turn's poll says if anyone waits.
                    if accepted { return }
                    // Once: if closing freed no descriptor for accept (another loop or a file
                    // took it), or there was nothing to close, wait as for ENOMEM.
                    if !madeRoom && fitToDescriptors() {
                        madeRoom = true
                        continue
                    }
                    listenerPausedUntil = now + 100_000_000
                case ENOBUFS, ENOMEM:
                    listenerPausedUntil = now + 100_000_000
                default:
                    break
                }
                return
            }
            accepted = true
            guard SystemCalls.prepare(descriptor) else {
                Glibc.close(descriptor)
                continue
            }
            SystemCalls.disableNagle(descriptor)
            makeRoom()
            connections[descriptor] = Connection(descriptor: descriptor, deadline: now + timing.requestHead)
        }
    }

    /// After `accept` found no descriptor: the room this loop really has is what it holds, so
    /// the cap comes down to that less the headroom for a while, and connections are closed
    /// down to it for the one waiting. False when this loop holds none to close.
    private func fitToDescriptors() -> Bool {
        guard !connections.isEmpty else { return false }
        maximumConnections = max(1, min(maximumConnections, connections.count - Self.descriptorHeadroom))
        descriptorShortageEnds = now + Self.descriptorShortageSpan
        makeRoom()
        return true
    }

    /// Closes the least useful connections until one more fits under the cap.
    private func makeRoom() {
        while connections.count >= maximumConnections, let victim = leastUseful(connections.values) { close(victim) }
    }

    /// Raises a cap lowered for want of descriptors back to this loop's share once the
    /// shortage has lasted its span; called from the sweep.
    func endDescriptorShortage() {
        if maximumConnections < connectionShare && now >= descriptorShortageEnds { maximumConnections = connectionShare }
    }

    /// The connection to close first to make room (see `Connection.evictionOrder`).
    func leastUseful(_ candidates: some Sequence<Connection>) -> Connection? {
        candidates.min { $0.evictionOrder < $1.evictionOrder }
    }
}
