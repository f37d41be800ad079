import Foundation
import Testing
@testable import Server

@Suite("File poller")
struct FilePollerTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(files: ["sitegen.toml": "title = \"A\"\n", "other.txt": "x"])
    }

    @Test func reportsAnEditARemovalAndAReturn() async throws {
        let file = folder.url.appendingPathComponent("sitegen.toml")
        let poller = FilePoller(files: [file], interval: .milliseconds(50))
        poller.start()
        defer { poller.stop() }
        try folder.write("other.txt", "not watched")
        try folder.write("sitegen.toml", "title = \"Longer\"\n")
        #expect(await nextReport(from: poller.changes) == [file])
        try FileManager.default.removeItem(at: file)
        #expect(await nextReport(from: poller.changes) == [file])
        try folder.write("sitegen.toml", "title = \"Back\"\n")
        #expect(await nextReport(from: poller.changes) == [file])
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
