import Templates
import Testing

/// The official Mustache spec, one test case per spec test, rendered the spec's way: a missing
/// partial is the empty string.
@Suite struct MustacheSpecTests {
    /// The name the spec's main template gets in the library next to its partials.
    static let rootName = "spec-template"

    @Test(arguments: try SpecCase.all())
    func rendersAsTheSpecExpects(_ test: SpecCase) throws {
        try #require(test.partials[Self.rootName] == nil)
        var sources = test.partials
        sources[Self.rootName] = test.template
        let library = try TemplateLibrary(sources: sources, missingPartials: .empty)
        let output = try library.render(test.data, withTemplate: Self.rootName)
        #expect(output == test.expected)
    }

    @Test func readsEveryModuleOfTheSpec() throws {
        let cases = try SpecCase.all()
        let counts = Dictionary(grouping: cases, by: \.module).mapValues(\.count)
        #expect(counts == [
            "comments": 12, "delimiters": 14, "interpolation": 42, "inverted": 22,
            "partials": 12, "sections": 34, "~inheritance": 27, "~dynamic-names": 21,
        ])
        #expect(cases.count == 184)
    }
}
