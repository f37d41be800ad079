import Foundation
import Testing
@testable import Server

@Suite("File resolver")
struct FileResolverTests {
    let folder: TemporaryFolder
    let outside: TemporaryFolder
    let resolver: FileResolver

    init() throws {
        folder = try TemporaryFolder(files: [
            "index.html": "home",
            "brand/index.html": "brand",
            "style.css": "body{}",
            "empty/.keep": "",
        ])
        outside = try TemporaryFolder(files: ["secret.txt": "secret", "index.html": "outside"])
        try folder.link("escape", to: outside.url.appendingPathComponent("secret.txt").path)
        try folder.link("escape-folder", to: outside.path)
        try folder.link("alias.css", to: "style.css")
        try folder.link("brand-alias", to: folder.url.appendingPathComponent("brand").path)
        resolver = FileResolver(root: folder.path)
    }

    func real(_ name: String) -> String {
        FileResolver.realPath(folder.url.appendingPathComponent(name).path)!
    }

    func resolve(_ target: String) throws -> FileResolver.Resolution {
        resolver.resolve(try RequestPath(target: target))
    }

    @Test func servesFilesAndFolderIndexes() throws {
        #expect(try resolve("/") == .file(real("index.html")))
        #expect(try resolve("/style.css") == .file(real("style.css")))
        #expect(try resolve("/brand/") == .file(real("brand/index.html")))
        #expect(try resolve("/brand/index.html") == .file(real("brand/index.html")))
    }

    @Test func redirectsAFolderNamedWithoutItsSlash() throws {
        #expect(try resolve("/brand") == .redirect(location: "/brand/"))
        #expect(try resolve("/brand?tab=colors") == .redirect(location: "/brand/?tab=colors"))
    }

    @Test(arguments: ["/missing", "/style.css/", "/empty/", "/%252e%252e/index.html", "/brand/missing.html"])
    func findsNothing(_ target: String) throws {
        #expect(try resolve(target) == .notFound)
    }

    @Test func refusesSymbolicLinksThatPointOut() throws {
        #expect(try resolve("/escape") == .forbidden)
        #expect(try resolve("/escape-folder/") == .forbidden)
        #expect(try resolve("/escape-folder/secret.txt") == .forbidden)
    }

    @Test func followsSymbolicLinksThatStayInside() throws {
        #expect(try resolve("/alias.css") == .file(real("style.css")))
        #expect(try resolve("/brand-alias/") == .file(real("brand/index.html")))
    }

    @Test func findsTheSitesOwnNotFoundPage() throws {
        #expect(resolver.notFoundPage() == nil)
        try folder.write("404.html", "not here")
        #expect(resolver.notFoundPage() == real("404.html"))
    }

    @Test func refusesANotFoundPageThatPointsOut() throws {
        try folder.link("404.html", to: outside.url.appendingPathComponent("index.html").path)
        #expect(resolver.notFoundPage() == nil)
    }
}
