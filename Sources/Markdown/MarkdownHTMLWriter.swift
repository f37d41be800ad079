/// Renders `MarkdownNode` trees as HTML, byte for byte as cmark-gfm 0.29's HTML renderer does
/// with the options sitegen parses with (`Cmark.options`: safe mode, no source positions) and
/// the table, strikethrough, autolink and tasklist extensions.
///
/// cmark-gfm renders only its own C tree, so rendering through it meant rebuilding a C copy of
/// every node first: about 300 bytes a node, most of a long paragraph's memory, and a fifth of
/// a brand page's time. This walks the Swift tree instead and writes bytes once. The tests hold
/// it to cmark-gfm's output (`renderHTMLThroughCmark`) on every guide they can read and on
/// trees built to reach each case below.
///
/// One difference is on purpose: cmark-gfm refuses to append a child its parent's kind may not
/// hold, and its table extension takes no custom inline in a cell, so a color chip and the hex
/// code it grouped vanished from every table. The writer writes every child it is given.
///
/// The walk recurses as deep as the tree, which `MarkdownDocument.nestingLimit` bounds for trees
/// read from a document.
public struct MarkdownHTMLWriter {
    var bytes: [UInt8] = []
    /// The kinds of the node whose children are being written and of its parent: a paragraph
    /// is tight when its grandparent is a tight list.
    var parent: MarkdownNode.Kind?
    var grandparent: MarkdownNode.Kind?
    /// Set while inside an image: its description renders as the plain text of `alt`.
    var inImage = false
    /// The table extension's state: whether the row being written is the header, and whether a
    /// `<tbody>` was opened and must be closed with the table.
    var inTableHeader = false
    var tableBodyIsOpen = false
    /// The alignments of the table being written; rows are only ever written inside their table.
    var tableAlignments: [MarkdownNode.TableAlignment]?

    /// `nodes` as HTML, each node offered to `rewriter` first. A document renders as itself;
    /// other nodes render as cmark-gfm renders them under a custom block with no HTML of its
    /// own (see `renderHTMLThroughCmark`): a line break closes the stretch, and a stretch of
    /// inlines gives it back.
    public static func render<Rewriter: MarkdownHTMLRewriting>(_ nodes: [MarkdownNode], rewriting rewriter: inout Rewriter) -> String {
        var writer = MarkdownHTMLWriter()
        if nodes.count == 1, nodes[0].kind == .document {
            writer.write(nodes[0], rewriting: &rewriter)
        } else {
            writer.parent = .customBlock(onEnter: "", onExit: "")
            for node in nodes.flatMap(Array.renderableParts) { writer.write(node, rewriting: &rewriter) }
            writer.newLine()
            if nodes.allSatisfy({ !$0.kind.isBlock }), writer.bytes.last == UInt8(ascii: "\n") { writer.bytes.removeLast() }
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes `node` and its subtree, unless `rewriter` writes it.
    public mutating func write<Rewriter: MarkdownHTMLRewriting>(_ node: MarkdownNode, rewriting rewriter: inout Rewriter) {
        if rewriter.rewrite(node, into: &self) { return }
        write(node, as: node.kind, rewriting: &rewriter)
    }

    /// Writes `node` as if it were of `kind` (a link with another destination, say), its
    /// children offered to `rewriter` first; the node itself is not offered again.
    public mutating func write<Rewriter: MarkdownHTMLRewriting>(_ node: MarkdownNode, as kind: MarkdownNode.Kind, rewriting rewriter: inout Rewriter) {
        if inImage {
            writePlain(node, as: kind, rewriting: &rewriter)
            return
        }
        switch kind {
        case .document:
            writeChildren(of: node, as: kind, rewriting: &rewriter)
        case .blockQuote:
            newLine()
            put("<blockquote>\n")
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            newLine()
            put("</blockquote>\n")
        case .list(let style):
            newLine()
            switch style.start {
            case nil: put("<ul>\n")
            case 1?: put("<ol>\n")
            case let start?: put("<ol start=\"\(Self.cInt(start))\">\n")
            }
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            put(style.start == nil ? "</ul>\n" : "</ol>\n")
        case .item(let task):
            newLine()
            switch task {
            case nil: put("<li>")
            case .checked?: put("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
            case .unchecked?: put("<li><input type=\"checkbox\" disabled=\"\" /> ")
            }
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            put("</li>\n")
        case .heading(let level):
            // cmark-gfm refuses levels outside 1...6 and keeps a new heading's 1.
            let digit = UInt8(ascii: "0") + UInt8((1...6).contains(level) ? level : 1)
            newLine()
            put("<h")
            bytes.append(digit)
            put(">")
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            put("</h")
            bytes.append(digit)
            put(">\n")
        case .codeBlock(let info, let literal):
            newLine()
            if info.isEmpty {
                put("<pre><code>")
            } else {
                put("<pre><code class=\"language-")
                escape(Self.firstWord(of: info))
                put("\">")
            }
            escape(literal)
            put("</code></pre>\n")
        case .htmlBlock:
            newLine()
            put("<!-- raw HTML omitted -->")
            newLine()
        case .customBlock(let onEnter, let onExit):
            writeCustomBlock(onEnter: onEnter, onExit: onExit, childrenOf: node, rewriting: &rewriter)
        case .thematicBreak:
            newLine()
            put("<hr />\n")
        case .paragraph:
            var tight = false
            if case .list(let style)? = grandparent { tight = style.isTight }
            if !tight {
                newLine()
                put("<p>")
            }
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            if !tight { put("</p>\n") }
        case .table(let alignments):
            newLine()
            put("<table>")
            tableBodyIsOpen = false
            let outer = tableAlignments
            tableAlignments = alignments
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            tableAlignments = outer
            if tableBodyIsOpen {
                newLine()
                put("</tbody>")
                newLine()
            }
            tableBodyIsOpen = false
            newLine()
            put("</table>")
            newLine()
        case .tableRow(let isHeader):
            newLine()
            if isHeader {
                inTableHeader = true
                put("<thead>")
                newLine()
            } else if !tableBodyIsOpen {
                put("<tbody>")
                newLine()
                tableBodyIsOpen = true
            }
            put("<tr>")
            writeCells(of: node, rewriting: &rewriter)
            newLine()
            put("</tr>")
            if isHeader {
                newLine()
                put("</thead>")
                inTableHeader = false
            }
        case .tableCell:
            // Cells are written by their row, which knows their columns; one met elsewhere
            // (never in a tree read from a document) is written without alignment.
            writeCell(node, alignment: .none, rewriting: &rewriter)
        case .text(let literal):
            writeText(literal[...])
        case .softBreak:
            bytes.append(UInt8(ascii: "\n"))
        case .lineBreak:
            put("<br />\n")
        case .code(let literal):
            writeCode(literal[...])
        case .htmlInline:
            put("<!-- raw HTML omitted -->")
        case .customInline(let onEnter, let onExit):
            writeChildren(of: node, as: kind, between: onEnter, and: onExit, rewriting: &rewriter)
        case .emphasis:
            writeChildren(of: node, as: kind, between: "<em>", and: "</em>", rewriting: &rewriter)
        case .strong:
            writeChildren(of: node, as: kind, between: "<strong>", and: "</strong>", rewriting: &rewriter)
        case .strikethrough:
            writeChildren(of: node, as: kind, between: "<del>", and: "</del>", rewriting: &rewriter)
        case .link(let destination, let title):
            put("<a href=\"")
            href(destination)
            if !title.isEmpty {
                put("\" title=\"")
                escape(title)
            }
            put("\">")
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            put("</a>")
        case .image(let destination, let title):
            put("<img src=\"")
            href(destination)
            put("\" alt=\"")
            inImage = true
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            inImage = false
            if !title.isEmpty {
                put("\" title=\"")
                escape(title)
            }
            put("\" />")
        }
    }

}

/// Writes some nodes its own way as `MarkdownHTMLWriter` meets them (sitegen's page rewriting:
/// highlighted snippets for code blocks, anchored headings, resolved links, color chips), so a
/// rewritten page needs no rewritten copy of its tree.
public protocol MarkdownHTMLRewriting {
    /// Writes `node` into `writer` and returns true, or returns false for the writer to write it
    /// as it is (offering its children in turn).
    mutating func rewrite(_ node: MarkdownNode, into writer: inout MarkdownHTMLWriter) -> Bool
}

/// Every node written as it is.
struct NoRewriting: MarkdownHTMLRewriting {
    func rewrite(_ node: MarkdownNode, into writer: inout MarkdownHTMLWriter) -> Bool { false }
}
