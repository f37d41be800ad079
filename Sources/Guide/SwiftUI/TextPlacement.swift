/// A text a component draws with what lies beneath it, for contrast: the text's resolved color
/// and font, the fills under it nearest first (its own and its ancestors' `background` layers,
/// the `ZStack` layers below it, the shape an `overlay` sits on), and the opacity it is drawn
/// with. The caller composites: a fill's alpha (and `opacity`) lets the next one show through.
public struct TextPlacement: Sendable, Equatable {
    /// The `Text` or `Label` node.
    public var text: ViewNode
    public var color: ViewColor
    public var font: ViewFont
    /// Fills beneath the text, nearest first (a gradient contributes each of its stops).
    public var backgrounds: [ViewColor]
    /// The product of the `opacity` modifiers on the text and its ancestors.
    public var opacity: Double
}

extension ViewNode {
    /// Every text of the tree with what it is drawn on.
    public var textPlacements: [TextPlacement] {
        var placements: [TextPlacement] = []
        collect(beneath: [], opacity: 1, depth: 0, into: &placements)
        return placements
    }

    private func collect(beneath outer: [ViewColor], opacity outerOpacity: Double, depth: Int, into placements: inout [TextPlacement]) {
        guard depth < 512 else { return }
        var beneath = outer
        var opacity = outerOpacity
        // Modifiers apply in order, so an earlier background lies nearer the content.
        var backgrounds: [ViewColor] = []
        for modifier in modifiers {
            switch modifier.name {
            case "background":
                backgrounds += modifier.layers.flatMap(\.fills)
                for layer in modifier.layers { layer.collect(beneath: outer, opacity: opacity, depth: depth + 1, into: &placements) }
            case "opacity":
                if case .number(let value)? = modifier.property("value") { opacity *= value }
            default:
                break
            }
        }
        beneath = backgrounds + beneath
        if kind == "Text" || kind == "Label", case .color(let color)? = property("color"), case .font(let font)? = property("font") {
            placements.append(TextPlacement(text: self, color: color, font: font, backgrounds: beneath, opacity: opacity))
        }
        if kind == "ZStack" {
            var below: [ViewColor] = []
            for child in children {
                child.collect(beneath: below + beneath, opacity: opacity, depth: depth + 1, into: &placements)
                below = child.fills + below
            }
        } else if kind != "Text" {
            for child in children { child.collect(beneath: beneath, opacity: opacity, depth: depth + 1, into: &placements) }
        }
        for modifier in modifiers where modifier.name == "overlay" {
            for layer in modifier.layers { layer.collect(beneath: fills + beneath, opacity: opacity, depth: depth + 1, into: &placements) }
        }
    }

    /// What this node paints as a backdrop: a color, a filled shape, a gradient's stops.
    var fills: [ViewColor] {
        var colors: [ViewColor] = []
        func add(_ value: ViewValue?) {
            switch value {
            case .color(let color)?: colors.append(color)
            case .gradient(let gradient)?: colors += gradient.stops.map(\.color)
            default: break
            }
        }
        add(property("fill"))
        add(property("gradient"))
        for modifier in modifiers where modifier.name == "fill" { add(modifier.property("style")) }
        return colors
    }
}
