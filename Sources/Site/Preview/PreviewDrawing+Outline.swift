import Guide
import Support

/// A stroke a shape's modifiers give: its width, color, dash, and whether it lies inside the
/// edge (`strokeBorder`) or on it (`stroke`).
struct OutlineStroke {
    var width: Double
    var color: String
    var dashed: Bool
    var inside: Bool
}

/// A custom `Shape` drawn as the outline its `path(in:)` gives: an SVG path filling the shape's
/// box. Without a script it is the outline at the size it was read at, stretched to the box; the
/// page's script redraws one whose lengths follow the frame (`data-outline`) at the box's own
/// size, so a bubble's 19 pt corners stay 19 pt at any width.
extension PreviewDrawing {
    mutating func outlined(_ box: PreviewElement, _ outline: ShapeOutline, fill: String?, stroke: OutlineStroke?, line: Int) -> PreviewElement {
        var element = box
        element.css("position", "relative")
        let size = ShapeOutline.nominal
        var svg = PreviewElement("svg")
        svg.attribute("class", "pv-outline")
        svg.attribute("viewBox", "0 0 \(NumberFormat.shortest(size.width)) \(NumberFormat.shortest(size.height))")
        svg.attribute("preserveAspectRatio", "none")
        svg.attribute("aria-hidden", "true")
        var path = PreviewElement("path")
        path.attribute("d", outline.svgPath(width: size.width, height: size.height))
        if outline.followsFrame { path.attribute("data-outline", outline.lengths) }
        // Stretched with its box, a stroke keeps its width.
        path.attribute("vector-effect", "non-scaling-stroke")
        // CSS properties rather than attributes: a token's color is a `var(…)`. A gradient is
        // no path fill here: the outline is drawn, the fill named as a gap.
        if let fill, Self.solid(fill) == nil { gaps.append(("gradient fill of a custom Shape", line)) }
        path.css("fill", fill.flatMap(Self.solid) ?? "none")
        if let stroke, let width = CSSNumber.px(stroke.width) {
            path.css("stroke", stroke.color)
            path.css("stroke-width", width)
            if stroke.dashed { path.css("stroke-dasharray", "4px 3px") }
        }
        svg.content = [.element(path)]
        element.content.append(.element(svg))
        return element
    }
}

extension PreviewDrawing {
    /// `clip-path: polygon(…)` for an outline. A point whose place follows the frame is written
    /// as a share of the box plus points (`calc(100% - 19px) 0px`), so the clip keeps a bubble's
    /// corners at any size; one that does not (a hexagon over `min(width, height)`) as shares
    /// of the square it was read in, stretched with the box.
    static func clipPolygon(_ outline: ShapeOutline) -> String {
        let base = outline.polygon(width: 100, height: 100)
        let wide = outline.polygon(width: 200, height: 100)
        let tall = outline.polygon(width: 100, height: 200)
        guard !base.isEmpty, base.count == wide.count, base.count == tall.count else { return "none" }
        func number(_ value: Double) -> String { NumberFormat.shortest((value * 100).rounded() / 100) }
        func place(_ at: Double, _ alongWide: Double, _ alongTall: Double, sideIsWidth: Bool) -> String {
            let perWidth = (alongWide - at) / 100, perHeight = (alongTall - at) / 100
            let share = sideIsWidth ? perWidth : perHeight, across = sideIsWidth ? perHeight : perWidth
            guard outline.followsFrame, abs(across) < 1e-6 else { return number(at) + "%" }
            let points = at - 100 * share
            if abs(points) < 0.005 { return number(share * 100) + "%" }
            if abs(share) < 1e-6 { return number(points) + "px" }
            return "calc(\(number(share * 100))% \(points < 0 ? "-" : "+") \(number(abs(points)))px)"
        }
        let points = base.indices.map { index in
            place(base[index].x, wide[index].x, tall[index].x, sideIsWidth: true) + " " + place(base[index].y, wide[index].y, tall[index].y, sideIsWidth: false)
        }
        return "polygon(" + points.joined(separator: ", ") + ")"
    }
}
