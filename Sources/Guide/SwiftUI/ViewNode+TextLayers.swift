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
    ///
    /// `ground` is what lies under the whole component (`Guide.ground`): a stack that reaches
    /// nothing opaque of its own is seen on it.
    public func seenColors(dark: Bool = false, on ground: ViewColor? = nil) -> (foreground: RGBAColor, background: RGBAColor, layers: [ViewColor])? {
        guard let foreground, let text = Self.value(of: foreground, dark: dark) else { return nil }
        let stack = ground.map { self.stack + [.color($0)] } ?? self.stack
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
    /// Whether this is a button drawn by a style of its environment that draws its own
    /// background and text color (`.borderedProminent`, or one the tree does not know).
    var drawsStyledButton: Bool {
        guard kind.textRole == .button, properties.value(named: "style") == nil else { return false }
        let style = inherited.values.buttonStyle
        return style == "unknown" || style.flatMap(ButtonStyleKind.init(named:))?.drawsBackground == true
    }

    /// Every text this tree draws, with the layers beneath it (see `PlacedText`).
    public var placedTexts: [PlacedText] {
        var found: [PlacedText] = []
        withUnsafePointer(to: self) { TextWalk.visit(UnsafeBufferPointer(start: $0, count: 1), 0, TextWalk.Context(), into: &found, depth: 0) }
        return found
    }
}

/// The walk behind `placedTexts`: down the tree, reading what each view inherits where the one
/// environment pass recorded it (`ViewNode.inherited`), and carrying what lies beneath each view.
///
/// Every build walks each state of each component, so nodes and modifiers are read where they
/// lie, through buffers, by index: an element of an array or a buffer handed to a function is
/// copied first, each of its strings and arrays retained, and those copies were most of the
/// walk's time.
enum TextWalk {
    struct Context {
        /// What the view being visited takes from SwiftUI's environment (`ViewNode.inherited`,
        /// recorded by the one environment pass).
        var environment = InheritedEnvironment.root
        /// What lies beneath, farthest first: layers, or an opacity over everything nearer.
        var beneath: [Frame] = []

        var foreground: ViewColor? { environment.values.seenForeground }

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

    /// Visits `nodes[index]`.
    static func visit(_ nodes: UnsafeBufferPointer<ViewNode>, _ index: Int, _ outer: Context, into found: inout [PlacedText], depth: Int) {
        guard depth < 256 else { return }
        nodes[index].modifiers.withUnsafeBufferPointer { modifiers in
            var context = outer
            context.environment = nodes[index].inherited
            // What is beneath the content: each modifier's backgrounds and opacity, outside in.
            var inner = context
            inner.beneath = frames(of: modifiers, from: 0, context, over: outer.beneath)
            // An inset's and a toolbar's views are beside the view, not over it: beneath them is
            // only what the modifiers outside theirs put beneath the whole.
            for modifier in modifiers.indices {
                switch modifiers[modifier].kind {
                case .overlay, .background, .safeAreaInset, .toolbar: break
                default: continue
                }
                var layerContext = context
                layerContext.beneath = frames(of: modifiers, from: modifier + 1, context, over: outer.beneath)
                if modifiers[modifier].kind == .overlay {
                    layerContext.beneath.append(.layers(surface(of: nodes, index, upTo: modifier, context)))
                }
                modifiers[modifier].layers.withUnsafeBufferPointer { layers in
                    for layer in layers.indices { visit(layers, layer, layerContext, into: &found, depth: depth + 1) }
                }
            }
            visitContent(of: nodes, index, inner, into: &found, depth: depth)
        }
    }

    /// The text `nodes[index]` is, or its children, drawn over what `inner` says is beneath.
    private static func visitContent(of nodes: UnsafeBufferPointer<ViewNode>, _ index: Int, _ inner: Context, into found: inout [PlacedText], depth: Int) {
        nodes[index].children.withUnsafeBufferPointer { children in
            switch nodes[index].kind.textRole {
            case .text where nodes[index].kind == .text || nodes[index].properties.value(named: "title") != nil:
                found.append(PlacedText(node: nodes[index], foreground: inner.foreground, font: inner.environment.values.drawnFont, stack: inner.stack()))
            case .layers:
                var below: [TextLayer] = []
                for child in children.indices {
                    var childContext = inner
                    if !below.isEmpty { childContext.beneath.append(.layers(below)) }
                    visit(children, child, childContext, into: &found, depth: depth + 1)
                    // A layer moved by `.offset` may be anywhere but under the text.
                    let moved = children[child].modifiers.contains(.offset)
                    below = (moved ? [.color(nil)] : surface(of: children, child, upTo: children[child].modifiers.count, inner)) + below
                }
            case .button where nodes[index].drawsStyledButton:
                // The style's own text color is the label's (`InheritedEnvironment.Values.styledLabel`).
                var label = inner
                label.beneath.append(.layers([.color(nil)]))
                for child in children.indices { visit(children, child, label, into: &found, depth: depth + 1) }
            case .rows:
                var rows = inner
                rows.beneath.append(.layers([.color(nil)]))
                for child in children.indices { visit(children, child, rows, into: &found, depth: depth + 1) }
            case .text, .button, .children:
                // A label with no title of its own draws its title as a child.
                for child in children.indices { visit(children, child, inner, into: &found, depth: depth + 1) }
            }
        }
    }

    /// `beneath` with the frames the modifiers from `start` on add, outside in.
    private static func frames(of modifiers: UnsafeBufferPointer<ViewModifier>, from start: Int, _ context: Context, over beneath: [Context.Frame]) -> [Context.Frame] {
        var frames = beneath
        for index in stride(from: modifiers.count - 1, through: start, by: -1) {
            if let frame = frame(of: modifiers, index, context) { frames.append(frame) }
        }
        return frames
    }

    /// The frame `modifiers[index]` adds beneath the content it wraps.
    private static func frame(of modifiers: UnsafeBufferPointer<ViewModifier>, _ index: Int, _ context: Context) -> Context.Frame? {
        switch modifiers[index].kind.beneath {
        case .layers?: return .layers(surface(ofLayers: modifiers[index].layers, context))
        case .opacity?:
            guard case .number(let opacity)? = modifiers[index].properties.value(named: "value") else { return .layers([.color(nil)]) }
            return .opacity(max(0, min(1, opacity)))
        case .unknown?:
            // A modifier the tree does not know may draw behind the text (`.cardStyle()`);
            // the styles and fonts it handles are the environment's.
            guard case .string(let construct)? = modifiers[index].properties.value(named: "construct") else { return .layers([.color(nil)]) }
            let environmental = [".font(", ".foregroundStyle(", ".foregroundColor(", ".buttonStyle("].contains { construct.hasPrefix($0) }
            return environmental ? nil : .layers([.color(nil)])
        case nil:
            return modifiers[index].kind.recolors ? .layers([.color(nil)]) : nil
        }
    }

    /// What views drawn together (a `background`'s or a `ZStack`'s) show, top first.
    private static func surface(ofLayers layers: [ViewNode], _ context: Context) -> [TextLayer] {
        layers.withUnsafeBufferPointer { layers in
            var surface: [TextLayer] = []
            for index in layers.indices.reversed() { surface += Self.surface(of: layers, index, upTo: layers[index].modifiers.count, context) }
            return surface
        }
    }

    /// What `nodes[index]` shows where a text lies over it, top first, with its first `count`
    /// modifiers applied: a color, a filled shape, nothing (a spacer, a stroked shape), or an
    /// unknown layer.
    static func surface(of nodes: UnsafeBufferPointer<ViewNode>, _ index: Int, upTo count: Int, _ outer: Context) -> [TextLayer] {
        nodes[index].modifiers.withUnsafeBufferPointer { modifiers in
            var context = outer
            context.environment = nodes[index].inherited
            var layers: [TextLayer]
            switch nodes[index].kind {
            case .color:
                if case .color(let color)? = nodes[index].properties.value(named: "fill") { layers = [.color(color)] } else { layers = [.color(nil)] }
            case let kind where kind.isShape:
                layers = [.color(shapeFill(nodes[index], context))]
                if case .color(let fill)? = layers.first, fill == nil, nodes[index].properties.value(named: "fill") == nil, !modifiers.contains(.fill),
                   modifiers.contains(.stroke) || modifiers.contains(.strokeBorder) {
                    layers = []
                }
            case .spacer:
                layers = []
            default:
                layers = [.color(nil)]
            }
            for modifier in modifiers.indices.prefix(count) {
                if modifiers[modifier].kind.recolors { return [.color(nil)] }
                switch modifiers[modifier].kind.beneath {
                case .layers?: layers += surface(ofLayers: modifiers[modifier].layers, context)
                case .opacity?:
                    if case .number(let opacity)? = modifiers[modifier].properties.value(named: "value") { layers = [.group(opacity: max(0, min(1, opacity)), layers)] } else { layers = [.color(nil)] }
                case .unknown?:
                    guard case .string(let construct)? = modifiers[modifier].properties.value(named: "construct"), construct.hasPrefix(".font(") || construct.hasPrefix(".foregroundStyle(") else { return [.color(nil)] }
                case nil:
                    break
                }
            }
            return layers
        }
    }

    /// A shape's fill: `background(_:in:)`'s style, its `.fill`, else the foreground style;
    /// nil when the fill is a gradient or a style the tree does not know.
    private static func shapeFill(_ node: ViewNode, _ context: Context) -> ViewColor? {
        if let fill = node.property("fill") {
            if case .color(let color) = fill { return color }
            return nil
        }
        if let fill = node.modifier(.fill) {
            if case .color(let color)? = fill.property("style") { return color }
            return fill.property("style") == nil ? context.foreground : nil
        }
        if node.modifiers.contains(.stroke) || node.modifiers.contains(.strokeBorder) { return nil }
        return context.foreground
    }
}
