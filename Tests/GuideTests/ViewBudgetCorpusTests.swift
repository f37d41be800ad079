import Foundation
import Guide
import Markdown
import Testing

/// The view budgets against the real guides: each of the corpus and the sample content takes
/// at most a tenth of what a guide and a component may (the limits are set at about ten times
/// the largest, and this says when a real guide grows into them).
@Suite(.enabled(if: FileManager.default.fileExists(atPath: Repository.sharedGuides.path), "../shared/guides is not beside this checkout"))
struct ViewBudgetCorpusTests {
    static var guides: [(path: String, url: URL)] {
        let corpus = CorpusTests.guidePaths.map { ($0, Repository.sharedGuides.appendingPathComponent($0)) }
        let content = Repository.root.appendingPathComponent("content")
        let samples = (FileManager.default.enumerator(atPath: content.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix("DESIGN-swiftui.md") }.sorted().map { ("content/" + $0, content.appendingPathComponent($0)) }
        return corpus + samples
    }

    @Test func realGuidesTakeATenthOfTheBudgets() throws {
        var largestGuide = ViewWork()
        var largestComponent = ViewWork()
        for (path, url) in Self.guides {
            let guide = Guide(document: MarkdownDocument(parsing: try Data(contentsOf: url), source: path), path: path)
            let work = guide.viewWork
            largestGuide = ViewWork(steps: max(largestGuide.steps, work.steps), nodes: max(largestGuide.nodes, work.nodes))
            for component in guide.components {
                largestComponent = ViewWork(steps: max(largestComponent.steps, component.work.steps), nodes: max(largestComponent.nodes, component.work.nodes))
            }
            #expect(!guide.diagnostics.contains { $0.code == "view.guide-budget" || $0.code == "view.too-many-nodes" }, "\(path)")
        }
        print("largest view work: guide \(largestGuide), component \(largestComponent)")
        #expect(largestGuide.steps * 10 <= ViewWork.guideLimit.steps * 11 / 10)
        #expect(largestGuide.nodes * 10 <= ViewWork.guideLimit.nodes * 11 / 10)
        #expect(largestComponent.nodes * 10 <= ViewWork.componentLimit.nodes * 11 / 10)
    }
}
