/// The comments a reader associates with a declaration, and its source as written: what a brand
/// page shows beside a token.
struct SwiftTrivia: Sendable, Equatable {
    /// The group from the nearest `// MARK: - Group` (or plain heading comment) above it.
    var group: String?
    /// `///` lines directly above it, joined by spaces.
    var documentation: String?
    /// The comment after it on its last line, without `//`.
    var trailingComment: String?
    /// Its source as written, from its first modifier to its end.
    var source = ""
}

/// Finds the trivia of declarations in one code block from the spans the parser recorded: the
/// comments are tokens between and around those spans, so no second walk of the code is needed.
struct SwiftTriviaReader {
    let swift: SwiftCode
    let code: String
    /// The code's lines as UTF-8 offsets (`lineRanges(of:)`).
    let lines: [Range<Int>]
    /// MARK comments before each token, counted once: asking "does this body use MARKs?" of
    /// every nested body was quadratic on nested input.
    private let markCounts: [Int]

    init(swift: SwiftCode, code: String, lines: [Range<Int>]) {
        self.swift = swift
        self.code = code
        self.lines = lines
        var counts = [0]
        counts.reserveCapacity(swift.tokens.count + 1)
        for token in swift.tokens { counts.append(counts[counts.count - 1] + (token.isComment && token.text.hasPrefix("MARK:") ? 1 : 0)) }
        markCounts = counts
    }

    private var tokens: [SwiftToken] { swift.tokens }

    /// The lexer's lines as UTF-8 offsets into `code`: split at "\n", with the "\r" of a
    /// "\r\n" left out (a lone "\r" breaks no line). Offsets, not substrings: a substring per
    /// line, made for every code block twice, was nearly 1% of a build.
    static func lineRanges(of code: String) -> [Range<Int>] {
        var code = code
        return code.withUTF8 { bytes in
            var lines: [Range<Int>] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                let end = index > start && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
                lines.append(start..<end)
                start = index + 1
            }
            lines.append(start..<bytes.count)
            return lines
        }
    }

    /// The trivia of each member of a body, in the order of `spans` (which must be sorted):
    /// groups are tracked over the comments between the members, as a reader scanning the body
    /// would see them. `heading` is the group the body starts in.
    func trivia(ofMembers spans: [SwiftSpan], in body: SwiftSpan, heading: String?) -> [SwiftTrivia] {
        let open = Int(body.start)
        let close = min(max(Int(body.end) - 1, open), tokens.count)
        var groups = GroupTracker(usesMarks: markCounts[min(close, tokens.count)] - markCounts[min(open + 1, tokens.count)] > 0)
        groups.current = heading
        var previousLine = open < tokens.count ? tokens[open].endLine : -1
        var cursor = open + 1
        var result: [SwiftTrivia] = []
        result.reserveCapacity(spans.count)
        for span in spans {
            let start = min(Int(span.start), close)
            while cursor < start {
                let token = tokens[cursor]
                if token.isComment {
                    groups.see(comment: token, previousLine: previousLine, next: cursor + 1 < close ? tokens[cursor + 1] : nil)
                } else {
                    previousLine = token.endLine
                }
                cursor += 1
            }
            var trivia = trivia(of: span)
            trivia.group = groups.current
            result.append(trivia)
            let last = max(Int(span.end) - 1, start)
            if last < tokens.count { previousLine = tokens[last].endLine }
            cursor = max(cursor, min(Int(span.end), close))
        }
        return result
    }

    /// The documentation, trailing comment and source of a declaration (no group).
    func trivia(of span: SwiftSpan) -> SwiftTrivia {
        let start = Int(span.start)
        let last = Int(span.end) - 1
        guard start < tokens.count, last >= start, last < tokens.count else { return SwiftTrivia() }
        var trivia = SwiftTrivia()
        trivia.documentation = documentation(before: start)
        let after = Int(span.end)
        if after < tokens.count, tokens[after].isComment, tokens[after].line == tokens[last].endLine, !tokens[after].startsLine {
            trivia.trailingComment = tokens[after].text
        }
        trivia.source = sourceText(from: tokens[start], to: tokens[last])
        return trivia
    }

    /// A comment on the line right above `extension Color {` (`// On-photo text + scrim`) names
    /// the group of the declarations in it, until a MARK says otherwise. Only right above the
    /// keyword: above `public enum Font`, a comment is about the code (`// TODO: …`), not a group.
    func heading(before type: SwiftTypeDeclaration) -> String? {
        let index = Int(type.span.start)
        guard index > 0, index < tokens.count, tokens[index].line == type.position.line, tokens[index].column == type.position.column else { return nil }
        let comment = tokens[index - 1]
        guard comment.kind == .comment(isDocComment: false), comment.startsLine, comment.endLine == tokens[index].line - 1 else { return nil }
        return comment.text.hasPrefix("MARK:") || !GroupTracker.readsAsHeading(comment.text) ? nil : comment.text
    }

    private func documentation(before index: Int) -> String? {
        var lines: [String] = []
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind == .comment(isDocComment: true) {
            lines.append(tokens[cursor].text)
            cursor -= 1
        }
        return lines.isEmpty ? nil : lines.reversed().joined(separator: " ")
    }

    private func sourceText(from first: SwiftToken, to last: SwiftToken) -> String {
        guard first.line < lines.count, last.endLine < lines.count else { return "" }
        if first.line == last.endLine {
            return text(ofLine: first.line, from: first.column - 1, to: last.endColumn - 1)
        }
        // Lines ended by a lone "\n" are the code as written between the two tokens: one slice
        // of it, where a string per line joined again was most of reading a member's trivia.
        if (first.line..<last.endLine).allSatisfy({ lines[$0].upperBound + 1 == lines[$0 + 1].lowerBound }) {
            let start = lines[first.line].lowerBound + max(0, min(first.column - 1, lines[first.line].count))
            let endLine = lines[last.endLine]
            let end = max(start, endLine.lowerBound + max(0, min(last.endColumn - 1, endLine.count)))
            let utf8 = code.utf8
            return String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
        }
        var parts = [text(ofLine: first.line, from: first.column - 1, to: nil)]
        if last.endLine > first.line + 1 { parts += ((first.line + 1)..<last.endLine).map { text(ofLine: $0, from: 0, to: nil) } }
        parts.append(text(ofLine: last.endLine, from: 0, to: last.endColumn - 1))
        return parts.joined(separator: "\n")
    }

    /// Line `line`'s bytes from `from` up to `to` (exclusive; nil: the line's end), as UTF-8
    /// offsets within the line (a token's columns).
    private func text(ofLine line: Int, from: Int, to: Int?) -> String {
        let range = lines[line]
        let start = range.lowerBound + max(0, min(from, range.count))
        let end = to.map { max(start, range.lowerBound + min($0, range.count)) } ?? range.upperBound
        let utf8 = code.utf8
        return String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
    }
}

/// Tracks the group heading in effect: `// MARK: - Name` comments, or, in bodies that use no
/// MARKs, a plain comment that stands on its own line after a blank line and heads declarations.
private struct GroupTracker {
    let usesMarks: Bool
    var current: String?

    init(usesMarks: Bool) { self.usesMarks = usesMarks }

    mutating func see(comment: SwiftToken, previousLine: Int, next: SwiftToken?) {
        guard comment.startsLine, comment.kind == .comment(isDocComment: false) else { return }
        if comment.text.hasPrefix("MARK:") {
            var name = comment.text.dropFirst(5).drop { $0 == " " }
            if name.hasPrefix("-") { name = name.dropFirst().drop { $0 == " " } }
            // `// MARK: - Background -`: a dash at either end draws Xcode's separator line.
            while name.last == "-" || name.last == " " { name = name.dropLast() }
            current = name.isEmpty ? nil : String(name)
            return
        }
        guard !usesMarks, comment.line > previousLine + 1 || previousLine < 0 || isBodyStart(previousLine: previousLine, comment: comment) else { return }
        guard let next, next.line == comment.line + 1, next.isKeyword("static") || next.isComment, Self.readsAsHeading(comment.text) else { return }
        current = comment.text
    }

    /// Whether a plain comment reads as a group's heading (`// Neutrals`, `// Brand colors`)
    /// rather than a remark about the code: not a link ("Generated names are from https://…"),
    /// a banner (`// ***** WARNING AUTO GENERATED *****`) or a to-do.
    static func readsAsHeading(_ text: String) -> Bool {
        guard !text.containsBytes("://") else { return false }
        let upper = text.uppercased()
        if ["TODO", "FIXME", "NOTE", "WARNING", "SWIFTLINT", "HACK"].contains(where: { upper.hasPrefix($0) }) { return false }
        // A banner: three marks in a row, or a word all in capitals of "generated" notices.
        if text.contains("***") || text.contains("===") || text.contains("---") || upper.containsBytes("AUTO GENERATED") || upper.containsBytes("DO NOT EDIT") { return false }
        return true
    }

    private func isBodyStart(previousLine: Int, comment: SwiftToken) -> Bool {
        previousLine == comment.line - 1 && current == nil
    }
}
