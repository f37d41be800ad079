import Dispatch
import Foundation
import Synchronization

/// Serves a folder over HTTP/1.1: GET and HEAD, keep-alive, validators and 304s, a folder's
/// `index.html`, and (when configured) live reload. Knows nothing about what the files are.
///
/// ```swift
/// let server = FileServer(configuration: ServerConfiguration(root: folder, port: 0))
/// let port = try server.start()
/// // …
/// await server.stop()
/// ```
public final class FileServer: Sendable {
    /// What this server serves and how.
    public let configuration: ServerConfiguration

    private struct Running: Sendable {
        var listener: Listener
        var mailboxes: [LoopMailbox]
        var subscriptions: [Int]
        var finished: DispatchGroup
    }

    private let running = Mutex<Running?>(nil)

    /// Creates a server; nothing is bound until `start()`.
    public init(configuration: ServerConfiguration) {
        self.configuration = configuration
    }

    deinit {
        if let running = running.withLock({ $0 }) { Self.shutDown(running) }
    }

    /// Binds the address and starts the event loops; returns the bound port. Calling it again
    /// while running returns the same port.
    @discardableResult
    public func start() throws(ServerError) -> UInt16 {
        try running.withLock { (running: inout Running?) throws(ServerError) -> UInt16 in
            if let running { return running.listener.port }
            let listener = try Listener.bind(host: configuration.host, port: configuration.port)
            var mailboxes: [LoopMailbox] = []
            do throws(ServerError) {
                for _ in 0..<configuration.eventLoops { mailboxes.append(try LoopMailbox()) }
            } catch {
                close(listener.descriptor)
                throw error
            }
            let broadcaster = configuration.liveReload
            let subscriptions = broadcaster.map { broadcaster in
                mailboxes.map { mailbox in broadcaster.subscribe { mailbox.post($0) } }
            } ?? []
            let hosts = HostPolicy(listenHost: configuration.host, allowed: configuration.allowedHosts)
            let responder = Responder(root: configuration.root.path, broadcaster: broadcaster, hosts: hosts)
            let finished = DispatchGroup()
            let loops = mailboxes.count
            var limits = configuration.limits
            limits.connections = DescriptorBudget.connections(
                configured: limits.connections, descriptorLimit: configuration.descriptorLimit ?? DescriptorBudget.processLimit()
            )
            for (index, mailbox) in mailboxes.enumerated() {
                let timeouts = configuration.timeouts
                finished.enter()
                let thread = Thread { [limits] in
                    // The loop is made on its own thread and never leaves it, so it needs no lock.
                    EventLoop(listener: listener.descriptor, mailbox: mailbox, responder: responder, timeouts: timeouts, limits: limits, loops: loops).run()
                    finished.leave()
                }
                thread.name = "sitegen-http-\(index)"
                thread.start()
            }
            running = Running(listener: listener, mailboxes: mailboxes, subscriptions: subscriptions, finished: finished)
            return listener.port
        }
    }

    /// The bound port while running, else nil.
    public var port: UInt16? {
        running.withLock { $0?.listener.port }
    }

    /// Closes every connection and the listening socket, and returns once the port is free.
    /// Open live-reload streams end; their pages retry until a server is back.
    public func stop() async {
        guard let stopped = running.withLock({ running in
            defer { running = nil }
            return running
        }) else { return }
        if let broadcaster = configuration.liveReload {
            for token in stopped.subscriptions { broadcaster.unsubscribe(token) }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Self.shutDown(stopped) { continuation.resume() }
        }
    }

    /// Stops the loops, then closes the listener once none can be polling it.
    private static func shutDown(_ running: Running, then done: (@Sendable () -> Void)? = nil) {
        for mailbox in running.mailboxes { mailbox.requestStop() }
        let listener = running.listener.descriptor
        running.finished.notify(queue: .global()) {
            close(listener)
            done?()
        }
    }
}
