import Support
import Testing

/// The writer gives, call for call, the text `JSONValue.serialized` gives for the same tree.
@Suite struct JSONWriterTests {
    /// Writes `value` through the writer's calls, as an exporter would.
    static func write(_ value: JSONValue, into writer: inout JSONWriter) {
        switch value {
        case .null: writer.string(orNull: nil)
        case .bool(let flag): writer.bool(flag)
        case .number(let number): writer.number(number)
        case .string(let text): writer.string(text)
        case .array(let elements):
            writer.openArray()
            for element in elements { write(element, into: &writer) }
            writer.close()
        case .object(let members):
            writer.openObject()
            for (key, member) in members {
                writer.key(key)
                write(member, into: &writer)
            }
            writer.close()
        }
    }

    static let tree: JSONValue = .object([
        ("$schema", "https://example.com/format.json"),
        ("empty object", .object([])),
        ("empty array", .array([])),
        ("numbers", .array([0, 1.2, -3, 0.1234, 1e300, .number(.nan)])),
        ("escapes", .string("quote \" backslash \\ line\nbreak tab\t <b> \u{2028} \u{1}")),
        ("nested", .object([
            ("flags", .array([true, false, nil])),
            ("deeper", .object([("a", .object([("b", .array([.object([]), .array([1])]))]))])),
        ])),
        ("last", "✓"),
    ])

    @Test(arguments: [true, false])
    func theWriterWritesWhatSerializingTheTreeWrites(forScript: Bool) {
        var writer = JSONWriter(forScript: forScript)
        Self.write(Self.tree, into: &writer)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == Self.tree.serialized(forScript: forScript))
    }

    /// A tree handed in whole lands at the writer's depth, as if written call by call.
    @Test func aTreeHandedInIsIndentedAtItsDepth() {
        var writer = JSONWriter()
        writer.openObject()
        writer.key("outer")
        writer.openArray()
        writer.value(Self.tree)
        writer.raw("2.5")
        writer.close()
        writer.member("after", "x")
        writer.close()
        let expected: JSONValue = .object([("outer", .array([Self.tree, 2.5])), ("after", "x")])
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected.serialized())
    }

    @Test func aLoneValueIsWrittenWithoutSeparators() {
        var writer = JSONWriter()
        writer.number(orNull: 7)
        #expect(writer.bytes == Array("7".utf8))
    }
}
