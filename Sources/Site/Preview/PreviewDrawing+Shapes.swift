import Guide

/// Shapes, colors, gradients and materials: flexible views that take the room they are offered,
/// with their corner radii, fill, stroke (centered on the edge) and strokeBorder (inside it).
extension PreviewDrawing {
    mutating func shape(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement? {
        var element = PreviewElement(view: node.kind, line: node.location.line)
        element.fillsWidth = true
        element.fillsHeight = true
        if let radius = Self.radius(of: node) { element.css("border-radius", radius) }
        if node.kind == "Circle" { element.css("aspect-ratio", "1") }
        if node.kind == "Shape" {
            // A custom `Shape` or `Path`: its outline is code; draw its bounds, honestly marked.
            let name: String = if case .string(let value)? = node.property("shape") { value } else { "Shape" }
            return gap(name, node.location.line)
        }
        var fill: String?
        switch node.kind {
        case "Color":
            if case .color(let color)? = node.property("fill") {
                fill = paint.css(color)
                if fill == nil { return gap(color.expression, node.location.line) }
            }
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
            if case .gradient(let gradient)? = node.property("gradient") { fill = paint.css(gradient) }
            if fill == nil { return gap(node.kind, node.location.line) }
        case "Material":
            element.attribute("class", "pv-material")
        default:
            if case .color(let color)? = node.property("fill") { fill = paint.css(color) }
            if case .gradient(let gradient)? = node.property("fill") { fill = paint.css(gradient) }
        }
        var stroked = false
        // A trimmed outline is masked to its box: its stroke goes inside it, so none is cut.
        let trimmed = node.modifier("trim") != nil
        for modifier in node.modifiers {
            let width: Double = if case .number(let value)? = modifier.property("lineWidth") { value } else { 1 }
            switch modifier.name {
            case "fill":
                fill = switch givenPaint(modifier.property("style"), line: node.location.line) {
                case .known(let css)?: css
                case .unknown?: Self.unknownFill
                case nil: environment.foreground ?? Self.primary(paint)
                }
            case "stroke", "strokeBorder":
                stroked = true
                let given = givenPaint(modifier.property("style"), line: node.location.line)
                let color = if case .unknown? = given { Self.unknownLine } else { Self.solid(given?.css) ?? environment.foreground ?? Self.primary(paint) }
                guard let line = CSSNumber.px(width), let half = CSSNumber.px(modifier.name == "stroke" && !trimmed ? -width / 2 : -width) else { continue }
                let dashed = modifier.property("dash") != nil || given == .unknown ? "dashed" : "solid"
                element.css("outline", "\(line) \(dashed) \(color)")
                element.css("outline-offset", half)
            default: continue
            }
        }
        if fill == nil, !stroked, node.kind != "Material" { fill = environment.foreground ?? Self.primary(paint) }
        if let fill { element.css("background", fill) }
        return element
    }

    /// A color or style the code gives a modifier: painted as its CSS, or not worked out.
    enum GivenPaint: Equatable {
        case known(String)
        case unknown

        var css: String? { if case .known(let css) = self { css } else { nil } }
    }

    /// The paint of a style the code gives; when the core could not work it out
    /// (`.fill(theme.accent)`), `unknown`, with a named gap: an unknown color is drawn as
    /// `unknownFill` or `unknownLine`, never as `.primary` or the color the view would otherwise
    /// inherit. Nil when no style is given.
    mutating func givenPaint(_ value: ViewValue?, line: Int) -> GivenPaint? {
        guard let value else { return nil }
        if let css = paint.css(value) { return .known(css) }
        let written: String = switch value {
        case .color(let color): color.expression
        case .string(let text), .keyword(let text): text
        case .gradient: "gradient"
        default: "style"
        }
        gaps.append(("color " + written, line))
        return .unknown
    }

    /// How a fill nobody knows is painted: the hatching gaps are drawn with.
    static let unknownFill = "repeating-linear-gradient(135deg, rgb(128 128 128 / 45%) 0 3px, rgb(128 128 128 / 12%) 3px 6px)"
    /// How an outline of a color nobody knows is drawn (dashed).
    static let unknownLine = "rgb(128 128 128 / 60%)"

    /// SwiftUI's `.primary`: black in light, white in dark.
    static func primary(_ paint: PreviewPaint) -> String {
        paint.css(ViewColor(system: "primary", expression: ".primary")) ?? "currentColor"
    }

    /// A stroke takes a color; a gradient stroke draws as its first color.
    static func solid(_ style: String?) -> String? {
        guard let style else { return nil }
        return style.hasSuffix("gradient(") || style.contains("gradient(") ? nil : style
    }

    /// The corner radii of a shape as `border-radius`, or nil for square corners.
    static func radius(of node: ViewNode) -> String? {
        func number(_ name: String) -> Double? { if case .number(let value)? = node.property(name) { value } else { nil } }
        switch node.kind {
        case "Capsule": return "9999px"
        case "Circle", "Ellipse": return "50%"
        case "RoundedRectangle":
            if let radius = number("cornerRadius") { return CSSNumber.px(radius) }
            return nil
        case "UnevenRoundedRectangle":
            let corners = ["topLeadingRadius", "topTrailingRadius", "bottomTrailingRadius", "bottomLeadingRadius"].map { CSSNumber.px(number($0) ?? 0) ?? "0px" }
            return corners.joined(separator: " ")
        case "ContainerRelativeShape": return "12px"
        default: return nil
        }
    }
}
