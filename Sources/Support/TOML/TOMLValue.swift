/// A value of the TOML subset sitegen reads: strings, integers, floats, booleans, arrays and
/// tables. Dates, inline tables and arrays of tables are refused by the reader.
public indirect enum TOMLValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    case array([TOMLValue])
    case table(TOMLTable)

    /// The kind of value with its article, for messages: "a string", "an array".
    public var kindName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .float: "a float"
        case .boolean: "a boolean"
        case .array: "an array"
        case .table: "a table"
        }
    }

    /// The string, when this is one.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The elements, when this is an array.
    public var arrayValue: [TOMLValue]? { if case .array(let value) = self { value } else { nil } }
    /// The table, when this is one.
    public var tableValue: TOMLTable? { if case .table(let value) = self { value } else { nil } }
}

/// A place in a TOML file: 1-based line and column, the column counting UTF-8 bytes (as
/// `SourceLocation` does); line 0 means the file as a whole.
public struct TOMLPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: TOMLPosition, rhs: TOMLPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A table: its keys in the order written, each with where its key and its value begin, so a
/// reader of the document can point at a value it refuses.
public struct TOMLTable: Sendable, Equatable {
    /// One `key = value` (or a sub-table, whose value is `.table`).
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: TOMLValue
        /// Where the key is written (for a sub-table, its first `[header]` or dotted mention).
        public var keyPosition: TOMLPosition
        /// Where the value begins (for a sub-table, its header).
        public var valuePosition: TOMLPosition

        /// Creates an entry.
        public init(key: String, value: TOMLValue, keyPosition: TOMLPosition, valuePosition: TOMLPosition) {
            self.key = key
            self.value = value
            self.keyPosition = keyPosition
            self.valuePosition = valuePosition
        }
    }

    /// The entries, in the order their keys first appear.
    public var entries: [Entry]

    /// Creates a table.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The entry for `key`, if the table has one.
    public subscript(key: String) -> Entry? {
        entries.first { $0.key == key }
    }
}
