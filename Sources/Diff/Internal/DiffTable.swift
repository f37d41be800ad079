import Support

/// One kind of change of one guide as rows, shared by the text and Markdown reports so both
/// show the same cells in the same order.
struct DiffTable {
    enum Cell {
        /// Words (`added`, `dark`).
        case text(String)
        /// A name or value as written in code (`bumbleYellow`, `#FFC629`): code spans in Markdown.
        case code(String)

        var plain: String {
            switch self {
            case .text(let text), .code(let text): text
            }
        }
    }

    var title: String
    var headers: [String]
    var rows: [[Cell]]

    /// A WCAG ratio as tools print it, truncated: `4.49:1`.
    static func ratio(_ value: Double?) -> String { value.map(NumberFormat.ratio) ?? "?" }

    /// ΔE₀₀ to two decimals.
    static func deltaE(_ value: Double?) -> String { value.map { NumberFormat.fixed($0, digits: 2) } ?? "?" }

    /// `#5A5A5A`, `#FFFFFF / #1A1A1A` when there is a dark value, `?` when decided at run time.
    static func color(_ value: GuideDiff.ColorValue) -> String {
        (value.hex ?? "?") + (value.darkHex.map { " / " + $0 } ?? "")
    }
}
