/// A place in a source file, as editors and CI annotations expect it.
///
/// Lines and columns are 1-based. Columns count UTF-8 bytes, as cmark-gfm reports them;
/// `0` means the column (or line) is unknown.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it (relative paths stay relative).
    public var file: String
    /// 1-based line, or 0 when unknown.
    public var line: Int
    /// 1-based UTF-8 byte column, or 0 when unknown.
    public var column: Int

    /// Creates a location; `line` and `column` default to unknown.
    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, leaving out the parts that are unknown; a path that holds a newline
    /// or another control character is escaped to stay on one line (`OneLine`).
    public var description: String {
        let file = OneLine.escaping(file)
        guard line > 0 else { return file }
        guard column > 0 else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
