/// JSON written as it is produced: the text `JSONValue.serialized()` (two-space indent) gives
/// the tree the calls describe, with the same escaping and numbers, and no tree. For a file
/// large enough that building its tree and then walking it costs more than writing it: a
/// brand's `tokens.json`, a `JSONValue` per token field, was a tenth of its exports' work.
///
/// In an object, each member is a `key(_:)` then one value; in an array, values follow each
/// other. `close()` ends the innermost container.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    private let forScript: Bool
    /// Each open container's closing byte and how many members it has so far, innermost last.
    private var open: [(close: UInt8, count: Int)] = []
    /// A key was written: the value that follows takes no separator of its own.
    private var afterKey = false
    private static let indent = 2

    /// `forScript` as in `JSONValue.serialized`: `<` written as `\u003c`.
    public init(forScript: Bool = true, capacity: Int = 0) {
        self.forScript = forScript
        bytes.reserveCapacity(capacity)
    }

    public mutating func openObject() {
        startValue()
        bytes.append(UInt8(ascii: "{"))
        open.append((UInt8(ascii: "}"), 0))
    }

    public mutating func openArray() {
        startValue()
        bytes.append(UInt8(ascii: "["))
        open.append((UInt8(ascii: "]"), 0))
    }

    /// Ends the innermost container: an empty one stays on its line (`{}`), as `serialized` writes it.
    public mutating func close() {
        let container = open.removeLast()
        if container.count > 0 { newline() }
        bytes.append(container.close)
    }

    /// A member's key; its value is the next call.
    public mutating func key(_ key: String) {
        startMember()
        JSONValue.writeString(key, into: &bytes, forScript: forScript)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    public mutating func string(_ value: String) {
        startValue()
        JSONValue.writeString(value, into: &bytes, forScript: forScript)
    }

    /// A string, or null.
    public mutating func string(orNull value: String?) {
        if let value { string(value) } else { self.value(.null) }
    }

    public mutating func number(_ value: Double) {
        startValue()
        bytes += JSONValue.format(value).utf8
    }

    public mutating func bool(_ value: Bool) {
        startValue()
        bytes += (value ? "true" : "false").utf8
    }

    /// An integer, or null.
    public mutating func number(orNull value: Int?) {
        if let value { number(Double(value)) } else { self.value(.null) }
    }

    /// A number already written as JSON writes it (`JSONValue.format`).
    public mutating func raw(_ number: String) {
        startValue()
        bytes += number.utf8
    }

    /// A value given as a tree, written in place at the current depth.
    public mutating func value(_ value: JSONValue) {
        startValue()
        value.write(into: &bytes, indent: Self.indent, level: open.count, forScript: forScript)
    }

    /// `key` and its string value.
    public mutating func member(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if !open.isEmpty {
            startMember()
        }
    }

    /// The comma after the previous member, the line break and the member's indentation.
    private mutating func startMember() {
        if open[open.count - 1].count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].count += 1
        newline()
    }

    /// A line break and the indentation of the innermost container's members (or, once it
    /// is removed, of its closing bracket).
    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<(Self.indent * open.count) { bytes.append(UInt8(ascii: " ")) }
    }
}
