import Templates
import Testing

@Suite struct HTMLEscapingTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("", ""),
        ("a & b", "a &amp; b"),
        ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
        ("\"quoted\"", "&quot;quoted&quot;"),
        ("&&", "&amp;&amp;"),
        ("émoji 🐝 <b>", "émoji 🐝 &lt;b&gt;"),
    ])
    func escapesTheFiveCharacters(_ text: String, escaped: String) {
        #expect(HTMLEscaping.escape(text) == escaped)
    }

    /// The byte writers (pages, the highlighter) and the renderer's own buffer escape as the
    /// string path does, short texts and long, after bytes already written.
    @Test(arguments: [
        "plain text", "", "a & b", "<script>alert('x')</script>", "\"quoted\"", "&&", "émoji 🐝 <b>",
        String(repeating: "<a href=\"x\">&amp;</a> and text between ", count: 400),
        String(repeating: "long text without anything to replace ", count: 400),
    ])
    func bytesAreEscapedAsStringsAre(_ text: String) throws {
        let expected = "prefix " + HTMLEscaping.escape(text)
        var bytes = Array("prefix ".utf8)
        HTMLEscaping.append(escaping: text, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        var fromBuffer = Array("prefix ".utf8)
        Array(text.utf8).withUnsafeBufferPointer { HTMLEscaping.append(escaping: $0, to: &fromBuffer) }
        #expect(fromBuffer == bytes)
        #expect(try Template("prefix {{v}}", name: "t").render(["v": .string(text)]) == expected)
    }

    @Test func variablesAreEscapedAndTripleMustachesAreNot() throws {
        let template = try Template("{{v}} {{{v}}} {{&v}}", name: "t")
        #expect(try template.render(["v": "<a href='x'>"]) == "&lt;a href=&#39;x&#39;&gt; <a href='x'> <a href='x'>")
    }
}
