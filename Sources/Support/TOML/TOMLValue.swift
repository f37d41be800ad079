/// A value of the TOML subset sitegen reads: strings, integers, floats, booleans, arrays and
/// tables. Dates, inline tables and arrays of tables are refused by the reader.
public indirect enum TOMLValue: Sendable, Equatable {
    /// A basic (`"…"`) or literal (`'…'`) string, escapes decoded.
    case string(String)
    /// A decimal integer that fits in 64 bits.
    case integer(Int)
    /// A finite decimal float.
    case float(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `[…]`, of any of these values.
    case array([TOMLValue])
    /// A `[table]`.
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
