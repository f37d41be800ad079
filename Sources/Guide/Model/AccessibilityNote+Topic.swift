extension AccessibilityNote {
    /// The label an item starts with (`VoiceOver: …` → `VoiceOver`), or nil. The colon ending
    /// one is followed by a space or ends the item, within 40 characters, with no sentence
    /// ended before it: the colon of a ratio ("Text on yellow is 5.3:1") or of a clock time
    /// ends no label, and "Tap targets are 44 pt. Note: …" is a sentence, not a label.
    static func topic(of text: String) -> String? {
        var index = text.startIndex
        var length = 0
        while index < text.endIndex, length <= 40 {
            let next = text.index(after: index)
            let endsAWord = next == text.endIndex || text[next].isWhitespace
            switch text[index] {
            case ":" where endsAWord:
                let topic = String(text[..<index]).trimmedWhitespace
                return topic.isEmpty ? nil : topic
            case "." where endsAWord, "!" where endsAWord, "?" where endsAWord:
                return nil
            default:
                break
            }
            index = next
            length += 1
        }
        return nil
    }
}
