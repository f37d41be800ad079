@testable import Guide
import Testing

/// A grid's columns (or rows) are the `GridItem`s its code declares (issue 33, item 6).
@Suite struct GridTrackTests {
    private static func tracks(_ columns: String, property: String = "") -> (tracks: [GridTrack], spacing: Double?)? {
        let code = """
            struct Tiles: View {
                \(property)
                var body: some View {
                    LazyVGrid(columns: \(columns)) { Text("a"); Text("b") }
                }
            }
            """
        let grid = ViewTreeTests.componentGuide(code).components.first?.views.first?.view.allNodes.first { $0.kind == .lazyVGrid }
        guard case .list(let values)? = grid?.property("tracks") else { return nil }
        var spacing: Double?
        if case .number(let value)? = grid?.property("trackSpacing") { spacing = value }
        return (values.compactMap(GridTrack.init), spacing)
    }

    @Test func repeatedItemsAreThatManyTracks() {
        let read = Self.tracks("Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)")
        #expect(read?.tracks == [.flexible, .flexible, .flexible])
        #expect(read?.spacing == 2)
    }

    @Test func aListOfItemsKeepsEachSize() {
        #expect(Self.tracks("[GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.adaptive(minimum: 50, maximum: 80))]")?.tracks
            == [.fixed(60), .flexible, .adaptive(minimum: 50)])
        #expect(Self.tracks("[GridItem()]")?.tracks == [.flexible])
    }

    @Test func aPropertyHoldingTheColumnsIsRead() {
        #expect(Self.tracks("cols", property: "private let cols = Array(repeating: GridItem(.flexible()), count: 4)")?.tracks.count == 4)
    }

    /// Columns the code computes at run time leave the grid without tracks: it wraps, as before.
    @Test func columnsTheCodeDoesNotGiveAreNone() {
        #expect(Self.tracks("makeColumns()") == nil)
        #expect(Self.tracks("Array(repeating: GridItem(.flexible()), count: 100_000)")?.tracks.count == ViewEvaluator.maximumGridTracks)
    }
}

/// Which states of a component's inputs are drawn (issue 33, item 5).
@Suite struct StateCombinationTests {
    /// All of them when they fit; else each value of each input at least once, first values first.
    @Test func eachValueOfEachInputIsDrawn() {
        #expect(ComponentViews.combinations(of: [["a", "b"], ["x", "y"]]) == [["a", "x"], ["a", "y"], ["b", "x"], ["b", "y"]])
        #expect(ComponentViews.combinations(of: [["incoming", "iMessage", "sms"], ["false", "true"]])
            == [["incoming", "false"], ["iMessage", "true"], ["sms", "false"], ["incoming", "true"]])
        let bools = ComponentViews.combinations(of: [["F", "T"], ["F", "T"], ["F", "T"]])
        #expect(bools.count == 4 && Set(bools).count == 4 && bools[0] == ["F", "F", "F"])
        #expect(ComponentViews.combinations(of: [Array("abcdef").map(String.init)]) == [["a"], ["b"], ["c"], ["d"]])
    }
}
