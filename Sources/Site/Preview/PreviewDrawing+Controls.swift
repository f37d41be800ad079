import Guide

/// Controls in their resting look, as iOS draws them with nothing chosen yet: a slider at its
/// middle, a stepper's minus and plus, a menu picker's selector, a compact date picker. What the
/// control holds is not drawn from the code (a binding's value is the app's), so the look is the
/// control's own; titles are the code's.
extension PreviewDrawing {
    /// A control of the catalog in its resting look.
    mutating func control(_ kind: ControlKind, _ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        switch kind {
        case .slider: slider(node, environment)
        case .stepper: stepper(node, environment)
        case .picker: picker(node, environment)
        case .datePicker: datePicker(node, environment)
        case .navigationLink, .menu: button(node, environment)
        case .tabView: tabView(node, environment)
        }
    }

    /// A button, and what rests as one (`ControlKind.restsAsButton`): its label in the color
    /// the button's style gives.
    mutating func button(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        var inner = environment
        inner.buttonText = buttonLabel(node, environment)
        inner.axis = .column
        var element = container(.column, spacing: nil, alignment: nil, view: node.kind.rawValue, line: node.location.line, children: node.children.flatMap { draw($0, inner) })
        element.css("display", "inline-flex")
        return element
    }

    /// A slider: a 4 pt track filled in the tint up to its thumb, at the middle.
    mutating func slider(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        let line = node.location.line
        var track = PreviewElement("span", view: "Slider", line: line)
        track.attribute("class", "pv-slider")
        let filled = tint(environment, line: line) ?? Self.unknownLine
        let rest = paint.css(ViewColor(system: "systemFill", expression: ".fill")) ?? "gray"
        track.css("background", "linear-gradient(90deg, \(filled) 0 50%, \(rest) 50% 100%)")
        track.fillsWidth = true
        return track
    }

    /// A stepper: its title, then the 94 × 32 minus and plus buttons.
    mutating func stepper(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        let line = node.location.line
        var parts = title(node, environment)
        var buttons = PreviewElement("span", view: "Stepper", line: line)
        buttons.attribute("class", "pv-stepper")
        buttons.css("background", paint.css(ViewColor(system: "tertiarySystemFill", expression: ".fill")) ?? "gray")
        for symbol in ["minus", "plus"] {
            var half = PreviewElement("span")
            half.attribute("class", "pv-stepper-half")
            half.content = [.element(self.symbol(symbol, ViewNode(kind: .image, location: node.location), environment))]
            buttons.content.append(.element(half))
        }
        parts.append(buttons)
        return row(parts, view: "Stepper", line: line)
    }

    /// A picker in its default (menu) style: its title, then the selector's chevrons in the tint.
    mutating func picker(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        var parts = title(node, environment)
        var inner = environment
        inner.buttonText = tintPaint(inner) ?? paint.css(ViewColor(system: "tint", expression: ".tint")).map { .known($0) }
        parts.append(symbol("chevron.up.chevron.down", ViewNode(kind: .image, location: node.location), inner))
        return row(parts, view: "Picker", line: node.location.line)
    }

    /// A compact date picker: its title, then a date and a time in grey capsules (Apple's
    /// 9:41 on a fixed day: the build writes no clock time into a page).
    mutating func datePicker(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        var parts = title(node, environment)
        for stand in ["Jan 9, 2007", "9:41 AM"] {
            var chip = text(stand, node, environment, view: "DatePicker")
            chip.attribute("class", "pv-date-chip")
            chip.css("background", paint.css(ViewColor(system: "tertiarySystemFill", expression: ".fill")) ?? "gray")
            parts.append(chip)
        }
        return row(parts, view: "DatePicker", line: node.location.line)
    }

    /// The control's title as a text, with a spacer after it that pushes the control to the
    /// trailing edge, as a form row lays it out; nothing when it has none.
    private mutating func title(_ node: ViewNode, _ environment: PreviewEnvironment) -> [PreviewElement] {
        guard case .string(let title)? = node.property("title"), !title.isEmpty else { return [] }
        var spacer = PreviewElement()
        spacer.fillsWidth = true
        return [text(title, node, environment, view: "Text"), spacer]
    }

    private func row(_ parts: [PreviewElement], view: String, line: Int) -> PreviewElement {
        var element = container(.row, spacing: 8, alignment: nil, view: view, line: line, children: parts)
        element.fillsWidth = parts.count > 1
        return element
    }

    /// A tab view: its first page (the selection starts at the first tab), over the tab bar
    /// with each page's `tabItem`, the first in the tint and the others in grey.
    mutating func tabView(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        let line = node.location.line
        var page = environment
        page.axis = .column
        var content = container(.column, spacing: nil, alignment: nil, view: "TabView", line: line,
                                children: node.children.first.map { draw($0, page) } ?? [])
        content.fillsWidth = true
        content.fillsHeight = true
        var items: [PreviewElement] = []
        for (index, child) in node.children.enumerated() {
            guard let item = child.modifier(.tabItem) else { continue }
            var inner = environment
            let selected = index == 0
            inner.buttonText = selected ? (tintPaint(inner) ?? paint.css(ViewColor(system: "tint", expression: ".tint")).map { .known($0) })
                : paint.css(ViewColor(system: "systemGray", expression: ".gray")).map { .known($0) }
            items.append(tabBarItem(item.layers, line: item.location.line > 0 ? item.location.line : line, inner))
        }
        guard !items.isEmpty else { return content }
        var bar = container(.row, spacing: 0, alignment: nil, view: ".tabItem", line: line, children: items)
        bar.attribute("class", "pv-tab-bar")
        bar.css("background", paint.css(ViewColor(system: "secondarySystemBackground", expression: ".bar")) ?? "#f8f8f8")
        bar.fillsWidth = true
        var whole = container(.column, spacing: 0, alignment: nil, view: "TabView", line: line, children: [content, bar])
        whole.fillsWidth = true
        return whole
    }

    /// One item of a tab bar: its symbol over its title at 10 pt, as iOS lays a tab bar out.
    private mutating func tabBarItem(_ layers: [ViewNode], line: Int, _ environment: PreviewEnvironment) -> PreviewElement {
        var parts: [PreviewElement] = []
        func look(_ node: ViewNode) {
            if case .string(let name)? = node.property("systemName") {
                var icon = ViewNode(kind: .image, location: node.location)
                icon.properties = [ViewProperty("systemName", .string(name)), ViewProperty("font", .font(ViewFont(size: 22, weight: .regular, expression: ".tabItem")))]
                parts.append(symbol(name, icon, environment))
            }
            for key in ["title", "text"] {
                guard case .string(let title)? = node.property(key) else { continue }
                var caption = text(title, node, environment, view: "Text")
                caption.css("font-size", "10px")
                caption.css("font-weight", "500")
                parts.append(caption)
            }
            node.children.forEach(look)
        }
        layers.forEach(look)
        var item = container(.column, spacing: 2, alignment: nil, view: "tabItem", line: line, children: parts)
        item.attribute("class", "pv-tab-item")
        item.fillsWidth = true
        return item
    }
}
