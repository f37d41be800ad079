import Foundation
import Support
import Testing

/// The JSON sitegen writes reads back to the same value, and what is not JSON is refused with
/// the byte where it breaks.
@Suite struct JSONValueTests {
    private func parse(_ text: String) throws(JSONValue.ParseError) -> JSONValue {
        try JSONValue(parsing: Data(text.utf8))
    }

    @Test(arguments: [
        "plain", "", "quote \" backslash \\ slash /", "line\nbreak\ttab\rreturn", "<a href=\"x\">tag</a>",
        "control \u{01}\u{1F}", "é ü 中文 🏳️‍🌈 \u{1F600}", "separators \u{2028} and \u{2029}", "almost \u{2027}\u{202A} €",
    ])
    func stringsRoundTrip(text: String) throws {
        let value = JSONValue.array([.string(text), .object([(text, .string(text))])])
        #expect(try parse(value.serialized()).serialized() == value.serialized())
        #expect(try parse(value.serialized()).arrayValue?.first?.stringValue == text)
    }

    @Test(arguments: [true, false])
    func stringsRoundTripForScriptsOrNot(forScript: Bool) throws {
        let value = JSONValue.object([("<b>", .string("</script><a href=\"x\">tag</a> \u{2028}"))])
        let text = value.serialized(indent: 0, forScript: forScript)
        #expect(try parse(text) == value)
        // Inside a <script> element no `<` may be left raw; a file of its own keeps them.
        #expect(text.contains("<") == !forScript)
        #expect(text.contains("\\u2028"))
    }

    /// The writer skips eight bytes at a time past what needs no escaping: every byte it must
    /// escape is found at each place in and around such a word, as a byte-by-byte writer would.
    @Test(arguments: [true, false])
    func everyEscapedByteIsFoundAtEveryPlace(forScript: Bool) throws {
        func byteByByte(_ text: String) -> String {
            var written = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": written += "\\\""
                case "\\": written += "\\\\"
                case "\n": written += "\\n"
                case "\r": written += "\\r"
                case "\t": written += "\\t"
                case "<" where forScript: written += "\\u003c"
                case "\u{2028}": written += "\\u2028"
                case "\u{2029}": written += "\\u2029"
                default:
                    if scalar.value < 0x20 {
                        written += "\\u00" + String(scalar.value >> 4, radix: 16) + String(scalar.value & 15, radix: 16)
                    } else {
                        written.unicodeScalars.append(scalar)
                    }
                }
            }
            return written + "\""
        }
        for special in ["\"", "\\", "\n", "\u{01}", "\u{1F}", "<", "\u{2028}", "\u{2029}", "\u{2027}"] {
            for place in 0..<20 {
                let text = String(repeating: "a", count: place) + special + String(repeating: "é", count: 9)
                let written = JSONValue.string(text).serialized(indent: 0, forScript: forScript)
                #expect(written == byteByByte(text), "\(special.debugDescription) at \(place)")
                #expect(try parse(written).stringValue == text)
            }
        }
    }

    @Test func valuesRoundTripWithKeyOrderKept() throws {
        let value: JSONValue = .object([
            ("z", 1), ("a", 0.1), ("m", -2.5e-7), ("big", 1e300), ("t", true), ("f", false), ("n", nil),
            ("nested", [[], .object([]), ["x", 3]]),
        ])
        let back = try parse(value.serialized(indent: 2))
        #expect(back == value)
        guard case .object(let members) = back else { Issue.record("not an object"); return }
        #expect(members.map(\.0) == ["z", "a", "m", "big", "t", "f", "n", "nested"])
        #expect(back.members?["m"]?.numberValue == -2.5e-7)
    }

    @Test func readsEscapesOtherWritersUse() throws {
        #expect(try parse(#""\u00e9\u4E2D\ud83d\ude00\/\b\f""#).stringValue == "é中😀/\u{08}\u{0C}")
        #expect(try parse(" [ 1 , 2 ]\n").arrayValue?.compactMap(\.numberValue) == [1, 2])
    }

    @Test(arguments: [
        ("", "unexpected end of data", 0), ("[1,]", "unexpected character", 3), ("{\"a\" 1}", "expected ':'", 5),
        ("[1] x", "unexpected data after the value", 4), ("\"abc", "unterminated string", 4),
        ("\"a\u{01}\"", "control character in a string", 2), ("\"\\ud800\"", "lone surrogate", 7),
        ("\"\\q\"", "unknown escape", 2), ("01", "leading zero in a number", 2), ("-", "bad number", 1),
        ("1.", "bad number", 2), ("tru", "unexpected character", 0), ("{1:2}", "expected a key", 1),
        ("[1 2]", "expected ',' or ']'", 3),
    ])
    func refusesWhatIsNotJSON(text: String, reason: String, offset: Int) {
        #expect(throws: JSONValue.ParseError(reason: reason, offset: offset)) { try parse(text) }
    }

    @Test func refusesDepthThatWouldExhaustTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONValue.ParseError.self) { try parse(deep) }
    }
}

/// Where a parse error is, as a person reads a file.
@Suite struct JSONParseErrorLocationTests {
    @Test(arguments: [("{\"a\": ", 1, 7), ("{\n  \"a\" 1\n}", 2, 7), ("[1,\n\n]", 3, 1)])
    func lineAndColumn(text: String, line: Int, column: Int) {
        let data = Data(text.utf8)
        #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: data) }
        do {
            _ = try JSONValue(parsing: data)
        } catch {
            #expect(error.location(in: data) == (line, column))
        }
    }
}

/// Reading into a parsed document, as tests and loaders do.
@Suite struct JSONValueReadingTests {
    @Test func subscriptsFindMembersAndElements() throws {
        let value = try JSONValue(parsing: Data(#"{"a": [1, {"b": "x"}], "a": 2, "c": null}"#.utf8))
        #expect(value["a"]?[0]?.numberValue == 1)
        #expect(value["a"]?[1]?["b"]?.stringValue == "x")
        #expect(value["a"]?[2] == nil)
        #expect(value["c"] == .null)
        #expect(value["missing"] == nil)
        #expect(value[0] == nil)
        #expect(value.keys == ["a", "a", "c"])
    }
}
