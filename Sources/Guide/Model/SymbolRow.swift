import Diagnostics
import Markdown

/// One row of the guide's SF Symbols table.
public struct SymbolRow: Sendable, Equatable {
    /// What the symbol is for (the "Component" or "Purpose" column).
    public var component: String
    /// The symbol names in the row (`person.2`, `person.2.fill`).
    public var names: [String]
    /// Code spans in the symbol column that are not well-formed symbol names (`Circle`).
    public var otherCodes: [String]
    /// The size column as written (`22pt (mini) / 28pt (inline)`).
    public var sizeText: String?
    /// The point sizes it gives, in order.
    public var sizes: [Double]
    /// Everything else in the row: notes in the symbol column and extra columns, as
    /// `header: value` when the column has a header of its own.
    public var notes: [String]
    /// The symbol column's cell, for rendering.
    public var symbolCell: [MarkdownNode]
    public var location: SourceLocation

    /// Whether `name` has the shape of an SF Symbol name: lower-case words and numbers joined by dots.
    public static func isWellFormedSymbolName(_ name: String) -> Bool {
        // ASCII names (all real ones) as bytes: splitting into Characters was asked of every row.
        if name.isASCII {
            var partLength = 0
            for byte in name.utf8 {
                if byte == UInt8(ascii: ".") {
                    guard partLength > 0 else { return false }
                    partLength = 0
                } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    partLength += 1
                } else {
                    return false
                }
            }
            return partLength > 0
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, !name.isEmpty else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { ($0.isLowercase && $0.isASCII) || $0.isNumber }
        }
    }
}
