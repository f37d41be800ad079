/// How `sitegen diff` prints what changed.
public enum DiffFormat: String, Sendable, CaseIterable {
    /// A heading per guide and an aligned table per kind of change, for a terminal.
    case text
    /// One object: `breaking`, `compared`, and per guide every change with its values.
    case json
    /// A section per guide and a table per kind of change with hex codes, for a pull-request
    /// comment; everything the guide says is escaped, so a comment cannot inject markup.
    case markdown

    /// The report, ending with a newline.
    public func render(_ diff: ContentDiff) -> String {
        switch self {
        case .text: TextReport.render(diff)
        case .json: JSONReport.value(of: diff).serialized() + "\n"
        case .markdown: MarkdownReport.render(diff)
        }
    }
}
