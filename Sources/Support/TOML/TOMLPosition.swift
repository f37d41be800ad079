/// A place in a TOML file: 1-based line and column, the column counting UTF-8 bytes (as
/// `SourceLocation` does); line 0 means the file as a whole.
public struct TOMLPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line; 0 for the file as a whole.
    public var line: Int
    /// 1-based column in UTF-8 bytes.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: TOMLPosition, rhs: TOMLPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
