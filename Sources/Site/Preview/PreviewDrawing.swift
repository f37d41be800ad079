import Diagnostics
import Guide

/// Draws one state of a component: each node of its view tree becomes HTML elements laid out by
/// SwiftUI's rules (stacks as flex boxes, ZStack as one grid cell, frames, padding, layers),
/// and whatever it cannot draw becomes a hatched box naming the construct, counted as a gap.
struct PreviewDrawing {
    let guide: Guide
    let paint: PreviewPaint
    /// What was not drawn, each with its guide line, in the order met.
    var gaps: [(construct: String, line: Int)] = []
    /// Each construct's number, in the order first met: the caption lists the gaps in that
    /// order, and a tag over a drawn view shows the number rather than covering it with a name.
    private(set) var gapNumbers: [String: Int] = [:]
    /// How many elements were drawn that are not gaps.
    var drawnCount = 0
    /// Whether a view drawn since this was last reset extends under the safe areas
    /// (`.ignoresSafeArea()`): only a screen's background does, so a root that fills the
    /// height and has one is drawn as a whole screen (`ComponentPreview`).
    var extendsUnderSafeAreas = false
    /// Elements drawn (one per view, its modifiers' wrappers with it), and the most it may draw
    /// (`PreviewBudget`): past it, one gap, then nothing.
    var elementsDrawn = 0
    var elementLimit = Int.max
    /// Whether the limit is what the brand has left rather than the component's own.
    var cutsGuide = false
    /// Where the drawing was cut at the limit.
    var cut: SourceLocation?

    init(guide: Guide, names: TokenNames) {
        self.guide = guide
        paint = PreviewPaint(guide: guide, names: names)
    }

    /// The deepest tree drawn; anything deeper is a gap (the evaluator bounds trees as well).
    static let maximumDepth = 200

    /// The elements `node` draws (none for an empty view, several for a group's children).
    mutating func draw(_ node: ViewNode, _ environment: PreviewEnvironment) -> [PreviewElement] {
        var environment = environment
        environment.depth += 1
        guard environment.depth < Self.maximumDepth else { return [gap("nested views", node.location.line)] }
        guard elementsDrawn < elementLimit else {
            guard cut == nil else { return [] }
            cut = node.location
            return [gap(cutsGuide ? "views past the brand's \(PreviewBudget.elementsPerGuide) elements" : "views past the preview's \(PreviewBudget.elementsPerComponent) elements", node.location.line)]
        }
        elementsDrawn += 1
        if node.modifiers.contains(where: { $0.kind == .ignoresSafeArea || $0.kind == .edgesIgnoringSafeArea }) { extendsUnderSafeAreas = true }
        let inner = contentEnvironment(node, environment)
        var elements = core(node, inner)
        guard !node.modifiers.isEmpty else { return elements }
        if elements.count != 1 {
            guard !elements.isEmpty else { return [] }
            var group = container(.column, spacing: nil, alignment: nil, view: node.kind.rawValue, line: node.location.line, children: elements)
            group.attribute("data-view", node.kind.rawValue)
            elements = [group]
        }
        return [modified(elements[0], node, inner, outer: environment)]
    }

    /// A hatched box naming what is not drawn; `detail` (the expression as written) shows on hover.
    mutating func gap(_ construct: String, _ line: Int, detail: String? = nil) -> PreviewElement {
        gaps.append((construct, line))
        if gapNumbers[construct] == nil { gapNumbers[construct] = gapNumbers.count + 1 }
        var element = PreviewElement(view: "unsupported", line: line)
        element.attribute("class", "pv-gap")
        element.attribute("title", "Not drawn: " + (detail ?? construct))
        var label = PreviewElement("span")
        label.attribute("aria-hidden", "true")
        label.content = [.text(construct.count > 48 ? String(construct.prefix(47)) + "…" : construct)]
        element.content = [.element(label)]
        return element
    }

    /// Counts an element as drawn.
    mutating func drawn(_ element: PreviewElement) -> PreviewElement {
        drawnCount += 1
        return element
    }

    /// A flex or grid container of `children`, each placed by SwiftUI's rules for its axis.
    func container(_ axis: PreviewEnvironment.Axis, spacing: Double?, alignment: String?, view: String, line: Int, children: [PreviewElement]) -> PreviewElement {
        var element = PreviewElement(view: view, line: line)
        switch axis {
        case .row, .column:
            element.css("display", "flex")
            element.css("flex-direction", axis == .row ? "row" : "column")
            element.css("align-items", axis == .row ? PreviewCSS.rowAlignment(alignment) : PreviewCSS.columnAlignment(alignment))
            element.css("justify-content", "center")
            if let spacing, spacing > 0, let value = CSSNumber.px(spacing) { element.css("gap", value) }
        case .depth:
            element.css("display", "grid")
        }
        let (horizontal, vertical) = PreviewCSS.alignment(alignment)
        // SwiftUI's negative spacing overlaps neighbours (stacked avatars); CSS has no negative
        // `gap`, so each view after the first is pulled back by a negative margin instead.
        let overlap = axis == .depth ? nil : spacing.flatMap { $0 < 0 ? CSSNumber.px($0) : nil }
        element.content = children.enumerated().map { index, child in
            var child = child
            Self.place(&child, in: axis, horizontal: horizontal, vertical: vertical)
            if let overlap {
                if index > 0 { child.css(axis == .row ? "margin-left" : "margin-top", overlap) }
                // Overlapping views paint in the order written, the later above, as SwiftUI
                // draws them; a positioned one (a view with an overlay) would paint above
                // every unpositioned sibling, whatever its place.
                if !child.style.contains(where: { $0.0 == "position" }) { child.css("position", "relative") }
            }
            return .element(child)
        }
        element.fillsWidth = children.contains(where: \.fillsWidth)
        element.fillsHeight = children.contains(where: \.fillsHeight)
        return element
    }

    /// Gives a child its place in a container: flexible views take the room along the axis
    /// (`flex`) and across it (`align-self: stretch`); ZStack layers share one grid cell.
    static func place(_ child: inout PreviewElement, in axis: PreviewEnvironment.Axis, horizontal: AlignmentKind.Place = .center, vertical: AlignmentKind.Place = .center) {
        switch axis {
        case .row:
            // A view of fixed width keeps it; others may shrink (a long text wraps).
            let fixed = child.style.contains { $0.0 == "width" }
            child.css("flex", child.fillsWidth ? "1 1 0" : fixed ? "0 0 auto" : "0 1 auto")
            if child.fillsWidth { child.css("min-width", "0") }
            if child.fillsHeight { child.css("align-self", "stretch") }
        case .column:
            let fixed = child.style.contains { $0.0 == "height" }
            child.css("flex", child.fillsHeight ? "1 1 auto" : fixed ? "0 0 auto" : "0 1 auto")
            if child.fillsWidth { child.css("align-self", "stretch") }
        case .depth:
            child.css("grid-area", "1 / 1")
            child.css("justify-self", child.fillsWidth ? "stretch" : PreviewCSS.grid(horizontal))
            child.css("align-self", child.fillsHeight ? "stretch" : PreviewCSS.grid(vertical))
        }
    }
}
