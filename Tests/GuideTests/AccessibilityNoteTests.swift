import Guide
import Testing

/// The accessibility section's list items as notes: topic, whole text, place.
@Suite struct AccessibilityNoteTests {
    static func notes(_ list: String) -> [AccessibilityNote] {
        guide("# T (iOS) — SwiftUI Implementation Guide\n\n## 8. Accessibility Notes\n\n\(list)\n").accessibilityNotes
    }

    @Test(arguments: [
        ("- Contrast: white on Brand Blue is 5.3:1", "Contrast"),
        ("- Body text on canvas is 5.3:1 (AA)", nil),
        ("- Lock screen shows 9:41 in 96pt", nil),
        ("- **VoiceOver**: read the ratio 4.5:1 aloud", "VoiceOver"),
        ("- Ratio 3:1: for icons", "Ratio 3:1"),
        ("- A note whose colon comes far too late for a topic of its own: here", nil),
    ] as [(String, String?)])
    func theTopicIsBeforeTheLabelColon(_ item: (String, String?)) throws {
        let note = try #require(Self.notes(item.0).first)
        #expect(note.topic == item.1)
        #expect(note.text == item.0.dropFirst(2).replacingOccurrences(of: "**", with: ""))
    }

    @Test func nestedItemsKeepTheirSentencesApart() throws {
        let notes = Self.notes("- **Haptics**:\n  - `.impact(.medium)` on swipe commit\n  - `.success` on match reveal\n- Dynamic Type: scale freely")
        #expect(notes.map(\.text) == ["Haptics: .impact(.medium) on swipe commit; .success on match reveal", "Dynamic Type: scale freely"])
        #expect(notes.map(\.topic) == ["Haptics", "Dynamic Type"])
        #expect(notes.map(\.location.line) == [5, 8])
    }
}
