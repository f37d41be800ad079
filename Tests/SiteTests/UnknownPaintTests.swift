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
        // A shape with no style of its own paints with the foreground above it: unread, it is
        // unknown too, not `.primary` nor the color further up.
        ("VStack { Circle().frame(width: 20, height: 20) }.foregroundStyle(theme.ink).foregroundColor(.acmeRed)", "color theme.ink"),
        ("VStack { Capsule().stroke(lineWidth: 2).frame(width: 30, height: 12) }.foregroundColor(theme.ink)", "color theme.ink"),
        // A control paints with the tint above it.
        ("Button(\"Go\") {}.buttonStyle(.borderedProminent).tint(theme.accent)", "color theme.accent"),
        ("ProgressView(value: 0.5).tint(theme.accent)", "color theme.accent"),
    ])
    func anUnknownStyleIsAHatchedNamedGap(_ body: String, gap: String) throws {
        let preview = try Self.drawing(body)
        #expect(preview.coverage == .partial)
        #expect(preview.gaps.map(\.construct).contains(gap))
        let html = try #require(preview.states.first?.html)
        #expect(!html.contains("var(--acme-red"), "the inherited color is not a guess for an unknown one")
        #expect(!html.contains(Self.primaryLight))
    }

    /// A text whose color is unknown is drawn in the gaps' grey and underlined dashed, not in the
    /// page's text color, which is what SwiftUI's `.primary` would look like.
    @Test func aTextOfAnUnknownColorIsDrawnAsAGap() throws {
        let preview = try Self.drawing("Button(\"Go\") {}.tint(theme.accent)")
        #expect(preview.gaps.map(\.construct) == ["color theme.accent"])
        let html = try #require(preview.states.first?.html)
        #expect(html.contains(PreviewDrawing.unknownText))
        #expect(html.contains("underline dashed"))
    }

    /// An unread style is named where something paints with it, once: one that nothing
    /// beneath paints with changes nothing drawn (the text sets its own color, the innermost).
    @Test func anUnreadStyleNothingPaintsWithIsNoGap() throws {
        let preview = try Self.drawing("Text(\"Go\").foregroundStyle(Color.acmeRed).foregroundStyle(theme.ink).tint(theme.accent)")
        #expect(preview.gaps.isEmpty)
        #expect(preview.coverage == .full)
        #expect(preview.states.first?.html.contains("--acme-red") == true)
    }

    /// The content a `ViewModifier` is given stands for any view: it takes the foreground the
    /// modifier sets, shown on its label, or named when that was not worked out.
    @Test(arguments: [("theme.ink", "color theme.ink"), ("Color.acmeRed", nil)])
    func aModifiersContentTakesItsForeground(_ style: String, gap: String?) throws {
        let preview = try PreviewTests.preview("""
            struct Inked: ViewModifier {
                @Environment(\\.theme) var theme
                func body(content: Content) -> some View { content.foregroundColor(\(style)) }
            }
            """)
        #expect(preview.gaps.map(\.construct) == (gap.map { [$0] } ?? []))
        #expect(preview.states.first?.html.contains("--acme-red") == (gap == nil))
    }

    /// A switch that is off paints its track in the system fill, not the tint: no tint gap.
    @Test func anOffSwitchNamesNoTintGap() throws {
        let preview = try Self.drawing("Toggle(\"Wi-Fi\", isOn: .constant(false)).tint(theme.accent)")
        #expect(!preview.gaps.map(\.construct).contains("color theme.accent"))
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
        if node.kind.rawValue == kind { return node }
        for child in node.children { if let found = first(kind, in: child) { return found } }
        return nil
    }
}
