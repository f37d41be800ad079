import Diagnostics

/// One thing a component draws, as the SwiftUI front end instantiates it: a stack, a text, a
/// shape, a custom view of the guide, or an explicit `unsupported` node for what it does not
/// understand (never dropped, never guessed).
public struct ViewNode: Sendable, Equatable {
    /// `HStack`, `Text`, `RoundedRectangle`, `custom`, `unsupported`… (README "View trees").
    public var kind: ViewKind
    /// The view's own values in a fixed order (`spacing`, `text`, `font`, `fill`…).
    public var properties: [ViewProperty]
    /// Modifiers in the order they apply (innermost first), normalized.
    public var modifiers: [ViewModifier]
    public var children: [ViewNode]
    /// Where the view is built in the guide.
    public var location: SourceLocation
    /// What the view takes from SwiftUI's environment, its own modifiers applied: recorded on
    /// every node of a drawn state by the pass that counts nodes (`ComponentViews.resolveText`);
    /// SwiftUI's defaults on a tree that pass has not seen.
    public var inherited = InheritedEnvironment.root

    /// Creates a node.
    public init(kind: ViewKind, properties: [ViewProperty] = [], modifiers: [ViewModifier] = [], children: [ViewNode] = [], location: SourceLocation) {
        self.kind = kind
        self.properties = properties
        self.modifiers = modifiers
        self.children = children
        self.location = location
    }

    /// An explicit gap: what the front end does not draw, with the construct as written.
    public static func unsupported(_ construct: String, at location: SourceLocation) -> ViewNode {
        ViewNode(kind: .unsupported, properties: [ViewProperty("construct", .string(construct))], location: location)
    }

    /// Whether this node stands for something not understood.
    public var isUnsupported: Bool { kind == .unsupported }

    /// The value of property `name`.
    public func property(_ name: String) -> ViewValue? { properties.value(named: name) }

    /// The first modifier of `kind`.
    public func modifier(_ kind: ModifierKind) -> ViewModifier? { modifiers.first { $0.kind == kind } }

    /// Every unsupported node and modifier in the tree (modifier layers included), in order.
    public var unsupportedParts: [UnsupportedPart] {
        var parts: [UnsupportedPart] = []
        var pending = [self]
        while let node = pending.popLast() {
            if node.isUnsupported, case .string(let construct)? = node.property("construct") {
                parts.append(UnsupportedPart(construct: construct, location: node.location))
            } else if let placeholder = node.placeholderText {
                parts.append(UnsupportedPart(construct: placeholder.construct, location: node.location))
            }
            for modifier in node.modifiers {
                if let construct = modifier.unsupportedConstruct {
                    parts.append(UnsupportedPart(construct: construct, location: modifier.location))
                }
                pending += modifier.layers.reversed()
            }
            pending += node.children.reversed()
        }
        return parts
    }

    /// Nodes in depth-first order, this one first (modifier layers after the node's children).
    public var allNodes: [ViewNode] {
        var nodes: [ViewNode] = []
        var pending = [self]
        while let node = pending.popLast() {
            nodes.append(node)
            pending += node.modifiers.flatMap(\.layers).reversed()
            pending += node.children.reversed()
        }
        return nodes
    }
}

/// A named value of a node or modifier.
public struct ViewProperty: Sendable, Equatable {
    public var name: String
    public var value: ViewValue

    /// Creates a property.
    public init(_ name: String, _ value: ViewValue) {
        self.name = name
        self.value = value
    }
}

/// A normalized modifier: `padding` with `top`/`leading`/`bottom`/`trailing`, `frame` with its
/// bounds, `background`/`overlay` with their layers, `unsupported` with the construct.
public struct ViewModifier: Sendable, Equatable {
    public var kind: ModifierKind
    public var properties: [ViewProperty]
    /// The views a `background`, `overlay`, `mask` or `clipShape` draws with.
    public var layers: [ViewNode]
    public var location: SourceLocation

    /// Creates a modifier.
    public init(_ kind: ModifierKind, properties: [ViewProperty] = [], layers: [ViewNode] = [], location: SourceLocation) {
        self.kind = kind
        self.properties = properties
        self.layers = layers
        self.location = location
    }

    /// The value of property `name`.
    public func property(_ name: String) -> ViewValue? { properties.value(named: name) }

    /// The construct as written (`.foregroundStyle(theme.ink)`) when this modifier is one the
    /// front end could not read, a gap; nil for every other modifier.
    public var unsupportedConstruct: String? {
        guard kind == .unsupported, case .string(let construct)? = property("construct") else { return nil }
        return construct
    }

    /// The style of an unread `.foregroundStyle(theme.ink)`, `.foregroundColor(theme.ink)` or
    /// `.tint(theme.ink)` (`theme.ink`), with what it sets (`foregroundStyle` or `tint`): what is
    /// beneath it is painted in a color nobody knows, never in the one it would inherit.
    public var unreadStyle: (sets: String, written: String)? {
        guard let construct = unsupportedConstruct, construct.hasSuffix(")") else { return nil }
        for (prefix, sets) in [(".foregroundStyle(", "foregroundStyle"), (".foregroundColor(", "foregroundStyle"), (".tint(", "tint")] where construct.hasPrefix(prefix) {
            return (sets, String(construct.dropFirst(prefix.count).dropLast()))
        }
        return nil
    }
}

/// A value in a view tree. Colors, fonts and gradients, dozens of bytes each, are boxed; the
/// rest are stored inline rather than one heap allocation each.
public enum ViewValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// A SwiftUI name: an alignment (`leading`), an axis, a content mode, `infinity`.
    case keyword(String)
    indirect case color(ViewColor)
    indirect case font(ViewFont)
    indirect case gradient(ViewGradient)
    case list([ViewValue])
    /// A share of the enclosing `GeometryReader`'s size: `geo.size.width * progress` is
    /// `fraction(0.6, of: "width")` (with `progress` 0.6).
    case fraction(Double, of: String)
    /// A custom `Shape`'s outline, as its `path(in:)` draws it.
    indirect case outline(ShapeOutline)
}

/// A part of a component the front end could not draw.
public struct UnsupportedPart: Sendable, Equatable {
    /// What was written (`TimelineView`, `.modifier(Shake())`, `if isReady`).
    public var construct: String
    public var location: SourceLocation
}

/// One drawing of a component: its inputs set one way.
public struct ComponentState: Sendable, Equatable {
    /// `default`, or the inputs that differ (`isSelected = true`); where the section shows
    /// several views, the view's type first (`CartBadge`, `FileRow (isDir = true)`).
    public var label: String
    public var view: ViewNode
    /// The type of the view drawn, where the section shows several (nil when it shows one).
    public var root: String?
    /// The inputs that differ, without the view's type (`default` when none do).
    public var inputs: String
    /// Every text the view draws with what lies beneath it (`ViewNode.placedTexts`), worked out
    /// once when the component is read: the ground, the contrast rule and diff all read it.
    public var texts: [PlacedText] = []

    /// Creates a state.
    public init(label: String, view: ViewNode, root: String? = nil, inputs: String? = nil) {
        self.label = label
        self.view = view
        self.root = root
        self.inputs = inputs ?? label
    }
}

extension RandomAccessCollection where Element == ViewProperty, Index == Int {
    /// The value of the property named `name`. Read by index where each property lies: a
    /// search through a closure copied every property it passed (its name and value retained),
    /// and the text walk of every drawn state asks this of nearly every node and modifier.
    func value(named name: String) -> ViewValue? {
        for index in indices where self[index].name == name { return self[index].value }
        return nil
    }
}

extension RandomAccessCollection where Element == ViewModifier, Index == Int {
    /// Whether a modifier is of `kind`, read by index as `value(named:)` reads properties.
    func contains(_ kind: ModifierKind) -> Bool {
        for index in indices where self[index].kind == kind { return true }
        return false
    }
}
