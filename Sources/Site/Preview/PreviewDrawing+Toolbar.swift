import Guide

/// A toolbar as iOS draws it in a navigation stack: a bar above the view with its leading and
/// trailing items and, between them, the principal item or the `.navigationTitle`; items for
/// the bottom bar in a bar below the view.
extension PreviewDrawing {
    /// The view between the bars its toolbars (all of them, merged as SwiftUI does) fill.
    mutating func toolbar(_ child: PreviewElement, _ node: ViewNode, _ environment: PreviewEnvironment, line: Int) -> PreviewElement {
        var slots: [ToolbarPlacement.Slot: [PreviewElement]] = [:]
        var items = environment
        items.axis = .row
        for modifier in node.modifiers where modifier.kind == .toolbar {
            for layer in modifier.layers {
                // A view that is no `ToolbarItem` is placed automatically: trailing, on iOS.
                guard layer.kind == .toolbarItem else { slots[.trailing, default: []] += draw(layer, items); continue }
                let name: String? = if case .keyword(let name)? = layer.property("placement") { name } else { nil }
                guard let slot = ToolbarPlacement(named: name)?.slot else {
                    let written = ToolbarPlacement(named: name) == nil ? name ?? "" : "." + (name ?? "")
                    slots[.trailing, default: []].append(gap("ToolbarItem(placement: \(written))", layer.location.line))
                    continue
                }
                slots[slot, default: []] += draw(layer, items)
            }
        }
        var parts: [PreviewElement] = []
        let center = slots[.principal].map { container(.row, spacing: 8, alignment: nil, view: "ToolbarItem", line: line, children: $0) } ?? title(of: node, environment)
        if center != nil || slots[.leading] != nil || slots[.trailing] != nil {
            var bar = container(.row, spacing: 8, alignment: nil, view: ".toolbar", line: line, children: [
                side(slots[.leading] ?? [], justify: "flex-start", line: line), center ?? PreviewElement(), side(slots[.trailing] ?? [], justify: "flex-end", line: line),
            ])
            bar.attribute("data-bar", "navigation")
            parts.append(Self.bar(bar))
        }
        parts.append(child)
        if let bottom = slots[.bottom] {
            var bar = container(.row, spacing: 16, alignment: nil, view: ".toolbar", line: line, children: bottom)
            bar.attribute("data-bar", "bottom")
            parts.append(Self.bar(bar))
        }
        var element = container(.column, spacing: 0, alignment: nil, view: ".toolbar", line: line, children: parts)
        element.fillsWidth = true
        element.fillsHeight = child.fillsHeight
        return element
    }

    /// A bar's size: 44 pt high, its items 16 pt in from the sides, as wide as the view.
    private static func bar(_ bar: PreviewElement) -> PreviewElement {
        var bar = bar
        bar.css("min-height", "44px")
        bar.css("padding", "0px 16px")
        bar.fillsWidth = true
        return bar
    }

    /// One side of the navigation bar: its items 16 pt apart, pushed to its edge; both sides
    /// share what the middle leaves, so the middle is centered.
    private func side(_ items: [PreviewElement], justify: String, line: Int) -> PreviewElement {
        var side = container(.row, spacing: 16, alignment: nil, view: "ToolbarItem", line: line, children: items)
        side.css("justify-content", justify)
        side.fillsWidth = true
        return side
    }

    /// The `.navigationTitle` of the view, else of the first view inside it that has one (a
    /// title rises to the bar, as SwiftUI's preference does): the inline title, headline.
    private mutating func title(of node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement? {
        guard let modifier = node.modifier(.navigationTitle) ?? node.allNodes.lazy.compactMap({ $0.modifier(.navigationTitle) }).first else { return nil }
        let line = modifier.location.line > 0 ? modifier.location.line : node.location.line
        guard case .string(let title)? = modifier.property("title") else {
            let construct: String = if case .string(let written)? = modifier.property("construct") { written } else { ".navigationTitle(…)" }
            return gap(construct, line)
        }
        var text = ViewNode(kind: .text, location: modifier.location)
        text.properties = [ViewProperty("font", .font(ViewFont(size: 17, weight: .semibold, textStyle: "headline", expression: ".headline"))),
                           ViewProperty("color", .color(ViewColor(system: "primary", expression: ".primary")))]
        var inner = environment
        inner.buttonText = nil
        return drawn(self.text(title, text, inner, view: ".navigationTitle"))
    }
}
