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
    }

    public var kind: Kind
    /// The token's text; for strings the decoded contents, for comments the text after `//`.
    public var text: String
    /// 0-based line within the code block.
    public var line: Int
    /// 1-based UTF-8 byte column within the line.
    public var column: Int
    /// Whether nothing but whitespace precedes the token on its line (for a comment: whether it
    /// stands on a line of its own).
    public var startsLine: Bool
    /// 0-based line where the token ends (multi-line strings and comments span lines).
    public var endLine: Int
    /// 1-based UTF-8 byte column just past the token's last byte.
    public var endColumn: Int

    /// Whether this is the punctuation `symbol`.
    public func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }
    /// Whether this is the keyword `word`.
    public func isKeyword(_ word: String) -> Bool { kind == .keyword && text == word }

    /// Whether this is a comment.
    public var isComment: Bool {
        if case .comment = kind { return true }
        return false
    }

    /// Whether this is a string literal.
    public var isString: Bool {
        if case .string = kind { return true }
        return false
    }

    static let keywords: Set<String> = [
        "extension", "struct", "enum", "class", "actor", "protocol", "static", "let", "var", "func",
        "init", "return", "if", "else", "switch", "case", "default", "private", "fileprivate",
        "public", "internal", "open", "where", "true", "false", "nil", "guard", "some", "any",
        "import", "self", "Self", "for", "in", "while", "typealias", "nonisolated", "override",
        "mutating", "lazy", "weak", "final", "get", "set", "throws", "async", "await", "try",
    ]
}
