extension TokenNaming {
    /// The identifier a color is declared with in the asset catalog's Swift file: the guide's name
    /// where Swift's grammar (The Swift Programming Language, Lexical Structure: identifier-head,
    /// identifier-character) lets it stand, each scalar it does not let stand as `_`, a leading
    /// digit or combining mark after a `_`, and a keyword in backticks (`` `default` ``).
    static func swiftIdentifier(_ name: String, fallback: String = "color") -> String {
        backtickedIfKeyword(swiftIdentifierBody(name, fallback: fallback))
    }

    /// `swiftIdentifier` without the backticks: what two identifiers must differ in.
    static func swiftIdentifierBody(_ name: String, fallback: String = "color") -> String {
        // ASCII names (nearly all) are answered from their bytes.
        let utf8 = name.utf8
        if let first = utf8.first, utf8.allSatisfy({ $0 < 0x80 }) {
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") }
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            if isLetter(first), utf8.allSatisfy({ isLetter($0) || isDigit($0) }) { return name }
        }
        var body = String.UnicodeScalarView()
        for scalar in name.unicodeScalars { body.append(isIdentifierCharacter(scalar) ? scalar : "_") }
        guard let first = body.first else { return fallback }
        if !isIdentifierHead(first) || isMark(first) { body.insert("_", at: body.startIndex) }
        return String(body)
    }

    /// `` `name` `` when `name` is a word Swift reserves, or `Type` and `Protocol`, which a type
    /// member may not be named unescaped (they would read as `Color.Type`). Contextual keywords
    /// (`none`, `some`, `get`) stand as they are after `static let`.
    static func backtickedIfKeyword(_ identifier: String) -> String {
        swiftKeywords.contains(identifier) ? "`" + identifier + "`" : identifier
    }

    /// The reference's keywords used in declarations, statements, expressions and types, and
    /// patterns, less the `#` words (never an identifier's spelling).
    static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "Type", "Protocol",
    ]

    /// identifier-head: ASCII letters, `_`, and the grammar's ranges, cut where the compiler's
    /// lexer is narrower (it stops at U+FFF8). Bidirectional controls (U+202A–202E, U+2066–2069)
    /// are in the grammar's ranges but reorder how the file reads (Trojan Source): left out.
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A || value == 0x5F
        }
        if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) { return false }
        if value >= 0x10000 { return value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD }
        return headRanges.contains { $0.contains(value) }
    }

    /// identifier-character: a head, a digit, or a combining mark of the four blocks Swift lets
    /// follow but not begin an identifier.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x30...0x39).contains(value) { return true }
        if [0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F].contains(where: { $0.contains(value) }) { return true }
        return isIdentifierHead(scalar)
    }

    /// Below U+10000, in the reference's order.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF,
        0x0100...0x02FF, 0x0370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFF8,
    ]

    /// A combining mark (Mn, Mc, Me): many are heads by range (U+0903), but a name cannot begin
    /// with one and still read as a name, so it gets a `_` first.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
