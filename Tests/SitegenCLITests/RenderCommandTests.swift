import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func printsExactlyTheResultWithPartialsFromTheTemplatesFolder() async throws {
        let folder = try TemporaryFolder()
        try folder.write([
            "templates/brand.mustache": "<ul>\n{{#colors}}\n  {{>partials/swatch}}\n{{/colors}}\n</ul>",
            "templates/partials/swatch.mustache": "<li>{{name}}</li>\n",
            "data.json": #"{"colors": [{"name": "A & B"}, {"name": "C"}]}"#,
        ])
        let result = await sitegen(["render", folder.path("templates/brand.mustache"), "--data", folder.path("data.json")])
        #expect(result == (0, "<ul>\n  <li>A &amp; B</li>\n  <li>C</li>\n</ul>", ""))
    }

    @Test func rendersAgainstAnEmptyObjectWithoutData() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["page.mustache": "[{{missing}}]{{^missing}}none{{/missing}}\n"])
        let result = await sitegen(["render", folder.path("page.mustache")])
        #expect(result == (0, "[]none\n", ""))
    }

    @Test func resolvesPartialsAndParentsFromAnotherFolder() async throws {
        let folder = try TemporaryFolder()
        try folder.write([
            "page.mustache": "{{<layouts/main}}{{$body}}hi{{/body}}{{/layouts/main}}",
            "theme/layouts/main.mustache": "<main>{{$body}}{{/body}}</main>",
        ])
        let result = await sitegen(["render", folder.path("page.mustache"), "--partials", folder.path("theme")])
        #expect(result == (0, "<main>hi</main>", ""))
    }

    @Test func templateErrorPrintsPathLineAndColumn() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["brand.mustache": "<ul>\n  {{#colors}}{{name}}\n  {{/color}}\n</ul>\n"])
        let path = folder.path("brand.mustache")
        let result = await sitegen(["render", path])
        #expect(result == (1, "", "\(path):3:3: error: section 'colors' closed with '{{/color}}'\n  {{/color}}\n  ^\n"))
    }

    @Test func unknownPartialIsAnErrorUnlessAskedToRenderNothing() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["page.mustache": "a\n{{>partials/nope}}\nb"])
        let path = folder.path("page.mustache")
        let strict = await sitegen(["render", path])
        #expect(strict == (1, "", "\(path):2:1: error: unknown partial 'partials/nope'\n{{>partials/nope}}\n^\n"))
        let lenient = await sitegen(["render", path, "--missing-partials", "empty"])
        #expect(lenient == (0, "a\nb", ""))
    }

    @Test func reportsEveryBrokenTemplateInTheFolder() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["page.mustache": "{{>a}}", "a.mustache": "{{#x}}", "b.mustache": "{{y"])
        let result = await sitegen(["render", folder.path("page.mustache")])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("\(folder.path("a.mustache")):1:1: error: section 'x' is never closed\n"))
        #expect(result.err.contains("\(folder.path("b.mustache")):1:1: error: tag is never closed; expected '}}'\n"))
    }

    @Test(arguments: [
        (["render", "/nonexistent/page.mustache"], "/nonexistent/page.mustache: error: no such file\n"),
        (["render", "PAGE", "--data", "/nonexistent/data.json"], "/nonexistent/data.json: error: no such file\n"),
        (["render", "PAGE", "--partials", "/nonexistent/theme"], "/nonexistent/theme: error: no such folder\n"),
        (["render", "PAGE", "--data", "BAD_JSON"], "BAD_JSON:1:6: error: invalid JSON: unexpected end of data\n"),
    ])
    func missingOrBrokenFilesExitOne(_ arguments: [String], message: String) async throws {
        let folder = try TemporaryFolder()
        try folder.write(["page.mustache": "x", "bad.json": #"{"a":"#])
        let substitute = { (text: String) in
            text.replacingOccurrences(of: "PAGE", with: folder.path("page.mustache"))
                .replacingOccurrences(of: "BAD_JSON", with: folder.path("bad.json"))
        }
        let result = await sitegen(arguments.map(substitute))
        #expect(result == (1, "", substitute(message)))
    }

    @Test(arguments: [["render"], ["render", "a", "b"], ["render", "a", "--missing-partials", "maybe"], ["render", "a", "--port", "1"]])
    func badUsageExitsSixtyFour(_ arguments: [String]) async {
        let result = await sitegen(arguments)
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("Error: "))
        #expect(result.err.contains("Usage: sitegen render "))
    }

    @Test func helpMatchesItsGoldenFile() async throws {
        let result = await sitegen(["render", "--help"])
        #expect(result.status == 0)
        try Golden.check(result.out, against: "render-help.txt")
    }
}
