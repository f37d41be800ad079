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
struct MarkdownHTMLWriter {
    private(set) var bytes: [UInt8] = []
    /// Set while inside an image: its description renders as the plain text of `alt`.
    private var inImage = false
    /// The table extension's state: whether the row being written is the header, and whether a
    /// `<tbody>` was opened and must be closed with the table.
    private var inTableHeader = false
    private var tableBodyIsOpen = false

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Writes `node` and its subtree; `parent` and `grandparent` are its ancestors in the tree
    /// being rendered (a paragraph is tight when its grandparent is a tight list).
    mutating func write(_ node: MarkdownNode, parent: MarkdownNode.Kind?, grandparent: MarkdownNode.Kind?) {
        if inImage {
            writePlain(node)
            return
        }
        switch node.kind {
        case .document:
            writeChildren(of: node, grandparent: parent)
        case .blockQuote:
            newLine()
            put("<blockquote>\n")
            writeChildren(of: node, grandparent: parent)
            newLine()
            put("</blockquote>\n")
        case .list(let style):
            newLine()
            switch style.start {
            case nil: put("<ul>\n")
            case 1?: put("<ol>\n")
            case let start?: put("<ol start=\"\(Self.cInt(start))\">\n")
            }
            writeChildren(of: node, grandparent: parent)
            put(style.start == nil ? "</ul>\n" : "</ol>\n")
        case .item(let task):
            newLine()
            switch task {
            case nil: put("<li>")
            case .checked?: put("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
            case .unchecked?: put("<li><input type=\"checkbox\" disabled=\"\" /> ")
            }
            writeChildren(of: node, grandparent: parent)
            put("</li>\n")
        case .heading(let level):
            // cmark-gfm refuses levels outside 1...6 and keeps a new heading's 1.
            let digit = UInt8(ascii: "0") + UInt8((1...6).contains(level) ? level : 1)
            newLine()
            put("<h")
            bytes.append(digit)
            put(">")
            writeChildren(of: node, grandparent: parent)
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
            newLine()
            put(onEnter)
            newLine()
            writeChildren(of: node, grandparent: parent)
            newLine()
            put(onExit)
            newLine()
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
            writeChildren(of: node, grandparent: parent)
            if !tight { put("</p>\n") }
        case .table(let alignments):
            newLine()
            put("<table>")
            tableBodyIsOpen = false
            let outer = tableAlignments
            tableAlignments = alignments
            writeChildren(of: node, grandparent: parent)
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
            writeCells(of: node)
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
            writeCell(node, alignment: .none)
        case .text(let literal):
            escape(literal)
        case .softBreak:
            bytes.append(UInt8(ascii: "\n"))
        case .lineBreak:
            put("<br />\n")
        case .code(let literal):
            put("<code>")
            escape(literal)
            put("</code>")
        case .htmlInline:
            put("<!-- raw HTML omitted -->")
        case .customInline(let onEnter, let onExit):
            put(onEnter)
            writeChildren(of: node, grandparent: parent)
            put(onExit)
        case .emphasis:
            put("<em>")
            writeChildren(of: node, grandparent: parent)
            put("</em>")
        case .strong:
            put("<strong>")
            writeChildren(of: node, grandparent: parent)
            put("</strong>")
        case .strikethrough:
            put("<del>")
            writeChildren(of: node, grandparent: parent)
            put("</del>")
        case .link(let destination, let title):
            put("<a href=\"")
            href(destination)
            if !title.isEmpty {
                put("\" title=\"")
                escape(title)
            }
            put("\">")
            writeChildren(of: node, grandparent: parent)
            put("</a>")
        case .image(let destination, let title):
            put("<img src=\"")
            href(destination)
            put("\" alt=\"")
            inImage = true
            writeChildren(of: node, grandparent: parent)
            inImage = false
            if !title.isEmpty {
                put("\" title=\"")
                escape(title)
            }
            put("\" />")
        }
    }

    /// cmark-gfm's `cr`: a line break unless at the start or just after one.
    mutating func newLine() {
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    mutating func removeTrailingNewLine() {
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
    }

    private mutating func writeChildren(of node: MarkdownNode, grandparent: MarkdownNode.Kind?) {
        for child in node.children { write(child, parent: node.kind, grandparent: grandparent) }
    }

    /// A row's cells, each aligned as its column (the table's alignments, by position).
    private mutating func writeCells(of row: MarkdownNode) {
        let alignments = tableAlignments ?? []
        for (column, cell) in row.children.enumerated() {
            guard case .tableCell = cell.kind else {
                write(cell, parent: row.kind, grandparent: nil)
                continue
            }
            writeCell(cell, alignment: column < alignments.count ? alignments[column] : .none)
        }
    }

    /// The alignments of the table being written; rows are only ever written inside their table.
    private var tableAlignments: [MarkdownNode.TableAlignment]?

    private mutating func writeCell(_ cell: MarkdownNode, alignment: MarkdownNode.TableAlignment) {
        newLine()
        put(inTableHeader ? "<th" : "<td")
        switch alignment {
        case .none: break
        case .left: put(" align=\"left\"")
        case .center: put(" align=\"center\"")
        case .right: put(" align=\"right\"")
        }
        put(">")
        for child in cell.children { write(child, parent: cell.kind, grandparent: nil) }
        put(inTableHeader ? "</th>" : "</td>")
    }

    /// Inside an image's description: only text survives, as the `alt` attribute's value.
    private mutating func writePlain(_ node: MarkdownNode) {
        switch node.kind {
        case .text(let literal), .code(let literal), .htmlInline(let literal): escape(literal)
        case .softBreak, .lineBreak: bytes.append(UInt8(ascii: " "))
        default: for child in node.children { writePlain(child) }
        }
    }

    private mutating func put(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// houdini's HTML escape outside secure mode: `&`, `<`, `>` and `"`.
    private mutating func escape(_ text: Substring) {
        var text = text
        text.withUTF8 { source in
            var start = 0
            for index in 0..<source.count {
                let replacement: StaticString
                switch source[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                bytes.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
        }
    }

    private mutating func escape(_ text: String) { escape(text[...]) }

    /// A link's destination, or nothing for the schemes safe mode drops; houdini's href escape:
    /// URL characters as they are, `&` and `'` as entities, every other byte as `%XX`.
    private mutating func href(_ destination: String) {
        guard !Self.isDangerous(destination) else { return }
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in destination.utf8 {
            if Self.hrefSafe(byte) {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                put("&amp;")
            } else if byte == UInt8(ascii: "'") {
                put("&#x27;")
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
    }

    /// `-_.+!*(),%#@?=;:/$~` and letters and digits (houdini's HREF_SAFE).
    private static func hrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "@"),
             UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "$"),
             UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// cmark-gfm's `scan_dangerous_url`: `javascript:`, `vbscript:`, `file:` and `data:` (but for
    /// PNG, GIF, JPEG and WebP images), in any case.
    static func isDangerous(_ destination: String) -> Bool {
        let lowered = destination.utf8.prefix(16).map { (0x41...0x5A).contains($0) ? $0 + 32 : $0 }
        func starts(_ prefix: String) -> Bool { lowered.starts(with: prefix.utf8) }
        if starts("data:image/png") || starts("data:image/gif") || starts("data:image/jpeg") || starts("data:image/webp") {
            return false
        }
        return starts("javascript:") || starts("vbscript:") || starts("file:") || starts("data:")
    }

    /// An info string's first word: up to its first space, tab, line feed, vertical tab, form
    /// feed or carriage return (cmark's `isspace`).
    private static func firstWord(of info: String) -> Substring {
        let utf8 = info.utf8
        let end = utf8.firstIndex { (9...13).contains($0) || $0 == 32 } ?? utf8.endIndex
        return info[..<end]
    }

    /// What C's `%d` prints for a list start kept in an `int`.
    private static func cInt(_ value: Int) -> Int32 { Int32(truncatingIfNeeded: value) }
}
