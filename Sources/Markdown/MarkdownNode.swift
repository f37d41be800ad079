/// One node of a parsed Markdown document: a value, safe to share across tasks.
///
/// The tree mirrors cmark-gfm's: blocks contain blocks or inlines, inlines contain inlines.
/// Callers may build or rewrite trees (to add color chips or rewrite links) and render the result
/// with `renderHTML()`, which writes what cmark-gfm's renderer would.
///
/// The walks here and in `renderHTML()` recurse, as does releasing a tree. Trees read from a
/// document nest at most `MarkdownDocument.nestingLimit` levels, which keeps them all far from
/// the end of the stack; a tree built by code should stay within that too.
public struct MarkdownNode: Sendable, Equatable {
    /// What the node is, with the data of its kind.
    public var kind: Kind
    /// Where it came from; `.unknown` for nodes built by code.
    public var range: SourceRange
    /// Child nodes in document order.
    public var children: [MarkdownNode]

    /// Creates a node.
    public init(_ kind: Kind, range: SourceRange = .unknown, children: [MarkdownNode] = []) {
        self.kind = kind
        self.range = range
        self.children = children
    }

    /// The text a reader sees, without markup: text, code spans and line breaks (as spaces) of
    /// every descendant, concatenated.
    public var plainText: String {
        var text = ""
        appendPlainText(to: &text)
        return text
    }

    private func appendPlainText(to text: inout String) {
        switch kind {
        case .text(let literal), .code(let literal): text += literal
        case .softBreak, .lineBreak: text += " "
        case .codeBlock(_, let literal): text += literal
        default: for child in children { child.appendPlainText(to: &text) }
        }
    }

    /// Visits every node of this subtree in document order (pre-order), this one first,
    /// without collecting them.
    public func forEachNode(_ visit: (MarkdownNode) -> Void) {
        visit(self)
        for child in children { child.forEachNode(visit) }
    }

    /// Visits the blocks of this subtree in document order (pre-order), this one first,
    /// entering only blocks that hold blocks (`Kind.holdsBlocks`). Code blocks and headings
    /// never sit inside a paragraph, heading or table, so a walk for them need not read the
    /// inlines, which are most of a guide's nodes.
    public func forEachBlock(_ visit: (MarkdownNode) -> Void) {
        visit(self)
        guard kind.holdsBlocks else { return }
        for index in children.indices { children[index].forEachBlock(visit) }
    }

    /// Every node of this subtree in document order (pre-order), this one first.
    public var descendants: [MarkdownNode] {
        var nodes: [MarkdownNode] = []
        forEachNode { nodes.append($0) }
        return nodes
    }
}
