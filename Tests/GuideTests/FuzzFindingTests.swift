import Foundation
import Guide
import Markdown
import Testing

/// Inputs the guide fuzz target (Fuzz/guide) crashed on, minimized, kept as fixtures: each must
/// read to a guide with diagnostics, never a trap.
@Suite struct FuzzFindingTests {
    /// Found after 18,800 runs (10 minutes): an index out of range in
    /// the former SwiftDeclarationScanner.declaration (`tokens[cursor - 1]` after a nested brace
    /// run). The declaration table reads the one parse, which reads this without trapping.
    static let unbalancedExtension = "```swift\nextension F{{{}}static let a=(e:"

    @Test
    func unbalancedBracesInAnExtensionAreReadWithoutATrap() {
        let document = MarkdownDocument(parsing: Data(Self.unbalancedExtension.utf8), source: "fuzz.md")
        let guide = Guide(document: document, path: "fuzz/brand/DESIGN-swiftui.md")
        #expect(!guide.diagnostics.isEmpty)
    }
}

/// Inputs the Swift front end's fuzz target (Fuzz/swift) stopped on, kept as fixtures.
@Suite struct SwiftFuzzFindingTests {
    static func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/fuzz/\(name)", withExtension: "swift"))
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// Found after 32,175 runs (10 minutes): code with `\r\n` line ends. The lexer counts lines
    /// by bytes; the target (and the declaration scanner and `CodeBlock`, which look lines up by
    /// the lexer's numbers) split at `"\n"`, which passes over `"\r\n"`, one Character. Every
    /// diagnostic points into the code, and declarations after `\r\n` keep their source.
    @Test func everyDiagnosticPointsIntoTheCode() throws {
        let source = try Self.fixture("swift-diagnostic-line")
        let file = SwiftSourceFile(code: SwiftCode(source: source))
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).count
        for diagnostic in file.diagnostics {
            #expect(diagnostic.position.line >= 0 && diagnostic.position.line < lines && diagnostic.position.column >= 1, "\(diagnostic)")
        }
        let read = colorGuide("static let a = Color.white\r\nstatic let b = Color.black // ink\r\nstatic let c = b")
        #expect(read.colors.map(\.source) == ["static let a = Color.white", "static let b = Color.black", "static let c = b"])
        #expect(read.color(named: "b")?.comment == "ink")
        #expect(read.color(named: "c")?.hex == "#000000")
    }

    /// Found by the second run (10,579 runs, 5 minutes): the names a helper mentions were
    /// collected from each closure's results and again from its statements, so nested closures
    /// in a helper took time doubling with each level (seen in a backtrace; this input is a
    /// sketch of the shape, not the minimized finding, which was not saved).
    @Test func namesOfNestedClosuresInAHelperAreCollectedOnce() {
        let nested = String(repeating: "{ x in ", count: 40) + ".white" + String(repeating: " }", count: 40)
        let read = colorGuide("static func f() -> Color { let g = \(nested)\n return .white }\nstatic let a = f()")
        #expect(read.color(named: "a") != nil)
    }
}
