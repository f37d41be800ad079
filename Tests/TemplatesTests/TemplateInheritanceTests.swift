import Templates
import Testing

/// Layouts with blocks the way a theme writes them, beyond the spec's small cases.
@Suite struct TemplateInheritanceTests {
    static let layout = """
        <html>
          <head>
            {{$head}}
            <title>{{title}}</title>
            {{/head}}
          </head>
          <body>
            {{$body}}{{/body}}
          </body>
        </html>

        """

    func render(_ page: String, _ value: TemplateValue = ["title": "Guide"]) throws -> String {
        let library = try TemplateLibrary(sources: ["layout": Self.layout, "page": page, "chip": "<b>{{.}}</b>\n"])
        return try library.render(value, withTemplate: "page")
    }

    @Test func defaultsRenderAsWritten() throws {
        #expect(try render("{{<layout}}{{/layout}}") == """
            <html>
              <head>
                <title>Guide</title>
              </head>
              <body>
              </body>
            </html>

            """)
    }

    @Test func overridesAreReindentedToTheBlock() throws {
        let page = """
            {{<layout}}
              {{$head}}
                <title>{{title}} · Brand</title>
                <meta charset="utf-8">
              {{/head}}
            {{$body}}
            <h1>{{title}}</h1>
            {{#tags}}
            {{>chip}}
            {{/tags}}
            {{/body}}
            {{/layout}}

            """
        #expect(try render(page, ["title": "Guide", "tags": ["a", "b"]]) == """
            <html>
              <head>
                <title>Guide · Brand</title>
                <meta charset="utf-8">
              </head>
              <body>
                <h1>Guide</h1>
                <b>a</b>
                <b>b</b>
              </body>
            </html>

            """)
    }

    @Test func anInlineOverrideStillFillsWholeLines() throws {
        #expect(try render("{{<layout}}{{$body}}<p>{{title}}</p>{{/body}}{{$head}}{{/head}}{{/layout}}") == """
            <html>
              <head>
              </head>
              <body>
                <p>Guide</p>
              </body>
            </html>

            """)
    }

    @Test func sectionWithPartialOnOneLineKeepsItsLineEnding() throws {
        // Not standalone (two kinds of tag share the line), as in every Mustache engine.
        let library = try TemplateLibrary(sources: ["list": "[{{#items}}{{>item}}{{/items}}]\n{{#items}}{{>item}}{{/items}}\nend", "item": "{{.}};"])
        #expect(try library.render(["items": [1, 2]], withTemplate: "list") == "[1;2;]\n1;2;\nend")
    }

    @Test func partialsSeeTheOverridesOfTheParentBeingRendered() throws {
        let library = try TemplateLibrary(sources: [
            "layout": "{{>header}}|{{$body}}body{{/body}}",
            "header": "<h1>{{$title}}Untitled{{/title}}</h1>",
            "page": "{{<layout}}{{$title}}Colors{{/title}}{{/layout}}",
        ])
        #expect(try library.render([:], withTemplate: "page") == "<h1>Colors</h1>|body")
    }

    @Test func dynamicParent() throws {
        let library = try TemplateLibrary(sources: [
            "wide": "[{{$body}}{{/body}}]", "narrow": "({{$body}}{{/body}})",
            "page": "{{<*layout}}{{$body}}x{{/body}}{{/*layout}}",
        ])
        #expect(try library.render(["layout": "narrow"], withTemplate: "page") == "(x)")
        #expect(try library.render(["layout": "wide"], withTemplate: "page") == "[x]")
    }
}
