import Foundation
import Guide
import Testing

/// Guides the issue measured growing memory past all proportion (issue 14): 4 KB of nested
/// braces reached 533 MB, 1,000 nested `UIColor { _ in` 343 MB. Each is read to a guide with a
/// warning at the place; the build's peak memory is measured outside the tests (README, report).
@Suite struct HostileGuideTests {
    static func colorBlock(_ code: String) -> Guide {
        guide("# H (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\n\(code)\n```\n")
    }

    @Test func fourKilobytesOfNestedBracesAreAWarning() throws {
        let read = Self.colorBlock("let x = " + String(repeating: "{", count: 2_048) + String(repeating: "}", count: 2_048) + "\nextension Color { static let after = Color.white }")
        let warning = try #require(read.diagnostics.first { $0.message.hasPrefix("nested deeper than 256 levels") })
        #expect(warning.location.line == 6)
        #expect(read.color(named: "after")?.hex == "#FFFFFF")
    }

    /// The dynamic provider nested 1,000 times: the innermost color is past the limit, so the
    /// token adapts to nothing known, and the reading ends with a warning.
    @Test func aThousandNestedDynamicProvidersAreAWarning() throws {
        let nested = String(repeating: "UIColor { _ in ", count: 1_000) + "UIColor.red" + String(repeating: " }", count: 1_000)
        let read = Self.colorBlock("extension UIColor {\n    static let deep = \(nested)\n    static let after = UIColor.white\n}")
        #expect(read.diagnostics.contains { $0.message.hasPrefix("nested deeper than 256 levels") && $0.location.line == 7 })
        #expect(read.color(named: "deep")?.color == nil)
        #expect(read.color(named: "after")?.hex == "#FFFFFF")
    }

    /// A closure's text is made from the tokens it spans when asked, and reads as before.
    @Test func closureTextReadsAsWritten() throws {
        let read = Self.colorBlock("extension UIColor {\n    static let brand = UIColor { trait in trait.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 0, alpha: 1) : .white }\n}")
        let token = try #require(read.color(named: "brand"))
        #expect(token.appearance?.dark.hex == "#000000")
        #expect(token.appearance?.light.hex == "#FFFFFF")
        let file = SwiftSourceFile(code: SwiftCode(source: "let x = { a in a ? \"s\" : b }"))
        guard case .closure(let closure)? = file.members.properties.first?.initialValue else { Issue.record("no closure"); return }
        #expect(closure.text == "a in a ? \"s\" : b")
    }

    @Test func twoThousandComponentsAreRead() {
        var markdown = "# H (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\nextension Color { static let ink = Color(red: 0.1, green: 0.2, blue: 0.3) }\n```\n\n## 5. Components\n\n"
        for index in 0..<2_000 {
            markdown += "### Card \(index)\n\n```swift\nstruct Card\(index): View {\n    var body: some View { Text(\"Card \(index)\").foregroundColor(.ink).padding(8) }\n}\n```\n\n"
        }
        let read = guide(markdown)
        #expect(read.components.count == 2_000)
        #expect(read.components.allSatisfy { !$0.views.isEmpty })
    }

    /// The issue's 3,800 nested `Color(` calls overflowed the stack.
    @Test func nestedColorCallsAreAWarning() throws {
        let nested = String(repeating: "Color(", count: 3_800) + ".white" + String(repeating: ")", count: 3_800)
        let read = Self.colorBlock("extension Color {\n    static let deep = \(nested)\n    static let after = Color.black\n}")
        #expect(read.diagnostics.contains { $0.message.hasPrefix("nested deeper than 256 levels") && $0.location.line == 7 })
        #expect(read.color(named: "after")?.hex == "#000000")
    }

    /// A chain is as deep as it is long (`a + b + c` is `(a + b) + c`): 300,000 steps of these
    /// overflowed the stack when the tree was released (SIGSEGV). Each counts against the depth
    /// limit as nesting does; past it, the rest of the chain is skipped with a warning, and the
    /// code after it is read.
    @Test(arguments: [
        // shape, before, the step repeated, times, after
        ("binary", "let x = ", "a + ", 50_000, "b"),
        ("logical", "let x = ", "a && ", 50_000, "b"),
        ("member", "let x = y", ".a", 50_000, ""),
        ("calls", "let x = f", "()", 50_000, ""),
        ("subscripts", "let x = y", "[0]", 50_000, ""),
        ("optional chain", "let x = y", "?.a", 50_000, ""),
        ("modifiers, a line each", "struct V: View {\n    var body: some View {\n        Text(\"a\")\n", "            .padding()\n", 20_000, "    }\n}"),
        ("color sum", "extension Color {\n    static let sum = Color(red: ", "0.1 + ", 50_000, "0, green: 0, blue: 0)\n}"),
    ])
    func longChainsAreAWarning(_ shape: String, _ before: String, _ step: String, _ times: Int, _ after: String) throws {
        let code = before + String(repeating: step, count: times) + after
        let read = Self.colorBlock(code + "\nextension Color { static let after = Color.white }")
        #expect(read.diagnostics.contains { $0.message.hasPrefix("nested deeper than 256 levels") })
        #expect(read.color(named: "after")?.hex == "#FFFFFF")
    }

    /// A modifier chain as long as real code writes one is read whole.
    @Test func aLongRealChainIsReadWhole() throws {
        let chain = String(repeating: "\n            .padding(1)", count: 60)
        let read = guide("# H (iOS) — SwiftUI Implementation Guide\n\n## 5. Components\n\n### Card\n\n```swift\nstruct Card: View {\n    var body: some View {\n        Text(\"a\")\(chain)\n    }\n}\n```\n")
        #expect(!read.diagnostics.contains { $0.message.hasPrefix("nested deeper") })
        #expect(read.components.first?.views.isEmpty == false)
    }

    /// Numbers out of range trapped (SIGILL): each is a diagnostic at the token.
    @Test(arguments: [
        ("Color(red: 1e19, green: 0, blue: 0)", "malformed color literal for 'a': components go up to "),
        ("Color(red: 1e200 * 1e200, green: 0, blue: 0)", "malformed color literal for 'a': 'red' is '1e200 * 1e200', not a number"),
        ("Color(hex: 9223372036854775808)", "integer literal '9223372036854775808' overflows Int"),
    ])
    func numbersOutOfRangeAreDiagnostics(_ value: String, _ message: String) throws {
        let read = colorGuide("static let a = \(value)\nstatic let after = Color.white")
        #expect(read.diagnostics.contains { $0.message.hasPrefix(message) && $0.location.line == 7 }, "\(read.diagnostics)")
        #expect(read.color(named: "after")?.hex == "#FFFFFF")
    }

    /// 20,000 identical headings took 27.7 s to build; the reading and rewriting counters show
    /// them linear (MarkdownLimitTests, MarkdownRewriterLimitTests); the guide reads them all.
    @Test func twentyThousandIdenticalHeadingsAreRead() {
        let read = guide("# H (iOS) — SwiftUI Implementation Guide\n\n" + String(repeating: "## Colors\n\ntext\n\n", count: 20_000))
        #expect(read.sections.count == 20_000)
    }
}
