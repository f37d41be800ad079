/// The Markdown report for a pull-request comment: a heading per guide, a table per kind.
/// Names and values are code spans; everything is escaped so that text from a guide renders
/// as text (no HTML, no broken table).
enum MarkdownReport {
    static func render(_ diff: ContentDiff) -> String {
        let changed = diff.guides.count
        var out = "## Design token changes\n\n"
        guard changed > 0 else { return out + "No changes in \(diff.compared) guide\(diff.compared == 1 ? "" : "s").\n" }
        out += "\(changed) of \(diff.compared) guide\(diff.compared == 1 ? "" : "s") changed"
        out += diff.isBreaking ? "; **breaking**: a token was removed or a drawn pair fell below WCAG AA.\n" : ".\n"
        for guide in diff.guides {
            out += "\n### \(escape(guide.path)) (\(guide.presence.rawValue)\(guide.isBreaking ? ", breaking" : ""))\n"
            for table in guide.tables {
                out += "\n**\(escape(table.title))**\n\n"
                out += "| " + table.headers.map(escape).joined(separator: " | ") + " |\n"
                out += "|" + String(repeating: " --- |", count: table.headers.count) + "\n"
                for row in table.rows { out += "| " + row.map(cell).joined(separator: " | ") + " |\n" }
            }
        }
        return out
    }

    private static func cell(_ cell: DiffTable.Cell) -> String {
        switch cell {
        case .text(let text): escape(text)
        // A backtick inside would end the span early; a code span shows entities literally,
        // so `<` and `&` stay as they are and HTML cannot start inside it.
        case .code(let text): "`" + text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") + "`"
        }
    }

    /// Text with Markdown's and HTML's active characters escaped, one line.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": out += " "
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }
}
