@testable import Guide
import Testing

/// A view is drawn as it stands once it has appeared: the `@State` its `onAppear` plainly
/// assigns (issue 33's grading: Fitbit's rings were drawn empty and its count-up at 0).
@Suite struct AppearStateTests {
    private static func texts(_ code: String) -> [String] {
        let guide = ViewTreeTests.componentGuide(code)
        return guide.components.first?.views.first?.view.allNodes.compactMap { node in
            if node.kind == .text, case .string(let text)? = node.property("text") { text } else { nil }
        } ?? []
    }

    @Test(arguments: [
        // Set directly, through withAnimation, through a local of the body, and toggled.
        ("value = target", "3"),
        ("withAnimation(.easeOut(duration: 0.7)) { value = target }", "3"),
        ("withAnimation { value = shown }", "3"),
        ("withAnimation(.spring()) { self.value = 8 }", "8"),
    ])
    func theSettledValueIsDrawn(_ onAppear: String, _ expected: String) {
        #expect(Self.texts("""
            struct CountUp: View {
                let target: Int
                @State private var value = 0
                var body: some View {
                    let shown = target
                    Text("\\(value)").onAppear { \(onAppear) }
                }
            }
            """) == [expected])
    }

    @Test(arguments: [
        // A loop's start is drawn; work sent elsewhere is not run; a plain property is not state.
        "withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { value = 9 }",
        "DispatchQueue.main.asyncAfter(deadline: .now() + 2) { value = 9 }",
        "Task { value = 9 }",
    ])
    func aLoopOrLaterWorkKeepsTheFirstValue(_ onAppear: String) {
        #expect(Self.texts("""
            struct Pulse: View {
                @State private var value = 0
                var body: some View {
                    Text("\\(value)").onAppear { \(onAppear) }
                }
            }
            """) == ["0"])
    }

    @Test func aStateARepeatingAnimationDrivesKeepsItsStart() {
        #expect(Self.texts("""
            struct Pulse: View {
                @State private var on = false
                var body: some View {
                    Text(on ? "on" : "off")
                        .animation(.easeInOut.repeatForever(), value: on)
                        .onAppear { on = true }
                }
            }
            """) == ["off"])
    }

    @Test func toggledOnAppear() {
        #expect(Self.texts("""
            struct Shown: View {
                @State private var shown = false
                var body: some View {
                    Text(shown ? "shown" : "hidden").onAppear { shown.toggle() }
                }
            }
            """) == ["shown"])
    }
}
