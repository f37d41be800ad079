import Diagnostics
import Foundation
import Markdown

/// Reads SF Symbols tables whatever their header shape: it finds the column that names
/// symbols, the one that says what they are for, and the size column, and keeps the rest as notes.
struct SymbolTableReader {
    let document: MarkdownDocument

    func rows(in blocks: [MarkdownNode]) -> [SymbolRow] {
        blocks.filter { if case .table = $0.kind { true } else { false } }.flatMap(rows(of:))
    }

    private func rows(of table: MarkdownNode) -> [SymbolRow] {
        guard let header = table.children.first(where: { $0.kind == .tableRow(isHeader: true) }) else { return [] }
        let headers = header.children.map { $0.plainText.trimmedWhitespace }
        let body = table.children.filter { $0.kind == .tableRow(isHeader: false) }
        let columns = Columns(headers: headers, body: body)
        guard let symbolColumn = columns.symbol else { return [] }
        return body.map { row in
            let cells = row.children
            func cell(_ index: Int?) -> MarkdownNode? { index.flatMap { $0 < cells.count ? cells[$0] : nil } }
            let symbolCell = cell(symbolColumn)
            let codes = symbolCell.map(Self.codeSpans) ?? []
            let (names, others) = Self.symbolNames(in: codes)
            var notes: [String] = []
            if let symbolCell, let remark = Self.remark(in: symbolCell), !remark.isEmpty { notes.append(remark) }
            for (index, cellNode) in cells.enumerated() where ![columns.component, symbolColumn, columns.size].contains(index) {
                let text = cellNode.plainText.trimmedWhitespace
                guard !text.isEmpty else { continue }
                let title = index < headers.count ? headers[index] : ""
                notes.append(title.isEmpty || title.lowercased().hasPrefix("note") ? text : "\(title): \(text)")
            }
            let sizeText = cell(columns.size)?.plainText.trimmedWhitespace
            return SymbolRow(
                component: cell(columns.component)?.plainText.trimmedWhitespace ?? "",
                names: names, otherCodes: others, sizeText: sizeText?.isEmpty == true ? nil : sizeText,
                sizes: sizeText.map(Self.pointSizes) ?? [], notes: notes,
                symbolCell: symbolCell?.children ?? [], location: document.location(of: row)
            )
        }
    }

    /// Which column is which.
    private struct Columns {
        var symbol: Int?
        var component: Int?
        var size: Int?

        init(headers: [String], body: [MarkdownNode]) {
            let lowered = headers.map { $0.lowercased() }
            symbol = lowered.firstIndex { $0.contains("symbol") || $0.contains("icon") || $0.contains("glyph") }
            size = lowered.firstIndex { $0.contains("size") || $0 == "pt" || $0.contains("point") }
            component = lowered.firstIndex { header in
                ["component", "purpose", "element", "usage", "use", "action", "where", "context", "role", "meaning"].contains { header.contains($0) }
            }
            if symbol == nil {
                // No header says "symbol": take the column whose cells most often hold code spans.
                let counts = headers.indices.map { column in
                    body.filter { row in column < row.children.count && !SymbolTableReader.codeSpans(row.children[column]).isEmpty }.count
                }
                if let best = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[best] > 0 { symbol = best }
            }
            if component == nil || component == symbol {
                component = headers.indices.first { $0 != symbol && $0 != size }
            }
        }
    }

    /// The symbol names of a cell's code spans, and the spans that name none. A span that names
    /// a variant by its suffix (`` `heart.text.square` / `.fill` ``) is the full name before it
    /// with the suffix: heart.text.square and heart.text.square.fill.
    static func symbolNames(in codes: [String]) -> (names: [String], others: [String]) {
        var names: [String] = []
        var others: [String] = []
        var base: String?
        for code in codes {
            if SymbolRow.isWellFormedSymbolName(code) {
                if !names.contains(code) { names.append(code) }
                base = code
            } else if let base, code.hasPrefix("."), SymbolRow.isWellFormedSymbolName(String(code.dropFirst())) {
                if !names.contains(base + code) { names.append(base + code) }
            } else {
                others.append(code)
            }
        }
        return (names, others)
    }

    static func codeSpans(_ node: MarkdownNode) -> [String] {
        node.descendants.compactMap { if case .code(let text) = $0.kind { text.trimmedWhitespace } else { nil } }
    }

    /// The cell's words outside code spans and separators (`(placeholder for proprietary bee)`).
    private static func remark(in cell: MarkdownNode) -> String? {
        let text = cell.children.map { node -> String in
            if case .code = node.kind { return " " }
            return node.plainText
        }.joined()
        let cleaned = text.replacingBytes("/", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return cleaned.trimmingBytes { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
    }

    /// `28pt`, `18-22pt`, `22pt (mini) / 28pt (inline)` → every number given in points.
    static func pointSizes(_ text: String) -> [Double] {
        var sizes: [Double] = []
        var number = ""
        for character in text + " " {
            if character.isNumber || (character == "." && !number.isEmpty) {
                number.append(character)
            } else {
                if let value = Double(number) { sizes.append(value) }
                number = ""
            }
        }
        return sizes
    }
}
