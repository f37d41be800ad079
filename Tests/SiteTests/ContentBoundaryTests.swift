import Diagnostics
import Foundation
import Support
import Testing
@testable import Site

/// The content folder is a boundary: nothing from outside it is read or published, nothing is
/// published as a link, special files are never opened, walks end, and only passive kinds of
/// file are published.
@Suite struct ContentBoundaryTests {
    /// A project with one guide at `content/acme/`.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(BuildSafetyTests.guide + "\n\n![logo](logo.png)\n", to: "content/acme/DESIGN-swiftui.md")
        try folder.write("PNG", to: "content/acme/logo.png")
        return folder
    }

    static func build(_ folder: TemporaryFolder) async throws -> BuildReport {
        try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("public"), project: folder.url)
    }

    static func link(_ folder: TemporaryFolder, _ path: String, to target: String) throws {
        let url = folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// The build's own warnings (not the reader's about the small guide), as printed.
    static func warnings(_ report: BuildReport) -> [String] {
        report.diagnostics.filter { $0.code.hasPrefix("content.") || $0.code.hasPrefix("link.") }.map(\.description)
    }

    /// Every path under the output, and whether any of them is a link.
    static func outputPaths(_ folder: TemporaryFolder) throws -> (paths: [String], links: [String]) {
        let root = folder.url.appendingPathComponent("public").path
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
        let links = paths.filter { path in
            var info = stat()
            return lstat(root + "/" + path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        }
        return (paths, links)
    }

    @Test func aFolderLinkToOutsideIsSkippedWithAWarning() async throws {
        let folder = try Self.project()
        try folder.write("secret", to: "outside/secret.png")
        try Self.link(folder, "content/acme/shared", to: folder.url.appendingPathComponent("outside").path)
        try Self.link(folder, "content/etc", to: "/etc")
        let report = try await Self.build(folder)
        #expect(report.wroteOutput)
        #expect(Self.warnings(report) == [
            "content/acme/shared: warning: symlink 'acme/shared' points to '\(folder.url.appendingPathComponent("outside").path)', outside the content folder; skipped",
            "content/etc: warning: symlink 'etc' points to '/etc', outside the content folder; skipped",
        ])
        let output = try Self.outputPaths(folder)
        #expect(!output.paths.contains { $0.hasPrefix("files/etc") || $0.hasPrefix("files/acme/shared") })
        #expect(output.links.isEmpty)
    }

    @Test func aFileLinkToEtcPasswdIsNotPublished() async throws {
        let folder = try Self.project()
        try Self.link(folder, "content/acme/passwd.txt", to: "/etc/passwd")
        let report = try await Self.build(folder)
        #expect(Self.warnings(report) == ["content/acme/passwd.txt: warning: symlink 'acme/passwd.txt' points to '/etc/passwd', outside the content folder; skipped"])
        #expect(!folder.exists("public/files/acme/passwd.txt"))
    }

    @Test func aGuideThatLinksToEtcPasswdIsNotRendered() async throws {
        let folder = try Self.project()
        try Self.link(folder, "content/evil/DESIGN-swiftui.md", to: "/etc/passwd")
        try Self.link(folder, "content/acme/DESIGN.md", to: "/etc/passwd")
        let report = try await Self.build(folder)
        #expect(report.brandCount == 1)
        #expect(Self.warnings(report).count == 2)
        let everything = try files(in: folder.url.appendingPathComponent("public")).values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(!everything.contains("root:x:0"))
        #expect(!folder.exists("public/brands/acme/design/index.html"), "a companion outside the content folder is no companion")
    }

    @Test func linksInsideTheContentFolderArePublishedAsCopies() async throws {
        let folder = try Self.project()
        try folder.write("PNG2", to: "content/shared/images/mark.png")
        try Self.link(folder, "content/acme/images", to: "../shared/images")
        try Self.link(folder, "content/acme/icon.png", to: "logo.png")
        let report = try await Self.build(folder)
        #expect(Self.warnings(report).isEmpty, "\(Self.warnings(report))")
        #expect(try folder.read("public/files/acme/images/mark.png") == "PNG2")
        #expect(try folder.read("public/files/acme/icon.png") == "PNG")
        #expect(try Self.outputPaths(folder).links.isEmpty, "nothing is published as a link")
    }

    @Test func linksToAnAncestorOrToRootEnd() async throws {
        let folder = try Self.project()
        try Self.link(folder, "content/acme/loop", to: "..")
        try Self.link(folder, "content/acme/self", to: ".")
        try Self.link(folder, "content/root", to: "/")
        let report = try await Self.build(folder)
        #expect(report.wroteOutput)
        #expect(Self.warnings(report) == [
            "content/acme/loop: warning: symlink 'acme/loop' points to '..', a folder that contains it; skipped (it would loop)",
            "content/acme/self: warning: symlink 'acme/self' points to '.', a folder that contains it; skipped (it would loop)",
            "content/root: warning: symlink 'root' points to '/', outside the content folder; skipped",
        ])
    }

    @Test func linkedFoldersAreFollowedOneDeep() async throws {
        let folder = try Self.project()
        try folder.write("A", to: "content/a/x.png")
        try folder.write("B", to: "content/b/y.png")
        try Self.link(folder, "content/a/b", to: "../b")
        try Self.link(folder, "content/b/a", to: "../a")
        let report = try await Self.build(folder)
        #expect(try folder.read("public/files/a/b/y.png") == "B")
        #expect(try folder.read("public/files/b/a/x.png") == "A")
        #expect(!folder.exists("public/files/a/b/a"))
        #expect(Self.warnings(report).count == 2)
    }

    @Test func aFIFOIsSkippedAndNeverOpened() async throws {
        let folder = try Self.project()
        #expect(mkfifo(folder.url.appendingPathComponent("content/acme/pipe.png").path, 0o644) == 0)
        #expect(mkfifo(folder.url.appendingPathComponent("content/pipe.md").path, 0o644) == 0)
        let report = try await Self.build(folder)
        #expect(report.wroteOutput)
        #expect(Self.warnings(report) == [
            "content/acme/pipe.png: warning: 'acme/pipe.png' is a FIFO, not a regular file; skipped",
            "content/pipe.md: warning: 'pipe.md' is a FIFO, not a regular file; skipped",
        ])
        #expect(throws: FileFailure.notRegularFile(kind: "a FIFO"), "reading a FIFO returns at once") {
            try RegularFile.read(atPath: folder.url.appendingPathComponent("content/acme/pipe.png").path)
        }
    }

    @Test func aDeepTreeIsWalkedToTheLimit() async throws {
        let folder = try Self.project()
        let deep = (1...(ContentFolder.depthLimit + 5)).map { "d\($0)" }
        try folder.write("shallow", to: "content/" + deep.prefix(10).joined(separator: "/") + "/shallow.txt")
        try folder.write("deep", to: "content/" + deep.joined(separator: "/") + "/deep.txt")
        let report = try await Self.build(folder)
        #expect(report.wroteOutput)
        let limitPath = deep.prefix(ContentFolder.depthLimit + 1).joined(separator: "/")
        #expect(Self.warnings(report) == ["content/\(limitPath): warning: '\(limitPath)' is nested deeper than 64 levels; its contents are skipped"])
        #expect(folder.exists("public/files/" + deep.prefix(10).joined(separator: "/") + "/shallow.txt"))
        #expect(!folder.exists("public/files/" + deep.joined(separator: "/") + "/deep.txt"))
    }

    @Test func activeFilesBesideAGuideAreNotPublished() async throws {
        let folder = try Self.project()
        try folder.write("<script>alert(1)</script>", to: "content/acme/demo.html")
        try folder.write("alert(1)", to: "content/acme/app.js")
        try folder.write("export {}", to: "content/acme/app.mjs")
        try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>", to: "content/acme/evil.svg")
        try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 2 2\"><rect width=\"2\" height=\"2\" fill=\"#F00\"/></svg>", to: "content/acme/clean.svg")
        try folder.write("{}", to: "content/acme/tokens.json")
        try folder.write("design file", to: "content/acme/source.sketch")
        try Self.edit(folder) { $0 + "\n\nSee [the demo](demo.html) and ![mark](clean.svg).\n" }
        let report = try await Self.build(folder)
        #expect(report.wroteOutput)
        #expect(Self.warnings(report) == [
            "content/acme/DESIGN-swiftui.md:16:5: warning: link 'demo.html' points to 'acme/demo.html', a kind of file the site does not publish; it is shown as plain text",
            "content/acme/app.js: warning: 'acme/app.js' is not published: .js files can run scripts on the site's origin",
            "content/acme/app.mjs: warning: 'acme/app.mjs' is not published: .mjs files can run scripts on the site's origin",
            "content/acme/demo.html: warning: 'acme/demo.html' is not published: .html files can run scripts on the site's origin",
            "content/acme/evil.svg: warning: 'acme/evil.svg' is not published: it has a <script> element; sitegen publishes only SVGs without scripts, event handlers, foreignObject, links or external references",
        ])
        let published = try Self.outputPaths(folder).paths.filter { $0.hasPrefix("files/acme/") }
        #expect(published == ["files/acme/clean.svg", "files/acme/logo.png", "files/acme/tokens.json"])
        let page = try folder.read("public/brands/acme/index.html")
        #expect(page.contains("<img src=\"/files/acme/clean.svg\""))
        #expect(!page.contains("demo.html\""))
    }

    static func edit(_ folder: TemporaryFolder, _ change: (String) -> String) throws {
        try folder.write(change(try folder.read("content/acme/DESIGN-swiftui.md")), to: "content/acme/DESIGN-swiftui.md")
    }
}
