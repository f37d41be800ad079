import Foundation

/// JSON with keys kept in the order they are written and explicit nulls, so sitegen's JSON
/// output (dumps, token exports, search indexes) is stable and reads in a deliberate order.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Serializes; `indent` > 0 pretty-prints with that many spaces per level.
    public func serialized(indent: Int = 2) -> String {
        var output = ""
        write(into: &output, indent: indent, level: 0)
        return output
    }

    private func write(into output: inout String, indent: Int, level: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += Self.format(value)
        case .string(let value): Self.writeString(value, into: &output)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, into: &output, indent: indent, level: level) { index, output in
                elements[index].write(into: &output, indent: indent, level: level + 1)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, into: &output, indent: indent, level: level) { index, output in
                Self.writeString(members[index].0, into: &output)
                output += indent > 0 ? ": " : ":"
                members[index].1.write(into: &output, indent: indent, level: level + 1)
            }
        }
    }

    private func writeContainer(open: String, close: String, count: Int, into output: inout String, indent: Int, level: Int, element: (Int, inout String) -> Void) {
        output += open
        guard count > 0 else { output += close; return }
        let inner = indent > 0 ? "\n" + String(repeating: " ", count: indent * (level + 1)) : ""
        for index in 0..<count {
            output += index == 0 ? inner : "," + inner
            element(index, &output)
        }
        output += indent > 0 ? "\n" + String(repeating: " ", count: indent * level) + close : close
    }

    /// Integers without a fraction; other numbers in the shortest form that reads back exactly.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func writeString(_ value: String, into output: inout String) {
        output += "\""
        // Runs of bytes that need no escaping are appended whole; only the rare special
        // character goes through the slow path.
        let utf8 = value.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            let needsEscape = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<") || byte == 0xE2
            if !needsEscape {
                index = utf8.index(after: index)
                continue
            }
            output += value[runStart..<index]
            if byte == 0xE2 {
                // U+2028 and U+2029 (E2 80 A8/A9) break JavaScript string literals.
                let scalar = value.unicodeScalars[index]
                if scalar.value == 0x2028 || scalar.value == 0x2029 {
                    output += scalar.value == 0x2028 ? "\\u2028" : "\\u2029"
                } else {
                    output.unicodeScalars.append(scalar)
                }
                index = value.unicodeScalars.index(after: index)
                runStart = index
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): output += "\\\""
            case UInt8(ascii: "\\"): output += "\\\\"
            case UInt8(ascii: "\n"): output += "\\n"
            case UInt8(ascii: "\r"): output += "\\r"
            case UInt8(ascii: "\t"): output += "\\t"
            // `<` escaped keeps JSON safe to inline in a <script> element.
            case UInt8(ascii: "<"): output += "\\u003c"
            default: output += String(format: "\\u%04x", byte)
            }
            index = utf8.index(after: index)
            runStart = index
        }
        output += value[runStart...]
        output += "\""
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// A string, or null.
    public static func orNull(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
    /// A number, or null.
    public static func orNull(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }
    /// A number, or null.
    public static func orNull(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
}
