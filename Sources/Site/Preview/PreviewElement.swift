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

    /// Writes the style attribute's text, escaped, less the declarations written as classes. A
    /// value with `light-dark()` or `color-mix()` is set through a custom property of the
    /// element (`--pv-0: light-dark(…); background: var(--pv-0)`): the browser reads both the
    /// same, and the Nu checker's CSS grammar, which knows neither function, leaves custom
    /// properties alone. The custom properties come first.
    private func appendDeclarations(to output: inout [UInt8], classes: [String?]) {
        var customs = 0
        // Which declarations were set through a custom property, as bits (asked once, not
        // again in the second pass); past the 64th, asked again.
        var custom: UInt64 = 0
        for (index, (_, value)) in style.enumerated() where Self.needsCustomProperty(value) {
            if customs > 0 { output.append(UInt8(ascii: ";")) }
            output += "--pv-\(customs):".utf8
            HTMLEscaping.append(escaping: value, to: &output)
            customs += 1
            if index < 64 { custom |= 1 << UInt64(index) }
        }
        var used = 0
        var first = customs == 0
        for (index, ((property, value), name)) in zip(style, classes).enumerated() where name == nil {
            if !first { output.append(UInt8(ascii: ";")) }
            first = false
            HTMLEscaping.append(escaping: property, to: &output)
            output.append(UInt8(ascii: ":"))
            if index < 64 ? custom & 1 << UInt64(index) != 0 : customs > 0 && Self.needsCustomProperty(value) {
                output += "var(--pv-\(used))".utf8
                used += 1
            } else {
                HTMLEscaping.append(escaping: value, to: &output)
            }
        }
    }

    /// Writes the class names of `names` (nil for a declaration left in the style) apart by
    /// spaces, and after one when the attribute already holds text.
    private static func append(classNames names: [String?], afterText: Bool, to output: inout [UInt8]) {
        var first = !afterText
        for case let name? in names {
            if !first { output.append(UInt8(ascii: " ")) }
            first = false
            output += name.utf8
        }
    }

    private static func needsCustomProperty(_ value: String) -> Bool {
        value.containsBytes("light-dark(") || value.containsBytes("color-mix(")
    }

    /// The element as HTML: tag and attribute names are the renderer's own; every value goes
    /// through the site's one escaping function.
    var html: String {
        // Bytes, decoded once: appending to a String checked every small piece.
        var output: [UInt8] = []
        // A drawing is a few kilobytes: growing from empty copied it several times.
        output.reserveCapacity(4096)
        appendHTML(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes the element into one buffer: children are appended in place, not built as
    /// strings of their own and copied into each parent in turn.
    private func appendHTML(to output: inout [UInt8]) {
        // Declarations written as classes, nil for the rest: one array per element, not two.
        let classOfDeclaration = style.map { PreviewDeclarationClasses.name($0.0, $0.1) }
        let classCount = classOfDeclaration.reduce(0) { $1 == nil ? $0 : $0 + 1 }
        output.append(UInt8(ascii: "<"))
        output += tag.utf8
        var wroteClasses = classCount == 0
        for (name, value) in attributes {
            output.append(UInt8(ascii: " "))
            output += name.utf8
            output += #"=""#.utf8
            HTMLEscaping.append(escaping: value, to: &output)
            if name == "class", !wroteClasses {
                Self.append(classNames: classOfDeclaration, afterText: !value.isEmpty, to: &output)
                wroteClasses = true
            }
            output.append(UInt8(ascii: "\""))
        }
        if !wroteClasses {
            output += #" class=""#.utf8
            Self.append(classNames: classOfDeclaration, afterText: false, to: &output)
            output.append(UInt8(ascii: "\""))
        }
        if style.count > classCount {
            output += #" style=""#.utf8
            appendDeclarations(to: &output, classes: classOfDeclaration)
            output.append(UInt8(ascii: "\""))
        }
        output.append(UInt8(ascii: ">"))
        for item in content {
            switch item {
            case .element(let element): element.appendHTML(to: &output)
            case .text(let text): HTMLEscaping.append(escaping: text, to: &output)
            }
        }
        output += "</".utf8
        output += tag.utf8
        output.append(UInt8(ascii: ">"))
    }
}
