extension MarkdownNode {
    /// This node and its subtree as HTML, as cmark-gfm renders it in safe mode: raw HTML from
    /// the document becomes `<!-- raw HTML omitted -->` and unsafe link schemes are dropped.
    public func renderHTML() -> String {
        [self].renderHTML()
    }
}

extension Array where Element == MarkdownNode {
    /// These sibling nodes as one stretch of HTML, as cmark-gfm renders them in safe mode.
    ///
    /// Blocks and inlines may be passed; a run of inlines renders without a wrapping `<p>`.
    public func renderHTML() -> String {
        var plain = NoRewriting()
        return MarkdownHTMLWriter.render(self, rewriting: &plain)
    }

    /// A document stands for its blocks, and table rows and cells (which cannot render outside
    /// their table) for their content.
    static func renderableParts(of node: MarkdownNode) -> [MarkdownNode] {
        switch node.kind {
        case .document, .tableRow, .tableCell: node.children.flatMap(renderableParts)
        default: [node]
        }
    }
}
