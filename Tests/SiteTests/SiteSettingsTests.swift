import Foundation
import Testing
@testable import Site

/// `sitegen.toml`: the keys it reads, each refusal at its line and column, and what the
/// settings change in a build.
@Suite struct SiteSettingsTests {
    private func settings(_ text: String) throws(SiteSettingsError) -> SiteSettings {
        try SiteSettings(parsing: Array(text.utf8), file: "sitegen.toml")
    }

    @Test func readsEveryKey() throws {
        let read = try settings("""
        title = "Acme design"
        base_url = "https://example.com/docs/"
        description = "Acme's guides."
        appearance = "dark"

        [content]
        companions = []
        """)
        #expect(read.title == "Acme design")
        #expect(read.baseURL == "https://example.com/docs/")
        #expect(read.description == "Acme's guides.")
        #expect(read.appearance == .dark)
        #expect(read.companions == [])
        #expect(try settings("") == SiteSettings())
        #expect(try settings("[content]\ncompanions = [\"DESIGN.md\"]").companions == ["DESIGN.md"])
    }

    @Test(arguments: [
        ("title = 3", ["sitegen.toml:1:9: error: 'title' is an integer; it must be a string"]),
        ("title = \"  \"", ["sitegen.toml:1:9: error: 'title' is empty"]),
        ("baseURL = \"https://x.test/\"", ["sitegen.toml:1:1: error: unknown key 'baseURL'; did you mean 'base_url'?"]),
        ("colour = 1", ["sitegen.toml:1:1: error: unknown key 'colour'; sitegen.toml has title, base_url, description, appearance and [content] companions"]),
        ("base_url = \"ftp://x.test/\"", ["sitegen.toml:1:12: error: invalid base URL 'ftp://x.test/': only http and https addresses are supported"]),
        ("title = \"T\"\nbase_url = \"/docs\\u0000\\n/\"", ["sitegen.toml:2:12: error: invalid base URL '/docs\\u{0}\\n/': it holds the control character U+0000"]),
        // A TOML escape can give a character no page may hold: refused where it is written.
        (#"description = "Acme\bguides""#, ["sitegen.toml:1:15: error: 'description' holds the control character U+0008, which a page cannot hold; remove it"]),
        (#"title = "A\u0085B""#, ["sitegen.toml:1:9: error: 'title' holds the control character U+0085, which a page cannot hold; remove it"]),
        (#"title = "A\uFFFEB""#, ["sitegen.toml:1:9: error: 'title' holds the noncharacter U+FFFE, which a page cannot hold; remove it"]),
        ("appearance = \"sepia\"", [#"sitegen.toml:1:14: error: 'appearance' is 'sepia'; use "light", "dark" or "system""#]),
        ("content = 1", ["sitegen.toml:1:11: error: 'content' is an integer; it must be a table ([content])"]),
        ("[content]\ncompanions = \"DESIGN.md\"", [#"sitegen.toml:2:14: error: 'companions' is a string; it must be an array of file names such as ["DESIGN.md"]"#]),
        ("[content]\ncompanions = [1]", [#"sitegen.toml:2:14: error: 'companions' holds an integer; it must hold file names such as "DESIGN.md""#]),
        ("[content]\ncompanions = [\"CHANGELOG.md\"]", ["sitegen.toml:2:14: error: 'CHANGELOG.md' is not a companion sitegen publishes; it publishes 'DESIGN.md'"]),
        ("[content]\ndrafts = true", ["sitegen.toml:2:1: error: unknown key 'content.drafts'; sitegen.toml has title, base_url, description, appearance and [content] companions"]),
        ("title = 'a'\ntitle = 'b'", ["sitegen.toml:2:1: error: key 'title' is already defined at 1:1"]),
        ("title = \"open", ["sitegen.toml:1:9: error: the string is not closed on this line"]),
        // Every problem of the file's keys is reported, in file order.
        ("appearance = 1\ntitle = true", [
            "sitegen.toml:1:14: error: 'appearance' is an integer; it must be a string",
            "sitegen.toml:2:9: error: 'title' is a boolean; it must be a string",
        ]),
    ])
    func refuses(text: String, messages: [String]) {
        let error = #expect(throws: SiteSettingsError.self) { try settings(text) }
        #expect(error?.diagnostics.map(\.description) == messages)
    }

    /// Tabs and line breaks are whitespace in HTML: a description written over lines is fine.
    @Test func whitespaceEscapesAreKept() throws {
        #expect(try settings(#"description = "one\ttwo\nthree\r""#).description == "one\ttwo\nthree\r")
    }

    @Test func titleAppearanceDescriptionAndCompanionsReachThePages() async throws {
        let folder = try TemporaryFolder()
        var configuration = SiteConfiguration(
            contentDirectory: Repository.content, templatesDirectory: Repository.templates,
            outputDirectory: folder.url.appendingPathComponent("public"), projectDirectory: folder.url
        )
        configuration.apply(try settings("""
        title = "Acme <design>"
        description = "Acme's guides & more."
        appearance = "dark"
        [content]
        companions = []
        """))
        _ = try await SiteBuilder(configuration: configuration).build()
        let home = try folder.read("public/index.html")
        #expect(home.contains(#"<html lang="en" data-theme="dark">"#))
        #expect(home.contains("<title>Brand guides · Acme &lt;design&gt;</title>"))
        #expect(home.contains(#"<meta name="description" content="Acme&#39;s guides &amp; more.">"#))
        #expect(home.contains(#"</span>Acme &lt;design&gt;</a>"#))
        #expect(!folder.exists("public/brands/bumble/design/index.html"))
        #expect(folder.exists("public/brands/bumble/index.html"))
    }
}
