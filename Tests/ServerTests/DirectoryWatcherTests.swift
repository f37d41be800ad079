import Foundation
import Testing
@testable import Server

@Suite("Directory watcher")
struct DirectoryWatcherTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(files: ["content/guide.md": "# Guide", "templates/page.mustache": "{{title}}"])
    }

    func path(_ name: String) -> String { folder.url.appendingPathComponent(name).path }

    @Test func reportsAChangedFileInAWatchedFolder() async throws {
        let watcher = DirectoryWatcher(folders: [folder.url.appendingPathComponent("content"), folder.url.appendingPathComponent("templates")])
        #expect(watcher.start(), "inotify is available on Linux")
        defer { watcher.stop() }
        try folder.write("templates/page.mustache", "{{title}}!")
        let changed = try #require(await collect(from: watcher, until: [path("templates/page.mustache")]))
        #expect(changed.contains(path("templates/page.mustache")))
        #expect(!changed.contains(path("content/guide.md")))
    }

    @Test func groupsABurstOfChangesIntoOneReport() async throws {
        let watcher = DirectoryWatcher(folders: [folder.url], debounce: .milliseconds(300))
        watcher.start()
        defer { watcher.stop() }
        for index in 0..<5 { try folder.write("content/part\(index).md", "# \(index)") }
        try FileManager.default.removeItem(atPath: path("content/guide.md"))
        let first = try #require(await nextReport(from: watcher.changes).map { Set($0.map(\.path)) })
        let expected = Set((0..<5).map { path("content/part\($0).md") } + [path("content/guide.md")])
        #expect(expected.isSubset(of: first))
    }

    @Test func watchesFoldersCreatedAfterItStarted() async throws {
        let watcher = DirectoryWatcher(folders: [folder.url.appendingPathComponent("content")])
        watcher.start()
        defer { watcher.stop() }
        try folder.write("content/dating/bumble/DESIGN-swiftui.md", "# Bumble")
        let seen = await collect(from: watcher, until: [path("content/dating/bumble/DESIGN-swiftui.md")])
        #expect(seen != nil)
        // And a later edit deep inside it is seen too.
        try folder.write("content/dating/bumble/DESIGN-swiftui.md", "# Bumble, edited")
        #expect(await collect(from: watcher, until: [path("content/dating/bumble/DESIGN-swiftui.md")]) != nil)
    }

    @Test func ignoresEditorLitter() async throws {
        let watcher = DirectoryWatcher(folders: [folder.url])
        watcher.start()
        defer { watcher.stop() }
        try folder.write("content/.guide.md.swp", "swap")
        try folder.write("content/guide.md~", "backup")
        try folder.write("content/guide.md", "# Saved")
        let changed = try #require(await collect(from: watcher, until: [path("content/guide.md")]))
        #expect(!changed.contains(path("content/.guide.md.swp")))
        #expect(!changed.contains(path("content/guide.md~")))
    }

    @Test func fallsBackToPolling() async throws {
        let watcher = DirectoryWatcher(folders: [folder.url], method: .polling(interval: .milliseconds(50)))
        #expect(!watcher.start())
        defer { watcher.stop() }
        try folder.write("content/new.md", "# New")
        #expect(await collect(from: watcher, until: [path("content/new.md")]) != nil)
        try FileManager.default.removeItem(atPath: path("templates/page.mustache"))
        #expect(await collect(from: watcher, until: [path("templates/page.mustache")]) != nil)
    }

    @Test(arguments: [DirectoryWatcher.Method.automatic, .polling(interval: .milliseconds(50))])
    func stoppingEndsTheStream(_ method: DirectoryWatcher.Method) async {
        let watcher = DirectoryWatcher(folders: [folder.url], method: method)
        watcher.start()
        watcher.stop()
        var iterator = watcher.changes.makeAsyncIterator()
        #expect(await iterator.next() == nil)
    }

    /// Reports merged until they include every path in `wanted`; nil if a report takes over 30 seconds.
    private func collect(from watcher: DirectoryWatcher, until wanted: Set<String>) async -> Set<String>? {
        var seen = Set<String>()
        while !wanted.isSubset(of: seen) {
            guard let more = await nextReport(from: watcher.changes).map({ Set($0.map(\.path)) }) else { return nil }
            seen.formUnion(more)
        }
        return seen
    }
}
