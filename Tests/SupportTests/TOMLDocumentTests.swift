import Support
import Testing

/// The TOML subset: what it reads, and every refusal at its line and column.
@Suite struct TOMLDocumentTests {
    private func value(_ text: String, _ key: String = "k") throws -> TOMLValue? {
        try TOMLDocument(parsing: text).root[key]?.value
    }

    @Test(arguments: [
        (#"k = "plain""#, TOMLValue.string("plain")),
        (#"k = "tab\there \"q\" \\ \u00E9 \U0001F600""#, .string("tab\there \"q\" \\ é 😀")),
        (#"k = 'C:\no\escapes'"#, .string(#"C:\no\escapes"#)),
        (#"k = """#, .string("")),
        ("k = 42", .integer(42)),
        ("k = -17", .integer(-17)),
        ("k = +1_000", .integer(1000)),
        ("k = 0", .integer(0)),
        ("k = 9223372036854775807", .integer(Int.max)),
        ("k = 3.25", .float(3.25)),
        ("k = -1e3", .float(-1000)),
        ("k = 6.02E+23", .float(6.02e23)),
        ("k = true", .boolean(true)),
        ("k = false # comment", .boolean(false)),
        ("k = []", .array([])),
        (#"k = ["a", 'b',]"#, .array([.string("a"), .string("b")])),
        ("k = [\n  \"a\", # first\n  \"b\"\n]", .array([.string("a"), .string("b")])),
        ("k = [[1, 2], [true]]", .array([.array([.integer(1), .integer(2)]), .array([.boolean(true)])])),
        ("\u{FEFF}k = 1\r\n", .integer(1)),
        // In a string U+FEFF is a character like any other (ZERO WIDTH NO-BREAK SPACE).
        ("k = \"a\u{FEFF}b\"", .string("a\u{FEFF}b")),
        (#""k" = 1"#, .integer(1)),
        ("k=1", .integer(1)),
    ])
    func readsValues(text: String, expected: TOMLValue) throws {
        #expect(try value(text) == expected)
    }

    @Test func tablesNestInTheOrderWritten() throws {
        let text = """
        # settings
        title = "Docs"

        [content]
        companions = ["DESIGN.md"]

        [a.b]
        x = 1
        [a]
        y = 2
        ["quoted key".'lit']
        z = 3
        """
        let root = try TOMLDocument(parsing: text).root
        #expect(root.entries.map(\.key) == ["title", "content", "a", "quoted key"])
        #expect(root["title"]?.keyPosition == TOMLPosition(line: 2, column: 1))
        #expect(root["title"]?.valuePosition == TOMLPosition(line: 2, column: 9))
        #expect(root["content"]?.value.tableValue?["companions"]?.value == .array([.string("DESIGN.md")]))
        let a = try #require(root["a"]?.value.tableValue)
        #expect(a.entries.map(\.key) == ["b", "y"])
        #expect(a["b"]?.value.tableValue?["x"]?.value == .integer(1))
        #expect(root["quoted key"]?.value.tableValue?["lit"]?.value.tableValue?["z"]?.value == .integer(3))
    }

    @Test(arguments: [
        ("k = ", "1:5", "expected a value (a string, number, true, false or array), found the end of the file"),
        ("k = hello", "1:5", "expected a value (a string, number, true, false or array), found 'hello' (strings are quoted)"),
        ("k = \"open\nx = 1", "1:5", "the string is not closed on this line"),
        ("k = 'open", "1:5", "the string is not closed on this line"),
        (#"k = "bad \q""#, "1:10", #"unknown escape '\q' (TOML has \b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX)"#),
        (#"k = "\uD800""#, "1:6", #"'\uD800' is not a Unicode scalar value"#),
        (#"k = "\u12""#, "1:6", #"'\u12' is not a Unicode scalar value"#),
        ("k = 1 2", "1:7", "expected the end of the line, found '2'"),
        ("k 1", "1:3", "expected '=' after the key, found '1'"),
        ("= 1", "1:1", "expected a key, found '='"),
        ("k = 01", "1:5", "'01' is not a number"),
        ("k = 1__0", "1:5", "'1__0' is not a number"),
        ("k = 1.", "1:5", "'1.' is not a number"),
        ("k = .5", "1:5", "expected a value (a string, number, true, false or array), found '.5'"),
        ("k = 9223372036854775808", "1:5", "'9223372036854775808' is out of range"),
        ("k = 1e999", "1:5", "'1e999' is out of range"),
        ("k = 0x1F", "1:5", "hexadecimal, octal and binary integers are not supported; write '0x1F' in decimal"),
        ("k = inf", "1:5", "'inf' and 'nan' are not supported; write a finite number"),
        ("k = -nan", "1:5", "'inf' and 'nan' are not supported; write a finite number"),
        ("k = 1979-05-27", "1:5", "dates and times are not supported; quote '1979-05-27' as a string"),
        ("k = 07:32:00", "1:5", "dates and times are not supported; quote '07:32:00' as a string"),
        ("k = \"\"\"x\"\"\"", "1:5", #"multi-line strings ('"""') are not supported; write one line with \n escapes"#),
        ("k = '''x'''", "1:5", "multi-line literal strings (''') are not supported; write one line"),
        ("k = { a = 1 }", "1:5", "inline tables ('{…}') are not supported; use a [table]"),
        ("[[items]]", "1:1", "arrays of tables ('[[…]]') are not supported; use one [table] per section"),
        ("a.b = 1", "1:1", "dotted keys ('a.b = …') are not supported; put the key under a [table] header"),
        ("k = [1 2]", "1:8", "expected ',' or ']' in the array, found '2'"),
        ("k = [1,", "1:8", "expected a value (a string, number, true, false or array), found the end of the file"),
        ("[table", "1:7", "expected ']' to close the table header, found the end of the file"),
        ("[t] x", "1:5", "expected the end of the line, found 'x'"),
        ("k = 1\nk = 2", "2:1", "key 'k' is already defined at 1:1"),
        ("[t]\n[t]", "2:1", "table 't' is already defined at 1:1"),
        ("t = 1\n[t.u]", "2:1", "'t' is already a value (at 1:1), not a table"),
        ("k = \"a\u{7}b\"", "1:7", "control character U+0007 is not allowed; write it as an escape in a string"),
        ("k = 1\r", "1:6", "control character U+000D is not allowed; write it as an escape in a string"),
        ("# ok\nk = \"\u{7F}\"", "2:6", "control character U+007F is not allowed; write it as an escape in a string"),
        // TOML 1.0 allows a byte order mark as the first character only; columns start after it.
        ("\u{FEFF}k = \"a\u{7}b\"", "1:7", "control character U+0007 is not allowed; write it as an escape in a string"),
        ("\u{FEFF}k = 1 2", "1:7", "expected the end of the line, found '2'"),
        ("\u{FEFF}\u{FEFF}k = 1", "1:1", "expected a key, found a byte order mark (U+FEFF), which may only begin the file"),
        ("k = 1\n\u{FEFF}j = 2", "2:1", "expected a key, found a byte order mark (U+FEFF), which may only begin the file"),
        ("k = 1\u{FEFF}", "1:6", "expected the end of the line, found a byte order mark (U+FEFF), which may only begin the file"),
        ("k = " + String(repeating: "[", count: 33), "1:37", "nested deeper than 32 levels"),
        ("[" + Array(repeating: "a", count: 33).joined(separator: ".") + "]", "1:66", "nested deeper than 32 levels"),
        ("k = 1\nv = \"" + String(repeating: "x", count: 10_000) + "\"", "2:1", "the line is 10006 bytes long; the limit is 10000"),
    ])
    func refuses(text: String, place: String, message: String) {
        let error = #expect(throws: TOMLError.self) { try TOMLDocument(parsing: text) }
        #expect(error?.position.description == place)
        #expect(error?.message == message)
    }

    @Test func refusesBytesThatAreNotUTF8() {
        #expect(throws: TOMLError(.invalidUTF8, at: TOMLPosition(line: 2, column: 6))) {
            try TOMLDocument(parsing: Array("a = 1\nk = \"".utf8) + [0xC3, 0x28, 0x22])
        }
        #expect(throws: TOMLError(.invalidUTF8, at: TOMLPosition(line: 1, column: 6))) {
            try TOMLDocument(parsing: Array("k = \"".utf8) + [0xED, 0xA0, 0x80, 0x22])
        }
    }

    @Test func refusesAFileOverTheSizeLimit() {
        let text = String(repeating: "# padding\n", count: TOMLDocument.maximumBytes / 10 + 1)
        #expect(throws: TOMLError(.fileTooLarge(bytes: text.utf8.count), at: TOMLPosition(line: 0, column: 0))) {
            try TOMLDocument(parsing: text)
        }
    }

    @Test func manyKeysReadInLinearTime() throws {
        // A table's keys are found by index, not by scanning: 50,000 keys read at once.
        let text = (0..<50_000).map { "k\($0) = \($0)" }.joined(separator: "\n")
        #expect(try TOMLDocument(parsing: text).root.entries.count == 50_000)
    }
}
