import Synchronization

/// Tells every page open on a server to reload, or to show why the last rebuild failed.
///
/// Give the same broadcaster to a `FileServer` (through `ServerConfiguration.liveReload`) and to
/// whatever rebuilds the site. Safe to call from any thread or task.
public final class ReloadBroadcaster: Sendable {
    private struct State {
        var subscribers: [Int: @Sendable (ServerSentEvent) -> Void] = [:]
        var nextToken = 0
        var currentError: String?
        var generation = 0
    }

    private let state = Mutex(State())

    /// Creates a broadcaster with no listeners and no error.
    public init() {}

    /// Reloads every open page, and forgets any earlier error.
    public func reload() {
        send { state in
            state.currentError = nil
            state.generation += 1
            return .reload(generation: state.generation)
        }
    }

    /// Shows `message` over every open page; the pages keep showing the last good build.
    /// Pages opened later show it too, until the next `reload()`.
    public func reportError(_ message: String) {
        send { state in
            state.currentError = message
            return .error(message)
        }
    }

    /// The report of the last failed rebuild, or nil if the last rebuild worked.
    public var currentError: String? {
        state.withLock { $0.currentError }
    }

    /// How many reloads have been sent: the id of the last reload event.
    var generation: Int {
        state.withLock { $0.generation }
    }

    /// Calls `handler` for every later event until `unsubscribe(_:)`; returns the token to pass.
    func subscribe(_ handler: @escaping @Sendable (ServerSentEvent) -> Void) -> Int {
        state.withLock { state in
            state.nextToken += 1
            state.subscribers[state.nextToken] = handler
            return state.nextToken
        }
    }

    /// Stops calling the handler registered under `token`.
    func unsubscribe(_ token: Int) {
        state.withLock { _ = $0.subscribers.removeValue(forKey: token) }
    }

    /// Updates the state and sends the event it makes to every subscriber.
    private func send(_ update: (inout State) -> ServerSentEvent) {
        // Handlers run outside the lock, so one that subscribes or reads state cannot deadlock.
        let (event, handlers) = state.withLock { state in
            (update(&state), Array(state.subscribers.values))
        }
        for handler in handlers { handler(event) }
    }
}
