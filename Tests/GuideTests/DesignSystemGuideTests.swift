import Foundation
import Guide
import Markdown
import Testing

/// Guides made of real teams' design-system code pasted as it is (`Fixtures/design-systems`, one
/// folder per system with its source, licence and hand-worked `expected.json`). Benchmarks/design-systems/run
/// scores how much of each sitegen reads right; these tests hold only what must stay true whatever
/// the reader becomes: a guide is read, and drawn, without a crash, and every component it names is
/// found as a component. The expected values are asserted by the scorer, not here, until the reader
/// gets them right.
@Suite struct DesignSystemGuideTests {
    static let root = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/design-systems")

    /// The fixture folders, in name order.
    static let names: [String] = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?
        .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/expected.json").path) }
        .sorted() ?? []

    static func read(_ name: String) throws -> Guide {
        let url = root.appendingPathComponent("\(name)/DESIGN-swiftui.md")
        let path = "design-systems/\(name)/DESIGN-swiftui.md"
        return Guide(document: MarkdownDocument(parsing: try Data(contentsOf: url), source: path), path: path)
    }

    static func expectedComponents(_ name: String) throws -> [String] {
        let data = try Data(contentsOf: root.appendingPathComponent("\(name)/expected.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["components"] as? [String])
    }

    @Test func theFixturesAreThere() {
        #expect(Self.names.count >= 9)
    }

    @Test(arguments: names) func readsAndDrawsWithoutCrashing(_ name: String) throws {
        let guide = try Self.read(name)
        #expect(!guide.brand.isEmpty)
        // The views were drawn as the guide was read; their JSON is what `dump --views` prints.
        _ = guide.viewsDump()
    }

    @Test(arguments: names) func everyComponentIsFound(_ name: String) throws {
        let found = Set(try Self.read(name).components.map(\.name))
        for component in try Self.expectedComponents(name) {
            #expect(found.contains(component), "\(name): no component '\(component)'")
        }
    }
}
