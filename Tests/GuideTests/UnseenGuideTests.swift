import Foundation
import Guide
import Markdown
import Testing

/// A guide written unlike any of the sample set (namespaced palettes, Display P3, HSB, `light:dark:`
/// colors, unnumbered headings, a symbols table with its own header names): read as a new user
/// would point sitegen at it.
@Suite struct UnseenGuideTests {
    static func read() throws -> Guide {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/fintech/acme-pay/DESIGN-swiftui.md")
        let path = "fintech/acme-pay/DESIGN-swiftui.md"
        return Guide(document: MarkdownDocument(parsing: try Data(contentsOf: url), source: path), path: path)
    }

    @Test func identityAndSections() throws {
        let guide = try Self.read()
        #expect(guide.brand == "Acme Pay")
        #expect(guide.slug == "acme-pay")
        #expect(guide.category == "fintech")
        #expect(guide.minimumIOS == "16.4")
        #expect(guide.sections.map(\.role) == [.colors, .typography, .components, .symbols, .motion, .accessibility])
    }

    @Test func colorsFromEveryForm() throws {
        let guide = try Self.read()
        #expect(guide.colors.map(\.name) == ["ink", "paper", "acmeBlue", "acmeMuted", "acmeMint", "acmeAlert", "acmeCard"])
        #expect(guide.color(named: "ink")?.hex == "#101418")
        #expect(guide.color(named: "ink")?.documentation == "Primary ink for text.")
        #expect(guide.color(named: "acmeMint")?.hex == "#52CCA7")
        #expect(guide.color(named: "acmeMuted")?.kind == .alias(of: "acmeBlue"))
        #expect(guide.color(named: "acmeMuted")?.color?.alpha == 0.5)
        #expect(guide.color(named: "acmeAlert")?.kind == .system("systemRed"))
        #expect(guide.color(named: "acmeCard")?.appearance?.dark.hex == "#1F1F1F")
        #expect(guide.color(named: "acmeBlue")?.group == "Brand")
        // The comment's hex is the components read as sRGB; the code asks for Display P3.
        #expect(guide.diagnostics.map(\.code) == ["color.hex-mismatch"])
    }

    @Test func fontsSymbolsMotionAndNotes() throws {
        let guide = try Self.read()
        #expect(guide.font(named: "acmeDisplay")?.weight == .heavy)
        #expect(guide.font(named: "acmeDisplay")?.textStyle == "largeTitle")
        #expect(guide.font(named: "acmeBody")?.design == "serif")
        #expect(guide.symbols.map(\.names) == [["creditcard.fill"], ["arrow.left.arrow.right"]])
        #expect(guide.symbols.map(\.component) == ["Pay button", "Transfer"])
        #expect(guide.symbols.map(\.sizes) == [[20], [18]])
        #expect(guide.motion.map(\.name) == ["snappy", "success"])
        // The same guide with Windows line endings reads the same motion, labels and code.
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/fintech/acme-pay/DESIGN-swiftui.md")
        let crlf = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
        let windows = Guide(document: MarkdownDocument(parsing: crlf, source: "crlf.md"), path: "fintech/acme-pay/DESIGN-swiftui.md")
        #expect(windows.motion.map(\.name) == guide.motion.map(\.name))
        #expect(windows.motion.map(\.label) == guide.motion.map(\.label))
        #expect(windows.motion.map(\.code) == guide.motion.map(\.code))
        #expect(guide.accessibilityNotes.map(\.topic) == ["VoiceOver", "Contrast"])
        #expect(guide.components.first?.snippets.first?.colorReferences.map(\.name) == ["acmeBlue", "acmeCard"])
    }
}
