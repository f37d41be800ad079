import Foundation
import Guide
import Markdown
import Support
import Synchronization
import Testing

/// The one reader of a guide's files: the limits every command and the build share, and the
/// folder it reads beneath.
@Suite struct GuideFileTests {
    /// A folder of its own, removed when the test ends, opened as the boundary files are read beneath.
    final class Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-guide-file-\(UUID().uuidString)")
        let folder: FolderBoundary

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            folder = try #require(FolderBoundary(path: url.path, name: "the content folder"))
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

        func write(_ data: Data, to relative: String) throws {
            let file = url.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }

        func read(_ relative: String) throws(GuideFile.Failure) -> Data {
            try GuideFile(relative, beneath: folder).read()
        }
    }

    @Test func aGuideOverTheLimitIsRefused() throws {
        let scratch = try Scratch()
        try scratch.write(Data(count: 6_200_000), to: "big.md")
        #expect(throws: GuideFile.Failure.file(.tooLarge(size: 6_200_000))) { try scratch.read("big.md") }
        #expect(GuideFile.Failure.file(.tooLarge(size: 6_200_000)).diagnostic(source: "content/a/big.md").description
            == "content/a/big.md: error: the guide is 6.2 MB; the limit is 5 MB")
        try scratch.write(Data("# Hi\n".utf8), to: "small.md")
        #expect(try scratch.read("small.md") == Data("# Hi\n".utf8))
        try scratch.write(Data(count: GuideFile.sizeLimit), to: "small.md")
        #expect(try scratch.read("small.md").count == GuideFile.sizeLimit)
        #expect(throws: GuideFile.Failure.file(.unreadable)) { try scratch.read("none.md") }
        #expect(GuideFile.Failure.file(.unreadable).diagnostic(source: "content/none.md").description
            == "content/none.md: error: cannot read the guide: no such file or not readable")
    }

    /// A device or a FIFO is never read: it is opened without blocking, found not to be a
    /// regular file, and skipped with a warning (a device that never ends was read to the limit).
    @Test func aFIFOADeviceOrAFolderIsSkipped() throws {
        let scratch = try Scratch()
        #expect(mkfifo(scratch.path("pipe.md"), 0o644) == 0)
        try FileManager.default.createDirectory(atPath: scratch.path("folder.md"), withIntermediateDirectories: true)
        #expect(throws: GuideFile.Failure.file(.notRegularFile(kind: "a FIFO"))) { try scratch.read("pipe.md") }
        #expect(throws: GuideFile.Failure.file(.notRegularFile(kind: "a folder"))) { try scratch.read("folder.md") }
        #expect(throws: GuideFile.Failure.file(.notRegularFile(kind: "a device"))) { try GuideFile(path: "/dev/zero").read() }
        let diagnostic = GuideFile.Failure.file(.notRegularFile(kind: "a FIFO")).diagnostic(source: "content/pipe.md")
        #expect(diagnostic.description == "content/pipe.md: warning: 'content/pipe.md' is a FIFO, not a regular file; skipped")
        #expect(GuideFile.Failure.file(.notRegularFile(kind: "a FIFO")).sentence(about: "pipe.md") == "'pipe.md' is a FIFO, not a regular file")
    }

    /// A link is followed only while it stays beneath the folder the file is read from.
    @Test func aLinkLeadingOutOfTheFolderIsRefused() throws {
        let outside = try Scratch()
        try outside.write(Data("secret".utf8), to: "secret.md")
        let scratch = try Scratch()
        try scratch.write(Data("# Shared\n".utf8), to: "shared/guide.md")
        try FileManager.default.createDirectory(atPath: scratch.path("acme"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("acme/inside.md"), withDestinationPath: "../shared/guide.md")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("acme/absolute.md"), withDestinationPath: scratch.path("shared/guide.md"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("acme/out.md"), withDestinationPath: outside.path("secret.md"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("acme/up.md"), withDestinationPath: "../../" + outside.url.lastPathComponent + "/secret.md")
        #expect(try scratch.read("acme/inside.md") == Data("# Shared\n".utf8))
        #expect(try scratch.read("acme/absolute.md") == Data("# Shared\n".utf8))
        let out = GuideFile.Failure.file(.outside(link: "acme/out.md", target: outside.path("secret.md"), folder: "the content folder"))
        #expect(throws: out) { try scratch.read("acme/out.md") }
        #expect(out.diagnostic(source: "content/acme/out.md").description
            == "content/acme/out.md: warning: symlink 'acme/out.md' points to '\(outside.path("secret.md"))', outside the content folder; skipped")
        #expect(throws: GuideFile.Failure.file(.outside(link: "acme/up.md", target: "../../\(outside.url.lastPathComponent)/secret.md", folder: "the content folder"))) {
            try scratch.read("acme/up.md")
        }
    }

    /// A file named on the command line is read beneath its own folder.
    @Test func aFileNamedByPathIsReadBeneathItsFolder() throws {
        let outside = try Scratch()
        try outside.write(Data("secret".utf8), to: "secret.md")
        let scratch = try Scratch()
        try scratch.write(Data("# Here\n".utf8), to: "docs/guide.md")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("docs/out.md"), withDestinationPath: outside.path("secret.md"))
        #expect(try GuideFile(path: scratch.path("docs/guide.md")).read() == Data("# Here\n".utf8))
        #expect(throws: GuideFile.Failure.file(.outside(link: "out.md", target: outside.path("secret.md"), folder: "'\(scratch.path("docs"))'"))) {
            try GuideFile(path: scratch.path("docs/out.md")).read()
        }
        #expect(throws: GuideFile.Failure.file(.unreadable)) { try GuideFile(path: scratch.path("missing/guide.md")) }
    }

    /// The reader refuses a file holding a shape the parser is quadratic on, as it refuses one
    /// over the size limit.
    @Test func readingAFileWithAHazardFails() throws {
        let scratch = try Scratch()
        try scratch.write(Data(("a" + String(repeating: "<![CDATA[", count: 50_000)).utf8), to: "g.md")
        do {
            _ = try scratch.read("g.md")
            Issue.record("the file should have been refused")
        } catch {
            guard case .hazard(let hazard) = error else { throw error }
            #expect(hazard.kind == .htmlOpeners)
            #expect(hazard.line == 1 && hazard.column == 2 + 9 * MarkdownHazard.openersPerParagraph)
        }
    }

    /// The executable gives freed memory back at once after a large guide is read: the handler
    /// runs for the first such read, once, however many follow. (Other tests read large files
    /// in parallel and may be the first; the handler still runs exactly once.)
    @Test func theFirstLargeGuideSwitchesToGivingMemoryBackAtOnce() throws {
        let scratch = try Scratch()
        try scratch.write(Data(repeating: UInt8(ascii: "a"), count: GuideFile.largeFileSize), to: "large.md")
        let switches = Mutex(0)
        FreedMemory.setHandlers(now: {}, atOnceFromNowOn: { switches.withLock { $0 += 1 } })
        _ = try scratch.read("large.md")
        _ = try scratch.read("large.md")
        #expect(switches.withLock { $0 } == 1)
    }
}
