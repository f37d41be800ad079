import Foundation
import Glibc

/// What the watching thread needs, and its two loops: inotify and polling. Lives on that one
/// thread; ends the stream and closes its descriptors when told to stop.
struct WatchContext: Sendable {
    let stopReadEnd: Int32
    /// Quiet time, in nanoseconds, that ends a burst.
    let debounce: UInt64
    let continuation: AsyncStream<Set<URL>>.Continuation
    let isIgnored: @Sendable (String) -> Bool

    /// A burst is reported at the latest this long after its first change, so a file written
    /// continuously still gets its rebuilds.
    var longestBurst: UInt64 { debounce * 10 }

    func watch(_ initial: InotifyWatchSet) {
        var watches = initial
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var pending = Set<String>()
        var burstStarted: UInt64 = 0
        var quietDeadline: UInt64 = .max
        defer {
            close(watches.descriptor)
            finish()
        }
        while true {
            let now = SystemCalls.monotonicNow()
            let deadline = min(quietDeadline, pending.isEmpty ? .max : burstStarted + longestBurst)
            let wait: Int32 = deadline == .max ? -1 : Int32(deadline > now ? (deadline - now) / 1_000_000 + 1 : 0)
            var descriptors = [pollfd(fd: stopReadEnd, events: Int16(POLLIN), revents: 0), pollfd(fd: watches.descriptor, events: Int16(POLLIN), revents: 0)]
            if Glibc.poll(&descriptors, 2, wait) < 0 && errno != EINTR { return }
            if descriptors[0].revents != 0 { return }
            if descriptors[1].revents != 0 {
                let changed = watches.readChanges(into: &buffer)
                if !changed.isEmpty {
                    let at = SystemCalls.monotonicNow()
                    if pending.isEmpty { burstStarted = at }
                    pending.formUnion(changed)
                    quietDeadline = at + debounce
                }
            }
            let after = SystemCalls.monotonicNow()
            if !pending.isEmpty && (after >= quietDeadline || after >= burstStarted + longestBurst) {
                deliver(pending)
                pending.removeAll()
                quietDeadline = .max
            }
        }
    }

    func poll(roots: [String], from initial: FolderSnapshot, every interval: UInt64) {
        var snapshot = initial
        defer { finish() }
        while true {
            var stop = pollfd(fd: stopReadEnd, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&stop, 1, Int32(max(1, interval / 1_000_000)))
            if ready != 0 && !(ready < 0 && errno == EINTR) { return }
            let next = FolderSnapshot(folders: roots, isIgnored: isIgnored)
            let changed = snapshot.changes(to: next)
            snapshot = next
            if !changed.isEmpty { deliver(changed) }
        }
    }

    private func deliver(_ paths: Set<String>) {
        continuation.yield(Set(paths.map { URL(fileURLWithPath: $0) }))
    }

    private func finish() {
        close(stopReadEnd)
        continuation.finish()
    }
}
