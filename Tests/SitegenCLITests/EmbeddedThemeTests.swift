import Foundation
import Testing
@testable import SitegenCLI

/// The theme and sample guide `sitegen init` carries are the repository's: editing templates/
/// without running scripts/embed-theme fails here.
@Suite struct EmbeddedThemeTests {
    @Test func matchesTemplatesAndTheSampleGuide() throws {
        let root = Repository.root
        let templates = root.appendingPathComponent("templates")
        let walker = try #require(FileManager.default.enumerator(atPath: templates.path))
        var onDisk: [String] = []
        for case let relative as String in walker where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: templates.appendingPathComponent(relative).path, isDirectory: &isFolder)
            if !isFolder.boolValue { onDisk.append("templates/" + relative) }
        }
        let embedded = EmbeddedTheme.files.map(\.path)
        #expect(embedded.filter { $0.hasPrefix("templates/") }.sorted() == onDisk.sorted(), "run scripts/embed-theme")
        #expect(embedded.contains("content/LICENSE"))
        #expect(embedded.contains("content/dating/bumble/DESIGN-swiftui.md"))
        for file in EmbeddedTheme.files {
            let text = try String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)
            #expect(file.text == text, "\(file.path) differs from the embedded copy: run scripts/embed-theme")
        }
    }
}
