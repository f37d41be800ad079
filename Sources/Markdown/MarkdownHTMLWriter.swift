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
    private(set) var bytes: [UInt8] = []
    /// The kinds of the node whose children are being written and of its parent: a paragraph
    /// is tight when its grandparent is a tight list.
    private var parent: MarkdownNode.Kind?
    private var grandparent: MarkdownNode.Kind?
    /// Set while inside an image: its description renders as the plain text of `alt`.
    private var inImage = false
    /// The table extension's state: whether the row being written is the header, and whether a
    /// `<tbody>` was opened and must be closed with the table.
    private var inTableHeader = false
    private var tableBodyIsOpen = false

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
            put(onEnter)
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            put(onExit)
        case .emphasis:
            put("<em>")
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            put("</em>")
        case .strong:
            put("<strong>")
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            put("</strong>")
        case .strikethrough:
            put("<del>")
            writeChildren(of: node, as: kind, rewriting: &rewriter)
            put("</del>")
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

    // MARK: Writing

    /// cmark-gfm's `cr`: a line break unless at the start or just after one.
    private mutating func newLine() {
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    /// A row's cells, each aligned as its column (the table's alignments, by position).
    private mutating func writeCells<Rewriter: MarkdownHTMLRewriting>(of row: MarkdownNode, rewriting rewriter: inout Rewriter) {
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

    /// The alignments of the table being written; rows are only ever written inside their table.
    private var tableAlignments: [MarkdownNode.TableAlignment]?

    private mutating func writeCell<Rewriter: MarkdownHTMLRewriting>(_ cell: MarkdownNode, alignment: MarkdownNode.TableAlignment, rewriting rewriter: inout Rewriter) {
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
    private mutating func writePlain<Rewriter: MarkdownHTMLRewriting>(_ node: MarkdownNode, as kind: MarkdownNode.Kind, rewriting rewriter: inout Rewriter) {
        switch kind {
        case .text(let literal), .code(let literal), .htmlInline(let literal): escape(literal)
        case .softBreak, .lineBreak: bytes.append(UInt8(ascii: " "))
        default: writeChildren(of: node, as: kind, rewriting: &rewriter)
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
