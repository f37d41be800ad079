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
    }

    private let state = Mutex(State())

    /// Creates a broadcaster with no listeners and no error.
    public init() {}

    /// Reloads every open page, and forgets any earlier error.
    public func reload() {
        send(.reload) { $0.currentError = nil }
    }

    /// Shows `message` over every open page; the pages keep showing the last good build.
    /// Pages opened later show it too, until the next `reload()`.
    public func reportError(_ message: String) {
        send(.error(message)) { $0.currentError = message }
    }

    /// The report of the last failed rebuild, or nil if the last rebuild worked.
    public var currentError: String? {
        state.withLock { $0.currentError }
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

    private func send(_ event: ServerSentEvent, updating update: (inout State) -> Void) {
        // Handlers run outside the lock, so one that subscribes or reads state cannot deadlock.
        let handlers = state.withLock { state in
            update(&state)
            return Array(state.subscribers.values)
        }
        for handler in handlers { handler(event) }
    }
}
