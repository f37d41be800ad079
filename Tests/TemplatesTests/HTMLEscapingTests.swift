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

    @Test func variablesAreEscapedAndTripleMustachesAreNot() throws {
        let template = try Template("{{v}} {{{v}}} {{&v}}", name: "t")
        #expect(try template.render(["v": "<a href='x'>"]) == "&lt;a href=&#39;x&#39;&gt; <a href='x'> <a href='x'>")
    }
}
