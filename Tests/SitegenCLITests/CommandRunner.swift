import Foundation
import Synchronization
@testable import SitegenCLI

/// Runs sitegen in-process and captures what it prints.
struct CommandRunner {
    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    static func run(_ arguments: [String]) async -> Result {
        let out = Mutex("")
        let err = Mutex("")
        let console = Console(out: { text in out.withLock { $0 += text } }, err: { text in err.withLock { $0 += text } })
        let status = await Sitegen.main(arguments, console: console)
        return Result(status: status, out: out.withLock { $0 }, err: err.withLock { $0 })
    }
}

/// Files of this repository, found from this source file's path.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// Compares `actual` with a golden file under `Fixtures/`, or rewrites the file when the
/// environment has `SITEGEN_RECORD=1`.
func matchesGolden(_ actual: String, _ name: String) throws -> Bool {
    let url = Repository.root.appendingPathComponent("Tests/SitegenCLITests/Fixtures").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SITEGEN_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return true
    }
    return try String(contentsOf: url, encoding: .utf8) == actual
}
