import Foundation
import Testing
@testable import Server

/// Dotfiles are never served: the build's manifest (`.sitegen-output`), a `.git` folder or an
/// `.env` left in the output folder, however the name is spelled or reached.
@Suite("File server: dotfiles")
struct FileServerDotfileTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(files: [
            "index.html": "<body>home</body>",
            ".sitegen-output": "MANIFEST",
            ".git/config": "[core] SECRET",
            "brand/.env": "TOKEN=SECRET",
            "brand/index.html": "<body>brand</body>",
            ".well-known/security.txt": "SECRET",
        ])
        try folder.link("manifest.txt", to: ".sitegen-output")
        try folder.link("repository", to: ".git")
    }

    @Test(arguments: [
        "/.sitegen-output", "/%2esitegen-output", "/%2Esitegen-output", "/brand/../.sitegen-output",
        "/./.sitegen-output", "/.git/config", "/.git/", "/.git", "/%2egit/config", "/brand/.env",
        "/brand/%2eenv", "/.well-known/security.txt", "/manifest.txt", "/repository/config",
        "/.sitegen-output?x", "http://localhost/.sitegen-output",
    ])
    func isNotFound(_ target: String) async throws {
        try await withServer(serving: folder) { port in
            let client = try TestClient(port: port)
            let response = try client.request(target)
            #expect(response.status == 404, "\(target) gave \(response.status)")
            #expect(!response.text.contains("MANIFEST") && !response.text.contains("SECRET"))
            #expect(try client.request("/brand/").text == "<body>brand</body>", "the connection is still usable")
        }
    }

    @Test func aDotInsideANameIsFine() throws {
        try folder.write("a.b/c.d.txt", "fine")
        let resolver = FileResolver(root: folder.path)
        #expect(resolver.resolve(try RequestPath(target: "/a.b/c.d.txt")) == .file(FileResolver.realPath(folder.path + "/a.b/c.d.txt")!))
        #expect(try RequestPath(target: "/a.b/c.d.txt").namesHiddenFile == false)
        #expect(try RequestPath(target: "/a/%2eb").namesHiddenFile)
    }
}
