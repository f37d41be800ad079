import Diagnostics

/// Finds fenced code blocks that are never closed. CommonMark runs such a block to the end of its
/// container, which silently turns the rest of a guide into code.
struct FenceCheck {
    let lines: MarkdownLines
    let source: String

    /// The fences among the code blocks at `ranges` that never close, in the order given
    /// (`CmarkTreeReader.codeBlocks`: code blocks are leaves, so it is document order).
    func unterminatedFences(among ranges: [SourceRange]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for range in ranges {
            guard let fence = fence(openingAt: range.startLine) else { continue }
            if range.endLine > range.startLine, closes(fence, line: range.endLine) { continue }
            found.append(Diagnostic(
                .error,
                "code fence '\(String(repeating: fence.character, count: fence.length))' is never closed; everything after it is read as code",
                at: SourceLocation(file: source, line: range.startLine, column: max(range.startColumn, 1)),
                code: "markdown.unterminated-fence"
            ))
        }
        return found
    }

    private struct Fence {
        var character: Character
        var length: Int
    }

    /// The fence that opens on `line`, or nil for an indented code block.
    private func fence(openingAt line: Int) -> Fence? {
        let content = withoutContainerPrefix(line)
        guard let first = content.first, first == "`" || first == "~" else { return nil }
        let length = content.prefix { $0 == first }.count
        return length >= 3 ? Fence(character: first, length: length) : nil
    }

    private func closes(_ fence: Fence, line: Int) -> Bool {
        let content = withoutContainerPrefix(line)
        let run = content.prefix { $0 == fence.character }.count
        return run >= fence.length && content.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// The line without leading indentation and block-quote markers.
    private func withoutContainerPrefix(_ line: Int) -> Substring {
        guard line >= 1, line <= lines.count else { return "" }
        return lines[line - 1].drop { $0 == " " || $0 == "\t" || $0 == ">" }
    }
}
