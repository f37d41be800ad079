import Diagnostics

/// The text report: per guide its path and status, then each table with aligned columns.
enum TextReport {
    static func render(_ diff: ContentDiff) -> String {
        guard !diff.guides.isEmpty else { return "No changes.\n" }
        var out = ""
        for guide in diff.guides {
            out += "\(OneLine.escaping(guide.path)): \(guide.presence.rawValue)\(guide.isBreaking ? " (breaking)" : "")\n"
            for table in guide.tables {
                out += "  \(table.title):\n"
                out += aligned([table.headers] + table.rows.map { $0.map { printable($0.plain) } }).map { "    " + $0 + "\n" }.joined()
            }
        }
        return out
    }

    /// One line without control characters: a guide's text cannot move the cursor or
    /// break a row (a newline or an escape sequence is written as an escape, as diagnostics are).
    static func printable(_ text: String) -> String { OneLine.escaping(text) }

    /// Rows with every column but the last padded to its widest cell, two spaces apart.
    static func aligned(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }
    }
}
