import Foundation
import Guide
import Testing
@testable import Site

/// A color the core cannot work out is a named gap, drawn hatched: never `.primary`, black,
/// white or the color the view would inherit (issue 31: 161 fills in 48 drawings were painted
/// as `.primary` with no gap named, 26 of those drawings marked "full").
@Suite struct UnknownPaintTests {
    static func drawing(_ body: String) throws -> ComponentPreview {
        try PreviewTests.preview("""
            struct Sample: View {
                @Environment(\\.theme) var theme
                var body: some View {
                    \(body)
                }
            }
            """)
    }

    static let primaryLight = "rgb(0, 0, 0)"

    @Test(arguments: [
        ("RoundedRectangle(cornerRadius: 8).fill(theme.accent).frame(width: 40, height: 20)", "color theme.accent"),
        ("Circle().stroke(theme.border, lineWidth: 2).frame(width: 20, height: 20)", "color theme.border"),
        ("Spacer().frame(width: 10, height: 10).border(theme.border)", "color theme.border"),
        ("Capsule().fill(theme.palette.brand).frame(width: 30, height: 12).foregroundColor(.acmeRed)", "color theme.palette.brand"),
    ])
    func anUnknownStyleIsAHatchedNamedGap(_ body: String, gap: String) throws {
        let preview = try Self.drawing(body)
        #expect(preview.coverage == .partial)
        #expect(preview.gaps.map(\.construct).contains(gap))
        let html = try #require(preview.states.first?.html)
        #expect(!html.contains("var(--acme-red"), "the inherited color is not a guess for an unknown one")
        #expect(!html.contains(Self.primaryLight))
    }

    @Test func aFillOfAKnownTokenIsStillPainted() throws {
        let preview = try Self.drawing("RoundedRectangle(cornerRadius: 8).fill(Color.acmeRed).frame(width: 40, height: 20)")
        #expect(preview.coverage == .full)
        #expect(preview.states.first?.html.contains("--acme-red") == true)
    }

    /// The text beneath an unread `.foregroundStyle` has no color of its own in Guide's model,
    /// so no contrast rule judges it against what is behind.
    @Test func aTextUnderAnUnreadForegroundHasNoKnownColor() throws {
        let preview = try Self.drawing("VStack { Text(\"Title\").foregroundStyle(theme.colors.primary) }.foregroundColor(.acmeRed)")
        #expect(preview.coverage == .partial)
        let guide = PreviewTests.guide("""
            struct Sample: View {
                @Environment(\\.theme) var theme
                var body: some View { VStack { Text("Title").foregroundStyle(theme.colors.primary) }.foregroundColor(.acmeRed) }
            }
            """)
        let root = try #require(guide.components.first?.views.first?.view)
        let text = try #require(Self.first("Text", in: root))
        guard case .color(let color)? = text.property("color") else { Issue.record("no color"); return }
        #expect(color.token == nil && color.light == nil && color.system == nil)
        #expect(color.expression == "theme.colors.primary")
    }

    static func first(_ kind: String, in node: ViewNode) -> ViewNode? {
        if node.kind == kind { return node }
        for child in node.children { if let found = first(kind, in: child) { return found } }
        return nil
    }
}
