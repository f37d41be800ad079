import Foundation
import Testing

/// `sitegen build` with `sitegen.toml`: errors at their place (exit 1), a missing `--config`
/// (exit 66), and the command line over the file.
@Suite struct SettingsFileTests {
    private func build(_ folder: borrowing TemporaryFolder, _ extra: [String] = []) async -> CommandRunner.Result {
        let root = Repository.root
        return await CommandRunner.run([
            "build", "--config", folder.path("sitegen.toml"), "--content", root.appendingPathComponent("content").path,
            "--templates", root.appendingPathComponent("templates").path, "--output", folder.path("public"), "--no-previews",
        ] + extra)
    }

    @Test func errorsArePrintedAtTheirPlaceAndFailTheBuild() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["sitegen.toml": "title = 1\nbaseURL = \"https://x.test/\"\n"])
        let result = await build(folder)
        #expect(result.status == 1)
        let path = folder.path("sitegen.toml")
        #expect(result.err == """
        \(path):1:9: error: 'title' is an integer; it must be a string
        \(path):2:1: error: unknown key 'baseURL'; did you mean 'base_url'?
        Build failed: 2 errors in the settings; the previous output is untouched

        """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("public")))
    }

    @Test func aMissingConfigFileExits66() async throws {
        let folder = try TemporaryFolder()
        let result = await build(folder)
        #expect(result.status == 66)
        #expect(result.err == "Error: the settings file '\(folder.path("sitegen.toml"))' does not exist\n")
    }

    @Test func theBaseURLOfTheFileGivesASitemapAndTheFlagOverridesIt() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["sitegen.toml": "base_url = \"https://example.com/docs/\"\n"])
        let withOrigin = await build(folder)
        #expect(withOrigin.status == 0, "\(withOrigin.err)")
        let sitemap = try String(contentsOfFile: folder.path("public/sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.com/docs/brands/bumble/</loc>"))
        #expect(!withOrigin.err.contains("note:"))
        let overridden = await build(folder, ["--base-url", "/docs/"])
        #expect(overridden.status == 0, "\(overridden.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/sitemap.xml")))
        #expect(overridden.err.components(separatedBy: "note: no sitemap.xml").count == 2)
    }
}
