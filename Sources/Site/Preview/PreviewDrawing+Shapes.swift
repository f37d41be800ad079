import Guide

/// Shapes, colors, gradients and materials: flexible views that take the room they are offered,
/// with their corner radii, fill, stroke (centered on the edge) and strokeBorder (inside it).
extension PreviewDrawing {
    mutating func shape(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement? {
        var element = PreviewElement(view: node.kind.rawValue, line: node.location.line)
        element.fillsWidth = true
        element.fillsHeight = true
        if let radius = Self.radius(of: node) { element.css("border-radius", radius) }
        if node.kind == .circle { element.css("aspect-ratio", "1") }
        var outline: ShapeOutline?
        if node.kind == .shape {
            // A custom `Shape` whose `path(in:)` the core ran is drawn as that outline; one it
            // could not run is its bounds, honestly marked.
            guard case .outline(let read)? = node.property("outline") else {
                let name: String = if case .string(let value)? = node.property("shape") { value } else { "Shape" }
                return gap(name, node.location.line)
            }
            outline = read
        }
        var fill: String?
        switch node.kind {
        case .color:
            if case .color(let color)? = node.property("fill") {
                fill = paint.css(color)
                if fill == nil { return gap(color.expression, node.location.line) }
            }
        case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient:
            if case .gradient(let gradient)? = node.property("gradient") { fill = paint.css(gradient) }
            if fill == nil { return gap(node.kind.rawValue, node.location.line) }
        case .material:
            element.attribute("class", "pv-material")
        default:
            if case .color(let color)? = node.property("fill") { fill = paint.css(color) }
            if case .gradient(let gradient)? = node.property("fill") { fill = paint.css(gradient) }
        }
        var stroke: OutlineStroke?
        // A trimmed outline is masked to its box: its stroke goes inside it, so none is cut.
        let trimmed = node.modifier(.trim) != nil
        for modifier in node.modifiers {
            let width: Double = if case .number(let value)? = modifier.property("lineWidth") { value } else { 1 }
            switch modifier.kind {
            case .fill:
                fill = switch givenPaint(modifier.property("style"), line: node.location.line) {
                case .known(let css)?: css
                case .unknown?: Self.unknownFill
                case nil: foregroundFill(environment, line: node.location.line)
                }
            case .stroke, .strokeBorder:
                let given = givenPaint(modifier.property("style"), line: node.location.line) ?? inherited(foregroundPaint(environment), line: node.location.line)
                let color = if given?.isUnknown == true { Self.unknownLine } else { Self.solid(given?.css) ?? Self.primary(paint) }
                stroke = OutlineStroke(width: width, color: color, dashed: modifier.property("dash") != nil || given?.isUnknown == true,
                                       inside: modifier.kind == .strokeBorder || trimmed)
            default: continue
            }
        }
        if fill == nil, stroke == nil, node.kind != .material { fill = foregroundFill(environment, line: node.location.line) }
        if let outline { return outlined(element, outline, fill: fill, stroke: stroke, line: node.location.line) }
        if let stroke, let line = CSSNumber.px(stroke.width), let half = CSSNumber.px(stroke.inside ? -stroke.width : -stroke.width / 2) {
            element.css("outline", "\(line) \(stroke.dashed ? "dashed" : "solid") \(stroke.color)")
            element.css("outline-offset", half)
        }
        if let fill { element.css("background", fill) }
        return element
    }

    /// A color or style the code gives a modifier: painted as its CSS, or not worked out (with
    /// the expression as written, which names the gap wherever something paints with it).
    enum GivenPaint: Equatable {
        case known(String)
        case unknown(String)

        var css: String? { if case .known(let css) = self { css } else { nil } }
        var isUnknown: Bool { if case .unknown = self { true } else { false } }
    }

    /// A style inherited from above, as it is used here: an unknown one names its gap at the view
    /// that paints with it (a text or shape below an unread `.foregroundStyle`), not where it is
    /// set, so a style nothing paints with is no gap.
    mutating func inherited(_ style: GivenPaint?, line: Int) -> GivenPaint? {
        if case .unknown(let written)? = style { gaps.append(("color " + written, line)) }
        return style
    }

    /// What a shape with no style of its own is filled with: the foreground above it, else
    /// `.primary`, as SwiftUI does; hatched when that foreground was not worked out.
    mutating func foregroundFill(_ environment: PreviewEnvironment, line: Int) -> String {
        switch inherited(foregroundPaint(environment), line: line) {
        case .known(let css)?: css
        case .unknown?: Self.unknownFill
        case nil: Self.primary(paint)
        }
    }

    /// The tint a control paints with: the one set above, else the system color the control
    /// takes without one (`tint`, a switch's `systemGreen`); nil when the one set above was not
    /// worked out (its gap named), so the caller draws its unknown paint.
    mutating func tint(_ environment: PreviewEnvironment, line: Int, otherwise system: String = "tint") -> String? {
        switch inherited(tintPaint(environment), line: line) {
        case .known(let css)?: css
        case .unknown?: nil
        case nil: paint.css(ViewColor(system: system, expression: "." + system)) ?? "blue"
        }
    }

    /// The paint of a style the code gives; when the core could not work it out
    /// (`.fill(theme.accent)`), `unknown`, with a named gap: an unknown color is drawn as
    /// `unknownFill` or `unknownLine`, never as `.primary` or the color the view would otherwise
    /// inherit. Nil when no style is given.
    mutating func givenPaint(_ value: ViewValue?, line: Int) -> GivenPaint? {
        inherited(Self.style(value, paint), line: line)
    }

    /// A style as paint, known or not, without naming a gap (an environment modifier sets it;
    /// the views that paint with it name it).
    static func style(_ style: InheritedEnvironment.Style?, _ paint: PreviewPaint) -> GivenPaint? {
        switch style {
        case .value(let value)?: Self.style(value, paint)
        case .unread(let written)?: .unknown(written)
        case nil: nil
        }
    }

    /// A style value as paint, known or not, without naming a gap.
    static func style(_ value: ViewValue?, _ paint: PreviewPaint) -> GivenPaint? {
        guard let value else { return nil }
        if let css = paint.css(value) { return .known(css) }
        let written: String = switch value {
        case .color(let color): color.expression
        case .string(let text), .keyword(let text): text
        case .gradient: "gradient"
        default: "style"
        }
        return .unknown(written)
    }

    /// How a fill nobody knows is painted: the hatching gaps are drawn with.
    static let unknownFill = "repeating-linear-gradient(135deg, rgb(128 128 128 / 45%) 0 3px, rgb(128 128 128 / 12%) 3px 6px)"
    /// How an outline of a color nobody knows is drawn (dashed).
    static let unknownLine = "rgb(128 128 128 / 60%)"

    /// How a text or symbol of a color nobody knows is drawn: the grey the gaps' labels are set
    /// in, readable on the system backgrounds of both appearances.
    static let unknownText = "light-dark(#5b5f66, #a9adb3)"

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
        case .capsule: return "9999px"
        case .circle, .ellipse: return "50%"
        case .roundedRectangle:
            if let radius = number("cornerRadius") { return CSSNumber.px(radius) }
            return nil
        case .unevenRoundedRectangle:
            let corners = ["topLeadingRadius", "topTrailingRadius", "bottomTrailingRadius", "bottomLeadingRadius"].map { CSSNumber.px(number($0) ?? 0) ?? "0px" }
            return corners.joined(separator: " ")
        case .containerRelativeShape: return "12px"
        default: return nil
        }
    }
}
