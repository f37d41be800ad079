extension MarkdownNode {
    /// An indented outline of the tree (`Heading @1:1-1:9 level: 1`), for golden tests and
    /// debugging.
    public func treeDump() -> String {
        var lines: [String] = []
        dump(into: &lines, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func dump(into lines: inout [String], depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + "\(kindName) @\(range)\(kindDetails)")
        for child in children { child.dump(into: &lines, depth: depth + 1) }
    }

    private var kindName: String {
        switch kind {
        case .document: "Document"
        case .blockQuote: "BlockQuote"
        case .list: "List"
        case .item: "Item"
        case .codeBlock: "CodeBlock"
        case .htmlBlock: "HTMLBlock"
        case .customBlock: "CustomBlock"
        case .paragraph: "Paragraph"
        case .heading: "Heading"
        case .thematicBreak: "ThematicBreak"
        case .table: "Table"
        case .tableRow: "TableRow"
        case .tableCell: "TableCell"
        case .text: "Text"
        case .softBreak: "SoftBreak"
        case .lineBreak: "LineBreak"
        case .code: "Code"
        case .htmlInline: "HTMLInline"
        case .customInline: "CustomInline"
        case .emphasis: "Emphasis"
        case .strong: "Strong"
        case .strikethrough: "Strikethrough"
        case .link: "Link"
        case .image: "Image"
        }
    }

    private var kindDetails: String {
        switch kind {
        case .list(let style):
            let type = style.start.map { "ordered start: \($0)" } ?? "bullet"
            return " \(type) tight: \(style.isTight)"
        case .item(let task): return task.map { " task: \($0)" } ?? ""
        case .codeBlock(let info, let literal): return " info: \(quoted(info)) lines: \(literal.split(separator: "\n", omittingEmptySubsequences: false).count - 1)"
        case .heading(let level): return " level: \(level)"
        case .table(let alignments): return " columns: \(alignments.count)"
        case .tableRow(let isHeader): return isHeader ? " header" : ""
        case .text(let literal), .code(let literal), .htmlInline(let literal), .htmlBlock(let literal): return " \(quoted(literal))"
        case .link(let destination, _), .image(let destination, _): return " destination: \(quoted(destination))"
        default: return ""
        }
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
