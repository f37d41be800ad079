import Diagnostics
import Foundation
import Support
import Testing
@testable import Site

/// The content boundary holds when files are opened, not only when the folder is walked: a file
/// swapped after the walk (here, by the build's hook between discovery and the first open) for
/// a link leading outside, or for a FIFO, is refused then, with the walk's warning.
@Suite struct ContentSwapTests {
    static let secret = "# Secret (iOS) — SwiftUI Implementation Guide\n\nSECRET-OUTSIDE-BYTES\n"

    /// Two guides (`acme` with a logo, `other` with a companion and a logo) and, outside the
    /// content folder, files a swap points to.
    static func project() throws -> TemporaryFolder {
        let folder = try ContentBoundaryTests.project()
        try folder.write(BuildSafetyTests.guide.replacingOccurrences(of: "Acme", with: "Other") + "\n\n![logo](logo.png)\n", to: "content/other/DESIGN-swiftui.md")
        try folder.write("# Other\n\nThe companion.\n", to: "content/other/DESIGN.md")
        try folder.write("PNG", to: "content/other/logo.png")
        try folder.write(secret, to: "outside/secret.md")
        try folder.write("SECRET-OUTSIDE-BYTES", to: "outside/secret.png")
        return folder
    }

    static func build(_ folder: TemporaryFolder, swap: @escaping @Sendable (URL) -> Void) async throws -> BuildReport {
        let content = folder.url.appendingPathComponent("content")
        return try await buildSite(content: content, output: folder.url.appendingPathComponent("public"), project: folder.url, afterDiscovery: { swap(content) })
    }

    /// Replaces the file at `path` (under `content`) with a link to `target`.
    static func link(_ path: String, in content: URL, to target: URL) {
        let url = content.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
    }

    /// Replaces the file at `path` (under `content`) with a FIFO no one writes to.
    static func fifo(_ path: String, in content: URL) {
        let url = content.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: url)
        _ = mkfifo(url.path, 0o644)
    }

    /// The warnings of files skipped, the walk's and the reader's.
    static func skipped(_ report: BuildReport) -> [String] {
        report.diagnostics.filter { $0.code == "content.skipped" || $0.code == "markdown.skipped" }.map(\.description)
    }

    static func published(_ folder: TemporaryFolder) throws -> String {
        try files(in: folder.url.appendingPathComponent("public")).values.map { String(decoding: $0, as: UTF8.self) }.joined()
    }

    @Test func filesSwappedForLinksLeadingOutsideAreNeverPublished() async throws {
        let folder = try Self.project()
        let outside = folder.url.appendingPathComponent("outside")
        let report = try await Self.build(folder) { content in
            Self.link("acme/DESIGN-swiftui.md", in: content, to: outside.appendingPathComponent("secret.md"))
            Self.link("other/DESIGN.md", in: content, to: outside.appendingPathComponent("secret.md"))
            Self.link("other/logo.png", in: content, to: outside.appendingPathComponent("secret.png"))
        }
        #expect(report.wroteOutput)
        #expect(try !Self.published(folder).contains("SECRET-OUTSIDE-BYTES"))
        #expect(report.brandCount == 1)
        #expect(!folder.exists("public/brands/other/design/index.html"), "a companion leading outside is no companion")
        #expect(!folder.exists("public/files/other/logo.png"))
        #expect(Self.skipped(report) == [
            "content/acme/DESIGN-swiftui.md: warning: symlink 'acme/DESIGN-swiftui.md' points to '\(outside.path)/secret.md', outside the content folder; skipped",
            "content/other/logo.png: warning: symlink 'other/logo.png' points to '\(outside.path)/secret.png', outside the content folder; skipped",
        ])
    }

    @Test func filesSwappedForFIFOsAreSkippedWithoutWaiting() async throws {
        let folder = try Self.project()
        let report = try await Self.build(folder) { content in
            Self.fifo("acme/DESIGN-swiftui.md", in: content)
            Self.fifo("other/DESIGN.md", in: content)
            Self.fifo("other/logo.png", in: content)
        }
        #expect(report.wroteOutput)
        #expect(report.brandCount == 1)
        #expect(folder.exists("public/brands/other/index.html"))
        #expect(Self.skipped(report) == [
            "content/acme/DESIGN-swiftui.md: warning: 'content/acme/DESIGN-swiftui.md' is a FIFO, not a regular file; skipped",
            "content/other/logo.png: warning: 'other/logo.png' is a FIFO, not a regular file; skipped",
        ])
    }

    /// A link swapped in that stays inside the content folder is followed, as the walk follows one.
    @Test func aFileSwappedForALinkInsideIsRead() async throws {
        let folder = try Self.project()
        try folder.write("PNG-SHARED", to: "content/shared/logo.png")
        let report = try await Self.build(folder) { content in
            Self.link("other/logo.png", in: content, to: content.appendingPathComponent("shared/logo.png"))
        }
        #expect(report.wroteOutput)
        #expect(try folder.read("public/files/other/logo.png") == "PNG-SHARED")
    }

    /// A guide read again for its pages (or its reading), and refused now, is reported with the
    /// reader's warning rather than parsed as an empty file.
    @Test func aGuideRefusedWhenReadAgainGetsTheReadersWarning() throws {
        let folder = try Self.project()
        let content = folder.url.appendingPathComponent("content")
        Self.fifo("acme/DESIGN-swiftui.md", in: content)
        let source = GuideSource(relativePath: "acme/DESIGN-swiftui.md", url: content.appendingPathComponent("acme/DESIGN-swiftui.md"), companion: nil, readme: nil,
                                 root: try #require(FolderBoundary(path: content.path, name: ContentFolder.name)))
        let input = GuideInputs(source)
        #expect(input.failure == .file(.notRegularFile(kind: "a FIFO")))
        let configuration = SiteConfiguration(contentDirectory: content, templatesDirectory: Repository.templates, outputDirectory: folder.url.appendingPathComponent("public"), projectDirectory: folder.url)
        #expect(GuideReading(configuration: configuration).publish(input).guide.diagnostics.map(\.description) == [
            "content/acme/DESIGN-swiftui.md: warning: 'content/acme/DESIGN-swiftui.md' is a FIFO, not a regular file; skipped",
        ])
    }

    /// A file whose name is not UTF-8 is left out, named by its bytes; the rest of the site builds.
    @Test func aNameThatIsNotUTF8IsSkippedWithAWarning() async throws {
        let folder = try Self.project()
        for (name, isFolder) in [("content/acme/caf\u{1}.png", false), ("content/bad\u{1}", true)] {
            // The byte 0xFF stands where the placeholder does: no Swift String holds it.
            var path = Array(folder.url.appendingPathComponent(name).path.utf8)
            path[path.firstIndex(of: 1)!] = 0xFF
            let made = path.withUnsafeBufferPointer { bytes in
                (Array(bytes) + [0]).withUnsafeBufferPointer { cPath in
                    cPath.withMemoryRebound(to: CChar.self) { isFolder ? mkdir($0.baseAddress!, 0o755) : creat($0.baseAddress!, 0o644) }
                }
            }
            #expect(made >= 0)
        }
        let report = try await ContentBoundaryTests.build(folder)
        #expect(report.wroteOutput)
        #expect(report.brandCount == 2)
        #expect(try folder.read("public/files/acme/logo.png") == "PNG")
        #expect(ContentBoundaryTests.warnings(report) == [
            "content/acme/caf\\xFF.png: warning: the name 'caf\\xFF.png' is not valid UTF-8; skipped",
            "content/bad\\xFF: warning: the name 'bad\\xFF' is not valid UTF-8; skipped",
        ])
    }

    @Test func nameBytesAreShownEscapedWhereTheyAreNotUTF8() {
        #expect(FileNameBytes.shown(Array("café.png".utf8)) == "café.png")
        #expect(FileNameBytes.shown([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x70]) == "caf\\xE9.p")
        #expect(FileNameBytes.shown([0xC3]) == "\\xC3")
        #expect(FileNameBytes.shown([0x0F, 0x80, 0x41]) == "\u{0F}\\x80A")
    }
}
