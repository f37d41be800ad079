/// A TOML file, read by the subset of TOML 1.0 that configuration files need: `[table]`
/// headers (dotted for nested tables), `key = value` with bare or quoted keys, basic strings
/// with their escapes, literal strings, decimal integers and floats, `true` and `false`,
/// arrays (over several lines, with comments), and `#` comments. Everything else TOML has
/// (multi-line strings, inline tables, arrays of tables, dotted keys, dates, `inf`, hex
/// numbers) is refused with an error naming the feature, never misread.
///
/// Limits keep any input cheap: `maximumBytes`, `maximumLineLength` and `maximumDepth`.
public struct TOMLDocument: Sendable, Equatable {
    /// Files larger than this are refused before reading: a site's settings take a few hundred bytes.
    public static let maximumBytes = 1_048_576
    /// Lines longer than this many bytes are refused.
    public static let maximumLineLength = 10_000
    /// How deep arrays may nest, and how many parts a table name may have.
    public static let maximumDepth = 32

    /// The top-level table.
    public var root: TOMLTable

    /// Reads UTF-8 bytes; the first problem found is thrown, with its line and column.
    public init(parsing bytes: [UInt8]) throws(TOMLError) {
        guard bytes.count <= Self.maximumBytes else {
            throw TOMLError(.fileTooLarge(bytes: bytes.count), at: TOMLPosition(line: 0, column: 0))
        }
        try Self.checkCharacters(bytes)
        var parser = TOMLParser(bytes: bytes)
        root = try parser.document()
    }

    /// Reads text.
    public init(parsing text: String) throws(TOMLError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// UTF-8, line lengths and control characters, checked once for the whole file, so the
    /// parser may assume them: TOML allows no raw control character but tab anywhere, not
    /// even in strings, and a carriage return only before a line feed.
    private static func checkCharacters(_ bytes: [UInt8]) throws(TOMLError) {
        var line = 1
        // Columns of the first line start after a byte order mark, as the parser counts them.
        var lineStart = bytes.starts(with: TOMLParser.byteOrderMark) ? 3 : 0
        var index = lineStart
        func place(_ index: Int) -> TOMLPosition { TOMLPosition(line: line, column: index - lineStart + 1) }
        func checkLength(endingAt end: Int) throws(TOMLError) {
            if end - lineStart > maximumLineLength {
                throw TOMLError(.lineTooLong(bytes: end - lineStart), at: TOMLPosition(line: line, column: 1))
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                try checkLength(endingAt: index)
                line += 1
                lineStart = index + 1
                index += 1
            } else if byte < 0x80 {
                let isCRLF = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
                if (byte < 0x20 && byte != 0x09 && !isCRLF) || byte == 0x7F {
                    throw TOMLError(.controlCharacter(UInt32(byte)), at: place(index))
                }
                index += 1
            } else {
                guard let width = utf8Width(bytes, at: index) else { throw TOMLError(.invalidUTF8, at: place(index)) }
                index += width
            }
        }
        try checkLength(endingAt: bytes.count)
    }

    /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629: no overlong forms,
    /// no surrogates, nothing past U+10FFFF), or nil.
    private static func utf8Width(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let width: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: width = 2
        case 0xE0: width = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: width = 3
        case 0xED: width = 3; high = 0x9F
        case 0xF0: width = 4; low = 0x90
        case 0xF1...0xF3: width = 4
        case 0xF4: width = 4; high = 0x8F
        default: return nil
        }
        guard index + width <= bytes.count else { return nil }
        for offset in 1..<width {
            let byte = bytes[index + offset]
            let range = offset == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else { return nil }
        }
        return width
    }
}
