import Foundation
import Support
import Testing
@testable import Site

/// A guide whose files stat as they did at the last build keeps the hash recorded then, unread;
/// any other guide is read and hashed, so an edit is never missed.
@Suite struct FileStampTests {
    /// A guide with a companion and a README in a folder of its own.
    static func guide(in folder: TemporaryFolder) throws -> GuideSource {
        try folder.write("# Acme — SwiftUI Implementation Guide\n\nThe guide.\n", to: "content/acme/DESIGN-swiftui.md")
        try folder.write("# Acme\n\nThe companion.\n", to: "content/acme/DESIGN.md")
        try folder.write("Acme, a brand.\n", to: "content/acme/README.md")
        let base = folder.url.appendingPathComponent("content/acme")
        return GuideSource(relativePath: "acme/DESIGN-swiftui.md", url: base.appendingPathComponent("DESIGN-swiftui.md"),
                           companion: base.appendingPathComponent("DESIGN.md"), readme: base.appendingPathComponent("README.md"),
                           root: try #require(FolderBoundary(path: folder.url.appendingPathComponent("content").path)))
    }

    /// What the last build recorded: a hash nobody could compute from the files, so a
    /// fingerprint that carries it was taken from the record, not from reading.
    static func recorded(_ source: GuideSource) -> BrandDigest {
        var digest = BrandDigest()
        digest.input = "planted"
        digest.stamp = FileStamp.of(source, notAfter: Int.max)!.stamp
        return digest
    }

    @Test func aGuideThatStatsTheSameKeepsItsRecordedHash() throws {
        let folder = try TemporaryFolder()
        let source = try Self.guide(in: folder)
        let fingerprint = GuideInputs.fingerprint(of: source, previous: Self.recorded(source), cutoff: Int.max)
        #expect(fingerprint.hash == "planted")
        #expect(fingerprint.size == GuideInputs(source).guide.count)
        #expect(fingerprint.failure == nil)
    }

    @Test func filesChangedSinceTheCutoffAreReadAndNotStamped() throws {
        let folder = try TemporaryFolder()
        let source = try Self.guide(in: folder)
        // The files were written just now: past a cutoff of a minute ago, none is settled.
        let fingerprint = GuideInputs.fingerprint(of: source, previous: Self.recorded(source), cutoff: FileStamp.cutoff(settling: 60))
        #expect(fingerprint.hash == GuideInputs(source).hash)
        #expect(fingerprint.stamp.isEmpty)
    }

    @Test(arguments: ["guide", "companion", "readme"])
    func aRewriteOfTheSameSizeWithItsTimeRestoredIsStillRead(file: String) throws {
        let folder = try TemporaryFolder()
        let source = try Self.guide(in: folder)
        let previous = Self.recorded(source)
        let url = [source.url, source.companion!, source.readme!][["guide", "companion", "readme"].firstIndex(of: file)!]
        var before = stat()
        #expect(stat(url.path, &before) == 0)
        // The same length, written in place (the same inode), the modification time set back:
        // only the change time, which no tool can set, tells.
        let text = try String(contentsOf: url, encoding: .utf8)
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(text.uppercased().utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
        let fingerprint = GuideInputs.fingerprint(of: source, previous: previous, cutoff: Int.max)
        #expect(fingerprint.hash == GuideInputs(source).hash)
        #expect(fingerprint.hash != "planted")
    }

    @Test func aCompanionAddedOrRemovedChangesTheStamp() throws {
        let folder = try TemporaryFolder()
        var source = try Self.guide(in: folder)
        let previous = Self.recorded(source)
        source.companion = nil
        #expect(GuideInputs.fingerprint(of: source, previous: previous, cutoff: Int.max).hash == GuideInputs(source).hash)
    }

    /// With every file settled (a negative settling time), a rebuild takes unchanged guides'
    /// hashes from the manifest and still writes what a full build writes after an edit.
    @Test func aRebuildWithStampedGuidesMatchesAFullBuild() async throws {
        let folder = try IncrementalBuildTests.project()
        func build(_ output: String) async throws -> BuildReport {
            var configuration = SiteConfiguration(
                contentDirectory: folder.url.appendingPathComponent("content"), templatesDirectory: folder.url.appendingPathComponent("templates"),
                outputDirectory: folder.url.appendingPathComponent(output), projectDirectory: folder.url
            )
            configuration.fileStampSettling = -3_600
            return try await SiteBuilder(configuration: configuration).build()
        }
        _ = try await build("public")
        let manifest = try String(contentsOf: folder.url.appendingPathComponent("public/.sitegen-output"), encoding: .utf8)
        #expect(!manifest.contains("\"stamp\":\"\""), "every guide was stamped")
        try IncrementalBuildTests.edit(folder, "content/social/tiktok/DESIGN-swiftui.md") { $0 + "\n\nA new closing paragraph.\n" }
        let rebuild = try await build("public")
        let full = try await build("fresh")
        #expect(rebuild.wroteOutput && full.wroteOutput)
        #expect(try folder.read("public/brands/tiktok/index.html").contains("A new closing paragraph."))
        try IncrementalBuildTests.expectSameFiles(folder, after: "editing a stamped site")
        #expect(rebuild.diagnostics == full.diagnostics)
    }
}
