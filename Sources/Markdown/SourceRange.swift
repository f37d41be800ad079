/// The span of a node in its source, as cmark-gfm reports it.
///
/// Lines are 1-based; columns are 1-based UTF-8 byte offsets. cmark-gfm leaves positions of some
/// inline nodes unset, which shows here as 0 ("unknown").
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    /// First line of the node.
    public var startLine: Int
    /// UTF-8 byte column where the node starts.
    public var startColumn: Int
    /// Last line of the node.
    public var endLine: Int
    /// UTF-8 byte column where the node ends (inclusive).
    public var endColumn: Int

    /// Creates a range.
    public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// A range whose position is unknown.
    public static let unknown = SourceRange(startLine: 0, startColumn: 0, endLine: 0, endColumn: 0)

    /// `1:1-3:5`, the form tree dumps and `data-sourcepos` use.
    public var description: String { "\(startLine):\(startColumn)-\(endLine):\(endColumn)" }
}
