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
        Self.numberingLines(highlight(snippet.code, tokens: snippet.tokens), from: snippet.location.line)
    }

    /// Wraps each line of highlighted HTML in a numbered span; a token that runs over several
    /// lines (a block comment, a multi-line string) is closed at each line end and reopened.
    static func numberingLines(_ html: String, from firstLine: Int) -> String {
        guard firstLine > 0 else { return html }
        // Bytes, not Characters: the markup is ASCII and the text between is copied as it is,
        // so nothing here needs grapheme breaking (which took a sixteenth of a build).
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 3)
        var open: [ArraySlice<UInt8>] = []
        var lineStart = 0
        var number = firstLine
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if number > firstLine { output.append(UInt8(ascii: "\n")) }
            output.append(contentsOf: "<span class=\"ln\" data-line=\"\(number)\">".utf8)
            for tag in open { output += tag }
            output += bytes[lineStart..<lineEnd]
            // The highlighter's own tags only: `<span …>`, `<a …>` and their ends.
            var cursor = lineStart
            while let tagStart = bytes[cursor..<lineEnd].firstIndex(of: UInt8(ascii: "<")),
                  let tagEnd = bytes[tagStart..<lineEnd].firstIndex(of: UInt8(ascii: ">")) {
                if tagStart + 1 < lineEnd, bytes[tagStart + 1] == UInt8(ascii: "/") {
                    if !open.isEmpty { open.removeLast() }
                } else {
                    open.append(bytes[tagStart...tagEnd])
                }
                cursor = tagEnd + 1
            }
            for tag in open.reversed() {
                output.append(contentsOf: (tag.dropFirst().first == UInt8(ascii: "a") ? "</a>" : "</span>").utf8)
            }
            output.append(contentsOf: "</span>".utf8)
            number += 1
            lineStart = lineEnd + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The inner HTML of a `<code>` element for `code`, given its Swift tokens (comments
    /// included); the highlighter never lexes. Text between tokens is escaped as it is.
    func highlight(_ code: String, tokens: [SwiftToken]) -> String {
        let bytes = Array(code.utf8)
        let lineStarts = Self.lineStarts(of: bytes)
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for (index, token) in tokens.enumerated() {
            // Tokens come from outside now: one that points past the code is left as text.
            guard token.line < lineStarts.count, token.endLine < lineStarts.count else { continue }
            let start = min(bytes.count, lineStarts[token.line] + token.column - 1)
            let end = min(bytes.count, max(start, lineStarts[token.endLine] + token.endColumn - 1))
            guard start >= cursor else { continue }
            html += HTMLEscaping.escape(String(decoding: bytes[cursor..<start], as: UTF8.self))
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            // Only `open` asks what follows; looking ahead for every token was quadratic in a run of comments.
            let next = token.isKeyword("open") ? tokens[(index + 1)...].first { !$0.isComment } : nil
            html += render(token, text: text, previous: index > 0 ? tokens[index - 1] : nil, next: next)
            cursor = end
        }
        html += HTMLEscaping.escape(String(decoding: bytes[min(cursor, bytes.count)...], as: UTF8.self))
        return html
    }

    private func render(_ token: SwiftToken, text: String, previous: SwiftToken?, next: SwiftToken?) -> String {
        let escaped = HTMLEscaping.escape(text)
        let isMember = previous?.isPunctuation(".") == true
        switch token.kind {
        case .comment: return span("co", escaped)
        case .string: return span("st", escaped)
        case .number: return span("nu", escaped)
        case .keyword where token.text == "open":
            // A modifier only before a declaration or another modifier: `.open` and `open(url)` are names.
            return !isMember && next.map { Self.declarationWords.contains($0.text) && !$0.isString } == true ? span("kw", escaped) : escaped
        case .keyword: return span("kw", escaped)
        case .identifier:
            if previous?.isPunctuation("@") == true { return span("at", escaped) }
            if !isMember, Self.statementKeywords.contains(token.text) { return span("kw", escaped) }
            if isMember, let variable = colors[token.text] {
                let chip = variable.map { "<span class=\"chip\" style=\"background:var(\($0))\"></span>" } ?? ""
                return "<a class=\"tok tok-color\" href=\"\(linkBase)#\(TokenNaming.colorAnchor(token.text))\">\(chip)\(escaped)</a>"
            }
            if isMember, fonts.contains(token.text) {
                return "<a class=\"tok tok-font\" href=\"\(linkBase)#\(TokenNaming.fontAnchor(token.text))\">\(escaped)</a>"
            }
            if token.text.first?.isUppercase == true { return span("ty", escaped) }
            return escaped
        case .punctuation where token.text == "@" || token.text == "#": return span("at", escaped)
        default: return escaped
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

    private func span(_ kind: String, _ html: String) -> String {
        "<span class=\"\(kind)\">\(html)</span>"
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }
}
