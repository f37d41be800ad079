import Glibc
import Synchronization

/// How other threads reach an event loop blocked in `poll`: post under a lock, then write a
/// byte to a pipe the loop polls. (`eventfd` is not in the toolchain's Glibc module.)
final class LoopMailbox: Sendable {
    /// What has been posted since the loop last looked.
    struct Delivery: Sendable {
        var stopRequested = false
        var events: [ServerSentEvent] = []
    }

    /// The end the loop polls.
    let readEnd: Int32
    private let writeEnd: Int32
    private let pending = Mutex(Delivery())

    init() throws(ServerError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .system(call: "pipe", message: SystemCalls.message(errno)) }
        SystemCalls.prepare(ends[0])
        SystemCalls.prepare(ends[1])
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Queues a live-reload event for the loop's event streams.
    func post(_ event: ServerSentEvent) {
        pending.withLock { $0.events.append(event) }
        wake()
    }

    /// Asks the loop to close its connections and return.
    func requestStop() {
        pending.withLock { $0.stopRequested = true }
        wake()
    }

    /// Everything posted so far, emptying the mailbox and the pipe.
    func collect() -> Delivery {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
        return pending.withLock { delivery in
            let taken = delivery
            delivery.events.removeAll()
            return taken
        }
    }

    private func wake() {
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up the loop has not read, so EAGAIN loses nothing.
        _ = write(writeEnd, &byte, 1)
    }
}
