import Foundation
import Markdown
import Testing
@testable import Guide

/// What each node takes from SwiftUI's environment, worked out once per drawn state
/// (`ViewNode.inherited`), and the text facts read from it.
@Suite struct InheritedEnvironmentTests {
    static func firstText(_ code: String) throws -> (node: ViewNode, placed: PlacedText) {
        let text = """
        # Acme (iOS) — SwiftUI Implementation Guide

        ## 1. Signature Components

        ### Sample

        ```swift
        \(code)
        ```
        """
        let guide = Guide(document: MarkdownDocument(parsing: Data(text.utf8), source: "acme.md"), path: "acme.md")
        let state = try #require(guide.components.first?.views.first)
        let node = try #require(state.view.allNodes.first { $0.kind == .text })
        let placed = try #require(state.texts.first)
        return (node, placed)
    }

    @Test func aFontOnAStackIsEveryTextsWithItsWeight() throws {
        let (node, placed) = try Self.firstText("VStack { Text(\"A\") }\n    .fontWeight(.bold)\n    .font(.system(size: 30))")
        #expect(node.inherited.values.font.size == 30)
        #expect(node.inherited.values.weight == .bold)
        #expect(placed.font?.size == 30)
        #expect(placed.font?.weight == .bold)
        #expect(node.property("font") == .font(try #require(placed.font)))
    }

    /// `.fontDesign(.rounded)` on a stack rounds its texts' system fonts; a custom face keeps
    /// its own, and `.monospaced()` inside wins over the design around it.
    @Test(arguments: [
        ("Text(\"A\").font(.title)", "rounded"),
        ("Text(\"A\").monospaced()", "monospaced"),
        ("Text(\"A\").font(.custom(\"Inter\", size: 14))", nil),
    ])
    func aFontDesignAroundTextsAppliesToTheirSystemFonts(_ text: String, _ design: String?) throws {
        let (node, placed) = try Self.firstText("VStack { \(text) }\n    .fontDesign(.rounded)")
        #expect(placed.font?.design == design)
        #expect(node.property("font") == .font(try #require(placed.font)))
    }

    @Test func theInnermostForegroundWins() throws {
        let (node, placed) = try Self.firstText("VStack { Text(\"A\") }\n    .foregroundStyle(.red)\n    .foregroundStyle(.blue)")
        #expect(node.inherited.values.textColor.expression == ".red")
        #expect(placed.foreground?.expression == ".red")
    }

    @Test func aStyledButtonsLabelIsSeenInTheStylesColorUnlessItSetsOne() throws {
        let plain = try Self.firstText("Button(\"Go\") {}\n    .buttonStyle(.borderedProminent)")
        #expect(plain.node.inherited.values.styledLabel)
        #expect(plain.placed.foreground == nil)
        let own = try Self.firstText("Button {} label: { Text(\"Go\").foregroundStyle(.white) }\n    .buttonStyle(.borderedProminent)")
        #expect(own.placed.foreground?.expression == ".white")
    }

    @Test func textSettingsAreRecordedForTheTextsBelow() throws {
        let (node, _) = try Self.firstText("VStack { Text(\"A\").lineLimit(2) }\n    .multilineTextAlignment(.center)\n    .textCase(.uppercase)")
        #expect(node.inherited.values.lineLimit == 2)
        #expect(node.inherited.values.multilineAlignment == "center")
        #expect(node.inherited.values.textCase == "uppercase")
    }

    @Test func anUnreadForegroundIsNoColorForContrast() throws {
        let (node, placed) = try Self.firstText("VStack { Text(\"A\") }\n    .foregroundStyle(theme.ink)")
        #expect(node.inherited.values.foreground == .unread("theme.ink"))
        #expect(placed.foreground == nil)
    }
}
