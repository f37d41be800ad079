import Markdown

extension GuideReader {
    /// The accessibility section's list items, each a note.
    static func notes(in blocks: [MarkdownNode], document: MarkdownDocument) -> [AccessibilityNote] {
        blocks.flatMap { block -> [AccessibilityNote] in
            guard case .list = block.kind else { return [] }
            return block.children.map { item in
                let text = noteText(item)
                return AccessibilityNote(topic: AccessibilityNote.topic(of: text), text: text, location: document.location(of: item))
            }
        }
    }

    /// The item's own text, then its nested items' (`Haptics: .selection on tab; .success on
    /// match`): the plain text of the whole item runs one nested item into the next
    /// (`tab.success`). Nesting is bounded by `MarkdownDocument.nestingLimit`.
    private static func noteText(_ item: MarkdownNode) -> String {
        var own: [String] = []
        var nested: [String] = []
        for child in item.children {
            if case .list = child.kind {
                nested += child.children.map(noteText).filter { !$0.isEmpty }
            } else {
                own.append(child.plainText.trimmedWhitespace)
            }
        }
        let lead = own.filter { !$0.isEmpty }.joined(separator: " ")
        guard !nested.isEmpty else { return lead }
        return (lead.isEmpty ? "" : lead + " ") + nested.joined(separator: "; ")
    }
}
