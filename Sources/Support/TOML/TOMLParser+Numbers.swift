extension TOMLParser {
    /// A decimal integer or float, as TOML writes them: an optional sign, no leading zeros,
    /// `_` only between digits, a float with a fraction, an exponent or both.
    mutating func number() throws(TOMLError) -> TOMLValue {
        let start = position
        let tokenStart = index
        while let byte = current, Self.isNumberByte(byte) { advance() }
        let token = Array(bytes[tokenStart..<index])
        let text = String(decoding: token, as: UTF8.self)
        var body = token[...]
        if let sign = body.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { body = body.dropFirst() }
        if body.elementsEqual("inf".utf8) || body.elementsEqual("nan".utf8) { throw Self.infinityOrNaN(at: start) }
        if body.contains(UInt8(ascii: ":")) || Self.looksLikeDate(body) {
            throw TOMLError(.unsupported("dates and times are not supported; quote '\(text)' as a string"), at: start)
        }
        if body.count > 1, body.first == UInt8(ascii: "0"), let letter = body.dropFirst().first,
           letter == UInt8(ascii: "x") || letter == UInt8(ascii: "o") || letter == UInt8(ascii: "b") {
            throw TOMLError(.unsupported("hexadecimal, octal and binary integers are not supported; write '\(text)' in decimal"), at: start)
        }
        guard let shape = Self.shape(of: body) else { throw TOMLError(.invalidNumber(text), at: start) }
        let plain = String(decoding: token.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
        if shape == .integer {
            guard let value = Int(plain) else { throw TOMLError(.numberOutOfRange(text), at: start) }
            return .integer(value)
        }
        guard let value = Double(plain), value.isFinite else { throw TOMLError(.numberOutOfRange(text), at: start) }
        return .float(value)
    }

    private enum Shape { case integer, float }

    /// Whether the unsigned number is an integer, a float, or neither.
    private static func shape(of body: ArraySlice<UInt8>) -> Shape? {
        let exponentAt = body.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        let mantissa = body[..<(exponentAt ?? body.endIndex)]
        let dotAt = mantissa.firstIndex(of: UInt8(ascii: "."))
        let whole = mantissa[..<(dotAt ?? mantissa.endIndex)]
        guard isDigitRun(whole), whole.first != UInt8(ascii: "0") || whole.count == 1 else { return nil }
        if let dotAt, !isDigitRun(mantissa[(dotAt + 1)...]) { return nil }
        if let exponentAt {
            var exponent = body[(exponentAt + 1)...]
            if let sign = exponent.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { exponent = exponent.dropFirst() }
            guard isDigitRun(exponent) else { return nil }
        }
        return dotAt == nil && exponentAt == nil ? .integer : .float
    }

    /// Digits with single underscores between them.
    private static func isDigitRun(_ run: ArraySlice<UInt8>) -> Bool {
        guard let first = run.first, let last = run.last, first.isDigit, last.isDigit else { return false }
        var previousUnderscore = false
        for byte in run {
            if byte == UInt8(ascii: "_") {
                if previousUnderscore { return false }
                previousUnderscore = true
            } else if byte.isDigit {
                previousUnderscore = false
            } else {
                return false
            }
        }
        return true
    }

    /// `1979-05-27`: four digits and a hyphen.
    private static func looksLikeDate(_ body: ArraySlice<UInt8>) -> Bool {
        body.count >= 5 && body.prefix(4).allSatisfy(\.isDigit) && body.dropFirst(4).first == UInt8(ascii: "-")
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        isBareKeyByte(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }
}

extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
