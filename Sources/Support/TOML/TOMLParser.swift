/// Reads the statements of a TOML file: headers and `key = value` lines. `TOMLDocument` has
/// already checked UTF-8, control characters and line lengths.
struct TOMLParser {
    let bytes: [UInt8]
    var index = 0
    private var line = 1
    private var lineStart = 0
    private var tables = TOMLTableBuilder()
    private var currentTable: [String] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A byte order mark, as some editors write, which TOML 1.0 allows ("a valid UTF-8
        // encoded Unicode document", worded so in toml-lang/toml#438 to allow one): skipped,
        // and not part of the first line's columns. Anywhere else outside a string it is an error.
        if bytes.starts(with: Self.byteOrderMark) {
            index = 3
            lineStart = 3
        }
    }

    /// U+FEFF in UTF-8.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    var position: TOMLPosition { TOMLPosition(line: line, column: index - lineStart + 1) }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    mutating func document() throws(TOMLError) -> TOMLTable {
        skipBlankLines()
        while current != nil {
            if current == UInt8(ascii: "[") { try header() } else { try keyValue() }
            skipBlankLines()
        }
        return tables.table()
    }

    private mutating func header() throws(TOMLError) {
        let start = position
        advance()
        if current == UInt8(ascii: "[") {
            throw TOMLError(.unsupported("arrays of tables ('[[…]]') are not supported; use one [table] per section"), at: start)
        }
        var path: [String] = []
        while true {
            skipSpaces()
            let keyStart = position
            path.append(try key())
            if path.count > TOMLDocument.maximumDepth { throw TOMLError(.tooDeep, at: keyStart) }
            skipSpaces()
            guard current == UInt8(ascii: ".") else { break }
            advance()
        }
        guard current == UInt8(ascii: "]") else { throw TOMLError(.expectedBracket(found: found()), at: position) }
        advance()
        try tables.openTable(path, at: start)
        currentTable = path
        try endOfLine()
    }

    private mutating func keyValue() throws(TOMLError) {
        let keyPosition = position
        let name = try key()
        skipSpaces()
        if current == UInt8(ascii: ".") {
            throw TOMLError(.unsupported("dotted keys ('a.b = …') are not supported; put the key under a [table] header"), at: keyPosition)
        }
        guard current == UInt8(ascii: "=") else { throw TOMLError(.expectedEquals(found: found()), at: position) }
        advance()
        skipSpaces()
        let valuePosition = position
        let value = try self.value(depth: 0)
        try tables.add(name, value, to: currentTable, keyPosition: keyPosition, valuePosition: valuePosition)
        try endOfLine()
    }

    /// A bare key (`A-Za-z0-9_-`) or a quoted one.
    private mutating func key() throws(TOMLError) -> String {
        switch current {
        case UInt8(ascii: "\""): return try basicString()
        case UInt8(ascii: "'"): return try literalString()
        case let byte? where Self.isBareKeyByte(byte):
            let start = index
            while let byte = current, Self.isBareKeyByte(byte) { advance() }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        default:
            throw TOMLError(.expectedKey(found: found()), at: position)
        }
    }

    static func isBareKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    mutating func skipSpaces() {
        while current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") { advance() }
    }

    /// Spaces, comments and line breaks: what may come between statements and array elements.
    mutating func skipBlankLines() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): advance()
            case UInt8(ascii: "#"): skipComment()
            default: return
            }
        }
    }

    private mutating func skipComment() {
        while let byte = current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { advance() }
    }

    /// Spaces and a comment, then a line break or the end of the file.
    private mutating func endOfLine() throws(TOMLError) {
        skipSpaces()
        if current == UInt8(ascii: "#") { skipComment() }
        if current == UInt8(ascii: "\r") { advance() }
        guard let byte = current else { return }
        guard byte == UInt8(ascii: "\n") else { throw TOMLError(.expectedEndOfLine(found: found()), at: position) }
        advance()
    }

    /// What is at the current position, quoted, for a message: a word, one character, or
    /// "the end of the line".
    func found() -> String {
        guard let first = current else { return "the end of the file" }
        if first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r") { return "the end of the line" }
        // Invisible when quoted; TOML 1.0 allows it only as the file's first character.
        if bytes[index...].starts(with: Self.byteOrderMark) { return "a byte order mark (U+FEFF), which may only begin the file" }
        var end = index
        if Self.isWordByte(first) {
            while end < bytes.count, end - index < 24, Self.isWordByte(bytes[end]) { end += 1 }
        } else {
            end += 1
        }
        // Never cut a character in two: continue to its last byte.
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isBareKeyByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ":") || byte >= 0x80
    }
}
