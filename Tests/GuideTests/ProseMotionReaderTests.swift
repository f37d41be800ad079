import Guide
import Testing

/// Motion read from the inline code and durations of the motion and accessibility prose.
@Suite struct ProseMotionReaderTests {
    static let title = "# Test (iOS) — SwiftUI Implementation Guide\n\n"

    /// A guide with a motion section (`code` in a block, when given, then `prose`) and an
    /// accessibility section holding `notes`.
    static func read(motion prose: String = "", code: String? = nil, notes: String = "") -> Guide {
        let block = code.map { "```swift\n\($0)\n```\n\n" } ?? ""
        return guide(title + "## 5. Motion\n\n" + block + prose + "\n\n## 8. Minimum iOS & Accessibility Notes\n\n" + notes + "\n")
    }

    static func prose(_ guide: Guide) -> [MotionSpec] { guide.motion.filter { $0.origin == .prose } }

    @Test func aSpringInASentenceWithItsPlace() throws {
        let read = Self.read(motion: "Cards flip with `.spring(response: 0.35, dampingFraction: 0.8)` when tapped.")
        let spec = try #require(Self.prose(read).first)
        #expect(Self.prose(read).map(MotionReaderTests.describe) == ["spring spring(response: 0.35, dampingFraction: 0.8)"])
        #expect(spec.number("dampingFraction") == 0.8)
        #expect(spec.label == "Cards flip with .spring(response: 0.35, dampingFraction: 0.8) when tapped.")
        #expect(spec.code == ".spring(response: 0.35, dampingFraction: 0.8)")
        // Line 5 of the guide; `spring` after the span's backtick (column 17) and its dot.
        #expect(spec.location.line == 5)
        #expect(spec.location.column == 19)
        #expect(spec.location.file == "test/brand/DESIGN-swiftui.md")
    }

    @Test func easingsInsideCallsAndChains() {
        let read = Self.read(motion: """
        - Toggle: `withAnimation(.easeInOut(duration: 0.2)) { on.toggle() }`
        - Fade: `.animation(.linear(duration: 1).delay(0.5), value: x)`
        - Press: `.interpolatingSpring(stiffness: 170, damping: 15)`
        """)
        #expect(Self.prose(read).map(MotionReaderTests.describe) == [
            "easing easeInOut(duration: 0.2)", "easing linear(duration: 1, delay: 0.5)", "spring interpolatingSpring(stiffness: 170, damping: 15)",
        ])
        #expect(Self.prose(read).map(\.location.line) == [5, 6, 7])
        #expect(Self.prose(read).first?.label == "Toggle: withAnimation(.easeInOut(duration: 0.2)) { on.toggle() }")
    }

    @Test func hapticsListedUnderAHapticsItem() throws {
        let read = Self.read(notes: """
        - **Haptics**:
          - `.impact(.medium)` on swipe commit
          - `.success` on match reveal
          - `UIImpactFeedbackGenerator(style: .light)` on iOS 16
        - Buttons return `.success` from their action
        """)
        let specs = Self.prose(read)
        #expect(specs.map(MotionReaderTests.describe) == ["haptic impact(weight: medium)", "haptic success()", "haptic impact(style: light)"])
        let impact = try #require(specs.first)
        #expect(impact.label == "on swipe commit")
        #expect(impact.location.line == 10)
        #expect(impact.location.column == 7)
        // Not where the prose does not speak of haptics.
        #expect(!specs.contains { $0.location.line == 13 })
    }

    @Test func hapticsWhereTheSentenceOrHeadingSpeaksOfThem() {
        let read = guide(Self.title + "## 5. Motion & Haptics\n\nA tab switch gives `.selection`.\n\n## 8. Accessibility\n\n- Keep the haptic: `.warning` on a wrong answer\n- `.impact(weight: .heavy)` on Boost\n")
        #expect(read.motion.map(MotionReaderTests.describe) == ["haptic selection()", "haptic warning()", "haptic impact(weight: heavy)"])
    }

    /// Prose names APIs to say which to use; a name or a signature gives no values.
    @Test(arguments: [
        "- Minimum target: iOS 16 (iOS 17 for `.sensoryFeedback`; fall back to `UIImpactFeedbackGenerator`)",
        "- Use `.spring(response:dampingFraction:)` and `withAnimation` for every move",
        "- Respect `accessibilityReduceMotion` and `UIAccessibility.isReduceMotionEnabled`",
        "- Haptic colors: `Color.green`, `.green` and `\"It's a match\"`",
        "- Feedback: `.sensoryFeedback(` unclosed, `.impact(` too",
    ])
    func mentionsOfAnAPIGiveNoSpec(_ notes: String) {
        let read = Self.read(notes: notes)
        #expect(read.motion.isEmpty, "\(read.motion.map(MotionReaderTests.describe))")
    }

    @Test func proseThatRestatesTheCodeAddsNothing() throws {
        let read = Self.read(
            code: "// Boost\n.sensoryFeedback(.impact(weight: .heavy), trigger: boost)\nwithAnimation(.easeIn(duration: 0.3)) { shown = true }",
            notes: "- **Haptics**:\n  - `.impact(.heavy)` on Boost activation\n  - `.impact(.medium)` on a tap\n- Reduce Motion: replace the 300ms fade-in with nothing; fall back to a 0.15s cross-fade\n- Use `.easeIn(duration: 0.30)` or `.easeIn(duration: 0.5)` for the entrance"
        )
        #expect(read.motion.map(\.origin) == [.code, .code, .prose, .prose, .prose])
        #expect(read.motion.map(MotionReaderTests.describe) == [
            "haptic impact(weight: heavy)", "easing easeIn(duration: 0.3)",
            "haptic impact(weight: medium)", "easing duration(duration: 0.15s)", "easing easeIn(duration: 0.5)",
        ])
        let fade = try #require(read.motion.first { $0.name == "duration" })
        #expect(fade.number("duration") == 0.15)
    }

    @Test func durationsInTheMotionSectionAndInSentencesAboutMotion() throws {
        let read = Self.read(
            motion: "Sheets settle in 350ms. Toasts stay 4 seconds.",
            notes: "- VoiceOver: announce the timer every 30 seconds\n- Reduce Motion: skip the 1.5s ring animation — show it filled. Replace the 2s-delay auto-play with a tap"
        )
        let specs = Self.prose(read)
        #expect(specs.map(MotionReaderTests.describe) == ["easing duration(duration: 350ms)", "easing duration(duration: 4 seconds)", "easing duration(duration: 1.5s)", "easing delay(delay: 2s)"])
        #expect(specs.map { $0.number($0.name) } == [0.35, 4, 1.5, 2])
        #expect(specs.map(\.label) == ["Sheets settle in 350ms.", "Toasts stay 4 seconds.", "Reduce Motion: skip the 1.5s ring animation — show it filled.", "Replace the 2s-delay auto-play with a tap"])
        let first = try #require(specs.first)
        #expect((first.location.line, first.location.column) == (5, 18))
        let delay = try #require(specs.last)
        #expect((delay.location.line, delay.location.column) == (10, 79))
    }

    /// A ratio, a time and an abbreviation end no sentence; a label is its whole sentence.
    @Test func sentencesStayWhole() throws {
        let read = Self.read(notes: "- Contrast: white on Brand is 5.3:1, e.g. the `.spring(response: 0.3)` CTA at 9:41. Next sentence.")
        let spec = try #require(read.motion.first)
        #expect(spec.label == "Contrast: white on Brand is 5.3:1, e.g. the .spring(response: 0.3) CTA at 9:41.")
    }

    @Test func theSampleGuidesKeepTheirCodeSpecs() throws {
        for brand in ["dating/bumble", "dating/tinder", "dating/grindr", "dating/raya", "social/tiktok"] {
            let read = try Repository.sample(brand)
            #expect(read.motion.filter { $0.origin == .prose }.allSatisfy { prose in !read.motion.contains { $0.origin == .code && prose.restates($0) } })
        }
    }

    /// Many spans, sentences and durations, one long sentence, deep parentheses and deep
    /// lists: read in linear work, without a crash (the suite would time out otherwise).
    @Test func hostileProse() {
        let sentences = String(repeating: "Tap gives the haptic `.success` in 1s. ", count: 5_000)
        #expect(Self.prose(Self.read(motion: sentences)).map(MotionReaderTests.describe) == ["haptic success()", "easing duration(duration: 1s)"])
        let oneSentence = "Haptics: " + String(repeating: "`.impact(.light)` and 2s, ", count: 5_000)
        #expect(Self.prose(Self.read(motion: oneSentence)).count == 2)
        let deep = "`" + String(repeating: ".spring(response: ", count: 5_000) + "`"
        #expect(Self.read(motion: deep).motion.isEmpty)
        let lists = (0..<300).map { String(repeating: "  ", count: $0) + "- Haptics" }.joined(separator: "\n") + " `.impact(.light)`"
        _ = Self.read(notes: lists).motion
    }
}
