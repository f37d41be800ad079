import Check
import Diff
import Foundation
import Guide
import Markdown
import Testing
@testable import Site

/// What a view inherits is worked out once, in Guide (`ViewNode.inherited`): changing one
/// inherited fact changes the preview's drawing, Check's contrast finding and Diff's drawn pairs
/// together, each reading it from there.
@Suite struct InheritedEnvironmentReadersTests {
    static func guide(foreground: String) -> Guide {
        let text = """
        # Acme (iOS) — SwiftUI Implementation Guide

        ## 1. Color Tokens

        ```swift
        extension Color {
            static let acmeCanvas = Color(red: 1.0, green: 1.0, blue: 1.0) // #FFFFFF
            static let acmeInk = Color(red: 0.1, green: 0.1, blue: 0.1) // #1A1A1A
            static let acmeMist = Color(red: 0.784, green: 0.784, blue: 0.784) // #C8C8C8
        }
        ```

        ## 2. Signature Components

        ### Receipt

        ```swift
        VStack {
            Text("Pay")
                .font(.system(size: 15))
        }
        .padding()
        .background(Color.acmeCanvas)
        .foregroundStyle(Color.\(foreground))
        ```
        """
        return Guide(document: MarkdownDocument(parsing: Data(text.utf8), source: "acme.md"), path: "acme.md")
    }

    @Test func aForegroundOnAContainerReachesThePreviewCheckAndDiffFromOnePlace() throws {
        let ink = Self.guide(foreground: "acmeInk")
        let mist = Self.guide(foreground: "acmeMist")

        // The one fact: the text inherits the container's foreground.
        let component = try #require(mist.components.first)
        let state = try #require(component.views.first)
        let text = try #require(state.view.allNodes.first { $0.kind == .text })
        guard case .value(.color(let inherited))? = text.inherited.values.foreground else {
            Issue.record("the text inherits no foreground color: \(text.inherited.values)")
            return
        }
        #expect(inherited.token == "acmeMist")

        // The preview draws the text in it.
        let preview = ComponentPreview(component, name: component.name, guide: mist, names: TokenNames(mist), canvas: "rgb(255, 255, 255)")
        let inkComponent = try #require(ink.components.first)
        let inkPreview = ComponentPreview(inkComponent, name: inkComponent.name, guide: ink, names: TokenNames(ink), canvas: "rgb(255, 255, 255)")
        let drawn = try #require(preview.states.first?.html)
        let drawnInk = try #require(inkPreview.states.first?.html)
        #expect(drawn != drawnInk)
        #expect(drawn.contains(PreviewPaint(guide: mist, names: TokenNames(mist)).css(inherited) ?? "no paint"))

        // Check's contrast rule judges the text in it.
        let findings = GuideCheck().findings(for: mist).filter { $0.message.contains("Text(\"Pay\")") }
        #expect(findings.contains { $0.message.contains("'acmeMist'") })
        #expect(GuideCheck().findings(for: ink).filter { $0.message.contains("Text(\"Pay\")") }.isEmpty)

        // Diff's drawn pairs see the drop the change makes.
        let diff = GuideDiff(old: ink, new: mist, path: "acme.md")
        #expect(diff.contrastDrops.map(\.text) == ["Pay"])
    }
}
