import Foundation
import Templates
import Testing

@Suite struct TemplateLibraryTests {
    @Test func strictLibraryReportsUnknownPartialsWhenMade() throws {
        let sources = [
            "brand": "<h1>{{name}}</h1>\n  {{>partials/swatch}}\n{{<layout}}{{/layout}}",
            "partials/chip": "{{#x}}{{>partials/missing}}{{/x}}",
        ]
        let error = #expect(throws: TemplateLibraryError.self) { try TemplateLibrary(sources: sources) }
        let errors = try #require(error?.errors)
        #expect(errors.map(\.reason) == [
            .unknownPartial("partials/swatch"), .unknownPartial("layout"), .unknownPartial("partials/missing"),
        ])
        #expect(errors.map(\.templateName) == ["brand", "brand", "partials/chip"])
        #expect(errors.map(\.line) == [2, 3, 1])
        #expect(errors.map(\.column) == [3, 1, 7])
        #expect(errors[0].lineText == "  {{>partials/swatch}}")
    }

    @Test func lenientLibraryRendersUnknownPartialsAsNothing() throws {
        let library = try TemplateLibrary(sources: ["page": "[{{>nothing}}]"], missingPartials: .empty)
        #expect(try library.render([:], withTemplate: "page") == "[]")
    }

    @Test func strictLibraryReportsAnUnknownDynamicPartialWhileRendering() throws {
        let library = try TemplateLibrary(sources: ["page": "{{#items}}\n  {{>*kind}}\n{{/items}}", "chip": "chip"])
        #expect(try library.render(["items": [["kind": "chip"]]], withTemplate: "page") == "  chip")
        let error = #expect(throws: TemplateError.self) {
            try library.render(["items": [["kind": "swatch"]]], withTemplate: "page")
        }
        #expect(error?.reason == .unknownPartial("swatch"))
        #expect(error?.line == 2)
        #expect(error?.column == 3)
    }

    @Test func ignoresPartialsInsideParentTagsOutsideBlocks() throws {
        // The spec ignores everything in a parent tag but its blocks, so nothing there is checked.
        let library = try TemplateLibrary(sources: ["page": "{{<layout}}{{>ignored}}{{/layout}}", "layout": "L"])
        #expect(try library.render([:], withTemplate: "page") == "L")
    }

    @Test func collectsEveryTemplatesFirstError() throws {
        let error = #expect(throws: TemplateLibraryError.self) {
            try TemplateLibrary(sources: ["b": "{{#x}}", "a": "{{y", "c": "{{>b}}"])
        }
        // `c` names `b`, which exists though it does not compile: no second error for it.
        #expect(error?.errors.map(\.templateName) == ["a", "b"])
        #expect(error?.description == """
            a:1:1: error: tag is never closed; expected '}}'
            {{y
            ^
            b:1:1: error: section 'x' is never closed
            {{#x}}
            ^
            """)
    }

    @Test func unknownTemplateNameIsAnErrorWithoutAPlace() throws {
        let library = try TemplateLibrary(sources: [:])
        let error = #expect(throws: TemplateError.self) { try library.render([:], withTemplate: "brand") }
        #expect(error?.reason == .unknownTemplate("brand"))
        #expect(error?.description == "brand: error: no template named 'brand'")
    }

    @Test func stopsARecursionTheDataNeverEnds() throws {
        let library = try TemplateLibrary(sources: ["loop": "x{{>loop}}"])
        let error = #expect(throws: TemplateError.self) { try library.render([:], withTemplate: "loop") }
        #expect(error?.reason == .recursionTooDeep("loop", limit: 100))
    }

    @Test func laterTemplateReplacesOneWithTheSameName() throws {
        let library = try TemplateLibrary(templates: [Template("old", name: "page"), Template("new", name: "page")])
        #expect(library.names == ["page"])
        #expect(try library.render([:], withTemplate: "page") == "new")
    }
}
