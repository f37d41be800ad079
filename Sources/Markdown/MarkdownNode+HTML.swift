import CCmarkGFM
import Foundation

extension MarkdownNode {
    /// This node and its subtree as HTML, rendered by cmark-gfm in safe mode: raw HTML from the
    /// document becomes `<!-- raw HTML omitted -->` and unsafe link schemes are dropped.
    public func renderHTML() -> String {
        [self].renderHTML()
    }
}

extension Array where Element == MarkdownNode {
    /// These sibling nodes as one stretch of HTML, rendered by cmark-gfm in safe mode.
    ///
    /// Blocks and inlines may be passed; a run of inlines renders without a wrapping `<p>`.
    public func renderHTML() -> String {
        renderHTML(blocksPerRun: Self.blocksPerRun)
    }

    /// The same, rendering `blocksPerRun` blocks at a time (the tests try small runs).
    func renderHTML(blocksPerRun: Int) -> String {
        guard !isEmpty else { return "" }
        if count > 1 || self[0].kind != .document,
           let html = Self.renderingInRuns(flatMap(Self.renderableParts), blocksPerRun: Swift.max(1, blocksPerRun)) {
            return html
        }
        return Self.renderingAtOnce(self)
    }

    /// Blocks this many at a time: cmark-gfm's copy of the tree costs about 170 bytes a node, so a
    /// guide of 5,000 sections held a copy of every one of them while rendering.
    static let blocksPerRun = 32

    /// Many blocks rendered a run at a time and joined: the same HTML, since every block starts
    /// on a fresh line (cmark-gfm's `cr`) and a run ends with one. Nil when that cannot be
    /// told (inlines among them, or a run that ends without a line break): render them at once.
    private static func renderingInRuns(_ parts: [MarkdownNode], blocksPerRun: Int) -> String? {
        guard parts.count > blocksPerRun, parts.allSatisfy(\.kind.isBlock) else { return nil }
        var html = ""
        var start = 0
        while start < parts.count {
            if !html.isEmpty, !html.hasSuffix("\n") { return nil }
            let end = Swift.min(start + blocksPerRun, parts.count)
            html += renderingAtOnce(Array(parts[start..<end]))
            start = end
        }
        return html
    }

    private static func renderingAtOnce(_ nodes: [MarkdownNode]) -> String {
        let root = Self.makeRoot(for: nodes)
        defer { cmark_node_free(root) }
        // Tables only render through their extension when the renderer is given the extension
        // list, which cmark-gfm hands out per parser.
        let parser = Cmark.makeParser()
        defer { cmark_parser_free(parser) }
        guard let rendered = cmark_render_html(root, Cmark.options, cmark_parser_get_syntax_extensions(parser)) else {
            return ""
        }
        // The buffer is malloc'd by cmark-gfm and ours to free.
        defer { free(rendered) }
        var html = String(cString: rendered)
        if nodes.allSatisfy({ !$0.kind.isBlock }), html.hasSuffix("\n") { html.removeLast() }
        return html
    }

    /// A document renders as its own root. Anything else goes under a custom block with no HTML
    /// of its own: cmark-gfm's renderer dereferences a node's parent for paragraphs and table
    /// parts, so a bare paragraph as root crashes it, and the custom block is the one container
    /// that may hold blocks and inlines alike. Table rows and cells cannot render outside their
    /// table (the table extension reads the table's private data), so their content stands in.
    private static func makeRoot(for nodes: [MarkdownNode]) -> OpaquePointer {
        let writer = CmarkTreeWriter()
        if nodes.count == 1, nodes[0].kind == .document { return writer.make(nodes[0]) }
        let root = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        cmark_node_set_on_enter(root, "")
        cmark_node_set_on_exit(root, "")
        for node in nodes.flatMap(renderableParts) {
            let child = writer.make(node)
            if cmark_node_append_child(root, child) == 0 { cmark_node_free(child) }
        }
        return root
    }

    private static func renderableParts(of node: MarkdownNode) -> [MarkdownNode] {
        switch node.kind {
        case .document, .tableRow, .tableCell: node.children.flatMap(renderableParts)
        default: [node]
        }
    }
}
