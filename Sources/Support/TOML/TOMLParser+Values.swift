extension TOMLParser {
    /// A value: a string, a number, a boolean or an array; `depth` counts the arrays around it.
    mutating func value(depth: Int) throws(TOMLError) -> TOMLValue {
        let start = position
        switch current {
        case UInt8(ascii: "\""):
            if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
                throw TOMLError(.unsupported(#"multi-line strings ('"""') are not supported; write one line with \n escapes"#), at: start)
            }
            return .string(try basicString())
        case UInt8(ascii: "'"):
            if peek(1) == UInt8(ascii: "'"), peek(2) == UInt8(ascii: "'") {
                throw TOMLError(.unsupported("multi-line literal strings (''') are not supported; write one line"), at: start)
            }
            return .string(try literalString())
        case UInt8(ascii: "["):
            return try array(depth: depth + 1)
        case UInt8(ascii: "{"):
            throw TOMLError(.unsupported("inline tables ('{…}') are not supported; use a [table]"), at: start)
        case let byte? where byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return try number()
        case let byte? where Self.isBareKeyByte(byte):
            let word = found()
            if word == "'true'" || word == "'false'" {
                for _ in 0..<(word.utf8.count - 2) { advance() }
                return .boolean(word == "'true'")
            }
            if word == "'inf'" || word == "'nan'" { throw Self.infinityOrNaN(at: start) }
            throw TOMLError(.expectedValue(found: word + " (strings are quoted)"), at: start)
        default:
            throw TOMLError(.expectedValue(found: found()), at: start)
        }
    }

    private mutating func array(depth: Int) throws(TOMLError) -> TOMLValue {
        guard depth <= TOMLDocument.maximumDepth else { throw TOMLError(.tooDeep, at: position) }
        advance()
        var elements: [TOMLValue] = []
        while true {
            skipBlankLines()
            if current == UInt8(ascii: "]") { advance(); return .array(elements) }
            elements.append(try value(depth: depth))
            skipBlankLines()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"): advance(); return .array(elements)
            default: throw TOMLError(.expectedCommaOrBracket(found: found()), at: position)
            }
        }
    }

    /// `"…"` with TOML's escapes, on one line.
    mutating func basicString() throws(TOMLError) -> String {
        let start = position
        advance()
        var text: [UInt8] = []
        while true {
            guard let byte = current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else {
                throw TOMLError(.unterminatedString, at: start)
            }
            if byte == UInt8(ascii: "\"") { advance(); break }
            if byte == UInt8(ascii: "\\") { try escape(into: &text); continue }
            text.append(byte)
            advance()
        }
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func escape(into text: inout [UInt8]) throws(TOMLError) {
        let start = position
        advance()
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C,
        ]
        guard let letter = current, letter != UInt8(ascii: "\n"), letter != UInt8(ascii: "\r") else {
            throw TOMLError(.unterminatedString, at: start)
        }
        if let byte = simple[letter] {
            text.append(byte)
            advance()
            return
        }
        let digits = letter == UInt8(ascii: "u") ? 4 : letter == UInt8(ascii: "U") ? 8 : 0
        guard digits > 0 else {
            throw TOMLError(.invalidEscape("\\" + currentCharacter()), at: start)
        }
        advance()
        let hexStart = index
        while index - hexStart < digits, let byte = current, byte.isHexDigit { advance() }
        let hex = String(decoding: bytes[hexStart..<index], as: UTF8.self)
        guard index - hexStart == digits, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
            throw TOMLError(.invalidUnicodeEscape("\\" + String(decoding: [letter], as: UTF8.self) + hex), at: start)
        }
        text += Array(String(Character(scalar)).utf8)
    }

    /// `'…'`: no escapes, on one line.
    mutating func literalString() throws(TOMLError) -> String {
        let start = position
        advance()
        let textStart = index
        while true {
            guard let byte = current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else {
                throw TOMLError(.unterminatedString, at: start)
            }
            if byte == UInt8(ascii: "'") { break }
            advance()
        }
        let text = String(decoding: bytes[textStart..<index], as: UTF8.self)
        advance()
        return text
    }

    /// The character at the current position (all its UTF-8 bytes).
    private func currentCharacter() -> String {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    static func infinityOrNaN(at position: TOMLPosition) -> TOMLError {
        TOMLError(.unsupported("'inf' and 'nan' are not supported; write a finite number"), at: position)
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
