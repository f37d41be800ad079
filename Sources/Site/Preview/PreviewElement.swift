import Guide
import Templates

/// One HTML element of a drawing, built as a value so a container can still place it (give it
/// its flex or grid placement) after it is drawn, and serialized once, escaped, at the end.
struct PreviewElement: Sendable {
    enum Content: Sendable {
        case element(PreviewElement)
        case text(String)
    }

    var tag = "div"
    /// Attributes in order; values are escaped when serialized.
    var attributes: [(String, String)] = []
    /// CSS declarations in order; every value is built from validated numbers and known names.
    var style: [(String, String)] = []
    var content: [Content] = []
    /// Whether the view takes all the width (or height) it is offered, as SwiftUI's flexible
    /// views do (`Spacer`, shapes, `frame(maxWidth: .infinity)`): its container stretches it.
    var fillsWidth = false
    var fillsHeight = false

    init(_ tag: String = "div", view: String? = nil, line: Int? = nil) {
        self.tag = tag
        if let view { attributes.append(("data-view", view)) }
        if let line, line > 0 { attributes.append(("data-line", String(line))) }
    }

    mutating func css(_ property: String, _ value: String) {
        style.removeAll { $0.0 == property }
        style.append((property, value))
    }

    mutating func attribute(_ name: String, _ value: String) {
        attributes.removeAll { $0.0 == name }
        attributes.append((name, value))
    }

    /// The style attribute's text. A value with `light-dark()` or `color-mix()` is set through a
    /// custom property of the element (`--pv-0: light-dark(…); background: var(--pv-0)`): the
    /// browser reads both the same, and the Nu checker's CSS grammar, which knows neither
    /// function, leaves custom properties alone.
    var declarations: String {
        var custom: [String] = []
        var plain: [String] = []
        for (property, value) in style {
            if value.containsBytes("light-dark(") || value.containsBytes("color-mix(") {
                let name = "--pv-\(custom.count)"
                custom.append("\(name):\(value)")
                plain.append("\(property):var(\(name))")
            } else {
                plain.append("\(property):\(value)")
            }
        }
        return (custom + plain).joined(separator: ";")
    }

    /// The element as HTML: tag and attribute names are the renderer's own; every value goes
    /// through the site's one escaping function.
    var html: String {
        var output = ""
        appendHTML(to: &output)
        return output
    }

    /// Writes the element into one buffer: children are appended in place, not built as
    /// strings of their own and copied into each parent in turn.
    private func appendHTML(to output: inout String) {
        output += "<"
        output += tag
        for (name, value) in attributes {
            output += " "
            output += name
            output += "=\""
            output += HTMLEscaping.escape(value)
            output += "\""
        }
        if !style.isEmpty {
            output += " style=\""
            output += HTMLEscaping.escape(declarations)
            output += "\""
        }
        output += ">"
        for item in content {
            switch item {
            case .element(let element): element.appendHTML(to: &output)
            case .text(let text): output += HTMLEscaping.escape(text)
            }
        }
        output += "</"
        output += tag
        output += ">"
    }
}
