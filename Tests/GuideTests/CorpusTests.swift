import Foundation
import Guide
import Markdown
import Testing

/// Every guide of the wider corpus in `../shared/guides`, when it is there (it is not part of
/// the repository; the suite is skipped without it).
@Suite(.enabled(if: FileManager.default.fileExists(atPath: Repository.sharedGuides.path), "../shared/guides is not beside this checkout"))
struct CorpusTests {
    static var guidePaths: [String] {
        let root = Repository.sharedGuides
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix("DESIGN-swiftui.md") }.sorted()
    }

    static func read(_ path: String) throws -> Guide {
        let data = try Data(contentsOf: Repository.sharedGuides.appendingPathComponent(path))
        return Guide(document: MarkdownDocument(parsing: data, source: path), path: path)
    }

    @Test func corpusIsComplete() {
        #expect(Self.guidePaths.count == 31)
    }

    @Test(arguments: guidePaths)
    func noErrorsAndNothingDropped(_ path: String) throws {
        let guide = try Self.read(path)
        #expect(!guide.diagnostics.containsErrors, "\(guide.diagnostics.map(\.description))")
        #expect(!guide.colors.isEmpty)
        #expect(!guide.fonts.isEmpty)
        #expect(!guide.components.isEmpty)

        // Every stated hex is the token's hex, or there is a warning at the token.
        for token in guide.colors {
            guard let stated = token.stated, token.color != nil else { continue }
            let warned = guide.diagnostics.contains { $0.code == "color.hex-mismatch" && $0.location == token.location }
            #expect(token.hex == stated.color.hex || warned, "\(token.name): \(token.hex ?? "nil") vs \(stated.text)")
        }

        // Independently of the reader: every `static let/var` whose line names a color, font
        // or gradient type is a token of the model.
        let modelNames = Set(guide.colors.map(\.name) + guide.fonts.map(\.name) + guide.gradients.map(\.name))
        let declaration = try NSRegularExpression(pattern: #"static (?:let|var) (\w+)\s*(?::\s*(\w+))?"#)
        for snippet in guide.snippets where snippet.language == "swift" {
            for line in snippet.code.split(separator: "\n").map(String.init) where !line.contains("func ") {
                for match in declaration.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    let name = String(line[Range(match.range(at: 1), in: line)!])
                    let type = Range(match.range(at: 2), in: line).map { String(line[$0]) }
                    let tokenTypes = ["Color", "Font", "LinearGradient", "RadialGradient", "AngularGradient"]
                    let looksLikeToken = type.map(tokenTypes.contains) ?? tokenTypes.contains { line.contains("= \($0)") || line.contains("= .") && snippet.heading.contains("Color") }
                    if looksLikeToken {
                        #expect(modelNames.contains(name), "\(path): '\(name)' was dropped")
                    }
                }
            }
        }
    }

    /// The totals quoted in the issue's closing note.
    @Test func totals() throws {
        var counts: [String: Int] = [:]
        for path in Self.guidePaths {
            let guide = try Self.read(path)
            counts["guides", default: 0] += 1
            counts["colors", default: 0] += guide.colors.count
            counts["colors decided at run time", default: 0] += guide.colors.filter { $0.kind.isDecidedAtRunTime }.count
            counts["colors with a stated hex", default: 0] += guide.colors.filter { $0.stated != nil }.count
            counts["gradients", default: 0] += guide.gradients.count
            counts["fonts", default: 0] += guide.fonts.count
            counts["components", default: 0] += guide.components.count
            counts["snippets", default: 0] += guide.snippets.count
            counts["symbol rows", default: 0] += guide.symbols.count
            counts["motion specs", default: 0] += guide.motion.count
            counts["accessibility notes", default: 0] += guide.accessibilityNotes.count
            counts["warnings", default: 0] += guide.diagnostics.count(of: .warning)
            counts["errors", default: 0] += guide.diagnostics.count(of: .error)
        }
        print("corpus totals: " + counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
        #expect(counts["errors"] == 0)
    }
}
