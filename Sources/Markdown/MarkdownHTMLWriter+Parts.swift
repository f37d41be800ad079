extension MarkdownHTMLWriter {
    // MARK: What a rewriter writes with

    /// Text, escaped, as a text node writes it.
    public mutating func writeText(_ text: Substring) {
        escape(text)
    }

    /// A code span; in an image's description, only its text.
    public mutating func writeCode(_ code: Substring) {
        if inImage { return escape(code) }
        put("<code>")
        escape(code)
        put("</code>")
    }

    /// HTML written by sitegen itself, as a custom inline's: not escaped, and left out of an
    /// image's description.
    public mutating func writeHTML(_ html: String) {
        if !inImage { put(html) }
    }

    /// What a custom block with this HTML around `node`'s children writes: each part on lines
    /// of its own.
    public mutating func writeCustomBlock<Rewriter: MarkdownHTMLRewriting>(onEnter: String, onExit: String, childrenOf node: MarkdownNode?, rewriting rewriter: inout Rewriter) {
        if inImage {
            if let node { writeChildren(of: node, as: node.kind, rewriting: &rewriter) }
            return
        }
        newLine()
        put(onEnter)
        newLine()
        if let node { writeChildren(of: node, as: .customBlock(onEnter: onEnter, onExit: onExit), rewriting: &rewriter) }
        newLine()
        put(onExit)
        newLine()
    }

    /// `node`'s children, each offered to `rewriter` first, as the children of a `kind`.
    public mutating func writeChildren<Rewriter: MarkdownHTMLRewriting>(of node: MarkdownNode, as kind: MarkdownNode.Kind, rewriting rewriter: inout Rewriter) {
        let outer = (parent, grandparent)
        (parent, grandparent) = (kind, parent)
        for child in node.children { write(child, rewriting: &rewriter) }
        (parent, grandparent) = outer
    }

    // MARK: Lines, tables and image descriptions

    /// An inline's children between its opening and closing markup.
    mutating func writeChildren<Rewriter: MarkdownHTMLRewriting>(of node: MarkdownNode, as kind: MarkdownNode.Kind, between open: String, and close: String, rewriting rewriter: inout Rewriter) {
        put(open)
        writeChildren(of: node, as: kind, rewriting: &rewriter)
        put(close)
    }

    /// cmark-gfm's `cr`: a line break unless at the start or just after one.
    mutating func newLine() {
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    /// A row's cells, each aligned as its column (the table's alignments, by position).
    mutating func writeCells<Rewriter: MarkdownHTMLRewriting>(of row: MarkdownNode, rewriting rewriter: inout Rewriter) {
        let alignments = tableAlignments ?? []
        let outer = (parent, grandparent)
        (parent, grandparent) = (row.kind, parent)
        for (column, cell) in row.children.enumerated() {
            guard case .tableCell = cell.kind else {
                write(cell, rewriting: &rewriter)
                continue
            }
            writeCell(cell, alignment: column < alignments.count ? alignments[column] : .none, rewriting: &rewriter)
        }
        (parent, grandparent) = outer
    }


    mutating func writeCell<Rewriter: MarkdownHTMLRewriting>(_ cell: MarkdownNode, alignment: MarkdownNode.TableAlignment, rewriting rewriter: inout Rewriter) {
        newLine()
        put(inTableHeader ? "<th" : "<td")
        switch alignment {
        case .none: break
        case .left: put(" align=\"left\"")
        case .center: put(" align=\"center\"")
        case .right: put(" align=\"right\"")
        }
        put(">")
        writeChildren(of: cell, as: cell.kind, rewriting: &rewriter)
        put(inTableHeader ? "</th>" : "</td>")
    }

    /// Inside an image's description: only text survives, as the `alt` attribute's value.
    mutating func writePlain<Rewriter: MarkdownHTMLRewriting>(_ node: MarkdownNode, as kind: MarkdownNode.Kind, rewriting rewriter: inout Rewriter) {
        switch kind {
        case .text(let literal), .code(let literal), .htmlInline(let literal): escape(literal)
        case .softBreak, .lineBreak: bytes.append(UInt8(ascii: " "))
        default: writeChildren(of: node, as: kind, rewriting: &rewriter)
        }
    }

}
