import Foundation
import Guide
import Testing

/// View-tree amplification (issue "Hostile input, round two", item 2): a view that nests itself
/// twice, 29 levels deep, reused by ten components took 14.5 s and 2.7 GB, since the step
/// budget was per component. The guide's components now share one budget of steps and nodes;
/// these count them (never time them).
@Suite struct ViewBudgetTests {
    /// `L0` draws two `L1`s, … `L28` one text: 2^28 texts, if nothing stopped it.
    static let levels = (0..<28).map { "struct L\($0): View { var body: some View { VStack { L\($0 + 1)(); L\($0 + 1)() } } }" }.joined(separator: "\n")
        + "\nstruct L28: View { var body: some View { Text(\"x\") } }"

    /// The amplification guide: the levels in a section of their own, then `count` components
    /// that each draw `L0`.
    static func amplification(components count: Int) -> Guide {
        var markdown = "# H (iOS) — SwiftUI Implementation Guide\n\n## 4. Layout\n\n```swift\n\(levels)\n```\n\n## 5. Components\n\n"
        for index in 0..<count {
            markdown += "### Card\(index)\n\n```swift\nstruct Card\(index): View { var body: some View { L0() } }\n```\n\n"
        }
        return guide(markdown)
    }

    /// At most the limit, and one gap per level a tree was cut at (the trees are under 200
    /// levels deep) or per component drawn as one gap.
    static func expectWithinGuideLimit(_ read: Guide) {
        let work = read.viewWork
        #expect(work.steps <= ViewWork.guideLimit.steps)
        #expect(work.nodes <= ViewWork.guideLimit.nodes + 200 + read.components.count)
        for component in read.components {
            #expect(component.work.steps <= ViewWork.componentLimit.steps)
            #expect(component.work.nodes <= ViewWork.componentLimit.nodes + 200)
        }
    }

    @Test func tenComponentsOfANestedViewShareTheGuideBudget() throws {
        let read = Self.amplification(components: 10)
        Self.expectWithinGuideLimit(read)
        // The first component spends the guide's steps; the rest are one gap each, named.
        #expect(read.components[0].work.steps == ViewWork.guideLimit.steps)
        for component in read.components.dropFirst() {
            #expect(component.views.count == 1)
            let gap = try #require(component.unsupported.first)
            #expect(gap.construct == "views past the guide's \(ViewWork.guideLimit.steps) steps")
            #expect(gap.location.line == component.location.line + 3)
        }
        // Its tree holds the component's nodes and a gap for the rest.
        #expect(read.components[0].unsupported.contains { $0.construct == "views past the component's \(ViewWork.componentLimit.nodes) nodes" })
        let nodes = try #require(read.diagnostics.first { $0.code == "view.too-many-nodes" })
        #expect(nodes.severity == .warning)
        #expect(nodes.location.line > 0 && nodes.location.column > 0)
    }

    @Test func aHundredComponentsTakeNoMoreThanTen() {
        let ten = Self.amplification(components: 10)
        let hundred = Self.amplification(components: 100)
        Self.expectWithinGuideLimit(hundred)
        #expect(hundred.viewWork.steps == ten.viewWork.steps)
        // One gap node for each component past the budget.
        #expect(hundred.viewWork.nodes == ten.viewWork.nodes + 90)
    }

    /// A guide whose first component spends the guide's steps is warned once, at the place it
    /// ran out, not once per component after.
    @Test func theGuideBudgetIsOneWarningWithAPlace() throws {
        // Each component alone stays within its own steps (a helper that calls itself twice
        // over, 2^10 calls, for one text), but not thirty of them.
        var markdown = "# H (iOS) — SwiftUI Implementation Guide\n\n## 4. Layout\n\n```swift\nfunc f(_ n: Int) -> Int { n > 0 ? f(n - 1) + f(n - 1) : 1 }\n```\n\n## 5. Components\n\n"
        for index in 0..<30 {
            markdown += "### Card\(index)\n\n```swift\nstruct Card\(index): View { var body: some View { Text(\"\\(f(9))\") } }\n```\n\n"
        }
        let read = guide(markdown)
        Self.expectWithinGuideLimit(read)
        #expect(read.components[0].work.steps < ViewWork.componentLimit.steps)
        let warnings = read.diagnostics.filter { $0.code == "view.guide-budget" }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "the guide's views took the \(ViewWork.guideLimit.steps) steps all its components may take; the rest is not drawn")
        #expect(warning.location.line > 0)
        #expect(read.viewWork.steps == ViewWork.guideLimit.steps)
    }

    /// A `ViewModifier` that shows its content twice, applied 30 times: 2^30 nodes from a few
    /// hundred steps, since the evaluator shares the content's tree. The drawn tree is counted.
    @Test func sharedSubtreesAreCountedAsDrawn() throws {
        let chain = String(repeating: ".modifier(Dup())", count: 30)
        let read = guide("# H (iOS) — SwiftUI Implementation Guide\n\n## 5. Components\n\n### Dup\n\n```swift\nstruct Dup: ViewModifier { func body(content: Content) -> some View { VStack { content; content } } }\nstruct Card: View { var body: some View { Text(\"a\")\(chain) } }\n```\n")
        Self.expectWithinGuideLimit(read)
        #expect(read.viewWork.steps < 10_000)
        #expect(read.viewWork.nodes > ViewWork.componentLimit.nodes)
        #expect(read.diagnostics.contains { $0.code == "view.too-many-nodes" && $0.severity == .warning && $0.location.line == 9 })
    }

    /// The same guide draws the same trees, cuts and warnings every time.
    @Test func theBudgetIsSpentTheSameWayEveryTime() {
        let first = Self.amplification(components: 10)
        let second = Self.amplification(components: 10)
        #expect(first.components == second.components)
        #expect(first.diagnostics == second.diagnostics)
    }
}
