/// Why a file is not TOML that sitegen reads, and where: the reason and the place are kept
/// apart so tests can assert each.
public struct TOMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Equatable {
        /// The file is larger than `TOMLDocument.maximumBytes`.
        case fileTooLarge(bytes: Int)
        /// A line is longer than `TOMLDocument.maximumLineLength` bytes.
        case lineTooLong(bytes: Int)
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// Arrays or table names nested deeper than `TOMLDocument.maximumDepth`.
        case tooDeep
        /// A control character outside a string's escapes (its code point).
        case controlCharacter(UInt32)
        /// Something other than a key where one must start.
        case expectedKey(found: String)
        /// A key not followed by `=`.
        case expectedEquals(found: String)
        /// Something other than a value after `=` or in an array.
        case expectedValue(found: String)
        /// Text after a complete value, key or table header on its line.
        case expectedEndOfLine(found: String)
        /// An array element not followed by `,` or `]`.
        case expectedCommaOrBracket(found: String)
        /// A table header without its `]`.
        case expectedBracket(found: String)
        /// A string without its closing quote on the same line.
        case unterminatedString
        /// `\x` where x is no TOML escape.
        case invalidEscape(String)
        /// `\u` or `\U` that is not a Unicode scalar value.
        case invalidUnicodeEscape(String)
        /// A number that is not one in TOML.
        case invalidNumber(String)
        /// A number that does not fit in 64 bits (or a float that overflows to infinity).
        case numberOutOfRange(String)
        /// A key written twice in one table.
        case duplicateKey(String, first: TOMLPosition)
        /// A `[table]` header written twice.
        case duplicateTable(String, first: TOMLPosition)
        /// A table header through a key that holds a value.
        case notATable(String, first: TOMLPosition)
        /// TOML that this reader leaves out on purpose (the feature, and what to write instead).
        case unsupported(String)
    }

    /// The problem.
    public var reason: Reason
    /// Where it is (line 0: the file as a whole).
    public var position: TOMLPosition

    /// Creates an error.
    public init(_ reason: Reason, at position: TOMLPosition) {
        self.reason = reason
        self.position = position
    }

    /// The message, a lower-case sentence without the place.
    public var message: String {
        switch reason {
        case .fileTooLarge(let bytes): "the file is \(bytes) bytes; the limit is \(TOMLDocument.maximumBytes)"
        case .lineTooLong(let bytes): "the line is \(bytes) bytes long; the limit is \(TOMLDocument.maximumLineLength)"
        case .invalidUTF8: "the file is not valid UTF-8 here"
        case .tooDeep: "nested deeper than \(TOMLDocument.maximumDepth) levels"
        case .controlCharacter(let code): "control character U+\(Self.hex(code, digits: 4)) is not allowed; write it as an escape in a string"
        case .expectedKey(let found): "expected a key, found \(found)"
        case .expectedEquals(let found): "expected '=' after the key, found \(found)"
        case .expectedValue(let found): "expected a value (a string, number, true, false or array), found \(found)"
        case .expectedEndOfLine(let found): "expected the end of the line, found \(found)"
        case .expectedCommaOrBracket(let found): "expected ',' or ']' in the array, found \(found)"
        case .expectedBracket(let found): "expected ']' to close the table header, found \(found)"
        case .unterminatedString: "the string is not closed on this line"
        case .invalidEscape(let text): "unknown escape '\(text)' (TOML has \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX \\UXXXXXXXX)"
        case .invalidUnicodeEscape(let text): "'\(text)' is not a Unicode scalar value"
        case .invalidNumber(let text): "'\(text)' is not a number"
        case .numberOutOfRange(let text): "'\(text)' is out of range"
        case .duplicateKey(let key, let first): "key '\(key)' is already defined at \(first)"
        case .duplicateTable(let name, let first): "table '\(name)' is already defined at \(first)"
        case .notATable(let name, let first): "'\(name)' is already a value (at \(first)), not a table"
        case .unsupported(let what): what
        }
    }

    /// `line:column: message`, or the message alone for the file as a whole.
    public var description: String {
        position.line > 0 ? "\(position): \(message)" : message
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
