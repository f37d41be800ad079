import Foundation
import Support
import Testing

/// Files opened beneath a folder's descriptor: links are followed only while they stay
/// beneath it, only regular files are read, and nothing is created through a link.
@Suite struct FolderBoundaryTests {
    /// A folder of its own, removed when the test ends.
    final class Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-boundary-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

        func write(_ text: String, to relative: String) throws {
            let file = url.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        func link(_ relative: String, to target: String) throws {
            try FileManager.default.createDirectory(at: url.appendingPathComponent(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: target)
        }
    }

    static func text(_ relative: String, in folder: FolderBoundary) throws(FileFailure) -> String {
        String(decoding: try RegularFile.read(relative, beneath: folder), as: UTF8.self)
    }

    @Test func linksThatStayInsideAreFollowedAtEveryStep() throws {
        let scratch = try Scratch()
        try scratch.write("mark", to: "shared/images/mark.png")
        try scratch.link("acme/images", to: "../shared/images")
        try scratch.link("acme/mark.png", to: "images/mark.png")
        try scratch.link("acme/chain.png", to: "mark.png")
        try scratch.link("acme/absolute", to: scratch.path("shared"))
        let folder = try #require(FolderBoundary(path: scratch.url.path, name: "the content folder"))
        #expect(try Self.text("acme/images/mark.png", in: folder) == "mark")
        #expect(try Self.text("acme/mark.png", in: folder) == "mark")
        #expect(try Self.text("acme/chain.png", in: folder) == "mark")
        #expect(try Self.text("acme/absolute/images/mark.png", in: folder) == "mark")
        #expect(try Self.text("acme/../shared/images/mark.png", in: folder) == "mark")
    }

    @Test func aLinkAnywhereOnTheWayOutIsRefused() throws {
        let outside = try Scratch()
        try outside.write("secret", to: "secret.txt")
        let scratch = try Scratch()
        try scratch.link("acme/out", to: outside.url.path)
        try scratch.link("acme/up", to: "../..")
        try scratch.link("acme/etc", to: "/etc")
        let folder = try #require(FolderBoundary(path: scratch.url.path, name: "the content folder"))
        #expect(throws: FileFailure.outside(link: "acme/out", target: outside.url.path, folder: "the content folder")) {
            try Self.text("acme/out/secret.txt", in: folder)
        }
        #expect(throws: FileFailure.outside(link: "acme/up", target: "../..", folder: "the content folder")) {
            try Self.text("acme/up/\(outside.url.lastPathComponent)/secret.txt", in: folder)
        }
        #expect(throws: FileFailure.outside(link: "acme/etc", target: "/etc", folder: "the content folder")) {
            try Self.text("acme/etc/passwd", in: folder)
        }
        #expect(throws: FileFailure.outside(link: "../secret.txt", target: "../secret.txt", folder: "the content folder")) {
            try Self.text("../secret.txt", in: folder)
        }
        #expect(FileFailure.outside(link: "acme/etc", target: "/etc", folder: "the content folder").sentence(about: "acme/etc/passwd")
            == "symlink 'acme/etc' points to '/etc', outside the content folder")
    }

    @Test func loopsEndAndOnlyRegularFilesAreRead() throws {
        let scratch = try Scratch()
        try scratch.link("a", to: "b")
        try scratch.link("b", to: "a")
        try scratch.write("x", to: "file.txt")
        #expect(mkfifo(scratch.path("pipe"), 0o644) == 0)
        let folder = try #require(FolderBoundary(path: scratch.url.path))
        #expect(throws: FileFailure.unreadable) { try Self.text("a", in: folder) }
        #expect(throws: FileFailure.unreadable) { try Self.text("file.txt/inside", in: folder) }
        #expect(throws: FileFailure.unreadable) { try Self.text("missing", in: folder) }
        #expect(throws: FileFailure.notRegularFile(kind: "a FIFO")) { try Self.text("pipe", in: folder) }
        #expect(throws: FileFailure.notRegularFile(kind: "a folder")) { try Self.text(".", in: folder) }
        #expect(FolderBoundary(path: scratch.path("file.txt")) == nil)
    }

    @Test func aFileIsReadToTheLimitAndNoFurther() throws {
        let scratch = try Scratch()
        try scratch.write("0123456789", to: "ten.txt")
        let folder = try #require(FolderBoundary(path: scratch.url.path))
        #expect(try RegularFile.read("ten.txt", beneath: folder, limit: 10).count == 10)
        #expect(throws: FileFailure.tooLarge(size: 10)) { try RegularFile.read("ten.txt", beneath: folder, limit: 9) }
        #expect(try RegularFile.read(atPath: scratch.path("ten.txt")) == Data("0123456789".utf8))
        #expect(RegularFile.text(atPath: scratch.path("ten.txt")) == "0123456789")
    }

    @Test func filesAreCreatedBeneathTheFolderNeverThroughALink() throws {
        let outside = try Scratch()
        let scratch = try Scratch()
        let folder = try #require(FolderBoundary(path: scratch.url.path))
        try folder.create("templates/partials/a.mustache", bytes: "A".utf8)
        try folder.create("templates/b.mustache", bytes: "B".utf8)
        #expect(try String(contentsOfFile: scratch.path("templates/partials/a.mustache"), encoding: .utf8) == "A")
        #expect(folder.names() == ["templates"])
        try scratch.link("assets", to: outside.url.path)
        #expect(throws: FileFailure.inTheWay(path: "assets", kind: "a symbolic link")) { try folder.create("assets/site.css", bytes: "x".utf8) }
        try scratch.link("sitegen.toml", to: outside.path("sitegen.toml"))
        #expect(throws: FileFailure.inTheWay(path: "sitegen.toml", kind: "a symbolic link")) { try folder.create("sitegen.toml", bytes: "x".utf8) }
        #expect(throws: FileFailure.inTheWay(path: "templates/b.mustache", kind: "a file")) { try folder.create("templates/b.mustache", bytes: "x".utf8) }
        #expect(throws: FileFailure.inTheWay(path: "templates/b.mustache", kind: "a file")) { try folder.create("templates/b.mustache/c", bytes: "x".utf8) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty, "nothing was written outside")
    }
}
