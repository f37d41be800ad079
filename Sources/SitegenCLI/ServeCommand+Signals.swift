import Dispatch
import Foundation
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM turned into something to await, so `serve` can close its
/// listener and exit 0 instead of being killed mid-write.
final class TerminationSignal: Sendable {
    private struct State {
        var arrived = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    init() {}

    /// Takes over SIGINT and SIGTERM for the rest of the process. The caller keeps the returned
    /// sources alive for as long as it wants to hear the signals.
    func listen() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { signalNumber in
            // Ignored at the process level so only the dispatch source sees the signal.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [weak self] in self?.fire() }
            source.resume()
            return source
        }
    }

    /// Returns once either signal has arrived (at once if one already has).
    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.arrived { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    private func fire() {
        let waiters = state.withLock { state in
            state.arrived = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
