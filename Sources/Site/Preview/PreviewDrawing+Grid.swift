import Guide

/// Grids on their declared tracks, as CSS grids: a `LazyVGrid`'s columns are
/// `grid-template-columns`, a `LazyHGrid`'s rows `grid-template-rows` filled column by column;
/// each cell centered in its track, as SwiftUI centers it.
extension PreviewDrawing {
    func grid(_ node: ViewNode, tracks: [GridTrack], view: String, line: Int, children: [PreviewElement]) -> PreviewElement {
        var element = PreviewElement(view: view, line: line)
        element.css("display", "grid")
        let template = tracks.map(Self.css).joined(separator: " ")
        // SwiftUI's default spacing between tracks and between the lines of cells.
        func spacing(_ name: String) -> String {
            if case .number(let value)? = node.property(name) { return CSSNumber.px(value) ?? "8px" }
            return "8px"
        }
        // `spacing:` of the grid is between its lines of cells; a `GridItem`'s between tracks.
        let (lines, between) = (spacing("spacing"), spacing("trackSpacing"))
        if node.kind == .lazyHGrid {
            element.css("grid-template-rows", template)
            element.css("grid-auto-flow", "column")
            element.css("row-gap", between)
            element.css("column-gap", lines)
        } else {
            element.css("grid-template-columns", template)
            element.css("column-gap", between)
            element.css("row-gap", lines)
            element.fillsWidth = true
        }
        element.css("justify-items", "center")
        element.css("align-items", "center")
        element.content = children.map { .element($0) }
        return element
    }

    /// One track: a flexible one shares the room (never narrower than its content allows to
    /// shrink), a fixed one is its size, an adaptive one repeats as often as fits.
    static func css(_ track: GridTrack) -> String {
        switch track {
        case .flexible: "minmax(0, 1fr)"
        case .fixed(let size): CSSNumber.px(size) ?? "auto"
        case .adaptive(let minimum): "repeat(auto-fill, minmax(\(CSSNumber.px(minimum) ?? "0px"), 1fr))"
        }
    }
}

extension ViewNode {
    /// The tracks a grid declares, when the code gives them.
    var gridTracks: [GridTrack]? {
        guard case .list(let values)? = property("tracks") else { return nil }
        let tracks = values.compactMap(GridTrack.init)
        return tracks.isEmpty ? nil : tracks
    }
}
