import Foundation
import Testing

/// The Mustache spec run the way a user would, through `sitegen render`, in-process.
@Suite struct RenderCommandSpecTests {
    @Test(arguments: try MustacheSpecCase.all())
    func rendersTheSpecThroughTheCommand(_ test: MustacheSpecCase) async throws {
        let folder = try TemporaryFolder()
        try folder.write(["template.mustache": test.template])
        try folder.write(test.dataJSON, to: "data.json")
        try FileManager.default.createDirectory(atPath: folder.path("partials"), withIntermediateDirectories: true)
        try folder.write(Dictionary(uniqueKeysWithValues: test.partials.map { ("partials/\($0.key).mustache", $0.value) }))

        let result = await sitegen([
            "render", folder.path("template.mustache"), "--data", folder.path("data.json"),
            "--partials", folder.path("partials"), "--missing-partials", "empty",
        ])
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out == test.expected)
    }

    @Test func readsTheWholeSpec() throws {
        #expect(try MustacheSpecCase.all().count == 184)
    }
}
