/// One lexical token of Swift source found in a guide's code block.
///
/// sitegen does not compile guide code; it reads declarations and calls the way a person
/// skimming the code would, so a small lexer that never fails is enough. Public so the site's
/// highlighter colours code with the same reading.
public struct SwiftToken: Sendable, Equatable {
    /// The lexical class of a token.
    public enum Kind: Sendable, Equatable {
        case identifier
        case keyword
        case number
        /// A string literal; `text` holds its decoded value, `isInterpolated` whether it has `\(…)`.
        case string(isInterpolated: Bool)
        /// `(` `)` `[` `]` `{` `}` `,` `:` `;` `.` `@` `#` `` ` ``
        case punctuation
        case `operator`
        /// `// …` (text without the slashes, trimmed) or `/* … */`.
        case comment(isDocComment: Bool)

        /// A number below 16 for each kind, as a token stores it.
        var code: UInt8 {
            switch self {
            case .identifier: 0
            case .keyword: 1
            case .number: 2
            case .string(let isInterpolated): isInterpolated ? 4 : 3
            case .punctuation: 5
            case .operator: 6
            case .comment(let isDocComment): isDocComment ? 8 : 7
            }
        }

        init(code: UInt8) {
            switch code {
            case 0: self = .identifier
            case 1: self = .keyword
            case 2: self = .number
            case 3: self = .string(isInterpolated: false)
            case 4: self = .string(isInterpolated: true)
            case 5: self = .punctuation
            case 6: self = .operator
            case 7: self = .comment(isDocComment: false)
            default: self = .comment(isDocComment: true)
            }
        }
    }

    /// The token's text; for strings the decoded contents, for comments the text after `//`.
    /// Most tokens are short enough that Swift keeps the text inline, without an allocation.
    public var text: String
    // A token is 32 bytes rather than 72: positions are 32-bit numbers (a guide is refused far
    // below 2 GB), and the kind, `startsLine` and the lines a token spans share one word. A code
    // block of 40 KB of braces is 40,000 tokens, held by the lexer and every reader's arrays
    // (issue 14: no guide grows memory past about 30 times its size).
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedEndColumn: Int32
    /// Bits 0–23: lines the token spans beyond its first; 24–27: the kind; 28: `startsLine`.
    private var packed: UInt32

    private static let spanMask: UInt32 = 0x00FF_FFFF

    /// The lexical class of the token.
    public var kind: Kind {
        get { Kind(code: UInt8(truncatingIfNeeded: (packed >> 24) & 0xF)) }
        set { packed = (packed & ~(0xF << 24)) | (UInt32(newValue.code) << 24) }
    }
    /// Whether nothing but whitespace precedes the token on its line (for a comment: whether it
    /// stands on a line of its own).
    public var startsLine: Bool {
        get { packed & (1 << 28) != 0 }
        set { packed = newValue ? packed | (1 << 28) : packed & ~(1 << 28) }
    }
    /// 0-based line within the code block.
    public var line: Int {
        get { Int(storedLine) }
        set {
            let end = endLine
            storedLine = Int32(clamping: newValue)
            endLine = end
        }
    }
    /// 1-based UTF-8 byte column within the line.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    /// 0-based line where the token ends (multi-line strings and comments span lines).
    public var endLine: Int {
        get { Int(storedLine) + Int(packed & Self.spanMask) }
        set {
            let span = UInt32(clamping: min(max(newValue - Int(storedLine), 0), Int(Self.spanMask)))
            packed = (packed & ~Self.spanMask) | span
        }
    }
    /// 1-based UTF-8 byte column just past the token's last byte.
    public var endColumn: Int {
        get { Int(storedEndColumn) }
        set { storedEndColumn = Int32(clamping: newValue) }
    }

    /// Creates a token. Positions past 32 bits, and spans past 16 million lines, are clamped:
    /// no guide comes near them.
    public init(kind: Kind, text: String, line: Int, column: Int, startsLine: Bool, endLine: Int, endColumn: Int) {
        self.text = text
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedEndColumn = Int32(clamping: endColumn)
        packed = 0
        self.kind = kind
        self.startsLine = startsLine
        self.endLine = endLine
    }

    /// Whether this is the punctuation `symbol`.
    public func isPunctuation(_ symbol: String) -> Bool { kindCode == 5 && text == symbol }
    /// Whether this is the punctuation whose one byte is `byte` (`isPunctuation("(")` for
    /// `UInt8(ascii: "(")`). Compared as a byte: two short Strings that differ are told apart
    /// out of line, and a snippet's references ask this of every token several times.
    func isPunctuation(byte: UInt8) -> Bool {
        guard kindCode == 5 else { return false }
        let utf8 = text.utf8
        return utf8.count == 1 && utf8.first == byte
    }
    /// Whether this is the keyword `word`.
    public func isKeyword(_ word: String) -> Bool { kindCode == 1 && text == word }

    /// Whether this is a comment.
    public var isComment: Bool { kindCode >= 7 }

    /// Whether this is a string literal.
    public var isString: Bool { kindCode == 3 || kindCode == 4 }

    /// The kind as stored (`Kind.code`), read without building the enum.
    private var kindCode: UInt32 { (packed >> 24) & 0xF }

    static let keywords: Set<String> = [
        "extension", "struct", "enum", "class", "actor", "protocol", "static", "let", "var", "func",
        "init", "return", "if", "else", "switch", "case", "default", "private", "fileprivate",
        "public", "internal", "open", "where", "true", "false", "nil", "guard", "some", "any",
        "import", "self", "Self", "for", "in", "while", "typealias", "nonisolated", "override",
        "mutating", "lazy", "weak", "final", "get", "set", "throws", "async", "await", "try",
    ]
    /// The UTF-8 length of the longest keyword. Every keyword starts with a lower-case letter
    /// but `Self` (the lexer's shortcut relies on it; a test checks).
    static let longestKeyword = keywords.map(\.utf8.count).max() ?? 0
    /// The keywords' UTF-8 bytes end to end, shortest first, for the lexer to compare bytes:
    /// the keywords of length `n` fill `bytes[starts[n]..<starts[n + 1]]`, `n` bytes each.
    /// One flat array, so a lookup retains no inner arrays.
    static let keywordTable: (bytes: [UInt8], starts: [Int]) = {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for length in 0...(longestKeyword + 1) {
            starts.append(bytes.count)
            for keyword in keywords.sorted() where keyword.utf8.count == length { bytes += keyword.utf8 }
        }
        return (bytes, starts)
    }()
}
