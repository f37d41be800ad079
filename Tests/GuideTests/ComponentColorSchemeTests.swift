import Guide
import Testing

/// Whether a component's code reads the color scheme, found in its tree.
@Suite struct ComponentColorSchemeTests {
    static func component(_ code: String) throws -> Component {
        let read = guide("# H (iOS) — SwiftUI Implementation Guide\n\n## 5. Components\n\n### Card\n\n```swift\n\(code)\n```\n")
        return try #require(read.components.first)
    }

    @Test(arguments: [
        "struct Card: View {\n    @Environment(\\.colorScheme) var scheme\n    var body: some View { Text(\"a\") }\n}",
        "struct Card: View {\n    @Environment(\\.colorScheme) private var colorScheme\n    var body: some View { Text(\"a\") }\n}",
        "Text(\"a\").foregroundStyle(colorScheme == .dark ? .white : .black)",
        "Text(\"a\").environment(\\.colorScheme, .dark)",
        "func ink(colorScheme: ColorScheme) -> Color { .black }",
    ])
    func readsTheScheme(_ code: String) throws {
        #expect(try Self.component(code).drawsByColorScheme)
    }

    @Test func otherCodeDoesNot() throws {
        // A comment or a string naming it is not code that reads it.
        #expect(try !Self.component("// colorScheme\nText(\"colorScheme\").foregroundStyle(ColorScheme.self == x ? .a : .b)").drawsByColorScheme)
    }
}
