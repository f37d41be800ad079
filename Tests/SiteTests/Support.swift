import Foundation
import Guide
import Markdown
import Support
@testable import Site

/// Files of this repository, found from this source file's path.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let content = root.appendingPathComponent("content")
    static let templates = root.appendingPathComponent("templates")
}

/// A temporary folder removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ text: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }
}

/// Builds a site; content and templates default to the repository's. Site has no rules of its
/// own: without a `lint`, a build reports what reading the guides reported (the check's
/// findings in a build are tested in SitegenCLITests, where the check is wired in).
/// `afterDiscovery` runs once the content folder has been walked, before any file is opened.
func buildSite(content: URL = Repository.content, templates: URL = Repository.templates, output: URL, project: URL? = nil, baseURL: String = "/", lint: GuideLint = .readerOnly, afterDiscovery: (@Sendable () -> Void)? = nil) async throws -> BuildReport {
    var configuration = SiteConfiguration(
        contentDirectory: content, templatesDirectory: templates, outputDirectory: output,
        projectDirectory: project ?? output.deletingLastPathComponent(), baseURL: baseURL
    )
    configuration.lint = lint
    configuration.afterDiscovery = afterDiscovery
    return try await SiteBuilder(configuration: configuration).build()
}

/// Every file under `folder`, relative path → bytes.
func files(in folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
    for case let url as URL in walker {
        var isDirectory: ObjCBool = false
        FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if !isDirectory.boolValue {
            result[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
    }
    return result
}

/// Compares `actual` with a golden file, or rewrites it when `SITEGEN_RECORD=1`.
func matchesGolden(_ actual: String, _ name: String) throws -> Bool {
    let url = Repository.root.appendingPathComponent("Tests/SiteTests/Fixtures/golden").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SITEGEN_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return true
    }
    return try String(contentsOf: url, encoding: .utf8) == actual
}

extension BrandExports {
    /// The exports of one guide given as text, read as the build reads `<slug>/DESIGN-swiftui.md`.
    init(guideText text: String, slug: String) {
        let path = "\(slug)/DESIGN-swiftui.md"
        let guide = Guide(document: MarkdownDocument(parsing: Data(text.utf8), source: path), path: path)
        let source = GuideSource(relativePath: path, url: URL(fileURLWithPath: "/" + path), companion: nil, readme: nil, root: FolderBoundary(path: "/")!)
        self.init(PublishedBrand(source: source, guide: guide, hasCompanion: false, summary: nil, roles: guide.colorRoles))
    }
}

extension SwiftHighlighter {
    /// `code` lexed here and highlighted, for tests of the highlighter alone.
    func highlight(_ code: String, firstLine: Int = 0) -> String {
        highlight(code, tokens: SwiftLexer.tokenize(code), firstLine: firstLine)
    }
}
