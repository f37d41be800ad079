import Templates
import Testing

/// Partial indentation beyond the spec's cases.
@Suite struct TemplateIndentationTests {
    @Test func emptyLinesOfAnIndentedPartialGetNoTrailingWhitespace() throws {
        let library = try TemplateLibrary(sources: ["page": "<div>\n  {{>card}}\n</div>", "card": "<p>a</p>\n\n<p>b</p>\n"])
        #expect(try library.render([:], withTemplate: "page") == "<div>\n  <p>a</p>\n\n  <p>b</p>\n</div>")
    }

    @Test func blockLineStartingWithATagKeepsItsIndentation() throws {
        let library = try TemplateLibrary(sources: [
            "layout": "<ul>\n  {{$items}}{{/items}}\n</ul>\n",
            "page": "{{<layout}}\n{{$items}}\n    {{name}} one\n    {{#more}}<li>{{.}}</li>{{/more}}\n{{/items}}\n{{/layout}}",
        ])
        let output = try library.render(["name": "A", "more": [1, 2]], withTemplate: "page")
        #expect(output == "<ul>\n  A one\n  <li>1</li><li>2</li>\n</ul>\n")
    }
}
