import Foundation
import Server
import Synchronization

/// Why `serve` could not start.
enum ServeError: Error, Sendable, CustomStringConvertible {
    case notAFolder(String)
    case server(ServerError)

    var description: String {
        switch self {
        case .notAFolder(let folder):
            "'\(folder)' is not a folder; build the site first or name the folder to serve"
        case .server(let error):
            error.description
        }
    }
}

/// One run of `serve`: the server, the watcher, and the loop that rebuilds and tells pages.
final class ServeSession: Sendable {
    let options: ServeOptions
    let rebuilder: (any ProjectRebuilder)?
    let console: Console
    let broadcaster = ReloadBroadcaster()
    let server: FileServer

    private struct Watching: Sendable {
        var watcher: DirectoryWatcher
        var poller: FilePoller
        var loop: Task<Void, Never>
    }

    private let watching = Mutex<Watching?>(nil)

    init(options: ServeOptions, rebuilder: (any ProjectRebuilder)?, console: Console, timeouts: ServerTimeouts = ServerTimeouts()) {
        self.options = options
        self.rebuilder = rebuilder
        self.console = console
        let root = URL(fileURLWithPath: options.folder)
        server = FileServer(configuration: ServerConfiguration(
            root: root,
            host: options.host,
            port: options.port,
            liveReload: options.liveReload ? broadcaster : nil,
            timeouts: timeouts,
            allowedHosts: options.allowedHosts
        ))
    }

    /// The served folder.
    var root: URL { server.configuration.root }

    /// Binds the port (failing fast if it is taken), builds once if there is a project, then
    /// watches. Returns the address pages are served at.
    func start() async throws(ServeError) -> String {
        var isFolder: ObjCBool = false
        if rebuilder == nil && !(FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) && isFolder.boolValue) {
            throw .notAFolder(options.folder)
        }
        let port: UInt16
        do {
            port = try server.start()
        } catch {
            throw .server(error)
        }
        if let rebuilder { report(await rebuilder.build(changed: nil)) }
        if rebuilder != nil || options.liveReload {
            // Without a project the served folder is what changes; with one, its sources are.
            let watcher = DirectoryWatcher(folders: rebuilder?.watchedFolders ?? [root])
            let poller = FilePoller(files: rebuilder?.watchedFiles ?? [])
            watcher.start()
            poller.start()
            // Both sources feed one loop, so builds run one at a time.
            let (changes, sink) = AsyncStream.makeStream(of: Set<URL>.self)
            let loop = Task { [self] in
                let forwarding = Task {
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask { for await changed in watcher.changes { sink.yield(changed) } }
                        group.addTask { for await changed in poller.changes { sink.yield(changed) } }
                    }
                    sink.finish()
                }
                for await changed in changes { await handle(changed) }
                await forwarding.value
            }
            watching.withLock { $0 = Watching(watcher: watcher, poller: poller, loop: loop) }
        }
        return options.address(port: port)
    }

    /// Stops watching, lets a build under way finish, and closes the server.
    func stop() async {
        guard let current = watching.withLock({ watching in
            defer { watching = nil }
            return watching
        }) else {
            await server.stop()
            return
        }
        current.watcher.stop()
        current.poller.stop()
        await current.loop.value
        await server.stop()
    }

    private func handle(_ changed: Set<URL>) async {
        guard let rebuilder else {
            broadcaster.reload()
            return
        }
        let outcome = await rebuilder.build(changed: changed)
        report(outcome)
        if outcome.succeeded { broadcaster.reload() }
    }

    /// Prints the outcome; a failure also goes to every open page (and to pages opened later).
    private func report(_ outcome: RebuildOutcome) {
        var text = outcome.report
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        if !outcome.succeeded {
            text += "The build failed; still serving the last good build.\n"
            broadcaster.reportError(outcome.report)
        }
        console.err(text)
    }
}
