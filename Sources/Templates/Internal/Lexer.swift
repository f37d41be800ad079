/// Splits a template's source into text and tags, following set-delimiter tags as it goes.
///
/// Works on UTF-8 bytes: every delimiter and sigil is ASCII, and byte offsets are what error
/// locations count.
struct Lexer {
    let source: SourceText
    private var opening = Array("{{".utf8)
    private var closing = Array("}}".utf8)

    init(_ source: SourceText) {
        self.source = source
    }

    /// The template's lexemes in source order; adjacent text is one lexeme.
    mutating func lexemes() throws(TemplateError) -> [Lexeme] {
        let bytes = source.bytes
        var lexemes: [Lexeme] = []
        var textStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == opening[0], matches(opening, at: index) else {
                index += 1
                continue
            }
            if textStart < index { lexemes.append(text(textStart..<index)) }
            let tag = try readTag(at: index)
            lexemes.append(tag)
            index = tag.range.upperBound
            textStart = index
        }
        if textStart < bytes.count { lexemes.append(text(textStart..<bytes.count)) }
        return lexemes
    }

    private func text(_ range: Range<Int>) -> Lexeme {
        Lexeme(kind: .text, content: source.string(range), range: range)
    }

    /// Reads the tag whose opening delimiter starts at `start`.
    private mutating func readTag(at start: Int) throws(TemplateError) -> Lexeme {
        let inner = start + opening.count
        let sigil = inner < source.bytes.count ? source.bytes[inner] : nil
        switch sigil {
        case UInt8(ascii: "{"):
            // Triple mustache: the closing delimiter gets a brace of its own.
            let end = try find([UInt8(ascii: "}")] + closing, from: inner + 1, tagStart: start)
            return Lexeme(kind: .unescaped, content: trimmed(inner + 1..<end.lowerBound), range: start..<end.upperBound)
        case UInt8(ascii: "="):
            let end = try find([UInt8(ascii: "=")] + closing, from: inner + 1, tagStart: start)
            try setDelimiters(from: inner + 1..<end.lowerBound, tag: start..<end.upperBound)
            return Lexeme(kind: .delimiters, content: "", range: start..<end.upperBound)
        case UInt8(ascii: "!"):
            let end = try find(closing, from: inner + 1, tagStart: start)
            return Lexeme(kind: .comment, content: "", range: start..<end.upperBound)
        default:
            let end = try find(closing, from: inner, tagStart: start)
            let (kind, content) = classify(trimmed(inner..<end.lowerBound))
            return Lexeme(kind: kind, content: content, range: start..<end.upperBound)
        }
    }

    /// Splits a tag's trimmed content into its kind (by sigil) and its name.
    private func classify(_ content: String) -> (Lexeme.Kind, String) {
        let kind: Lexeme.Kind? = switch content.utf8.first {
        case UInt8(ascii: "#"): .section
        case UInt8(ascii: "^"): .inverted
        case UInt8(ascii: "/"): .close
        case UInt8(ascii: ">"): .partial
        case UInt8(ascii: "<"): .parent
        case UInt8(ascii: "$"): .block
        case UInt8(ascii: "&"): .unescaped
        case UInt8(ascii: "!"): .comment
        default: nil
        }
        guard let kind else { return (.variable, content) }
        let name = content.dropFirst().trimmingWhitespace()
        return (kind, kind == .comment ? "" : name)
    }

    /// Reads `{{=<% %>=}}`: two delimiters, separated by whitespace, neither holding `=`.
    private mutating func setDelimiters(from range: Range<Int>, tag: Range<Int>) throws(TemplateError) {
        let parts = source.bytes[range]
            .split(whereSeparator: \.isWhitespace)
            .map(Array.init)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw source.error(.badDelimiters(source.string(tag)), at: tag.lowerBound)
        }
        opening = parts[0]
        closing = parts[1]
    }

    /// The range of the first `needle` at or after `offset`; an unclosed tag if there is none.
    private func find(_ needle: [UInt8], from offset: Int, tagStart: Int) throws(TemplateError) -> Range<Int> {
        var index = offset
        while index + needle.count <= source.bytes.count {
            if matches(needle, at: index) { return index..<index + needle.count }
            index += 1
        }
        throw source.error(.unclosedTag(expected: String(decoding: needle, as: UTF8.self)), at: tagStart)
    }

    private func matches(_ needle: [UInt8], at offset: Int) -> Bool {
        guard offset + needle.count <= source.bytes.count else { return false }
        for (index, byte) in needle.enumerated() where source.bytes[offset + index] != byte {
            return false
        }
        return true
    }

    private func trimmed(_ range: Range<Int>) -> String {
        source.string(range).trimmingWhitespace()
    }
}

extension UInt8 {
    /// Space, tab, or a line break: what pads a tag's content.
    var isWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r")
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let bytes = String(self).utf8
        guard let first = bytes.firstIndex(where: { !$0.isWhitespace }),
              let last = bytes.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
