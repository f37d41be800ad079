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
        var writer = MarkdownHTMLWriter()
        if count == 1, self[0].kind == .document {
            writer.write(self[0], parent: nil, grandparent: nil)
        } else {
            // As cmark-gfm renders them under a custom block with no HTML of its own (see
            // `renderHTMLThroughCmark`): a line break closes the stretch, and a stretch of
            // inlines gives it back.
            for node in flatMap(Self.renderableParts) {
                writer.write(node, parent: .customBlock(onEnter: "", onExit: ""), grandparent: nil)
            }
            writer.newLine()
            if allSatisfy({ !$0.kind.isBlock }) { writer.removeTrailingNewLine() }
        }
        return String(decoding: writer.bytes, as: UTF8.self)
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
