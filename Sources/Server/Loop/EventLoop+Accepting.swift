import Glibc

/// Taking new connections, and making room for them: past the cap, or when the process has
/// no descriptor left for one or for the file a request asks for.
extension EventLoop {
    /// The most connections accepted in one turn of the loop, so a flood of connects cannot
    /// keep it from serving the connections it has.
    static let acceptsPerTurn = 64

    /// Accepts what is waiting, a bounded number a turn. Other loops poll the same listener,
    /// so losing the race (EAGAIN) is normal. Past this loop's cap, each connection accepted
    /// closes the least useful one open, so held connections, however many, never leave a new
    /// one waiting in the backlog; when the process has no descriptor left for it (EMFILE,
    /// ENFILE), the cap comes down to what the loop holds and the least useful is closed first.
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
                    if !madeRoom && holdNoMore() {
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
            if connections.count >= maximumConnections { closeLeastUseful() }
            connections[descriptor] = Connection(descriptor: descriptor, deadline: now + timing.requestHead)
        }
    }

    /// After `accept` found no descriptor: the room this loop has is what it holds, so for a
    /// while its cap is that, and the least useful connection is closed for the one waiting.
    /// Else a loop not yet short would take each descriptor another frees, for a connection or
    /// a file, and grow until it is short too. False when this loop holds none to close.
    private func holdNoMore() -> Bool {
        guard !connections.isEmpty else { return false }
        maximumConnections = min(maximumConnections, connections.count)
        descriptorShortageEnds = now + Self.descriptorShortageSpan
        return closeLeastUseful()
    }

    /// How long a cap lowered for want of descriptors stays lowered after the last EMFILE:
    /// files and rebuilds that held them come and go.
    static let descriptorShortageSpan: UInt64 = 30_000_000_000

    /// Raises a cap lowered for want of descriptors back to this loop's share once the
    /// shortage is over; called from the sweep.
    func endDescriptorShortage() {
        if maximumConnections < connectionShare && now >= descriptorShortageEnds { maximumConnections = connectionShare }
    }

    /// The responder's answer to `head`. When it had no descriptor for the file (its 503), the
    /// least useful other connection is closed and it is asked again: a full table would
    /// otherwise refuse every file while idle connections hold the descriptors. A few times,
    /// since another loop's accept may take the descriptor freed first.
    func answer(_ head: RequestHead, on connection: Connection) -> Response {
        var response = responder.respond(to: head)
        for _ in 0..<Self.triesForADescriptor where response.status == .serviceUnavailable {
            guard closeLeastUseful(sparing: connection) else { break }
            response = responder.respond(to: head)
        }
        return response
    }

    /// How many connections a request may close, one at a time, to find a descriptor for its file.
    static let triesForADescriptor = 4

    /// Closes the connection least useful to keep, `spared` aside; false when there is none.
    @discardableResult
    func closeLeastUseful(sparing spared: Connection? = nil) -> Bool {
        guard let victim = leastUseful(connections.values.lazy.filter { $0 !== spared }) else { return false }
        close(victim)
        return true
    }

    /// The connection to close first to make room (see `Connection.evictionOrder`).
    func leastUseful(_ candidates: some Sequence<Connection>) -> Connection? {
        candidates.min { $0.evictionOrder < $1.evictionOrder }
    }
}
