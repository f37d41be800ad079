@testable import Guide
import Testing

/// A modifier call is the guide's `View` extension function only when its labels fit that
/// function, as the compiler picks an overload (issue 31: overloads by labels).
@Suite struct ViewFunctionOverloadTests {
    /// Pocket Casts: `func font(size:style:weight:)` on `View`, whose modifier calls SwiftUI's
    /// `.font(.system(…))` with a size a `UIFontMetrics` scales (to itself at the default
    /// content size). Taking the guide's function for that call ran it inside itself until
    /// the depth limit, and the button's label was a gap.
    @Test func aGuideOverloadWithOtherLabelsLeavesSwiftUIsModifierAlone() throws {
        let guide = ViewTreeTests.componentGuide("""
            extension View {
                func font(size: Double? = nil, style: Font.TextStyle, weight: Font.Weight = .regular) -> some View {
                    modifier(ScalableFont(size: size, style: style, weight: weight))
                }
            }
            private struct ScalableFont: ViewModifier {
                var size: Double?
                var style: Font.TextStyle
                var weight: Font.Weight = .regular
                func body(content: Content) -> some View {
                    let metrics = UIFontMetrics(forTextStyle: style.uiTextStyle)
                    let scaled = metrics.scaledValue(for: size ?? 17)
                    return content.font(.system(size: scaled, weight: weight))
                }
            }
            struct Label: View {
                var body: some View { Text("Play").font(size: 18, style: .body, weight: .semibold) }
            }
            """)
        let component = try #require(guide.components.first)
        #expect(component.unsupported.isEmpty)
        #expect(!guide.diagnostics.contains { $0.code == "view.too-deep" })
        let text = try #require(component.views.first?.view.allNodes.first { $0.kind == .text })
        let font = try #require(ViewTreeTests.font(text.property("font")))
        #expect(font.size == 18)
        #expect(font.weight == .semibold)
    }

    @Test func bindingFollowsLabelsDefaultsAndTrailingClosures() {
        let styled = [SwiftParameter(label: "size", name: "size", defaultValue: .nil), SwiftParameter(label: "style", name: "style", defaultValue: nil)]
        #expect(SwiftLibrary.binds(styled, ["style"], trailingClosure: false))
        #expect(SwiftLibrary.binds(styled, ["size", "style"], trailingClosure: false))
        #expect(!SwiftLibrary.binds(styled, [nil], trailingClosure: false))
        let content = [SwiftParameter(label: "title", name: "title", defaultValue: nil), SwiftParameter(label: "content", name: "content", defaultValue: nil, type: "() -> Content")]
        #expect(SwiftLibrary.binds(content, ["title"], trailingClosure: true))
        #expect(!SwiftLibrary.binds(content, ["title"], trailingClosure: false))
        #expect(!SwiftLibrary.binds(styled, ["size"], trailingClosure: true))
    }
}
