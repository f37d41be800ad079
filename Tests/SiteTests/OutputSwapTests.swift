import Foundation
import Testing
@testable import Site

/// The output is replaced in one step, the live site is never written through, and what
/// killed builds leave beside it is cleaned by the next build, and nothing else.
@Suite struct OutputSwapTests {
    static func build(_ folder: TemporaryFolder) async throws -> BuildReport {
        try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("site"), project: folder.url)
    }

    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(BuildSafetyTests.guide, to: "content/acme/DESIGN-swiftui.md")
        return folder
    }

    /// What stands beside the output but the spare (the site before last, kept on purpose for
    /// the next build to recycle).
    static func siblings(_ folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".site.") && $0 != ".site.spare" }.sorted()
    }

    @Test func aRebuildLeavesNothingBesideTheOutput() async throws {
        let folder = try Self.project()
        _ = try await Self.build(folder)
        try folder.write(BuildSafetyTests.guide + "\nMore prose.\n", to: "content/acme/DESIGN-swiftui.md")
        let report = try await Self.build(folder)
        #expect(report.wroteOutput)
        #expect(try Self.siblings(folder).isEmpty)
        #expect(try folder.read("site/brands/acme/index.html").contains("More prose."))
        #expect(try folder.read(".site.spare/brands/acme/index.html").contains("More prose.") == false, "the spare is the site before")
    }

    /// A build recycles the spare: what the new site lacks goes (a brand removed, a stray file,
    /// a link planted in it, never followed), a file where a folder must be gives way, and the
    /// result is the site a build from nothing writes.
    @Test func aRecycledSpareBecomesExactlyTheNewSite() async throws {
        let folder = try Self.project()
        try folder.write(BuildSafetyTests.guide.replacingOccurrences(of: "Acme", with: "Beta"), to: "content/beta/DESIGN-swiftui.md")
        _ = try await Self.build(folder)
        try folder.write(BuildSafetyTests.guide + "\nMore prose.\n", to: "content/acme/DESIGN-swiftui.md")
        _ = try await Self.build(folder)
        let outside = try TemporaryFolder()
        try outside.write("keep me", to: "precious.txt")
        let spare = folder.url.appendingPathComponent(".site.spare")
        try folder.write("stray", to: ".site.spare/stray.txt")
        try FileManager.default.createSymbolicLink(atPath: spare.appendingPathComponent("planted").path, withDestinationPath: outside.url.path)
        try FileManager.default.removeItem(at: spare.appendingPathComponent("brands/acme"))
        try folder.write("not a folder", to: ".site.spare/brands/acme")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/beta"))
        try folder.write(BuildSafetyTests.guide + "\nEven more prose.\n", to: "content/acme/DESIGN-swiftui.md")
        let report = try await Self.build(folder)
        #expect(report.wroteOutput)
        let fresh = try TemporaryFolder()
        _ = try await buildSite(content: folder.url.appendingPathComponent("content"), output: fresh.url.appendingPathComponent("site"), project: fresh.url)
        var expected = try files(in: fresh.url.appendingPathComponent("site"))
        var actual = try files(in: folder.url.appendingPathComponent("site"))
        expected[OutputFolder.markerName] = nil
        actual[OutputFolder.markerName] = nil
        #expect(actual == expected)
        #expect(try outside.read("precious.txt") == "keep me")
        #expect(try Self.siblings(folder).isEmpty)
    }

    /// Killed between the fallback swap's two renames, a build leaves the old site aside and no
    /// output; the next build puts it back before it starts.
    @Test func aPreviousSiteOfADeadBuildIsPutBackWhenTheOutputIsMissing() async throws {
        let folder = try Self.project()
        _ = try await Self.build(folder)
        // The manifest aside: it records the guides' file stamps, which a later build takes
        // once the files have settled (FileStamp), so it may differ where the site does not.
        var site = try files(in: folder.url.appendingPathComponent("site"))
        site[OutputFolder.markerName] = nil
        let aside = folder.url.appendingPathComponent(".site.previous-2147483646")
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("site"), to: aside)
        try FileManager.default.copyItem(at: aside, to: folder.url.appendingPathComponent(".site.staging-2147483645"))
        let report = try await Self.build(folder)
        #expect(report.wroteOutput)
        var rebuilt = try files(in: folder.url.appendingPathComponent("site"))
        rebuilt[OutputFolder.markerName] = nil
        #expect(rebuilt == site)
        #expect(try Self.siblings(folder).isEmpty)
    }

    @Test func previousFoldersOfDeadBuildsAreRemovedAndOthersKept() async throws {
        let folder = try Self.project()
        _ = try await Self.build(folder)
        let (dead, alive, other) = (".site.previous-2147483646", ".site.previous-1", ".other.previous-2147483646")
        for name in [dead, alive, other] { try folder.write("old site", to: name + "/index.html") }
        _ = try await Self.build(folder)
        #expect(!folder.exists(dead))
        #expect(folder.exists(alive + "/index.html"), "a running build's folder stays")
        #expect(folder.exists(other + "/index.html"), "another output's folders are not this build's business")
    }

    /// A kept file is a hard link to the live site's: writing the same path in staging makes a
    /// new file and leaves the live one as it was.
    @Test func stagingNeverWritesThroughAKeptFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("live", to: "site/brands/acme/index.html")
        let staging = try StagingFolder(url: folder.url.appendingPathComponent(".site.staging-test"))
        #expect(staging.keep(["brands/acme/index.html"], from: folder.url.appendingPathComponent("site")))
        staging.write([SiteFile("brands/acme/index.html", text: "new")])
        #expect(staging.firstFailure == nil)
        #expect(try folder.read("site/brands/acme/index.html") == "live")
        #expect(try folder.read(".site.staging-test/brands/acme/index.html") == "new")
    }

    /// Removing an old output never follows a link out of it.
    @Test func removalNeverFollowsLinks() throws {
        let folder = try TemporaryFolder()
        try folder.write("keep me", to: "outside/precious.txt")
        try folder.write("old", to: "old/brands/a/index.html")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("old/brands/link").path, withDestinationPath: folder.url.appendingPathComponent("outside").path)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("old/file").path, withDestinationPath: folder.url.appendingPathComponent("outside/precious.txt").path)
        FolderRemoval.remove(folder.url.appendingPathComponent("old").path)
        #expect(!folder.exists("old"))
        #expect(try folder.read("outside/precious.txt") == "keep me")
    }
}
