/// The span of a node in its source, as cmark-gfm reports it.
///
/// Lines are 1-based; columns are 1-based UTF-8 byte offsets. cmark-gfm leaves positions of some
/// inline nodes unset, which shows here as 0 ("unknown").
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    // Stored as 32-bit numbers (cmark-gfm's own are `int`): a node is 64 bytes rather than 80,
    // and a long guide's tree is most of its memory (issue 14).
    private var storedStartLine: Int32
    private var storedStartColumn: Int32
    private var storedEndLine: Int32
    private var storedEndColumn: Int32

    /// First line of the node.
    public var startLine: Int {
        get { Int(storedStartLine) }
        set { storedStartLine = Int32(clamping: newValue) }
    }
    /// UTF-8 byte column where the node starts.
    public var startColumn: Int {
        get { Int(storedStartColumn) }
        set { storedStartColumn = Int32(clamping: newValue) }
    }
    /// Last line of the node.
    public var endLine: Int {
        get { Int(storedEndLine) }
        set { storedEndLine = Int32(clamping: newValue) }
    }
    /// UTF-8 byte column where the node ends (inclusive).
    public var endColumn: Int {
        get { Int(storedEndColumn) }
        set { storedEndColumn = Int32(clamping: newValue) }
    }

    /// Creates a range; positions past 32 bits (which cmark-gfm cannot report) are clamped.
    public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        storedStartLine = Int32(clamping: startLine)
        storedStartColumn = Int32(clamping: startColumn)
        storedEndLine = Int32(clamping: endLine)
        storedEndColumn = Int32(clamping: endColumn)
    }

    /// A range whose position is unknown.
    public static let unknown = SourceRange(startLine: 0, startColumn: 0, endLine: 0, endColumn: 0)

    /// `1:1-3:5`, the form tree dumps and `data-sourcepos` use.
    public var description: String { "\(startLine):\(startColumn)-\(endLine):\(endColumn)" }
}
