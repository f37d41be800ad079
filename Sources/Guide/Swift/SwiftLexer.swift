/// Splits Swift source into tokens, keeping comments (they carry MARK groups and stated hex
/// values). It never fails: bytes it cannot classify become one-character operators.
public struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 0
    private var lineStart = 0
    private var sawTokenOnLine = false
    private var tokens: [SwiftToken] = []

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// The tokens of `source`, comments included, in order.
    public static func tokenize(_ source: String) -> [SwiftToken] {
        var lexer = SwiftLexer(source)
        lexer.run()
        // Appending doubled the storage as it went, so up to half of it is spare; the tokens
        // stay with the guide's snippets until its pages are written, so they keep no slack.
        guard lexer.tokens.capacity - lexer.tokens.count > lexer.tokens.count / 8 else { return lexer.tokens }
        var fitted: [SwiftToken] = []
        fitted.reserveCapacity(lexer.tokens.count)
        fitted.append(contentsOf: lexer.tokens)
        return fitted
    }

    private mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                newLine()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                string(rawHashes: 0)
            case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "\"") || (peek(1) == UInt8(ascii: "#") && peek(2) == UInt8(ascii: "\"")):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                let start = index
                index += hashes
                string(rawHashes: hashes, startingAt: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            case UInt8(ascii: "`"):
                backtickedIdentifier()
            case UInt8(ascii: "$"), UInt8(ascii: "_"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...:
                identifier()
            case UInt8(ascii: "."):
                if peek(1) == UInt8(ascii: ".") { operatorRun() } else { single(.punctuation) }
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                 UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"),
                 UInt8(ascii: "#"), UInt8(ascii: "\\"):
                single(.punctuation)
            default:
                operatorRun()
            }
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func newLine() {
        line += 1
        lineStart = index
        sawTokenOnLine = false
    }

    private mutating func emit(_ kind: SwiftToken.Kind, _ text: String, start: Int, line startLine: Int, lineStart startLineStart: Int) {
        let isComment: Bool
        if case .comment = kind { isComment = true } else { isComment = false }
        let startsLine = !sawTokenOnLine
        if !isComment { sawTokenOnLine = true }
        tokens.append(SwiftToken(
            kind: kind, text: text, line: startLine, column: start - startLineStart + 1, startsLine: startsLine,
            endLine: line, endColumn: index - lineStart + 1
        ))
    }

    private mutating func single(_ kind: SwiftToken.Kind) {
        let start = index
        index += 1
        emit(kind, Self.oneByteTexts[Int(bytes[start])], start: start, line: line, lineStart: lineStart)
    }

    /// The text of each one-byte token, made once: decoding a fresh String for every bracket
    /// and comma was a third of `single`, and punctuation is about half of all tokens.
    private static let oneByteTexts: [String] = (0..<256).map { String(decoding: [UInt8($0)], as: UTF8.self) }

    private mutating func lineComment() {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        var body = bytes[(start + 2)..<index]
        let isDoc = body.first == UInt8(ascii: "/")
        if isDoc { body = body.dropFirst() }
        let text = String(decoding: body, as: UTF8.self).trimmingSpaces
        emit(.comment(isDocComment: isDoc), text, start: start, line: line, lineStart: lineStart)
    }

    private mutating func blockComment() {
        let start = index
        let (startLine, startLineStart) = (line, lineStart)
        index += 2
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { depth += 1; index += 2; continue }
            if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") { depth -= 1; index += 2; continue }
            if bytes[index] == UInt8(ascii: "\n") { index += 1; newLine(); continue }
            index += 1
        }
        let end = depth == 0 ? index - 2 : index
        let text = String(decoding: bytes[min(start + 2, end)..<end], as: UTF8.self).trimmingSpaces
        emit(.comment(isDocComment: false), text, start: start, line: startLine, lineStart: startLineStart)
    }

    private mutating func number() {
        let start = index
        if bytes[index] == UInt8(ascii: "0"), let x = peek(1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            index += 2
            while index < bytes.count, bytes[index].isHexDigit || bytes[index] == UInt8(ascii: "_") { index += 1 }
        } else {
            while index < bytes.count, bytes[index].isDigit || bytes[index] == UInt8(ascii: "_") { index += 1 }
            // A fraction needs a digit after the dot; `1...4` and `x.0` stay separate tokens.
            if index < bytes.count, bytes[index] == UInt8(ascii: "."), let next = peek(1), next.isDigit {
                index += 1
                while index < bytes.count, bytes[index].isDigit || bytes[index] == UInt8(ascii: "_") { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                var lookahead = index + 1
                if lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "-") || bytes[lookahead] == UInt8(ascii: "+") { lookahead += 1 }
                if lookahead < bytes.count, bytes[lookahead].isDigit {
                    index = lookahead
                    while index < bytes.count, bytes[index].isDigit { index += 1 }
                }
            }
        }
        emit(.number, String(decoding: bytes[start..<index], as: UTF8.self), start: start, line: line, lineStart: lineStart)
    }

    private mutating func identifier() {
        let start = index
        index += 1
        while index < bytes.count, bytes[index].isIdentifierContinuation { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // Most identifiers (`Color`, `foregroundStyle`, `bumbleYellow`) are capitalized or longer
        // than any keyword: they are told apart without hashing them.
        let mayBeKeyword = index - start <= SwiftToken.longestKeyword
            && (bytes[start] >= UInt8(ascii: "a") && bytes[start] <= UInt8(ascii: "z") || bytes[start] == UInt8(ascii: "S"))
        emit(mayBeKeyword && isKeyword(from: start) ? .keyword : .identifier, text, start: start, line: line, lineStart: lineStart)
    }

    /// Whether the bytes from `start` to `index` spell a keyword, compared byte by byte with the
    /// few keywords of that length: hashing the word for `keywords.contains` was a third of
    /// `identifier()`.
    private func isKeyword(from start: Int) -> Bool {
        let length = index - start
        let table = SwiftToken.keywordTable
        guard length > 0, length + 1 < table.starts.count else { return false }
        candidates: for keywordStart in stride(from: table.starts[length], to: table.starts[length + 1], by: length) {
            for offset in 0..<length where table.bytes[keywordStart + offset] != bytes[start + offset] { continue candidates }
            return true
        }
        return false
    }

    /// Reads a string literal (plain, multi-line or raw) and decodes its common escapes.
    /// Interpolations are kept as written, and flagged, since their values are unknown here.
    private mutating func string(rawHashes: Int, startingAt literalStart: Int? = nil) {
        let start = literalStart ?? index
        let (startLine, startLineStart) = (line, lineStart)
        let isMultiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        var value: [UInt8] = []
        var interpolated = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), closes(multiline: isMultiline, rawHashes: rawHashes) {
                index += (isMultiline ? 3 : 1) + rawHashes
                break
            }
            if byte == UInt8(ascii: "\n") {
                if !isMultiline { break }
                value.append(byte)
                index += 1
                newLine()
                continue
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(rawHashes, at: index + 1) {
                index += 1 + rawHashes
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                if escaped == UInt8(ascii: "(") {
                    interpolated = true
                    value += Array("\\(".utf8)
                    index += 1
                    value += skipBalancedParentheses()
                    continue
                }
                switch escaped {
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "0"): value.append(0)
                default: value.append(escaped)
                }
                index += 1
                continue
            }
            value.append(byte)
            index += 1
        }
        let text = String(decoding: value, as: UTF8.self)
        emit(.string(isInterpolated: interpolated), text, start: start, line: startLine, lineStart: startLineStart)
    }

    private func closes(multiline: Bool, rawHashes: Int) -> Bool {
        if multiline {
            guard peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") else { return false }
            return hashesFollow(rawHashes, at: index + 3)
        }
        return hashesFollow(rawHashes, at: index + 1)
    }

    private func hashesFollow(_ count: Int, at position: Int) -> Bool {
        guard count > 0 else { return true }
        guard position + count <= bytes.count else { return false }
        return bytes[position..<(position + count)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// Consumes an interpolation's contents up to and including its closing parenthesis.
    private mutating func skipBalancedParentheses() -> [UInt8] {
        var depth = 1
        var consumed: [UInt8] = []
        while index < bytes.count, depth > 0 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            if byte == UInt8(ascii: "\n") { break }
            consumed.append(byte)
            index += 1
        }
        return consumed
    }

    private mutating func backtickedIdentifier() {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
        let text = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
        emit(.identifier, text, start: start, line: line, lineStart: lineStart)
    }

    /// Swift lets an operator contain `.` only when it starts with one, so `x!.y` and `a ?? .b`
    /// split before the dot.
    private mutating func operatorRun() {
        let start = index
        let allowsDot = bytes[start] == UInt8(ascii: ".")
        index += 1
        while index < bytes.count, bytes[index].isOperatorCharacter, allowsDot || bytes[index] != UInt8(ascii: ".") { index += 1 }
        emit(.operator, String(decoding: bytes[start..<index], as: UTF8.self), start: start, line: line, lineStart: lineStart)
    }
}

extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isHexDigit: Bool { isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F")) }
    var isIdentifierContinuation: Bool {
        isDigit || self == UInt8(ascii: "_") || self >= 0x80
            || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }
    var isOperatorCharacter: Bool {
        switch self {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }
}

extension String {
    var trimmingSpaces: String {
        let trimmed = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard let kept = Self.keptBetweenSpaces(bytes) else { return nil }
            return kept.count == bytes.count ? self : String(decoding: UnsafeBufferPointer(rebasing: bytes[kept]), as: UTF8.self)
        }
        if let trimmed, let trimmed { return trimmed }
        return trimmingSpaceCharacters
    }

    /// The bytes `trimmingSpaces` keeps, or nil where a byte next to a trimmed one may join it into a Character of its own (a mark
    /// after a space, "\r\n", a prepended scalar): those are left to the Character rule.
    /// Comments, types and names are trimmed for every token read: by Characters, the trim
    /// was most of reading a line comment.
    private static func keptBetweenSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        if start > 0, start < end, bytes[start] >= 0x80 || (bytes[start - 1] == UInt8(ascii: "\r") && bytes[start] == UInt8(ascii: "\n")) { return nil }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        if end < bytes.count, end > start, bytes[end - 1] >= 0x80 { return nil }
        return start..<end
    }

    /// `trimmingSpaces` by Characters.
    var trimmingSpaceCharacters: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" || first == "\r" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
