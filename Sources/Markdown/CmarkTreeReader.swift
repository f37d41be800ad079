import CCmarkGFM
import Foundation

/// Converts a cmark-gfm node tree into `MarkdownNode` values, taking the C tree apart as it
/// goes: each child is freed once it is converted, so the C tree shrinks while the Swift one
/// grows and a document never holds both whole. For inline-dense prose cmark's tree alone is
/// over 50 times the text (jemalloc's heap profile at the peak), and the Swift tree came on top
/// of it (issue 14: no guide grows memory past about 30 times its size). The caller still owns the root, childless by then, and frees it.
///
/// The conversion recurses, and so does every walk over the values it returns (rendering, the
/// site's rewriter, `plainText`, and the release of the tree itself, which Swift does node by
/// node). So the tree it returns is never deeper than `MarkdownDocument.nestingLimit`: a node at
/// that depth keeps its kind, but its descendants are flattened into their plain text (see
/// `flattenedChildren`), and the place is recorded for a warning.
struct CmarkTreeReader {
    /// Nodes converted (and flattened descendants read): the work the tests count.
    private(set) var work = 0
    /// Where a subtree was flattened, in document order.
    private(set) var flattened: [SourceRange] = []
    /// Where each code block of the tree is, in the order converted: what `FenceCheck` reads,
    /// so it need not walk the tree again.
    private(set) var codeBlocks: [SourceRange] = []

    mutating func read(_ node: OpaquePointer, depth: Int = 0) -> MarkdownNode {
        work += 1
        var children: [MarkdownNode] = []
        if depth >= MarkdownDocument.nestingLimit, cmark_node_first_child(node) != nil {
            children = flattenedChildren(of: node)
            flattened.append(range(of: node))
        } else {
            // Sized first (a walk of the sibling pointers): growing the array as children
            // arrive copied every node's children about twice.
            var count = 0
            var sibling = cmark_node_first_child(node)
            while let current = sibling { count += 1; sibling = cmark_node_next(current) }
            children.reserveCapacity(count)
            var child = cmark_node_first_child(node)
            while let current = child {
                children.append(read(current, depth: depth + 1))
                child = cmark_node_next(current)
                cmark_node_unlink(current)
                cmark_node_free(current)
            }
        }
        let range = range(of: node)
        if cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK { codeBlocks.append(range) }
        return MarkdownNode(kind(of: node), range: range, children: children)
    }

    private func range(of node: OpaquePointer) -> SourceRange {
        SourceRange(
            startLine: Int(cmark_node_get_start_line(node)),
            startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)),
            endColumn: Int(cmark_node_get_end_column(node))
        )
    }

    /// The children a node at the depth limit gets instead of its subtree: the subtree's text,
    /// read with cmark's iterator (which walks without recursing), in the one shape the node may
    /// contain, so the flattened text still renders.
    private mutating func flattenedChildren(of node: OpaquePointer) -> [MarkdownNode] {
        let text = MarkdownNode(.text(flattenedText(of: node)))
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_ITEM, CMARK_NODE_CUSTOM_BLOCK:
            return [MarkdownNode(.paragraph, children: [text])]
        case CMARK_NODE_LIST:
            return [MarkdownNode(.item(task: nil), children: [MarkdownNode(.paragraph, children: [text])])]
        default:
            return [text]
        }
    }

    /// The text of every descendant: literals, with line breaks and block boundaries as spaces.
    private mutating func flattenedText(of node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator), current != node else { continue }
            work += 1
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                text += literal(current)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                // A new block after text keeps the words apart. cmark's type bits: 0x8000 block,
                // 0xC000 inline.
                if cmark_node_get_type(current).rawValue & 0xC000 == 0x8000, let last = text.last, last != " " { text += " " }
            }
        }
        return text
    }

    private func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list(listStyle(of: node))
        case CMARK_NODE_ITEM: return .item(task: taskState(of: node))
        case CMARK_NODE_CODE_BLOCK: return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: literal(node))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(node))
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock(onEnter: string(cmark_node_get_on_enter(node)), onExit: string(cmark_node_get_on_exit(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(literal(node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(node))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(literal(node))
        case CMARK_NODE_CUSTOM_INLINE: return .customInline(onEnter: string(cmark_node_get_on_enter(node)), onExit: string(cmark_node_get_on_exit(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE: return .image(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default: return extensionKind(of: node)
        }
    }

    /// Extension node types are assigned at registration, so they are told apart by name.
    /// Names compared as C strings, where they lie: a String made of each table cell's type
    /// name only to compare it was most of reading a table.
    private func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let name = cmark_node_get_type_string(node)
        if Self.isNamed(name, "table_cell") { return .tableCell }
        if Self.isNamed(name, "table_row") || Self.isNamed(name, "table_header") {
            return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        }
        if Self.isNamed(name, "table") { return .table(alignments: alignments(of: node)) }
        if Self.isNamed(name, "strikethrough") { return .strikethrough }
        // An extension this reader does not know: keep its text rather than lose it.
        return .text(literal(node))
    }

    private static func isNamed(_ name: UnsafePointer<CChar>?, _ expected: StaticString) -> Bool {
        guard let name else { return false }
        return expected.withUTF8Buffer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { strncmp(name, $0.baseAddress!, bytes.count) == 0 && name[bytes.count] == 0 }
        }
    }

    private func listStyle(of node: OpaquePointer) -> MarkdownNode.ListStyle {
        let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        return MarkdownNode.ListStyle(
            start: ordered ? Int(cmark_node_get_list_start(node)) : nil,
            usesParenDelimiter: cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM,
            isTight: cmark_node_get_list_tight(node) != 0
        )
    }

    /// The tasklist extension re-labels items it claims as "tasklist".
    private func taskState(of node: OpaquePointer) -> MarkdownNode.TaskState? {
        guard Self.isNamed(cmark_node_get_type_string(node), "tasklist") else { return nil }
        return cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked
    }

    private func alignments(of node: OpaquePointer) -> [MarkdownNode.TableAlignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(node))
        guard let raw = cmark_gfm_extensions_get_table_alignments(node) else {
            return Array(repeating: .none, count: count)
        }
        // cmark-gfm stores each column's alignment as the character of its delimiter row.
        return (0..<count).map { index in
            switch raw[index] {
            case UInt8(ascii: "l"): .left
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .none
            }
        }
    }

    private func literal(_ node: OpaquePointer) -> String { string(cmark_node_get_literal(node)) }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
