import Foundation
import Testing
@testable import Server

@Suite("File poller")
struct FilePollerTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(files: ["sitegen.toml": "title = \"A\"\n", "other.txt": "x"])
    }

    /// The next report, or nil when none comes within 30 seconds: the bound only ends a failing
    /// test, and must outlast a cooperative pool kept busy by the suites running beside it.
    func next(from poller: FilePoller) async -> Set<URL>? {
        await withTaskGroup(of: Set<URL>?.self) { group in
            group.addTask {
                for await changed in poller.changes { return changed }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(30))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    @Test func reportsAnEditARemovalAndAReturn() async throws {
        let file = folder.url.appendingPathComponent("sitegen.toml")
        let poller = FilePoller(files: [file], interval: .milliseconds(50))
        poller.start()
        defer { poller.stop() }
        try folder.write("other.txt", "not watched")
        try folder.write("sitegen.toml", "title = \"Longer\"\n")
        #expect(await next(from: poller) == [file])
        try FileManager.default.removeItem(at: file)
        #expect(await next(from: poller) == [file])
        try folder.write("sitegen.toml", "title = \"Back\"\n")
        #expect(await next(from: poller) == [file])
    }

    @Test func stoppingEndsTheStream() async {
        let poller = FilePoller(files: [folder.url.appendingPathComponent("sitegen.toml")], interval: .milliseconds(50))
        poller.start()
        poller.stop()
        var reports = 0
        for await _ in poller.changes { reports += 1 }
        #expect(reports == 0)
    }
}
