import Guide
import Templates

/// Colours Swift code at build time into escaped HTML spans, and turns the guide's color and
/// font tokens into links to their swatches and specimens, each color with a chip of itself.
struct SwiftHighlighter {
    /// Color tokens by name, with the CSS variable that paints them when they have a value.
    let colors: [String: String?]
    /// Font token names.
    let fonts: Set<String>
    /// Prefixed to token anchors: empty on the brand page itself, the brand page's URL elsewhere.
    var linkBase = ""

    /// The inner HTML of a `<code>` element for a guide's snippet, from the tokens Guide lexed.
    /// Each line is a `<span class="ln" data-line="N">` numbered as in the guide, so a preview
    /// can point at the line that draws an element.
    func highlight(_ snippet: Snippet) -> String {
        highlight(snippet.code, tokens: snippet.tokens, firstLine: snippet.location.line)
    }

    /// The inner HTML of a `<code>` element for `code`, given its Swift tokens (comments
    /// included); the highlighter never lexes. Text between tokens is escaped as it is. With a
    /// `firstLine` above 0, each line is wrapped in a span numbered from it, and a token that
    /// runs over several lines (a block comment, a multi-line string) is closed at each line
    /// end and reopened. Written as bytes into one buffer: the markup is ASCII and the text
    /// between is copied as it is, so nothing here needs grapheme breaking.
    func highlight(_ code: String, tokens: [SwiftToken], firstLine: Int = 0) -> String {
        var code = code
        return code.withUTF8 { bytes in
            let lineStarts = Self.lineStarts(of: bytes)
            var output = HighlightOutput(firstLine: firstLine, capacity: bytes.count * 3)
            var cursor = 0
            for (index, token) in tokens.enumerated() {
                // Tokens come from outside now: one that points past the code is left as text.
                guard token.line < lineStarts.count, token.endLine < lineStarts.count else { continue }
                let start = min(bytes.count, lineStarts[token.line] + token.column - 1)
                let end = min(bytes.count, max(start, lineStarts[token.endLine] + token.endColumn - 1))
                guard start >= cursor else { continue }
                output.text(UnsafeBufferPointer(rebasing: bytes[cursor..<start]))
                // Only `open` asks what follows; looking ahead for every token was quadratic in a run of comments.
                let next = token.isKeyword("open") ? tokens[(index + 1)...].first { !$0.isComment } : nil
                write(token, UnsafeBufferPointer(rebasing: bytes[start..<end]), previous: index > 0 ? tokens[index - 1] : nil, next: next, into: &output)
                cursor = end
            }
            output.text(UnsafeBufferPointer(rebasing: bytes[min(cursor, bytes.count)...]))
            return output.finished()
        }
    }

    private func write(_ token: SwiftToken, _ text: UnsafeBufferPointer<UInt8>, previous: SwiftToken?, next: SwiftToken?, into output: inout HighlightOutput) {
        let isMember = previous?.isPunctuation(".") == true
        // Each class's tag is a literal: a tag made per token was a heap string per token.
        func span(_ tag: String) {
            output.open(tag, isLink: false)
            output.text(text)
            output.close()
        }
        switch token.kind {
        case .comment: span(#"<span class="co">"#)
        case .string: span(#"<span class="st">"#)
        case .number: span(#"<span class="nu">"#)
        case .keyword where token.text == "open":
            // A modifier only before a declaration or another modifier: `.open` and `open(url)` are names.
            if !isMember, next.map({ Self.declarationWords.contains($0.text) && !$0.isString }) == true { span(#"<span class="kw">"#) } else { output.text(text) }
        case .keyword: span(#"<span class="kw">"#)
        case .identifier:
            if previous?.isPunctuation("@") == true { return span(#"<span class="at">"#) }
            if !isMember, Self.statementKeywords.contains(token.text) { return span(#"<span class="kw">"#) }
            if isMember, let variable = colors[token.text] {
                // A backticked name may hold a quote: the anchor is escaped as the page escapes its id.
                output.open("<a class=\"tok tok-color\" href=\"\(linkBase)#\(HTMLEscaping.escape(TokenNaming.colorAnchor(token.text)))\">", isLink: true)
                if let variable { output.markup("<span class=\"chip\" style=\"background:var(\(variable))\"></span>") }
                output.text(text)
                return output.close()
            }
            if isMember, fonts.contains(token.text) {
                output.open("<a class=\"tok tok-font\" href=\"\(linkBase)#\(HTMLEscaping.escape(TokenNaming.fontAnchor(token.text)))\">", isLink: true)
                output.text(text)
                return output.close()
            }
            if Self.startsUppercase(token.text) { return span(#"<span class="ty">"#) }
            output.text(text)
        case .punctuation where token.text == "@" || token.text == "#": span(#"<span class="at">"#)
        default: output.text(text)
        }
    }

    /// Keywords Guide's lexer leaves as identifiers, because its front end reads them as names
    /// where Swift allows (`catch` in `do { } catch { }` is never a member): coloured as
    /// keywords unless they follow a `.`.
    static let statementKeywords: Set<String> = [
        "as", "is", "do", "catch", "throw", "throws", "try", "break", "continue", "defer", "_", "rethrows", "repeat",
    ]

    /// What may follow the modifier `open`: a declaration or another modifier.
    static let declarationWords: Set<String> = [
        "class", "func", "var", "let", "init", "subscript", "typealias", "extension", "struct", "enum", "actor", "protocol",
        "static", "final", "override", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating",
        "nonmutating", "nonisolated", "public", "internal", "private", "fileprivate", "open",
    ]

    /// Whether a name starts with a capital (a type): an ASCII first letter by its byte, as most
    /// are, without the Character's Unicode properties.
    private static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    private static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }
}

/// The highlighter's buffer: escaped text, its own tags, and, when numbering, a span per line
/// that closes the tags open at a line's end and reopens them on the next.
private struct HighlightOutput {
    private var bytes: [UInt8] = []
    /// The highlighter's tags open now, innermost last, and whether each is a link.
    private var open: [(tag: String, isLink: Bool)] = []
    private var line: Int
    private let numbers: Bool

    init(firstLine: Int, capacity: Int) {
        line = firstLine
        numbers = firstLine > 0
        bytes.reserveCapacity(capacity)
        if numbers { startLine() }
    }

    /// Text from the code, escaped by `HTMLEscaping`; when numbering, each line break in it
    /// ends a line and starts the next.
    mutating func text(_ text: UnsafeBufferPointer<UInt8>) {
        guard numbers else { return HTMLEscaping.append(escaping: text, to: &bytes) }
        var lineStart = 0
        while let lineEnd = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
            HTMLEscaping.append(escaping: UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd]), to: &bytes)
            endLine()
            bytes.append(UInt8(ascii: "\n"))
            line += 1
            startLine()
            lineStart = lineEnd + 1
        }
        HTMLEscaping.append(escaping: UnsafeBufferPointer(rebasing: text[lineStart...]), to: &bytes)
    }

    /// Markup that opens and closes on the spot (a chip).
    mutating func markup(_ html: String) { bytes.append(contentsOf: html.utf8) }

    mutating func open(_ tag: String, isLink: Bool) {
        bytes.append(contentsOf: tag.utf8)
        open.append((tag, isLink))
    }

    mutating func close() {
        if let last = open.popLast() { closeTag(last.isLink) }
    }

    mutating func finished() -> String {
        if numbers { endLine() }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func closeTag(_ isLink: Bool) {
        bytes.append(contentsOf: (isLink ? "</a>" : "</span>").utf8)
    }

    private mutating func startLine() {
        // In pieces: an interpolated tag was a heap string per line.
        bytes.append(contentsOf: #"<span class="ln" data-line=""#.utf8)
        bytes.append(contentsOf: String(line).utf8)
        bytes.append(contentsOf: #"">"#.utf8)
        for tag in open { bytes.append(contentsOf: tag.tag.utf8) }
    }

    private mutating func endLine() {
        for tag in open.reversed() { closeTag(tag.isLink) }
        bytes.append(contentsOf: "</span>".utf8)
    }
}
