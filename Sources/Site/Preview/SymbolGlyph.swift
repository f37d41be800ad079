import Guide
import Support

/// How a preview draws an SF Symbol: Apple's glyphs may not be redistributed, so a symbol is
/// drawn as the nearest glyph of Bootstrap Icons (MIT, vendored in `third_party/bootstrap-icons`
/// with its mapping; `scripts/vendor-symbols` generates `SymbolGlyphs`), in the foreground
/// color, sized by the font. A symbol the mapping leaves out stays a labeled placeholder.
enum SymbolGlyph {
    /// One shape of a glyph: a `path` or a `circle` and its attributes, in a 16 × 16 box.
    struct Shape: Sendable {
        let element: String
        let attributes: [(String, String)]
    }

    /// The shapes drawn for `symbol`, nil when no glyph stands for it.
    static func shapes(for symbol: String) -> [Shape]? {
        SymbolGlyphs.glyphBySymbol[symbol].flatMap { SymbolGlyphs.shapesByGlyph[$0] }
    }

    /// The glyphs have one weight, near SF's regular: heavier weights are drawn by stroking the
    /// glyph's outline in its own color, in units of the 16-unit box (nil: no stroke).
    static func strokeWidth(for weight: FontWeight) -> Double? {
        switch weight {
        case .ultraLight, .thin, .light, .regular: nil
        case .medium: 0.2
        case .semibold: 0.4
        case .bold: 0.6
        case .heavy: 0.8
        case .black: 1.0
        }
    }

    /// An `svg` element drawing `shapes`, in `currentColor`.
    static func element(_ shapes: [Shape], name: String, weight: FontWeight, line: Int) -> PreviewElement {
        var svg = PreviewElement("svg", view: "Image", line: line)
        svg.attribute("class", "pv-glyph")
        svg.attribute("viewBox", "0 0 16 16")
        svg.attribute("fill", "currentColor")
        if let width = strokeWidth(for: weight) {
            svg.attribute("stroke", "currentColor")
            svg.attribute("stroke-width", NumberFormat.shortest(width))
            svg.attribute("stroke-linejoin", "round")
        }
        svg.attribute("role", "img")
        svg.attribute("aria-label", name)
        var title = PreviewElement("title")
        title.content = [.text(name)]
        svg.content = [.element(title)]
        for shape in shapes {
            var drawn = PreviewElement(shape.element)
            for (attribute, value) in shape.attributes { drawn.attribute(attribute, value) }
            svg.content.append(.element(drawn))
        }
        return svg
    }
}
