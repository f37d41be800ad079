import CCmarkGFM

/// Builds a cmark-gfm node tree from `MarkdownNode` values, so that trees read from a document
/// (or rewritten by sitegen) render through cmark-gfm's own HTML renderer.
struct CmarkTreeWriter {
    /// Creates the C node for `node` and its subtree. The caller owns the result and frees it with
    /// `cmark_node_free` (which frees the subtree too).
    func make(_ node: MarkdownNode) -> OpaquePointer {
        let cNode = makeNode(node.kind)
        for child in node.children {
            let cChild = make(child)
            // cmark refuses children its parent cannot contain (an inline directly under a list,
            // say); such a child is dropped rather than crashing the build.
            if cmark_node_append_child(cNode, cChild) == 0 { cmark_node_free(cChild) }
        }
        return cNode
    }

    private func makeNode(_ kind: MarkdownNode.Kind) -> OpaquePointer {
        switch kind {
        case .document: return new(CMARK_NODE_DOCUMENT)
        case .blockQuote: return new(CMARK_NODE_BLOCK_QUOTE)
        case .list(let style): return list(style)
        case .item(let task): return item(task)
        case .codeBlock(let info, let literal):
            let node = new(CMARK_NODE_CODE_BLOCK)
            cmark_node_set_fence_info(node, info)
            cmark_node_set_literal(node, literal)
            return node
        case .htmlBlock(let literal): return new(CMARK_NODE_HTML_BLOCK, literal: literal)
        case .customBlock(let enter, let exit): return custom(CMARK_NODE_CUSTOM_BLOCK, enter, exit)
        case .paragraph: return new(CMARK_NODE_PARAGRAPH)
        case .heading(let level):
            let node = new(CMARK_NODE_HEADING)
            cmark_node_set_heading_level(node, Int32(level))
            return node
        case .thematicBreak: return new(CMARK_NODE_THEMATIC_BREAK)
        case .table(let alignments): return table(alignments)
        case .tableRow(let isHeader):
            let node = newExtension(sitegen_node_type_table_row(), "table")
            cmark_gfm_extensions_set_table_row_is_header(node, isHeader ? 1 : 0)
            return node
        case .tableCell:
            // Not `newExtension`: cmark-gfm 0.29's table extension allocates a cell's private data
            // when the node is made with it but never frees it (LeakSanitizer, through the guide
            // fuzz target). Cells render from their table's data alone, so the extension is
            // attached without that allocation.
            let node = new(sitegen_node_type_table_cell())
            cmark_node_set_syntax_extension(node, Cmark.syntaxExtension(named: "table"))
            return node
        case .text(let literal): return new(CMARK_NODE_TEXT, literal: literal)
        case .softBreak: return new(CMARK_NODE_SOFTBREAK)
        case .lineBreak: return new(CMARK_NODE_LINEBREAK)
        case .code(let literal): return new(CMARK_NODE_CODE, literal: literal)
        case .htmlInline(let literal): return new(CMARK_NODE_HTML_INLINE, literal: literal)
        case .customInline(let enter, let exit): return custom(CMARK_NODE_CUSTOM_INLINE, enter, exit)
        case .emphasis: return new(CMARK_NODE_EMPH)
        case .strong: return new(CMARK_NODE_STRONG)
        case .strikethrough: return newExtension(sitegen_node_type_strikethrough(), "strikethrough")
        case .link(let destination, let title): return link(CMARK_NODE_LINK, destination, title)
        case .image(let destination, let title): return link(CMARK_NODE_IMAGE, destination, title)
        }
    }

    private func new(_ type: cmark_node_type, literal: String? = nil) -> OpaquePointer {
        let node = cmark_node_new(type)!
        if let literal { cmark_node_set_literal(node, literal) }
        return node
    }

    /// Extension nodes must carry their extension: its HTML renderer is what draws them.
    private func newExtension(_ type: cmark_node_type, _ extensionName: String) -> OpaquePointer {
        cmark_node_new_with_ext(type, Cmark.syntaxExtension(named: extensionName))!
    }

    private func list(_ style: MarkdownNode.ListStyle) -> OpaquePointer {
        let node = new(CMARK_NODE_LIST)
        if let start = style.start {
            cmark_node_set_list_type(node, CMARK_ORDERED_LIST)
            cmark_node_set_list_start(node, Int32(start))
            cmark_node_set_list_delim(node, style.usesParenDelimiter ? CMARK_PAREN_DELIM : CMARK_PERIOD_DELIM)
        } else {
            cmark_node_set_list_type(node, CMARK_BULLET_LIST)
        }
        cmark_node_set_list_tight(node, style.isTight ? 1 : 0)
        return node
    }

    private func item(_ task: MarkdownNode.TaskState?) -> OpaquePointer {
        guard let task else { return new(CMARK_NODE_ITEM) }
        let node = newExtension(CMARK_NODE_ITEM, "tasklist")
        cmark_gfm_extensions_set_tasklist_item_checked(node, task == .checked)
        return node
    }

    private func table(_ alignments: [MarkdownNode.TableAlignment]) -> OpaquePointer {
        let node = newExtension(sitegen_node_type_table(), "table")
        var raw: [UInt8] = alignments.map { alignment in
            switch alignment {
            case .none: 0
            case .left: UInt8(ascii: "l")
            case .center: UInt8(ascii: "c")
            case .right: UInt8(ascii: "r")
            }
        }
        cmark_gfm_extensions_set_table_columns(node, UInt16(raw.count))
        // cmark-gfm copies the alignments into the node's own storage.
        cmark_gfm_extensions_set_table_alignments(node, UInt16(raw.count), &raw)
        return node
    }

    private func custom(_ type: cmark_node_type, _ enter: String, _ exit: String) -> OpaquePointer {
        let node = new(type)
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        return node
    }

    private func link(_ type: cmark_node_type, _ destination: String, _ title: String) -> OpaquePointer {
        let node = new(type)
        cmark_node_set_url(node, destination)
        cmark_node_set_title(node, title)
        return node
    }
}
