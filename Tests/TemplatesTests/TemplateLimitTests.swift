import Foundation
import Testing
@testable import Templates

/// Hostile templates (issue 14): an error at a place, never a stack overflow or a runaway.
@Suite struct TemplateLimitTests {
    enum Nesting: String, CaseIterable, Sendable {
        case sections, falsySections, invertedSections, blocks, parents

        func text(_ levels: Int) -> String {
            switch self {
            case .sections: String(repeating: "{{#a}}", count: levels) + "x" + String(repeating: "{{/a}}", count: levels)
            case .falsySections: String(repeating: "{{#b}}", count: levels) + "x" + String(repeating: "{{/b}}", count: levels)
            case .invertedSections: String(repeating: "{{^b}}", count: levels) + "x" + String(repeating: "{{/b}}", count: levels)
            case .blocks: String(repeating: "{{$a}}", count: levels) + "x" + String(repeating: "{{/a}}", count: levels)
            case .parents: String(repeating: "{{<p}}{{$a}}", count: levels) + "x" + String(repeating: "{{/a}}{{/p}}", count: levels)
            }
        }
    }

    static let context: TemplateValue = ["a": true, "b": false]

    /// The issue's 5,850 nested sections, 40,000 falsy ones and 10,000 blocks, and deeper.
    @Test(arguments: Nesting.allCases, [5_850, 40_000])
    func deepNestingIsAnErrorAtItsPlace(_ nesting: Nesting, levels: Int) {
        let text = nesting.text(levels)
        do {
            _ = try Template(text, name: "deep", file: "templates/deep.mustache")
            Issue.record("compiled \(levels) levels of \(nesting)")
        } catch {
            guard case .nestedTooDeep(_, let limit) = error.reason else { Issue.record("\(error)"); return }
            #expect(limit == Template.nestingLimit)
            #expect(error.line == 1)
            // The tag past the limit: levels 1…256 open, the 257th is refused.
            let tag = nesting == .parents ? 12 : 6
            #expect(error.column == (nesting == .parents ? Template.nestingLimit / 2 * tag + 1 : Template.nestingLimit * tag + 1))
            #expect(error.description.hasPrefix("templates/deep.mustache:1:\(error.column): error: ") && error.description.contains("nested deeper than 256 levels"))
        }
    }

    /// Blocks render to `Renderer.depthLimit` levels, as partials do.
    @Test(arguments: [Nesting.sections, .falsySections, .invertedSections, .blocks])
    func nestingUpToTheLimitRenders(_ nesting: Nesting) throws {
        let template = try Template(nesting.text(nesting == .blocks ? Renderer.depthLimit : Template.nestingLimit), name: "deep")
        let html = try template.render(Self.context)
        #expect(html == (nesting == .falsySections ? "" : "x"))
    }

    /// Partials stack one template's nesting on another's: the renderer's own limit stops that
    /// with an error at the partial tag, before the stack runs out.
    @Test func nestingAcrossPartialsIsAnError() throws {
        let nested = String(repeating: "{{#a}}", count: 200) + "{{>self}}" + String(repeating: "{{/a}}", count: 200)
        let library = try TemplateLibrary(sources: ["self": nested])
        #expect {
            _ = try library.render(Self.context, withTemplate: "self")
        } throws: { error in
            guard let error = error as? TemplateError else { return false }
            return error.reason == .nestedTooDeep("self", limit: Renderer.nestingLimit) && error.line == 1 && error.column == 1201
        }
    }

    /// Sections entered at N and 2N levels (and N and 2N siblings): within 2.2×, without a clock.
    @Test(arguments: Nesting.allCases)
    func renderingGrowsLinearly(_ nesting: Nesting) throws {
        func work(_ levels: Int) throws -> Int {
            var work = 0
            _ = try Template(nesting.text(levels), name: "n").render(Self.context, work: &work)
            _ = try Template(String(repeating: nesting.text(3), count: levels), name: "s").render(Self.context, work: &work)
            return work
        }
        let (once, twice) = (try work(50), try work(100))
        #expect(once > 0)
        #expect(Double(twice) <= 2.2 * Double(once), "\(nesting): \(once) then \(twice)")
    }

    @Test func invalidUTF8IsAnErrorNamingTheFile() throws {
        try withTemporaryDirectory { folder in
            try write(["ok.mustache": "fine"], in: folder)
            var bytes = Array("<p>\n  {{name}} ".utf8)
            bytes += [0xFF, 0xFE]
            bytes += Array(" more\n".utf8)
            try Data(bytes).write(to: folder.appendingPathComponent("bad.mustache"))
            let prefix = folder.relativePath + "/"
            #expect {
                _ = try TemplateLibrary(directory: folder)
            } throws: { error in
                guard let error = error as? TemplateLibraryError, let first = error.errors.first else { return false }
                return error.errors.count == 1 && first.reason == .invalidUTF8
                    && first.description.hasPrefix(prefix + "bad.mustache:2:12: error: the template is not UTF-8")
            }
        }
    }
}
