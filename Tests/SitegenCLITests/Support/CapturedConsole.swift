import Synchronization
@testable import SitegenCLI

/// A console that keeps what a command writes, for tests to read back.
final class CapturedConsole: Sendable {
    private let streams = Mutex<(out: String, err: String)>(("", ""))

    /// The console to pass to `Sitegen.main`.
    var console: Console {
        Console(
            out: { text in self.streams.withLock { $0.out += text } },
            err: { text in self.streams.withLock { $0.err += text } }
        )
    }

    /// Everything written to standard output.
    var out: String { streams.withLock { $0.out } }
    /// Everything written to standard error.
    var err: String { streams.withLock { $0.err } }
}

/// Runs `sitegen` in-process with `arguments`; returns the exit status and what it wrote.
func sitegen(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
    let captured = CapturedConsole()
    let status = await Sitegen.main(arguments, console: captured.console)
    return (status, captured.out, captured.err)
}
