import Diagnostics
import Markdown

/// A fenced code block with what is needed to point into the guide from a place in its code.
struct CodeBlock: Sendable {
    let node: MarkdownNode
    let language: String
    let code: String
    /// The nearest heading above the block.
    let heading: String
    /// The code's Swift tokens, lexed once for every reader (empty for other languages), with
    /// their comment-free form and bracket pairs.
    let swift: SwiftCode
    /// The code's Swift tokens, comments included.
    var tokens: [SwiftToken] { swift.tokens }
    /// The code's syntax tree, parsed once for every reader (empty for other languages).
    let syntax: SwiftSourceFile
    private let source: String
    /// 1-based file line of the code's first line.
    private let firstLine: Int
    /// Bytes of container indentation the code's lines lost (list items indent their code).
    let columnOffsets: [Int]
    /// The code's lines, as UTF-8 offsets (`SwiftTriviaReader.lineRanges(of:)`).
    let lines: [Range<Int>]

    init(node: MarkdownNode, info: String, code: String, heading: String, document: MarkdownDocument, lexing: SwiftLexing = SwiftLexing()) {
        self.node = node
        self.language = String(info.split(separator: " ").first ?? "").lowercased()
        self.code = code
        self.heading = heading
        self.source = document.source
        let language = self.language
        self.swift = SwiftCode(tokens: Self.isSwift(language: language) ? lexing.tokenize(code) : [])
        self.syntax = SwiftSourceFile(code: swift)
        // Indented code has no fence line; fenced code starts on the line after it.
        let fenced = info.isEmpty ? Self.isFenced(node, document) : true
        self.firstLine = node.range.startLine + (fenced ? 1 : 0)
        // By the lexer's lines (a split over Characters at "\n" and "\r\n" gives the same, a
        // test shows, but stepping Characters was 3% of a 200-brand build).
        let lines = SwiftTriviaReader.lineRanges(of: code)
        self.lines = lines
        let start = firstLine
        var code = code
        self.columnOffsets = code.withUTF8 { bytes in
            lines.enumerated().map { index, line in
                let fileIndex = start - 1 + index
                guard fileIndex >= 0, fileIndex < document.lines.count else { return 0 }
                let written = document.lines[fileIndex].utf8
                let offset = written.count - line.count
                return offset > 0 && written.dropFirst(offset).elementsEqual(UnsafeBufferPointer(rebasing: bytes[line])) ? offset : 0
            }
        }
    }

    /// The text of each of the code's lines (`lines`): the lexer's, so a token's line is an
    /// index into them.
    var lineTexts: [Substring] {
        let utf8 = code.utf8
        return lines.map { Substring(utf8[utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound)]) }
    }

    /// Whether the block reads as Swift (tagged `swift`, or untagged).
    var isSwift: Bool { Self.isSwift(language: language) }

    static func isSwift(language: String) -> Bool { language == "swift" || language.isEmpty }

    /// The guide location of a 0-based code line and 1-based byte column.
    func location(line: Int, column: Int) -> SourceLocation {
        let offset = line < columnOffsets.count ? columnOffsets[line] : 0
        return SourceLocation(file: source, line: firstLine + line, column: column + offset)
    }

    /// Where the code starts.
    var startLocation: SourceLocation { location(line: 0, column: 1) }

    private static func isFenced(_ node: MarkdownNode, _ document: MarkdownDocument) -> Bool {
        let index = node.range.startLine - 1
        guard index >= 0, index < document.lines.count else { return false }
        let line = document.lines[index].drop { $0 == " " || $0 == ">" || $0 == "\t" }
        return line.hasPrefix("```") || line.hasPrefix("~~~")
    }
}
