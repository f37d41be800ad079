import Guide

/// A `ScrollView`: its content laid out at its own length along the axes it scrolls (SwiftUI
/// proposes it an unbounded one), starting at the top leading corner, and clipped by a box that
/// scrolls in the page as it does on the phone.
extension PreviewDrawing {
    /// The axes a scroll view scrolls along.
    enum ScrollAxes {
        case horizontal, vertical, both

        /// `.horizontal`, `.vertical` (the default), or `[.horizontal, .vertical]`.
        init(_ value: ViewValue?) {
            let names: [ViewValue] = if case .list(let names)? = value { names } else { value.map { [$0] } ?? [] }
            let horizontal = names.contains(.keyword("horizontal")), vertical = names.contains(.keyword("vertical"))
            self = horizontal && vertical ? .both : horizontal ? .horizontal : .vertical
        }
    }

    /// The scroll view, its content and the scroll layout its environment sets
    /// (`.contentMargins`, `.scrollIndicators`, `.scrollClipDisabled`).
    mutating func scrollView(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        let line = node.location.line
        let axes = ScrollAxes(node.property("axis"))
        let scroll = node.inherited.values
        var inner = environment
        inner.axis = axes == .horizontal ? .row : .column
        let children = node.children.flatMap { draw($0, inner) }
        var element = container(inner.axis, spacing: 0, alignment: nil, view: "ScrollView", line: line, children: children)
        // Content keeps its own length along a scrolled axis: it overflows, never squeezes.
        element.content = element.content.map { item in
            guard case .element(var child) = item else { return item }
            child.css("flex", "0 0 auto")
            if axes != .vertical { child.style.removeAll { $0 == ("min-width", "0") } }
            return .element(child)
        }
        if axes == .both { element.css("align-items", "flex-start") }
        element.css("justify-content", "flex-start")
        let clipped = !scroll.scrollClipDisabled
        element.css("overflow-x", !clipped ? "visible" : axes == .vertical ? "hidden" : "auto")
        element.css("overflow-y", !clipped ? "visible" : axes == .horizontal ? "hidden" : "auto")
        // At rest iOS shows no bars; a thin one says the box scrolls, unless the code hides them.
        let hidden = node.property("showsIndicators") == .bool(false) || scroll.scrollIndicatorsHidden
        element.css("scrollbar-width", hidden ? "none" : "thin")
        if let margins = scroll.contentMargins {
            // Top, trailing, bottom, leading, as CSS orders them.
            element.css("padding", [0, 3, 2, 1].map { CSSNumber.px(max(0, margins[$0])) ?? "0px" }.joined(separator: " "))
        }
        // As wide as offered; as high as offered when it scrolls vertically (a horizontal one is
        // as high as its content), as SwiftUI sizes scroll views.
        element.fillsWidth = true
        element.fillsHeight = axes != .horizontal
        return element
    }
}
