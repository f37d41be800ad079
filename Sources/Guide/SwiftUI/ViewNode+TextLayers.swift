/// Each text a view tree draws, with the color and font it is drawn in and the layers actually
/// beneath it: its own backgrounds, the shape it is overlaid on, the `ZStack` layers below it
/// and the backgrounds of the views around it, in the opacity groups SwiftUI composites them in.
///
/// What the tree does not know stays unknown: a system or asset color, a gradient or material,
/// an image or another view below the text, a button style that draws its own background, an
/// unsupported construct. Overlays drawn *on* a lower layer are not counted (they are badges
/// and borders far more often than backdrops).
public struct PlacedText: Sendable, Equatable {
    /// The `Text` or `Label` node.
    public var node: ViewNode
    /// The color the text is drawn in (inherited down the tree as SwiftUI does); nil when
    /// something on the way sets a style the tree does not know.
    public var foreground: ViewColor?
    /// The font (with `.fontWeight`/`.bold` applied); SwiftUI's body font when nothing sets
    /// one, nil when something on the way sets a font the tree does not know.
    public var font: ViewFont?
    /// The text (`.text`) and everything beneath it, top first.
    public var stack: [TextLayer]

    /// The colors as seen, in the light or dark appearance: the text composited over what is
    /// beneath it, and what is beneath, each with the layers that show (nearest first). Nil
    /// when a color that shows is not known, or nothing opaque is reached.
    public func seenColors(dark: Bool = false) -> (foreground: RGBAColor, background: RGBAColor, layers: [ViewColor])? {
        guard let foreground, let text = Self.value(of: foreground, dark: dark) else { return nil }
        guard let background = Self.composite(stack[...], text: nil, dark: dark),
              let seen = Self.composite(stack[...], text: text, dark: dark) else { return nil }
        return (seen.color, background.color, background.layers)
    }

    /// Whether an opacity of 0 on the way (or a clear foreground) hides the text.
    public var isHidden: Bool {
        (Self.textOpacity(stack) ?? 1) <= 0 || foreground?.light?.alpha == 0
    }

    /// The product of the opacities of the groups the text is in.
    private static func textOpacity(_ stack: [TextLayer]) -> Double? {
        for layer in stack {
            switch layer {
            case .text: return 1
            case .group(let opacity, let inner): if let inside = textOpacity(inner) { return opacity * inside }
            case .color: continue
            }
        }
        return nil
    }

    /// Stands for what is below a group while the group is composited over it.
    private static let belowMarker = "\u{0}below"

    /// A color's value in one appearance; nil for colors the OS decides.
    static func value(of color: ViewColor, dark: Bool) -> RGBAColor? {
        guard color.system == nil, let light = color.light else { return nil }
        return dark ? (color.dark ?? light) : light
    }

    /// The opaque color a stack shows (the text drawn in `text`, or left out when nil).
    static func composite(_ stack: ArraySlice<TextLayer>, text: RGBAColor?, dark: Bool) -> (color: RGBAColor, layers: [ViewColor])? {
        guard let first = stack.first else { return nil }
        let rest = stack.dropFirst()
        switch first {
        case .text:
            guard let text else { return composite(rest, text: nil, dark: dark) }
            guard text.alpha < 1 else { return (text, []) }
            return composite(rest, text: nil, dark: dark).map { (text.over($0.color), $0.layers) }
        case .color(let color):
            guard let color, let value = value(of: color, dark: dark) else { return nil }
            if value.alpha >= 1 { return (value, [color]) }
            if value.alpha <= 0 { return composite(rest, text: text, dark: dark) }
            return composite(rest, text: nil, dark: dark).map { (value.over($0.color), [color] + $0.layers) }
        case .group(let opacity, let inner):
            if opacity >= 1 { return composite(inner[...] + rest, text: text, dark: dark) }
            // A group seen at opacity α over B is B blended toward (group over B) by α.
            guard let below = composite(rest, text: nil, dark: dark),
                  let inside = composite(inner[...] + [.color(ViewColor(light: below.color, expression: Self.belowMarker))], text: text, dark: dark) else { return nil }
            return (inside.color.withOpacity(opacity).over(below.color), inside.layers.filter { $0.expression != Self.belowMarker } + below.layers)
        }
    }
}

/// One layer of a `PlacedText`'s stack.
public indirect enum TextLayer: Sendable, Equatable {
    /// The text itself.
    case text
    /// A color drawn beneath (nil: something is there whose color is not known).
    case color(ViewColor?)
    /// Layers composited together, then drawn at an opacity.
    case group(opacity: Double, [TextLayer])
}

extension ViewNode {
    /// Every text this tree draws, with the layers beneath it (see `PlacedText`).
    public var placedTexts: [PlacedText] {
        var found: [PlacedText] = []
        TextWalk.visit(self, TextWalk.Context(), into: &found, depth: 0)
        return found
    }
}

/// The walk behind `placedTexts`: down the tree, carrying what SwiftUI's environment carries
/// (foreground, font, button style) and what lies beneath each view.
enum TextWalk {
    struct Context {
        var foreground: ViewColor? = ViewColor(system: "primary", expression: ".primary")
        var font: ViewFont? = .body
        var weight: FontWeight?
        /// `plain`, `bordered`… as a `.buttonStyle` on the way set it; `unknown` for a style
        /// the tree does not know.
        var buttonStyle: String?
        /// What lies beneath, farthest first: layers, or an opacity over everything nearer.
        var beneath: [Frame] = []

        enum Frame {
            case layers([TextLayer])
            case opacity(Double)
        }

        func stack() -> [TextLayer] {
            var stack: [TextLayer] = [.text]
            for frame in beneath.reversed() {
                switch frame {
                case .layers(let layers): stack += layers
                case .opacity(let opacity): stack = [.group(opacity: opacity, stack)]
                }
            }
            return stack
        }
    }

    static let shapes: Set<String> = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Circle", "Ellipse", "ContainerRelativeShape", "Shape"]
    /// Modifiers that change the colors of what they draw.
    static let recoloring: Set<String> = ["blendMode", "colorInvert", "brightness", "saturation", "grayscale", "hueRotation", "contrast", "colorMultiply", "luminanceToAlpha"]
    /// Button styles that draw their own background and text color.
    static let drawingButtonStyles: Set<String> = ["bordered", "borderedProminent", "unknown"]

    static func visit(_ node: ViewNode, _ outer: Context, into found: inout [PlacedText], depth: Int) {
        guard depth < 256 else { return }
        var context = outer
        // The environment: the innermost modifier wins, so apply them from the outside in.
        for modifier in node.modifiers.reversed() { environment(modifier, &context) }
        // What is beneath the content: each modifier's backgrounds and opacity, outside in.
        var inner = context
        inner.beneath = outer.beneath + node.modifiers.reversed().compactMap { frame(of: $0, context) }
        for (index, modifier) in node.modifiers.enumerated() where modifier.name == "overlay" || modifier.name == "background" {
            var layerContext = context
            layerContext.beneath = outer.beneath + node.modifiers[(index + 1)...].reversed().compactMap { frame(of: $0, context) }
            if modifier.name == "overlay" {
                layerContext.beneath.append(.layers(surface(of: node, upTo: index, context)))
            }
            for layer in modifier.layers { visit(layer, layerContext, into: &found, depth: depth + 1) }
        }
        switch node.kind {
        case "Text":
            found.append(PlacedText(node: node, foreground: inner.foreground, font: resolvedFont(inner), stack: inner.stack()))
        case "Label" where node.property("title") != nil:
            found.append(PlacedText(node: node, foreground: inner.foreground, font: resolvedFont(inner), stack: inner.stack()))
        case "ZStack":
            var below: [TextLayer] = []
            for child in node.children {
                var childContext = inner
                if !below.isEmpty { childContext.beneath.append(.layers(below)) }
                visit(child, childContext, into: &found, depth: depth + 1)
                // A layer moved by `.offset` may be anywhere but under the text.
                let moved = child.modifier("offset") != nil
                below = (moved ? [.color(nil)] : surface(of: child, upTo: child.modifiers.count, inner)) + below
            }
        case "Button" where node.property("style") == nil && drawingButtonStyles.contains(inner.buttonStyle ?? ""):
            var label = inner
            label.foreground = nil
            label.beneath.append(.layers([.color(nil)]))
            for child in node.children { visit(child, label, into: &found, depth: depth + 1) }
        case "List", "Form":
            var rows = inner
            rows.beneath.append(.layers([.color(nil)]))
            for child in node.children { visit(child, rows, into: &found, depth: depth + 1) }
        default:
            for child in node.children { visit(child, inner, into: &found, depth: depth + 1) }
        }
    }

    private static func resolvedFont(_ context: Context) -> ViewFont? {
        guard var font = context.font else { return nil }
        if let weight = context.weight { font.weight = weight }
        return font
    }

    /// What a modifier sets for the views inside it.
    private static func environment(_ modifier: ViewModifier, _ context: inout Context) {
        switch modifier.name {
        case "foregroundStyle":
            if case .color(let color)? = modifier.property("color") { context.foreground = color } else { context.foreground = nil }
        case "font":
            if case .font(let font)? = modifier.property("font") { context.font = font }
        case "fontWeight":
            if case .keyword(let name)? = modifier.property("weight") { context.weight = FontWeight(rawValue: name) }
        case "buttonStyle":
            if case .keyword(let style)? = modifier.property("style") { context.buttonStyle = style }
        case "unsupported":
            guard case .string(let construct)? = modifier.property("construct") else { break }
            if construct.hasPrefix(".foregroundStyle(") || construct.hasPrefix(".foregroundColor(") { context.foreground = nil }
            if construct.hasPrefix(".font(") { context.font = nil }
            if construct.hasPrefix(".buttonStyle(") { context.buttonStyle = "unknown" }
        default:
            if recoloring.contains(modifier.name) { context.foreground = nil }
        }
    }

    /// The frame a modifier adds beneath the content it wraps.
    private static func frame(of modifier: ViewModifier, _ context: Context) -> Context.Frame? {
        switch modifier.name {
        case "background": return .layers(surface(ofLayers: modifier.layers, context))
        case "opacity":
            guard case .number(let opacity)? = modifier.property("value") else { return .layers([.color(nil)]) }
            return .opacity(max(0, min(1, opacity)))
        case "unsupported":
            // A modifier the tree does not know may draw behind the text (`.cardStyle()`);
            // the styles and fonts it handles are the environment's.
            guard case .string(let construct)? = modifier.property("construct") else { return .layers([.color(nil)]) }
            let environmental = [".font(", ".foregroundStyle(", ".foregroundColor(", ".buttonStyle("].contains { construct.hasPrefix($0) }
            return environmental ? nil : .layers([.color(nil)])
        default:
            return recoloring.contains(modifier.name) ? .layers([.color(nil)]) : nil
        }
    }

    /// What views drawn together (a `background`'s or a `ZStack`'s) show, top first.
    private static func surface(ofLayers layers: [ViewNode], _ context: Context) -> [TextLayer] {
        layers.reversed().flatMap { surface(of: $0, upTo: $0.modifiers.count, context) }
    }

    /// What a view shows where a text lies over it, top first, with its first `count`
    /// modifiers applied: a color, a filled shape, nothing (a spacer, a stroked shape), or an
    /// unknown layer.
    static func surface(of node: ViewNode, upTo count: Int, _ outer: Context) -> [TextLayer] {
        var context = outer
        for modifier in node.modifiers.reversed() { environment(modifier, &context) }
        var layers: [TextLayer]
        switch node.kind {
        case "Color":
            if case .color(let color)? = node.property("fill") { layers = [.color(color)] } else { layers = [.color(nil)] }
        case let kind where shapes.contains(kind):
            layers = [.color(shapeFill(node, context))]
            if case .color(let fill)? = layers.first, fill == nil, node.property("fill") == nil, node.modifier("fill") == nil,
               node.modifier("stroke") != nil || node.modifier("strokeBorder") != nil {
                layers = []
            }
        case "Spacer":
            layers = []
        default:
            layers = [.color(nil)]
        }
        for modifier in node.modifiers.prefix(count) {
            switch modifier.name {
            case "background": layers += surface(ofLayers: modifier.layers, context)
            case "opacity":
                if case .number(let opacity)? = modifier.property("value") { layers = [.group(opacity: max(0, min(1, opacity)), layers)] } else { layers = [.color(nil)] }
            case "unsupported":
                guard case .string(let construct)? = modifier.property("construct"), construct.hasPrefix(".font(") || construct.hasPrefix(".foregroundStyle(") else { return [.color(nil)] }
            default:
                if recoloring.contains(modifier.name) { return [.color(nil)] }
            }
        }
        return layers
    }

    /// A shape's fill: `background(_:in:)`'s style, its `.fill`, else the foreground style;
    /// nil when the fill is a gradient or a style the tree does not know.
    private static func shapeFill(_ node: ViewNode, _ context: Context) -> ViewColor? {
        if let fill = node.property("fill") {
            if case .color(let color) = fill { return color }
            return nil
        }
        if let fill = node.modifier("fill") {
            if case .color(let color)? = fill.property("style") { return color }
            return fill.property("style") == nil ? context.foreground : nil
        }
        if node.modifier("stroke") != nil || node.modifier("strokeBorder") != nil { return nil }
        return context.foreground
    }
}
