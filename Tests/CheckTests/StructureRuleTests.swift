import Diagnostics
import Testing
@testable import Check

/// Missing core sections, malformed SF Symbol names, font weights that contradict the face.
@Suite struct StructureRuleTests {
    // MARK: Sections

    @Test(arguments: [
        ("## 1. Color Tokens", "colors"), ("## 2. Typography", "typography"),
        ("## 3. Signature Components", "components"), ("## 5. Accessibility", "accessibility"),
    ])
    func aMissingCoreSectionIsAWarning(_ heading: String, _ role: String) {
        let markdown = sampleGuide().replacingOccurrences(of: heading, with: "## Notes")
        #expect(findings(MissingSectionRule(), markdown) == [
            Diagnostic(.warning, "the guide has no \(role) section", at: SourceLocation(file: testPath, line: 1, column: 1), code: "check.missing-section"),
        ])
    }

    @Test(arguments: ["## Palette", "## Colours", "## Minimum iOS & Accessibility Notes"])
    func sectionsAreKnownByTheNamesGuidesUse(_ heading: String) {
        let markdown = sampleGuide().replacingOccurrences(of: "## 1. Color Tokens", with: heading.contains("Access") ? "## 1. Color Tokens" : heading)
            .replacingOccurrences(of: "## 5. Accessibility", with: heading.contains("Access") ? heading : "## 5. Accessibility")
        #expect(findings(MissingSectionRule(), markdown).isEmpty)
    }

    // MARK: Symbols

    @Test(arguments: ["heart.Fill", "person .2", "arrow..up", "star.fill."])
    func aMalformedNameInTheSymbolsTableIsAWarning(_ name: String) {
        let markdown = sampleGuide(symbols: "| Like | `\(name)` | 22pt |")
        #expect(findings(MalformedSymbolRule(), markdown) == [
            Diagnostic(.warning, "'\(name)' in the symbols table is not a well-formed SF Symbol name", at: location(of: "| Like", in: markdown), code: "check.malformed-symbol"),
        ])
    }

    @Test(arguments: ["`heart.fill`", "`person.2` / `person.2.fill`", "drawn `Circle`", "`heart.fill` with `.symbolEffect(.bounce)`", "`Image(systemName:)`"])
    func wellFormedNamesAndNotesAboutSymbolsAreFine(_ cell: String) {
        #expect(findings(MalformedSymbolRule(), sampleGuide(symbols: "| Like | \(cell) | 22pt |")).isEmpty)
    }

    @Test(arguments: ["Image(systemName: \"Heart.fill\")", "Label(\"Like\", systemImage: \"heart fill\")", "Image(systemName: liked ? \"heart.fill\" : \"heart.\")"])
    func aMalformedSystemNameInCodeIsAWarning(_ code: String) {
        let markdown = sampleGuide(component: code)
        let found = findings(MalformedSymbolRule(), markdown)
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.code == "check.malformed-symbol")
        let name = found.first.map { String($0.message.dropFirst().prefix { $0 != "'" }) } ?? ""
        #expect(found.first?.location == location(of: "\"\(name)\"", in: markdown))
    }

    @Test(arguments: ["Image(systemName: \"heart.fill\")", "Image(systemName: \"heart\\(filled ? \".fill\" : \"\")\")", "Image(systemName: icon)", "Text(\"Heart.Fill\")"])
    func wellFormedOrComputedSystemNamesAreFine(_ code: String) {
        #expect(findings(MalformedSymbolRule(), sampleGuide(component: code)).isEmpty)
    }

    // MARK: Font weights

    @Test func aFaceWhoseSuffixContradictsItsWeightIsAWarning() {
        let markdown = sampleGuide(fonts: "    static let brandButton = Font.custom(\"Brand-Medium\", size: 16).weight(.semibold)")
        #expect(findings(FontWeightRule(), markdown) == [
            Diagnostic(.warning, "'brandButton' uses the face 'Brand-Medium' (medium) but asks for weight .semibold", at: location(of: "brandButton", in: markdown), code: "check.font-weight-mismatch"),
        ])
    }

    @Test(arguments: [
        "Font.custom(\"Brand-Bold\", size: 16).weight(.bold)",
        "Font.custom(\"Brand-Bold\", size: 16)",
        "Font.custom(\"Söhne-Halbfett\", size: 16).weight(.semibold)",
        "Font.system(size: 16, weight: .bold)",
        "Font.custom(\"Brand\", size: 16).weight(.bold)",
    ])
    func agreeingOrUnstatedWeightsAreFine(_ declaration: String) {
        #expect(findings(FontWeightRule(), sampleGuide(fonts: "    static let brandButton = \(declaration)")).isEmpty)
    }
}
