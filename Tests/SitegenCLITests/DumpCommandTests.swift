import Foundation
import Support
import Testing

@Suite struct DumpCommandTests {
    @Test func dumpsTheSampleGuideAsJSONWithTheRequiredKeys() async throws {
        let path = Repository.root.appendingPathComponent("content/dating/bumble/DESIGN-swiftui.md").path
        let result = await CommandRunner.run(["dump", path])
        #expect(result.status == 0)
        #expect(result.err.isEmpty)
        let json = try JSONValue(parsing: Data(result.out.utf8))
        for key in ["brand", "slug", "category", "minIOS", "colors", "gradients", "fonts", "components", "symbols", "diagnostics"] {
            #expect(json.keys?.contains(key) == true, "missing \(key)")
        }
        #expect(json["brand"]?.stringValue == "Bumble")
        #expect(json["minIOS"]?.stringValue == "17")
        let yellow = try #require(json["colors"]?[0])
        #expect(yellow["name"]?.stringValue == "bumbleYellow")
        #expect(yellow["hex"]?.stringValue == "#FFC629")
        #expect(yellow["alpha"]?.numberValue == 1)
        #expect(yellow["group"]?.stringValue == "Brand")
        #expect(yellow["comment"]?.stringValue == "#FFC629")
        #expect(yellow["line"]?.numberValue == 14)
        let font = try #require(json["fonts"]?[0])
        #expect(font["family"]?.stringValue == "Brando")
        #expect(font["size"]?.numberValue == 44)
        #expect(font["weight"]?.stringValue == "black")
        let symbol = try #require(json["symbols"]?[0])
        #expect(symbol["names"]?.arrayValue?.compactMap(\.stringValue) == ["heart.fill"])
        #expect(symbol["size"]?.numberValue == 28)
        #expect(json["components"]?[0]?["code"]?.stringValue?.hasPrefix("struct BumblePrimaryButton: View {") == true)
    }

    @Test func viewsPrintsEachComponentsStatesAndUnsupportedParts() async throws {
        let path = Repository.root.appendingPathComponent("content/dating/bumble/DESIGN-swiftui.md").path
        let result = await CommandRunner.run(["dump", "--views", path])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(Array(json.keys) == ["components"])
        let components = try #require(json["components"] as? [[String: Any]])
        let button = try #require(components.first)
        #expect(button["name"] as? String == "Yellow Primary CTA")
        #expect(button["line"] as? Int == 88)
        #expect((button["unsupported"] as? [Any])?.isEmpty == true)
        let states = try #require(button["states"] as? [[String: Any]])
        // The shadow's color depends on `hasGlow`.
        #expect(states.map { $0["label"] as? String } == ["hasGlow = false", "hasGlow = true"])
        let root = try #require(states.first?["view"] as? [String: Any])
        #expect(root["view"] as? String == "custom")
        #expect(root["name"] as? String == "BumblePrimaryButton")
        #expect(root["line"] as? Int == 91)
        let buttonNode = try #require((root["children"] as? [[String: Any]])?.first)
        #expect(buttonNode["view"] as? String == "Button")
        let text = try #require((buttonNode["children"] as? [[String: Any]])?.first)
        #expect(text["view"] as? String == "Text")
        #expect((text["font"] as? [String: Any])?["token"] as? String == "bumbleButton")
        let second = await CommandRunner.run(["dump", "--views", path])
        #expect(second.out == result.out)
    }

    @Test func keyOrderIsStable() async throws {
        let path = Repository.root.appendingPathComponent("content/social/tiktok/DESIGN-swiftui.md").path
        let first = await CommandRunner.run(["dump", path])
        let second = await CommandRunner.run(["dump", path])
        #expect(first.out == second.out)
        #expect(first.out.hasPrefix("{\n  \"brand\": \"TikTok\",\n  \"slug\": \"tiktok\",\n  \"category\": \"social\",\n  \"minIOS\": \"17\","))
    }

    @Test func errorsExitOneAndStillPrintTheJSON() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("broken.md")
        try "# Broken (iOS) — SwiftUI Implementation Guide\n\n```swift\nextension Color { static let a = Color(red: 2, green: 0, blue: 0) }\n".write(to: file, atomically: true, encoding: .utf8)
        let result = await CommandRunner.run(["dump", file.path])
        #expect(result.status == 1)
        #expect(result.out.contains("\"brand\": \"Broken\""))
        #expect(result.err.contains("\(file.path):3:1: error: code fence '```' is never closed"))
        #expect(result.err.contains("\(file.path):4:30: error: malformed color literal for 'a'"))
    }

    @Test func aMissingGuideOrAFolderIsNoInput() async {
        let result = await CommandRunner.run(["dump", "/nonexistent/guide.md"])
        #expect(result.status == 66)
        #expect(result.err == "Error: cannot read '/nonexistent/guide.md': no such file or not readable\n")
        let folder = await CommandRunner.run(["dump", Repository.root.appendingPathComponent("content").path])
        #expect(folder.status == 66)
        #expect(folder.err.hasSuffix("is a folder; name one guide file\n"))
    }

    /// A FIFO is skipped at once rather than waited on, and a link leading out of the guide's
    /// own folder is not followed.
    @Test func aFIFOOrALinkOutOfItsFolderIsNoInput() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["outside/secret.md": "# Secret\n", "docs/README.md": "x"])
        #expect(mkfifo(folder.path("docs/pipe.md"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("docs/out.md"), withDestinationPath: "../outside/secret.md")
        let fifo = await CommandRunner.run(["dump", folder.path("docs/pipe.md")])
        #expect(fifo.status == 66)
        #expect(fifo.err == "Error: '\(folder.path("docs/pipe.md"))' is a FIFO, not a regular file\n")
        let out = await CommandRunner.run(["dump", folder.path("docs/out.md")])
        #expect(out.status == 66)
        #expect(out.err == "Error: symlink 'out.md' points to '../outside/secret.md', outside '\(folder.path("docs"))'\n")
        #expect(out.out.isEmpty)
        let check = await CommandRunner.run(["check", folder.path("docs/pipe.md")])
        #expect(check.out.contains("\(folder.path("docs/pipe.md")): warning: '\(folder.path("docs/pipe.md"))' is a FIFO, not a regular file; skipped"))
    }
}
