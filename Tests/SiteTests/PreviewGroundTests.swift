import Foundation
import Guide
import Markdown
import Support
import Testing
@testable import Site

/// A drawing stands on the ground Guide gives it in both appearances, also where the canvas
/// token pairs with no dark token of its own (Uber's `uberWhite` beside `uberCanvasDark`): in
/// dark its light-dark text would otherwise stand on white.
@Suite struct PreviewGroundTests {
    static let text = """
    # Acme (iOS) — SwiftUI Implementation Guide

    ## 1. Color Tokens

    ```swift
    extension Color {
        // MARK: - Canvas
        static let acmeWhite      = Color.white                                   // #FFFFFF
        static let acmeCanvasDark = Color(red: 0.047, green: 0.047, blue: 0.047) // #0C0C0C

        // MARK: - Semantic tokens (auto light/dark)
        static let acmeTextPrimary = Color("AcmeTextPrimary") // #000000 / #FFFFFF
    }
    ```

    ## 3. Signature Components

    ### Card

    ```swift
    struct Card: View {
        var body: some View {
            Text("Driver").foregroundStyle(.acmeTextPrimary)
        }
    }
    ```
    """

    static func canvasCSS() throws -> String {
        let path = "acme/DESIGN-swiftui.md"
        let guide = Guide(document: MarkdownDocument(parsing: Data(text.utf8), source: path), path: path)
        let source = GuideSource(relativePath: path, url: URL(fileURLWithPath: "/" + path), companion: nil, readme: nil, root: FolderBoundary(path: "/")!)
        let brand = PublishedBrand(source: source, guide: guide, hasCompanion: false, summary: nil, roles: guide.colorRoles)
        let preview = try #require(ComponentPreview.all(of: brand).previews.first)
        return try #require(preview.states.first).html
    }

    @Test func anUnpairedCanvasStandsOnTheDarkCanvasInDark() throws {
        let guide = Guide(document: MarkdownDocument(parsing: Data(Self.text.utf8), source: "a.md"), path: "a.md")
        #expect(guide.themes.roles[.canvas] == "acmeWhite")
        #expect(guide.themes.roles[.darkCanvas] == "acmeCanvasDark")
        let html = try Self.canvasCSS()
        #expect(html.contains("light-dark(var(--acme-white), var(--acme-canvas-dark))"), "\(html)")
    }
}
