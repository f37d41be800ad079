import Guide
import Testing

/// Springs, easings and haptics, read from the motion section's trees.
@Suite struct MotionReaderTests {
    static func motion(_ code: String) -> [MotionSpec] {
        guide("# Test (iOS) — SwiftUI Implementation Guide\n\n## 5. Motion & Haptics\n\n```swift\n\(code)\n```\n").motion
    }

    static func describe(_ spec: MotionSpec) -> String {
        "\(spec.kind.rawValue) \(spec.name)(" + spec.parameters.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
    }

    @Test func aSpringWithItsModifiers() throws {
        let specs = Self.motion("// Card lift\nwithAnimation(.spring(response: 0.35, dampingFraction: 0.8).delay(0.1)) { lifted = true }")
        #expect(specs.map(Self.describe) == ["spring spring(response: 0.35, dampingFraction: 0.8, delay: 0.1)"])
        let spec = try #require(specs.first)
        #expect(spec.label == "Card lift")
        #expect(spec.number("response") == 0.35)
        #expect(spec.code == "withAnimation(.spring(response: 0.35, dampingFraction: 0.8).delay(0.1)) { lifted = true }")
        // At `spring`, after its dot.
        #expect(spec.location.column == 16)
    }

    @Test func easingsAsArgumentsAndOfAnimation() {
        let specs = Self.motion("Circle().animation(.easeInOut(duration: 0.2), value: on)\nlet fade = Animation.linear(duration: 1).repeatForever(autoreverses: false)\nlet x = value.linear")
        #expect(specs.map(Self.describe) == ["easing easeInOut(duration: 0.2)", "easing linear(duration: 1, repeatForever.autoreverses: false)"])
    }

    /// Modifiers of one chain come in the order written, though the tree holds the last outermost.
    @Test func hapticsInTheOrderWritten() {
        let specs = Self.motion("""
        Text("a")
            .sensoryFeedback(.impact(weight: .soft), trigger: liked)
            .sensoryFeedback(.selection, trigger: tab)
        let generator = UIImpactFeedbackGenerator(style: .heavy)
        """)
        #expect(specs.map(Self.describe) == ["haptic impact(weight: soft)", "haptic selection()", "haptic impact(style: heavy)"])
        #expect(specs.map(\.location.line) == specs.map(\.location.line).sorted())
    }
}
