import Diagnostics
import Guide

/// A Swift snippet's tokens (comments left out), as Guide lexed them, with the way back from a
/// token to its place in the guide file.
struct SnippetCode: Sendable {
    let snippet: Snippet
    /// The code's tokens without comments.
    let tokens: [SwiftToken]
    /// Bytes of container indentation each code line lost (code inside list items is indented).
    private let columnOffsets: [Int]

    init(_ snippet: Snippet, lines: [String]) {
        self.snippet = snippet
        self.tokens = snippet.tokens.filter { !$0.isComment }
        let first = snippet.location.line
        // Compared as bytes: the lines are long and many, and only their ends matter.
        self.columnOffsets = snippet.code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated().map { index, line in
            let fileIndex = first - 1 + index
            guard fileIndex >= 0, fileIndex < lines.count else { return 0 }
            let fileLine = lines[fileIndex].utf8
            guard fileLine.count >= line.count, fileLine.suffix(line.count).elementsEqual(line) else { return 0 }
            return fileLine.count - line.count
        }
    }

    /// Where `token` is in the guide.
    func location(of token: SwiftToken) -> SourceLocation {
        let offset = token.line < columnOffsets.count ? columnOffsets[token.line] : 0
        return SourceLocation(file: snippet.location.file, line: snippet.location.line + token.line, column: token.column + offset)
    }
}
