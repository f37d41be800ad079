import Foundation
import Testing
@testable import SitegenCLI

/// `sitegen build` with the theme the binary carries: alone in a folder of guides, and beneath
/// a `templates/` folder that overrides some of its files.
@Suite struct BuiltInThemeTests {
    /// The one-color guide the serve tests build.
    static let guide = ServeProjectTests.guide

    static let footer = #"<footer class="site-footer">Our own footer</footer>"#

    /// Builds the project in `folder` as `sitegen build <arguments>` run there would.
    static func build(_ arguments: [String], in folder: borrowing TemporaryFolder) async throws -> (status: ExitCode, err: String) {
        let captured = CapturedConsole()
        let parsed = try ParsedArguments(arguments, spec: BuildCommand.spec)
        let status = await BuildCommand.run(parsed, console: captured.console, project: folder.url)
        return (status, captured.err)
    }

    /// The site's files (not the build's hidden manifest), by path.
    static func site(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(atPath: folder))
        for case let path as String in walker where !path.hasPrefix(".") {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue { files[path] = FileManager.default.contents(atPath: folder + "/" + path) }
        }
        return files
    }

    @Test func aFolderOfGuidesAloneBuildsWithTheBuiltInTheme() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["guides/acme/DESIGN-swiftui.md": Self.guide])
        let built = try await Self.build(["--content", "guides"], in: folder)
        #expect(built.status == .success, "\(built.err)")
        let note = "note: no 'templates' folder: using the built-in theme"
        #expect(built.err.components(separatedBy: note).count == 2, "said once: \(built.err)")
        let home = try String(contentsOfFile: folder.path("public/index.html"), encoding: .utf8)
        #expect(home.contains("assets/site.css"))
        let css = try String(contentsOfFile: folder.path("public/assets/site.css"), encoding: .utf8)
        #expect(css == EmbeddedTheme.builtInTheme["assets/site.css"])
        #expect(FileManager.default.fileExists(atPath: folder.path("public/brands/acme/index.html")))
    }

    @Test func overridingOnePartialChangesOnlyThatPart() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["guides/acme/DESIGN-swiftui.md": Self.guide])
        #expect(try await Self.build(["--content", "guides", "--output", "builtin"], in: folder).status == .success)
        try folder.write(["templates/partials/footer.mustache": Self.footer + "\n"])
        let built = try await Self.build(["--content", "guides", "--output", "mine"], in: folder)
        #expect(built.status == .success, "\(built.err)")
        #expect(!built.err.contains("built-in theme"), "a templates folder is no news")

        let (before, after) = (try Self.site(folder.path("builtin")), try Self.site(folder.path("mine")))
        #expect(before.keys.sorted() == after.keys.sorted())
        let builtInFooter = try Regex(#"<footer class="site-footer">.*?</footer>"#).dotMatchesNewlines()
        var pages = 0
        for (path, data) in before {
            let old = String(decoding: data, as: UTF8.self)
            let new = String(decoding: try #require(after[path]), as: UTF8.self)
            if path.hasSuffix(".html"), old.contains(#"<footer class="site-footer">"#) {
                pages += 1
                #expect(old.replacing(builtInFooter, with: Self.footer) == new, "\(path): only the footer changes")
            } else {
                #expect(old == new, "\(path) is the same")
            }
        }
        #expect(pages >= 5)
    }

    @Test func anOverriddenAssetWinsAndTheOthersStay() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["guides/acme/DESIGN-swiftui.md": Self.guide, "templates/assets/site.css": "body { color: red }\n"])
        #expect(try await Self.build(["--content", "guides"], in: folder).status == .success)
        #expect(try String(contentsOfFile: folder.path("public/assets/site.css"), encoding: .utf8) == "body { color: red }\n")
        let script = try String(contentsOfFile: folder.path("public/assets/site.js"), encoding: .utf8)
        #expect(script == EmbeddedTheme.builtInTheme["assets/site.js"])
    }

    /// The next build into the same output sees an edited template: the theme's hash covers
    /// the folder's files, so every page is rendered again.
    @Test func anIncrementalBuildSeesAnEditedTemplate() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["guides/acme/DESIGN-swiftui.md": Self.guide, "templates/partials/footer.mustache": "<footer>One</footer>\n"])
        #expect(try await Self.build(["--content", "guides"], in: folder).status == .success)
        #expect(try String(contentsOfFile: folder.path("public/brands/acme/index.html"), encoding: .utf8).contains("<footer>One</footer>"))
        try folder.write(["templates/partials/footer.mustache": "<footer>Two</footer>\n"])
        #expect(try await Self.build(["--content", "guides"], in: folder).status == .success)
        let page = try String(contentsOfFile: folder.path("public/brands/acme/index.html"), encoding: .utf8)
        #expect(page.contains("<footer>Two</footer>"))
    }

    @Test func anErrorInAnOverrideNamesItsFile() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["guides/acme/DESIGN-swiftui.md": Self.guide, "templates/partials/footer.mustache": "<footer>{{#brands}}</footer>\n"])
        let built = try await Self.build(["--content", "guides"], in: folder)
        #expect(built.status == .failure)
        #expect(built.err.contains("templates/partials/footer.mustache:1:9: error:"), "\(built.err)")
    }

    @Test func aNamedTemplatesFolderMustExist() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["guides/acme/DESIGN-swiftui.md": Self.guide])
        let built = try await Self.build(["--content", "guides", "--templates", "theme"], in: folder)
        #expect(built.status == .noInput)
        #expect(built.err == "Error: the templates folder 'theme' does not exist\n")
    }

    @Test func serveTakesAFolderWithContentAloneForAProject() throws {
        let folder = try TemporaryFolder()
        try folder.write(["content/acme/DESIGN-swiftui.md": Self.guide])
        let rebuilder = try #require(try SiteRebuilder.forProject(serving: folder.path("public"), in: folder.url))
        #expect(rebuilder.base.templatesFolderIsExplicit == false)
        #expect(rebuilder.base.builtInTheme["brand.mustache"] != nil)
    }
}
