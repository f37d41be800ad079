import Foundation

extension JSONValue {
    /// Why some bytes are not JSON, and where.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let reason: String
        /// Byte offset of the problem.
        public let offset: Int
        public var description: String { "\(reason) at byte \(offset)" }

        public init(reason: String, offset: Int) {
            self.reason = reason
            self.offset = offset
        }
    }

    /// Parses JSON (RFC 8259), keeping object keys in the order written. sitegen reads back
    /// what earlier builds wrote (manifests, compare columns) on every rebuild; working on
    /// bytes keeps that a small part of the rebuild instead of the largest one.
    public init(parsing data: Data) throws(ParseError) {
        let result: Result<JSONValue, ParseError> = data.withUnsafeBytes { raw in
            Result { () throws(ParseError) in try JSONValue(parsing: raw.bindMemory(to: UInt8.self)) }
        }
        self = try result.get()
    }

    /// Parses JSON from bytes in place (a slice of a larger text, say), with no copy.
    public init(parsing bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) {
        var parser = JSONByteParser(bytes: bytes)
        self = try parser.document()
    }

    /// Members by key, for reading objects back; nil for anything that is not an object.
    public var members: [String: JSONValue]? {
        guard case .object(let pairs) = self else { return nil }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    public var numberValue: Double? { if case .number(let value) = self { value } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
}

private struct JSONByteParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func document() throws(JSONValue.ParseError) -> JSONValue {
        let value = try self.value(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw failure("unexpected data after the value") }
        return value
    }

    private func failure(_ reason: String) -> JSONValue.ParseError { .init(reason: reason, offset: position) }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func value(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        // Deep enough for any real document, shallow enough never to exhaust the stack.
        guard depth < 512 else { throw failure("nesting too deep") }
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return .number(try number())
        case .some: throw failure("unexpected character")
        case nil: throw failure("unexpected end of data")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONValue.ParseError) {
        let length = word.utf8CodeUnitCount
        guard position + length <= bytes.count,
              (0..<length).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] }) else { throw failure("unexpected character") }
        position += length
    }

    private mutating func expect(_ byte: UInt8) throws(JSONValue.ParseError) {
        skipWhitespace()
        guard current == byte else { throw failure("expected '\(Character(Unicode.Scalar(byte)))'") }
        position += 1
    }

    /// After an element: true when another follows, false at the closing bracket.
    private mutating func continues(closing: UInt8) throws(JSONValue.ParseError) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): position += 1; return true
        case closing: position += 1; return false
        default: throw failure("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    private mutating func object(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        position += 1
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { position += 1; return .object(members) }
        repeat {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            try expect(UInt8(ascii: ":"))
            members.append((key, try value(depth: depth + 1)))
        } while try continues(closing: UInt8(ascii: "}"))
        return .object(members)
    }

    private mutating func array(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { position += 1; return .array(elements) }
        repeat { elements.append(try value(depth: depth + 1)) } while try continues(closing: UInt8(ascii: "]"))
        return .array(elements)
    }

    private mutating func string() throws(JSONValue.ParseError) -> String {
        position += 1
        let start = position
        // The common case, no escapes: one decode of the whole run.
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            guard byte >= 0x20 else { throw failure("control character in a string") }
            position += 1
        }
        guard let stop = current else { throw failure("unterminated string") }
        if stop == UInt8(ascii: "\"") {
            position += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
        }
        var unescaped = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: unescaped, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                try escape(into: &unescaped)
            case ..<0x20:
                throw failure("control character in a string")
            default:
                // Runs between escapes are copied whole.
                let run = position
                while let next = current, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\"), next >= 0x20 { position += 1 }
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<position]))
            }
        }
        throw failure("unterminated string")
    }

    private mutating func escape(into output: inout [UInt8]) throws(JSONValue.ParseError) {
        guard let byte = current else { throw failure("unterminated string") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by its low half.
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else { throw failure("lone surrogate") }
                position += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("lone surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw failure("lone surrogate")
            }
            // Surrogates are refused above, so every value left is a scalar.
            UTF8.encode(Unicode.Scalar(scalar)!) { output.append($0) }
        default:
            position -= 1
            throw failure("unknown escape")
        }
    }

    private mutating func hexQuad() throws(JSONValue.ParseError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func number() throws(JSONValue.ParseError) -> Double {
        let start = position
        func digits(_ parser: inout JSONByteParser) -> Int {
            let before = parser.position
            while let byte = parser.current, (0x30...0x39).contains(byte) { parser.position += 1 }
            return parser.position - before
        }
        if current == UInt8(ascii: "-") { position += 1 }
        let integer = position
        guard digits(&self) > 0 else { throw failure("bad number") }
        guard bytes[integer] != UInt8(ascii: "0") || position - integer == 1 else { throw failure("leading zero in a number") }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw failure("bad number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw failure("bad number") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text) else { throw failure("bad number") }
        return value
    }
}

extension JSONValue.ParseError {
    /// The 1-based line and column (in bytes, as cmark counts them) of the problem in `data`,
    /// for a message a person can act on: `data.json:3:14: error: …`.
    public func location(in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
