import Markdown
import Testing
@testable import Guide

/// An accessibility note's topic is the label it starts with; a sentence stays a sentence.
@Suite struct AccessibilityNoteTopicTests {
    @Test(arguments: [
        ("VoiceOver: every icon button has a label.", "VoiceOver"),
        ("Contrast: white on Bumble Yellow is 1.6:1, so text on yellow is black.", "Contrast"),
        ("Dynamic Type (iOS 17.0+): every style scales.", "Dynamic Type (iOS 17.0+)"),
        ("Reduce Motion:", "Reduce Motion"),
    ] as [(String, String?)])
    func aLabelIsTheTopic(_ text: String, _ topic: String?) {
        #expect(AccessibilityNote.topic(of: text) == topic)
    }

    @Test(arguments: [
        "Text on yellow is 5.3:1 against black.",
        "The timer reads 10:30 in large type.",
        "Tap targets are 44 pt. Note: the close button is 32 pt.",
        "Buttons keep a 44 × 44 pt hit area everywhere in the app, even where the drawn shape is smaller: see below.",
        ": no label",
        "No colon at all",
    ])
    func aSentenceHasNoTopic(_ text: String) {
        #expect(AccessibilityNote.topic(of: text) == nil)
    }

    /// Read through a whole guide, the note keeps its whole text and has no topic.
    @Test func aNoteWithARatioIsReadWhole() {
        let guide = Guide(document: MarkdownDocument(parsing: "# A\n\n## Accessibility\n\n- Text on yellow is 5.3:1 against black.\n", source: "a.md"), path: "a/DESIGN-swiftui.md")
        #expect(guide.accessibilityNotes.map(\.topic) == [nil])
        #expect(guide.accessibilityNotes.map(\.text) == ["Text on yellow is 5.3:1 against black."])
    }
}
