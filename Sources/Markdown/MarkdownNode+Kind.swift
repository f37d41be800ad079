extension MarkdownNode {
    /// The kinds of node cmark-gfm produces with the table, strikethrough, autolink and tasklist
    /// extensions, plus custom nodes for HTML that the program (never the document) supplies.
    public enum Kind: Sendable, Equatable {
        // Blocks
        case document
        case blockQuote
        case list(ListStyle)
        /// A list item; `task` is nil unless it is a GFM task item.
        case item(task: TaskState?)
        /// A code block; `info` is the fence's info string (`swift`), empty when indented.
        case codeBlock(info: String, literal: String)
        /// Raw HTML in the document. Rendered as `<!-- raw HTML omitted -->` (safe mode).
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case table(alignments: [TableAlignment])
        case tableRow(isHeader: Bool)
        case tableCell
        /// HTML written by sitegen itself, emitted as is: the one explicit bypass of safe mode.
        case customBlock(onEnter: String, onExit: String)

        // Inlines
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        /// Raw inline HTML in the document. Rendered as `<!-- raw HTML omitted -->` (safe mode).
        case htmlInline(String)
        case emphasis
        case strong
        case strikethrough
        case link(destination: String, title: String)
        case image(destination: String, title: String)
        /// Inline HTML written by sitegen itself, emitted as is: the one explicit bypass of safe mode.
        case customInline(onEnter: String, onExit: String)

        /// Whether blocks may sit inside this kind: the document, quotes, lists and their items,
        /// and sitegen's own blocks. Paragraphs, headings and table cells hold inlines only.
        public var holdsBlocks: Bool {
            switch self {
            case .document, .blockQuote, .list, .item, .customBlock: true
            default: false
            }
        }

        /// Whether this kind is a block (as opposed to an inline).
        public var isBlock: Bool {
            switch self {
            case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
                 .thematicBreak, .table, .tableRow, .tableCell, .customBlock:
                true
            default:
                false
            }
        }
    }

    /// How a list is marked and spaced.
    public struct ListStyle: Sendable, Equatable {
        /// Ordered lists carry their start number; nil for bullet lists.
        public var start: Int?
        /// `)` instead of `.` after ordered list numbers.
        public var usesParenDelimiter: Bool
        /// Tight lists render items without `<p>`.
        public var isTight: Bool

        /// Creates a list style.
        public init(start: Int? = nil, usesParenDelimiter: Bool = false, isTight: Bool = true) {
            self.start = start
            self.usesParenDelimiter = usesParenDelimiter
            self.isTight = isTight
        }
    }

    /// A GFM task item's box.
    public enum TaskState: Sendable, Equatable {
        case checked, unchecked
    }

    /// A table column's alignment from its delimiter row.
    public enum TableAlignment: Sendable, Equatable {
        case none, left, center, right
    }
}
