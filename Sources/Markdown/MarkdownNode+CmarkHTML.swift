import CCmarkGFM
import Foundation

extension Array where Element == MarkdownNode {
    /// The same HTML as `renderHTML()`, rendered by cmark-gfm itself from a C copy of the tree:
    /// what the tests and the guide fuzz target hold the Swift writer to.
    func renderHTMLThroughCmark() -> String {
        guard !isEmpty else { return "" }
        let root = Self.makeCmarkRoot(for: self)
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
        if allSatisfy({ !$0.kind.isBlock }), html.hasSuffix("\n") { html.removeLast() }
        return html
    }

    /// A document renders as its own root. Anything else goes under a custom block with no HTML
    /// of its own: cmark-gfm's renderer dereferences a node's parent for paragraphs and table
    /// parts, so a bare paragraph as root crashes it, and the custom block is the one container
    /// that may hold blocks and inlines alike. Table rows and cells cannot render outside their
    /// table (the table extension reads the table's private data), so their content stands in.
    private static func makeCmarkRoot(for nodes: [MarkdownNode]) -> OpaquePointer {
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
}

extension MarkdownNode {
    /// `renderHTMLThroughCmark()` for one node.
    func renderHTMLThroughCmark() -> String {
        [self].renderHTMLThroughCmark()
    }
}
