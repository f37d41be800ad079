import Foundation
import Site
import Testing
@testable import SitegenCLI

/// `serve` in a real project: the actual site build, a guide edited, the page reloaded.
@Suite struct ServeProjectTests {
    static let guide = """
    # Acme (iOS) — SwiftUI Implementation Guide

    ## 1. Color Tokens

    ```swift
    extension Color {
        static let acmeRed = Color(red: 1.0, green: 0.0, blue: 0.0) // #FF0000
    }
    ```
    """

    /// A project with the default theme and the guide above, and the rebuilder `serve` makes for it.
    static func rebuilder(for project: Project) throws -> SiteRebuilder {
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("content/acme"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("templates"), to: project.url.appendingPathComponent("templates"))
        try project.write("content/acme/DESIGN-swiftui.md", Self.guide)
        return SiteRebuilder(base: SiteConfiguration(
            contentDirectory: project.url.appendingPathComponent("content"), templatesDirectory: project.url.appendingPathComponent("templates"),
            outputDirectory: project.public, projectDirectory: project.url
        ), project: project.url)
    }

    @Test func editingAGuideRebuildsTheSiteAndReloadsThePage() async throws {
        let project = try Project()
        let rebuilder = try Self.rebuilder(for: project)
        let transcript = Transcript()
        let session = ServeSession(options: ServeOptions(folder: project.public.path, port: 0), rebuilder: rebuilder, console: transcript.console)
        let port = try await session.start().port
        let first = try await onThread { try RawClient(port: port).get("/brands/acme/") }
        #expect(first.status == 200)
        #expect(first.body.contains("acmeRed"))

        let events = try await onThread { try RawClient.events(port: port) }
        try project.write("content/acme/DESIGN-swiftui.md", Self.guide.replacingOccurrences(of: "acmeRed", with: "acmeCrimson"))
        #expect(try await onThread { try events.nextEvent() }.name == "reload")
        let second = try await onThread { try RawClient(port: port).get("/brands/acme/") }
        #expect(second.body.contains("acmeCrimson"))
        #expect(!second.body.contains("acmeRed"))
        #expect(second.body.contains("/__sitegen/live-reload.js"))
        // The script is injected while serving, never written into the built files.
        let onDisk = try String(contentsOf: project.public.appendingPathComponent("brands/acme/index.html"), encoding: .utf8)
        #expect(!onDisk.contains("__sitegen"))

        try project.write("content/acme/DESIGN-swiftui.md", Self.guide.replacingOccurrences(of: "red: 1.0", with: "red: 9.0"))
        let failure = try await onThread { try events.nextEvent() }
        #expect(failure.name == "error")
        #expect(failure.data.contains("DESIGN-swiftui.md:7:16: error: malformed color literal for 'acmeRed'"))
        #expect(try await onThread { try RawClient(port: port).get("/brands/acme/") }.body.contains("acmeCrimson"))
        await session.stop()
    }

    /// `sitegen.toml` is read for every build and watched: a new title shows after an edit, and
    /// a broken edit is reported while the last good site stays up.
    @Test func editingSitegenTOMLRebuildsTheSite() async throws {
        let project = try Project()
        let rebuilder = try Self.rebuilder(for: project)
        #expect(rebuilder.watchedFiles == [project.url.appendingPathComponent("sitegen.toml")])
        try project.write("sitegen.toml", "title = \"First Title\"\n")
        let transcript = Transcript()
        let session = ServeSession(options: ServeOptions(folder: project.public.path, port: 0), rebuilder: rebuilder, console: transcript.console)
        let port = try await session.start().port
        #expect(try await onThread { try RawClient(port: port).get("/") }.body.contains("First Title"))

        let events = try await onThread { try RawClient.events(port: port) }
        try project.write("sitegen.toml", "title = \"Second Title\"\n")
        #expect(try await onThread { try events.nextEvent() }.name == "reload")
        #expect(try await onThread { try RawClient(port: port).get("/") }.body.contains("Second Title"))

        try project.write("sitegen.toml", "title = 3\n")
        let failure = try await onThread { try events.nextEvent() }
        #expect(failure.name == "error")
        #expect(failure.data == "sitegen.toml:1:9: error: 'title' is an integer; it must be a string")
        #expect(try await onThread { try RawClient(port: port).get("/") }.body.contains("Second Title"))
        await session.stop()
    }
}
