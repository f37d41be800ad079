import Foundation
import Support
import Testing
@testable import SitegenCLI

/// `sitegen diff`: its inputs (two guides, two folders, a git revision), formats and exit codes.
@Suite struct DiffCommandTests {
    static let sample = try! String(contentsOf: Repository.root.appendingPathComponent("Tests/DiffTests/Fixtures/bumble/DESIGN-swiftui.md"), encoding: .utf8)
    static let warning = "    static let bumbleWarning     = Color(red: 1.000, green: 0.584, blue: 0.000) // #FF9500\n"
    static let verified = ("// #0066FF", "// #0055DD")

    /// A fresh folder with `files` (relative path → text), removed when `body` returns.
    func withFolder<T>(_ files: [String: String], _ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-diff-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try await body(folder)
    }

    @Test func twoGuides() async throws {
        let files = ["old.md": Self.sample, "same.md": Self.sample, "removed.md": Self.sample.replacingOccurrences(of: Self.warning, with: ""),
                     "recolored.md": Self.sample.replacingOccurrences(of: Self.verified.0, with: Self.verified.1)]
        try await withFolder(files) { folder in
            let path = { (name: String) in folder.appendingPathComponent(name).path }
            let same = await CommandRunner.run(["diff", path("old.md"), path("same.md")])
            #expect(same.status == 0)
            #expect(same.out == "No changes.\n")
            #expect(same.err == "Compared 1 guide: 0 changed\n")
            let removed = await CommandRunner.run(["diff", path("old.md"), path("removed.md")])
            #expect(removed.status == 1)
            #expect(removed.out.contains("bumbleWarning  color  #FF9500"))
            #expect(removed.err == "Compared 1 guide: 1 changed, breaking (1 token removed)\n")
            let recolored = await CommandRunner.run(["diff", "--format", "json", path("old.md"), path("recolored.md")])
            #expect(recolored.status == 0)
            let report = try JSONValue(parsing: Data(recolored.out.utf8))
            #expect(report["breaking"] == .bool(false))
        }
    }

    @Test func aTextOnTheCanvasThatDropsBelowAAExitsOne() async throws {
        // A caption with no background of its own, judged on the canvas: its color goes from
        // #1F1F1F (16.9:1 on white) to #9C9C9C (2.7:1) and only the contrast says so.
        let caption = "### Canvas Caption\n\n```swift\nstruct CanvasCaption: View {\n    var body: some View {\n        Text(\"Nearby\").font(.system(size: 15)).foregroundStyle(Color.bumbleBlack)\n    }\n}\n```\n\n## 4. Tab Bar"
        let old = Self.sample.replacingOccurrences(of: "## 4. Tab Bar", with: caption)
        let paler = old.replacingOccurrences(of: "static let bumbleBlack       = Color(red: 0.122, green: 0.122, blue: 0.122) // #1F1F1F",
                                             with: "static let bumbleBlack       = Color(red: 0.612, green: 0.612, blue: 0.612) // #9C9C9C")
        try await withFolder(["old.md": old, "new.md": paler]) { folder in
            let result = await CommandRunner.run(["diff", "--format", "json", folder.appendingPathComponent("old.md").path, folder.appendingPathComponent("new.md").path])
            #expect(result.status == 1)
            let report = try JSONValue(parsing: Data(result.out.utf8))
            #expect(report["breaking"] == .bool(true))
            #expect(result.out.contains("Canvas Caption"))
        }
    }

    @Test func twoFoldersMatchGuidesByPath() async throws {
        let files = ["old/dating/bumble/DESIGN-swiftui.md": Self.sample, "old/dating/other/DESIGN-swiftui.md": Self.sample,
                     "new/dating/bumble/DESIGN-swiftui.md": Self.sample, "new/dating/added/DESIGN-swiftui.md": Self.sample]
        try await withFolder(files) { folder in
            let result = await CommandRunner.run(["diff", "--format", "markdown", folder.appendingPathComponent("old").path, folder.appendingPathComponent("new").path])
            #expect(result.status == 1)
            #expect(result.out.contains("new/dating/added/DESIGN-swiftui.md (added)"))
            #expect(result.out.contains("new/dating/other/DESIGN-swiftui.md (removed, breaking)"))
            #expect(!result.out.contains("dating/bumble"))
        }
    }

    /// Whether git is installed (CI images without it skip the git tests).
    static let hasGit = (try? GitRevision("HEAD", searchPath: ProcessInfo.processInfo.environment["PATH"])) != nil

    @Test(.enabled(if: hasGit)) func gitRevisionAgainstTheWorkingTree() async throws {
        try await withFolder(["content/dating/bumble/DESIGN-swiftui.md": Self.sample]) { folder in
            try git(["init", "-q"], in: folder)
            try git(["add", "."], in: folder)
            try git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "sample"], in: folder)
            let guide = folder.appendingPathComponent("content/dating/bumble/DESIGN-swiftui.md")
            let content = folder.appendingPathComponent("content").path
            #expect(await CommandRunner.run(["diff", "--git", "HEAD", content]).status == 0)
            try Self.sample.replacingOccurrences(of: Self.warning, with: "").write(to: guide, atomically: true, encoding: .utf8)
            let folderResult = await CommandRunner.run(["diff", "--git", "HEAD", content])
            #expect(folderResult.status == 1)
            #expect(folderResult.out.hasPrefix("\(content)/dating/bumble/DESIGN-swiftui.md: changed (breaking)\n"))
            let fileResult = await CommandRunner.run(["diff", "--git", "HEAD", "--format", "json", guide.path])
            #expect(fileResult.status == 1)
            #expect(fileResult.out.contains("\"bumbleWarning\""))
            let badRevision = await CommandRunner.run(["diff", "--git", "no-such-rev", content])
            #expect(badRevision.status == 66)
            #expect(badRevision.err == "Error: 'no-such-rev' is not a revision of the git repository at '\(content)'\n")
            let untracked = folder.appendingPathComponent("content/new.md")
            try Self.sample.write(to: untracked, atomically: true, encoding: .utf8)
            let notInRevision = await CommandRunner.run(["diff", "--git", "HEAD", untracked.path])
            #expect(notInRevision.status == 66)
            #expect(notInRevision.err == "Error: '\(untracked.path)' is not in revision 'HEAD'\n")
        }
    }

    @Test(.enabled(if: hasGit)) func gitOutsideARepositoryIsNoInput() async throws {
        try await withFolder(["content/a.md": Self.sample]) { folder in
            let result = await CommandRunner.run(["diff", "--git", "HEAD", folder.appendingPathComponent("content").path])
            #expect(result.status == 66)
            #expect(result.err.hasSuffix("is not in a git repository\n"))
        }
    }

    @Test func gitMissingFromThePathIsAClearError() {
        #expect(throws: GitRevision.Failure(message: "'--git' needs the git command, which is not on PATH")) {
            try GitRevision("HEAD", searchPath: "/nonexistent:/also/missing")
        }
    }

    @Test(arguments: [
        (["diff"], "Error: Missing expected argument '<old>'\n"),
        (["diff", "a.md"], "Error: Missing expected argument '<new>'\n"),
        (["diff", "--format", "html", "a", "b"], "Error: The value 'html' is invalid for '--format'; use one of 'text', 'json', 'markdown'\n"),
        (["diff", "--git", "HEAD", "a", "b"], "Error: Unexpected argument 'b'; with '--git', name one guide or folder\n"),
        (["diff", "--git", "--output=x", "a"], "Error: The value '--output=x' is invalid for '--git'\n"),
        (["diff", "Tests", "Package.swift"], "Error: 'Tests' and 'Package.swift' are a file and a folder; compare two guides or two folders\n"),
    ])
    func usageErrorsExit64(_ arguments: [String], _ message: String) async {
        let result = await CommandRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.err.hasPrefix(message))
        #expect(result.err.hasSuffix("See 'sitegen help diff' for more information.\n"))
    }

    @Test func aMissingGuideIsNoInput() async {
        let result = await CommandRunner.run(["diff", "/nonexistent/old.md", "/nonexistent/new.md"])
        #expect(result.status == 66)
        #expect(result.err == "Error: cannot read '/nonexistent/old.md': no such file or folder\n")
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
