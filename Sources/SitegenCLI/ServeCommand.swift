import Foundation
import Server

/// `sitegen serve [<dir>] [--port <n>] [--host <addr>]`: serves a folder on loopback, and
/// reloads every open page when it changes (or, in a project, when a rebuild finishes).
struct ServeCommand: SitegenCommand {
    static let spec = CommandSpec(
        name: "serve",
        overview: "Serve a folder over HTTP; open pages reload when it changes.",
        arguments: [ArgumentSpec("dir", help: "The folder to serve (default: public).", isOptional: true)],
        options: [
            .value("--port", "n", help: "The port to listen on; 0 picks a free one.", default: "8000"),
            .value("--host", "addr", help: "The address to listen on.", default: "127.0.0.1"),
            .value("--allow-host", "name", help: "Another host name to answer for (repeatable; .name adds its subdomains)."),
            .flag("--no-reload", help: "Serve the files exactly as they are, without live reload."),
            .flag("--no-build", help: "In a project, serve the folder as it is instead of building it first."),
        ],
        discussion: """
        In a project (a folder with content/; templates/, when it has one, overrides the
        built-in theme file by file), serve builds the site into <dir> first, then watches
        content/, templates/ and sitegen.toml and rebuilds on every change (a templates/
        folder created while serving is watched from the next start); open pages reload, and
        a failed build (or a broken sitegen.toml) is shown in the terminal and the browser
        while the last good site stays up. Runs until Ctrl-C.

        Requests for a host name other than <addr>, localhost or an IP address get 421 (give
        more names with --allow-host), so a web page cannot reach the server through DNS
        rebinding. Dotfiles, such as the build's .sitegen-output manifest, are never served.
        """,
        exitCodes: [
            ExitStatus(.success, "Stopped with Ctrl-C (or SIGTERM)."),
            ExitStatus(.failure, "The server could not start: the port is in use or the address cannot be had, or sitegen.toml has errors."),
            .usage,
            ExitStatus(.noInput, "The folder to serve does not exist (outside a project)."),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) async -> ExitCode {
        let options: ServeOptions
        do {
            options = try ServeOptions(arguments)
        } catch {
            console.err(error.report)
            return .usage
        }
        // Handlers go in before the server starts, so an early Ctrl-C still stops it cleanly.
        let termination = TerminationSignal()
        let signalSources = termination.listen()
        defer { withExtendedLifetime(signalSources) {} }
        // In a project (content/ here) serve builds first and rebuilds on change;
        // anywhere else it serves the folder as it is and reloads pages when its files change.
        let rebuilder: SiteRebuilder?
        do throws(SettingsFile.Failure) {
            rebuilder = arguments.flag("--no-build") ? nil : try SiteRebuilder.forProject(serving: options.folder)
        } catch {
            console.err(error.report)
            return error.exitCode
        }
        return await serve(options, rebuilder: rebuilder, console: console) { await termination.wait() }
    }

    /// Serves until `stopRequested` returns; the part of `run` that tests drive.
    static func serve(
        _ options: ServeOptions,
        rebuilder: (any ProjectRebuilder)?,
        console: Console,
        until stopRequested: @Sendable () async -> Void
    ) async -> ExitCode {
        let session = ServeSession(options: options, rebuilder: rebuilder, console: console)
        let address: String
        do {
            address = try await session.start()
        } catch {
            console.err("Error: \(error)\n")
            if case .notAFolder = error { return .noInput }
            return .failure
        }
        console.out("Serving \(options.folder) at \(address) (Ctrl-C to stop)\n")
        await stopRequested()
        await session.stop()
        console.err("Stopped.\n")
        return .success
    }
}
