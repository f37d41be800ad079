import Templates
import Testing

/// Compile errors carry the reason and the exact place: line, column (UTF-8 bytes) and line text.
@Suite struct TemplateErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let template: String
        let reason: TemplateError.Reason
        let line: Int
        let column: Int
        let lineText: String

        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "unclosed section", template: "<ul>\n{{#colors}}\n  <li>{{name}}</li>\n</ul>\n",
             reason: .unclosedSection("colors"), line: 2, column: 1, lineText: "{{#colors}}"),
        Case(label: "unclosed inner section", template: "{{#a}}\n  {{^b}}x\n{{/b}}{{#c}}\n{{/a}}",
             reason: .mismatchedClosingTag(expected: "c", found: "a"), line: 4, column: 1, lineText: "{{/a}}"),
        Case(label: "unclosed block", template: "<title>\n  {{$title}}Brand\n</title>",
             reason: .unclosedSection("title"), line: 2, column: 3, lineText: "  {{$title}}Brand"),
        Case(label: "mismatched closing tag", template: "{{#colors}}\n  {{name}}\n  {{/color}}\n",
             reason: .mismatchedClosingTag(expected: "colors", found: "color"), line: 3, column: 3, lineText: "  {{/color}}"),
        Case(label: "closing tag without opening", template: "a\nb {{/colors}}",
             reason: .unexpectedClosingTag("colors"), line: 2, column: 3, lineText: "b {{/colors}}"),
        Case(label: "set delimiters with one delimiter", template: "x\n  {{=<% =}}\n",
             reason: .badDelimiters("{{=<% =}}"), line: 2, column: 3, lineText: "  {{=<% =}}"),
        Case(label: "set delimiters with three delimiters", template: "{{=<% %> | =}}",
             reason: .badDelimiters("{{=<% %> | =}}"), line: 1, column: 1, lineText: "{{=<% %> | =}}"),
        Case(label: "set delimiters holding '='", template: "{{=<= =>=}}",
             reason: .badDelimiters("{{=<= =>=}}"), line: 1, column: 1, lineText: "{{=<= =>=}}"),
        Case(label: "unclosed set delimiters", template: "a\n{{=<% %>\nb\n",
             reason: .unclosedTag(expected: "=}}"), line: 2, column: 1, lineText: "{{=<% %>"),
        Case(label: "unclosed tag", template: "<p>\nHello {{name\n</p>",
             reason: .unclosedTag(expected: "}}"), line: 2, column: 7, lineText: "Hello {{name"),
        Case(label: "unclosed triple mustache", template: "{{{html}}",
             reason: .unclosedTag(expected: "}}}"), line: 1, column: 1, lineText: "{{{html}}"),
        Case(label: "unclosed tag after new delimiters", template: "{{=<% %>=}}\n<%name %",
             reason: .unclosedTag(expected: "%>"), line: 2, column: 1, lineText: "<%name %"),
        Case(label: "empty tag", template: "a {{}} b",
             reason: .emptyTag, line: 1, column: 3, lineText: "a {{}} b"),
        Case(label: "section without a name", template: "{{# }}{{/}}",
             reason: .emptyTag, line: 1, column: 1, lineText: "{{# }}{{/}}"),
        Case(label: "name with a space", template: "{{first name}}",
             reason: .invalidName("first name"), line: 1, column: 1, lineText: "{{first name}}"),
        Case(label: "name with an empty part", template: "\t{{#a..b}}{{/a..b}}",
             reason: .invalidName("a..b"), line: 1, column: 2, lineText: "\t{{#a..b}}{{/a..b}}"),
        Case(label: "line counted past a multi-line comment", template: "{{! one\ntwo }}\r\n{{/x}}\r\n",
             reason: .unexpectedClosingTag("x"), line: 3, column: 1, lineText: "{{/x}}"),
        Case(label: "column in UTF-8 bytes", template: "héllo {{#a}}",
             reason: .unclosedSection("a"), line: 1, column: 8, lineText: "héllo {{#a}}"),
    ]

    @Test(arguments: cases)
    func reportsReasonAndPlace(_ test: Case) {
        let error = #expect(throws: TemplateError.self) { try Template(test.template, name: "brand") }
        #expect(error?.reason == test.reason)
        #expect(error?.line == test.line)
        #expect(error?.column == test.column)
        #expect(error?.lineText == test.lineText)
        #expect(error?.templateName == "brand")
    }

    @Test func printsLikeACompilerWithTheLineAndACaret() throws {
        let error = #expect(throws: TemplateError.self) {
            try Template("{{#colors}}\n  {{name}}\n  {{/color}}\n", name: "brand", file: "templates/brand.mustache")
        }
        #expect(error?.description == """
            templates/brand.mustache:3:3: error: section 'colors' closed with '{{/color}}'
              {{/color}}
              ^
            """)
    }

    @Test func caretCountsCharactersAndKeepsTabs() throws {
        let error = #expect(throws: TemplateError.self) { try Template("\théllo {{#a}}", name: "page") }
        #expect(error?.description == "page:1:9: error: section 'a' is never closed\n\théllo {{#a}}\n\t      ^")
    }
}
