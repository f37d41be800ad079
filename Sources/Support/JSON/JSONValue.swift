import Foundation

/// JSON with keys kept in the order they are written and explicit nulls, so sitegen's JSON
/// output (dumps, token exports, search indexes, manifests, findings) is stable and reads in a
/// deliberate order. sitegen's one JSON writer (`serialized`) and reader (`init(parsing:)`).
/// Not `indirect`: arrays and objects hold their values in their own storage, and boxing every
/// case cost a heap allocation per string and number.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Serializes; `indent` > 0 pretty-prints with that many spaces per level. `forScript`
    /// writes `<` as `\u003c`, so the text is safe inside an HTML `<script>` element; a file
    /// of its own that only `JSON.parse` reads (`compare.json`) can leave it out: a drawing's
    /// markup is a `<` every few bytes, six bytes each escaped.
    public func serialized(indent: Int = 2, forScript: Bool = true) -> String {
        // Written as bytes and decoded once: appending to a String validated every piece.
        var output: [UInt8] = []
        write(into: &output, indent: indent, level: 0, forScript: forScript)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value, serialized without indentation, to bytes the caller is building
    /// (many values into one file, none decoded to a String of its own).
    public func append(to output: inout [UInt8], forScript: Bool = true) {
        write(into: &output, indent: 0, level: 0, forScript: forScript)
    }

    func write(into output: inout [UInt8], indent: Int, level: Int, forScript: Bool) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .number(let value): output += Self.format(value).utf8
        case .string(let value): Self.writeString(value, into: &output, forScript: forScript)
        case .array(let elements):
            writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: elements.count, into: &output, indent: indent, level: level) { index, output in
                elements[index].write(into: &output, indent: indent, level: level + 1, forScript: forScript)
            }
        case .object(let members):
            writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, into: &output, indent: indent, level: level) { index, output in
                Self.writeString(members[index].0, into: &output, forScript: forScript)
                output += (indent > 0 ? ": " : ":").utf8
                members[index].1.write(into: &output, indent: indent, level: level + 1, forScript: forScript)
            }
        }
    }

    private func writeContainer(open: UInt8, close: UInt8, count: Int, into output: inout [UInt8], indent: Int, level: Int, element: (Int, inout [UInt8]) -> Void) {
        output.append(open)
        guard count > 0 else { output.append(close); return }
        // Each member's line break and indentation is appended in place: an array of them made
        // per container was an allocation for every object of a tokens file.
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if indent > 0 {
                output.append(UInt8(ascii: "\n"))
                output += repeatElement(UInt8(ascii: " "), count: indent * (level + 1))
            }
            element(index, &output)
        }
        if indent > 0 {
            output.append(UInt8(ascii: "\n"))
            output += repeatElement(UInt8(ascii: " "), count: indent * level)
        }
        output.append(close)
    }

    /// Integers without a fraction; other numbers in the shortest form that reads back exactly.
    /// JSON has no NaN or infinity: those are written as null.
    public static func format(_ value: Double) -> String {
        value.isFinite ? NumberFormat.shortest(value) : "null"
    }

    /// Bits 0-31 (control characters) and the quote's.
    private static let controlAndQuoteBits: UInt64 = 0xFFFF_FFFF | 1 << UInt64(UInt8(ascii: "\""))
    private static let lessThanBit: UInt64 = 1 << UInt64(UInt8(ascii: "<"))

    /// Whether any byte of `word` is one `writeString` escapes or starts an escape at: below
    /// 0x20, `"`, `\\`, `<` for a script, or 0xE2 (U+2028 and U+2029 start with it). SWAR:
    /// each test is nonzero exactly when some byte is below 0x20, or equals the byte sought.
    private static func mayNeedEscaping(_ word: UInt64, forScript: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & highs != 0
        return hasControl || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C)) || hasZeroByte(word ^ (ones &* 0xE2))
            || (forScript && hasZeroByte(word ^ (ones &* 0x3C)))
    }

    static func writeString(_ value: String, into output: inout [UInt8], forScript: Bool) {
        output.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            // Runs of bytes that need no escaping are appended whole; only the rare special
            // character goes through the slow path. The escaped bytes below 64 are bits of one
            // word: a shift and a test per byte of the common case, not a chain of comparisons.
            let escapedBelow64 = Self.controlAndQuoteBits | (forScript ? Self.lessThanBit : 0)
            var runStart = 0
            var index = 0
            while index < bytes.count {
                // Eight bytes at a time past a run with nothing to escape (text, a drawing's
                // markup between its quotes): most of a string's bytes are not looked at alone.
                if index + 8 <= bytes.count, !Self.mayNeedEscaping(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self), forScript: forScript) {
                    index += 8
                    continue
                }
                // Some byte of these eight (or of the tail) may need escaping: each is looked
                // at once, rather than the word being tested again from every byte up to it
                // (HTML in compare columns has a quote every few bytes).
                let end = min(index + 8, bytes.count)
                while index < end {
                    let byte = bytes[index]
                    if byte < 64 {
                        guard escapedBelow64 & (1 << byte) != 0 else {
                            index += 1
                            continue
                        }
                    } else if byte != UInt8(ascii: "\\") {
                        let lineSeparator = byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
                        guard lineSeparator else {
                            index += 1
                            continue
                        }
                    }
                    output += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                    // Written as bytes: compare columns are HTML, a quote every few bytes.
                    output.append(UInt8(ascii: "\\"))
                    switch byte {
                    // U+2028 and U+2029 break JavaScript string literals.
                    case 0xE2: output += (bytes[index + 2] == 0xA8 ? "u2028" : "u2029").utf8
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
                    case UInt8(ascii: "\n"): output.append(UInt8(ascii: "n"))
                    case UInt8(ascii: "\r"): output.append(UInt8(ascii: "r"))
                    case UInt8(ascii: "\t"): output.append(UInt8(ascii: "t"))
                    // `<` escaped keeps JSON safe to inline in a <script> element.
                    case UInt8(ascii: "<"): output += "u003c".utf8
                    default: output += ("u00" + String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)).utf8
                    }
                    index += byte == 0xE2 ? 3 : 1
                    runStart = index
                }
            }
            output += UnsafeBufferPointer(rebasing: bytes[runStart...])
        }
        output.append(UInt8(ascii: "\""))
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
