import Guide

/// What SwiftUI draws beside a view rather than over it: a `.safeAreaInset` at one of its
/// edges, and a toolbar's navigation bar above it (and bottom toolbar below it). The view keeps
/// the rest of the room, so nothing of it is covered.
extension PreviewDrawing {
    /// `.safeAreaInset(edge:alignment:spacing:)`: the inset's views at that edge of the view,
    /// `spacing` apart (none when the code gives none: the inset moves the safe area by its own
    /// size), aligned along the edge as the modifier says.
    mutating func inset(_ child: PreviewElement, _ modifier: ViewModifier, _ environment: PreviewEnvironment, line: Int) -> PreviewElement {
        guard case .keyword(let name)? = modifier.property("edge"), let edge = EdgeKind(rawValue: name) else {
            return tagged(child, ".safeAreaInset(edge: …)", line: line, detail: ".safeAreaInset(edge: " + Self.written(modifier.property("edge")) + ")")
        }
        let spacing: Double
        switch modifier.property("spacing") {
        case .number(let value)?: spacing = value
        case nil: spacing = 0
        case let written?:
            return tagged(child, ".safeAreaInset(spacing: …)", line: line, detail: ".safeAreaInset(spacing: " + Self.written(written) + ")")
        }
        let axis: PreviewEnvironment.Axis = edge.isVertical ? .column : .row
        var layers = environment
        layers.axis = axis
        let drawn = modifier.layers.flatMap { draw($0, layers) }
        guard !drawn.isEmpty else { return child }
        let inset = drawn.count == 1 ? drawn[0] : container(.column, spacing: nil, alignment: nil, view: ".safeAreaInset", line: line, children: drawn)
        let place = edge.isLeading ? 0 : 1
        var element = container(axis, spacing: spacing, alignment: nil, view: ".safeAreaInset", line: line, children: edge.isLeading ? [inset, child] : [child, inset])
        // Along its edge the inset spans the view when it is flexible, else sits at its alignment.
        let alignment: String? = if case .keyword(let name)? = modifier.property("alignment") { name } else { nil }
        let (horizontal, vertical) = PreviewCSS.alignment(alignment)
        if !(edge.isVertical ? inset.fillsWidth : inset.fillsHeight), case .element(var placed) = element.content[place] {
            placed.css("align-self", PreviewCSS.flex(edge.isVertical ? horizontal : vertical))
            element.content[place] = .element(placed)
        }
        element.fillsWidth = child.fillsWidth || inset.fillsWidth
        element.fillsHeight = child.fillsHeight || inset.fillsHeight
        return element
    }
}
