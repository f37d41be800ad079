import Foundation
import Testing
@testable import Site

/// The default theme's site.css: each custom property declared once per rule, and the dark
/// values the same whether the system or the toggle asks for dark.
@Suite struct ThemeStylesheetTests {
    static func declarations() throws -> [CSSBlocks.Declaration] {
        let css = try String(contentsOf: Repository.templates.appendingPathComponent("assets/site.css"), encoding: .utf8)
        return try CSSBlocks(css).declarations
    }

    /// Token names keep clear of the theme's own properties (`TokenNames.themeProperties`): the
    /// list holds every custom property the theme declares.
    @Test func tokenNamesReserveEveryPropertyTheThemeDeclares() throws {
        let declared = Set(try Self.declarations().map(\.name).filter { $0.hasPrefix("--") })
        #expect(declared == TokenNames.themeProperties, "\(declared.symmetricDifference(TokenNames.themeProperties).sorted())")
    }

    /// A second declaration in a rule silently wins over the first: `--header-bg` was declared
    /// twice in the dark rule, where an edit to the first would have changed nothing.
    @Test func noRuleDeclaresACustomPropertyTwice() throws {
        var seen: [String: Int] = [:]
        for declaration in try Self.declarations() where declaration.name.hasPrefix("--") {
            seen[declaration.blocks.joined(separator: " > ") + " { " + declaration.name, default: 0] += 1
        }
        let twice = seen.filter { $0.value > 1 }.keys.sorted()
        #expect(twice.isEmpty, "\(twice)")
    }

    /// The dark palette is written twice, for the system's dark mode and for the toggle's:
    /// the two rules declare the same properties with the same values, and the light rule
    /// declares each of them.
    @Test func bothDarkRulesAgreeAndTheLightRuleHasEveryProperty() throws {
        func properties(_ blocks: [String]) throws -> [String: String] {
            let found = try Self.declarations().filter { $0.blocks == blocks && $0.name.hasPrefix("--") }
            return Dictionary(found.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        let light = try properties([":root"])
        let system = try properties(["@media (prefers-color-scheme: dark)", #":root:not([data-theme="light"])"#])
        let toggle = try properties([#":root[data-theme="dark"]"#])
        #expect(!system.isEmpty)
        #expect(system == toggle)
        #expect(Set(system.keys).subtracting(light.keys).isEmpty, "dark-only properties: \(Set(system.keys).subtracting(light.keys).sorted())")
    }
}

/// A token named like one of the theme's properties gets a name of its own.
@Suite struct ReservedTokenNameTests {
    @Test func aTokenNamedAccentDoesNotRepaintTheSitesAccent() {
        let guide = ContrastCheckerTests.guide("static let accent = Color(red: 0, green: 0.686, blue: 0.537)\nstatic let brandInk = Color.black")
        let names = TokenNames(guide)
        #expect(names.color("accent") == "--accent-color")
        #expect(names.color("brandInk") == "--brand-ink")
    }
}
