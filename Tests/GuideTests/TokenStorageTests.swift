import Guide
import Testing

/// What a code block's tokens cost (issue 14: no guide grows memory past about 30 times its
/// size). 40 KB of braces is 40,000 tokens: at 72 bytes a token that alone was 70 times the input.
@Suite struct TokenStorageTests {
    @Test func aTokenIsThirtyTwoBytes() {
        #expect(MemoryLayout<SwiftToken>.stride <= 32)
    }

    /// A position inside every call's and name's box is two 32-bit numbers, and reads back
    /// (clamped past 32 bits) as it was made.
    @Test func aPositionIsEightBytes() {
        #expect(MemoryLayout<SwiftPosition>.stride <= 8)
        let position = SwiftPosition(line: 70_000, column: 12)
        #expect((position.line, position.column) == (70_000, 12))
        #expect(SwiftPosition(line: Int.max, column: -1).line == Int(Int32.max))
    }

    /// The lexer's array keeps no more than an eighth spare: appending doubles its storage,
    /// and the tokens stay with the guide until its pages are written.
    @Test func lexedTokensKeepLittleSpareStorage() {
        for count in [1, 5, 33, 100, 1_000, 5_000] {
            let tokens = SwiftLexer.tokenize(String(repeating: "a ", count: count))
            #expect(tokens.count == count)
            #expect(tokens.capacity - tokens.count <= max(tokens.count / 8, 2), "\(count) tokens in room for \(tokens.capacity)")
        }
    }

    /// The packed fields read back as the lexer wrote them, for every kind.
    @Test func packedFieldsReadBack() throws {
        let tokens = SwiftLexer.tokenize("/// doc\nlet a = \"x\\(b)\" + 1 // c\n/* one\ntwo */ @x \"\"\"\ns\n\"\"\"")
        #expect(tokens.map(\.kind) == [
            .comment(isDocComment: true), .keyword, .identifier, .operator, .string(isInterpolated: true), .operator, .number,
            .comment(isDocComment: false), .comment(isDocComment: false), .punctuation, .identifier, .string(isInterpolated: false),
        ])
        #expect(tokens.map(\.startsLine) == [true, true, false, false, false, false, false, false, true, true, false, true])
        let block = tokens[8]
        #expect((block.line, block.column, block.endLine, block.endColumn) == (2, 1, 3, 7))
        let multiline = try #require(tokens.last)
        #expect((multiline.line, multiline.endLine, multiline.text) == (3, 5, "\ns\n"))
        var moved = multiline
        moved.line = 4
        #expect((moved.line, moved.endLine) == (4, 5))
        moved.kind = .keyword
        moved.startsLine = true
        #expect(moved.kind == .keyword && moved.startsLine && moved.isKeyword("\ns\n"))
    }

    /// A snippet's comment-free tokens are the code's own, not a copy filtered by each reader.
    @Test func snippetsKeepTheirCodeTokens() throws {
        let read = guide("# H (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\n// MARK: - Brand\nextension Color { static let ink = Color.black }\n```\n")
        let snippet = try #require(read.snippets.first)
        #expect(snippet.codeTokens == snippet.tokens.filter { !$0.isComment })
        #expect(snippet.codeTokens.count == snippet.tokens.count - 1)
    }
}
