/// What a view takes from SwiftUI's environment: what the modifiers of the views around it set,
/// with its own modifiers applied (the innermost winning, as SwiftUI's environment does). Worked
/// out once per drawn state, in the pass that counts nodes (`ComponentViews.resolveText`), and
/// kept on every node (`ViewNode.inherited`): the previews, the text walk behind Check's contrast
/// rules and Diff's drawn pairs all read it there.
///
/// Most views set nothing, so a node shares its parent's value: the fields live in one storage
/// object that only a modifier setting something copies.
public struct InheritedEnvironment: Sendable, Equatable {
    /// A foreground or tint style as a modifier gives it.
    public enum Style: Sendable, Equatable {
        /// A color or gradient the evaluator read (`.color`, `.gradient`), or any other style value.
        case value(ViewValue)
        /// A style the front end could not read, as written (`theme.ink`): what paints with it is
        /// painted in a color nobody knows, never in the one it would otherwise inherit.
        case unread(String)
    }

    /// The fields, shared among the nodes that change none of them.
    public struct Values: Sendable, Equatable {
        /// The foreground style set above; nil when none is (SwiftUI's `.primary`).
        public var foreground: Style?
        /// Whether a modifier that changes every color it draws (`colorInvert`, `hueRotation`…)
        /// applies inside the foreground's own modifier: the foreground is not what is seen.
        public var foregroundRecolored = false
        /// Whether the view is (inside) the label of a button whose style draws its own text
        /// color (`ViewNode.drawsStyledButton`), with no foreground set inside it: the color
        /// seen is the style's, which the tree does not know.
        public var styledLabel = false
        /// The color a text is drawn in, as the previews and the dumps name it: the color of the
        /// innermost foreground set above, else `.primary`; an unread style keeps its
        /// expression with no value. A gradient or other style leaves the color set outside it
        /// (the previews paint the gradient itself, `foreground`; the contrast rules see none).
        public var textColor = InheritedEnvironment.primary
        /// The tint set above; nil when none is (the system tint).
        public var tint: Style?
        /// The font set above (SwiftUI's body font when none is). After an unread `.font(…)`
        /// it is the last font known, with `unreadFont` saying it is not the one drawn.
        public var font: ViewFont = .body
        /// A `.font(…)` the front end could not read, as written; nil when the font is known.
        public var unreadFont: String?
        /// `.fontWeight`/`.bold` set above, applied over the font's own weight.
        public var weight: FontWeight?
        /// `.fontDesign`/`.monospaced()` set above (`rounded`, `serif`, `monospaced`), applied to
        /// the system fonts inside (a custom face keeps its own); nil for the default design.
        public var design: String?
        /// `plain`, `bordered`… as a `.buttonStyle` set it; `unknown` for a style the tree does
        /// not know.
        public var buttonStyle: String?
        /// `.lineLimit(n)`: at most this many lines.
        public var lineLimit: Double?
        /// `.multilineTextAlignment`: `leading`, `center` or `trailing` as written.
        public var multilineAlignment: String?
        /// `.textCase`: `uppercase`, `lowercase`, or nil.
        public var textCase: String?
        /// `.imageScale`; nil is medium.
        public var imageScale: ImageScale?
        /// The appearance the code draws the views in whatever the device's (`dark`, `light`);
        /// nil follows the device.
        public var colorScheme: ColorTheme?
        /// `.contentMargins(…)` around the content of the scroll views inside: top, leading,
        /// bottom, trailing; nil for none.
        public var contentMargins: [Double]?
        /// `.scrollIndicators(.hidden)` (or `.never`): the scroll views inside show no bars.
        public var scrollIndicatorsHidden = false
        /// `.scrollClipDisabled()`: the scroll views inside draw their content past their bounds.
        public var scrollClipDisabled = false

        /// The font a text is drawn in: the font with the weight applied; nil after an unread font.
        public var drawnFont: ViewFont? {
            unreadFont == nil ? styledFont : nil
        }

        /// The font with the weight and the design set around it applied, as SwiftUI resolves
        /// them: a weight over any font, a design over a system font only.
        public var styledFont: ViewFont {
            var font = font
            if let weight { font.weight = weight }
            if let design, font.family == nil, font.face == nil { font.design = design == "default" ? nil : design }
            return font
        }

        /// The color a text is seen in, for contrast: nil when it is a gradient or other style,
        /// unread, or changed by a modifier that recolors.
        public var seenForeground: ViewColor? {
            guard !foregroundRecolored, !styledLabel else { return nil }
            switch foreground {
            case .value(.color(let color))?: return color
            case nil: return InheritedEnvironment.primary
            case .value?, .unread?: return nil
            }
        }
    }

    final class Storage: Sendable {
        let values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    let storage: Storage

    /// What the root of a drawn state inherits: SwiftUI's defaults.
    public static let root = InheritedEnvironment(Values())

    /// SwiftUI's default foreground.
    static let primary = ViewColor(system: "primary", expression: ".primary")

    /// An environment of these values.
    public init(_ values: Values) {
        storage = Storage(values)
    }

    /// The fields.
    public var values: Values { storage.values }

    public static func == (lhs: InheritedEnvironment, rhs: InheritedEnvironment) -> Bool {
        lhs.storage === rhs.storage || lhs.values == rhs.values
    }

    /// This environment with what `modifiers` set for the views inside them applied, the innermost
    /// winning (so outside in); this one itself, shared, when none of them sets anything.
    public func applying(_ modifiers: [ViewModifier]) -> InheritedEnvironment {
        var changed: Values?
        for index in modifiers.indices.reversed() where Self.changes(modifiers[index].kind) {
            if changed == nil { changed = values }
            changed!.apply(modifiers[index])
        }
        return changed.map(InheritedEnvironment.init) ?? self
    }

    /// This environment as the label of a button whose style draws its own text color has it.
    func styledLabel() -> InheritedEnvironment {
        var values = values
        values.styledLabel = true
        return InheritedEnvironment(values)
    }

    /// Whether a modifier of this kind sets anything the environment carries.
    static func changes(_ kind: ModifierKind) -> Bool {
        kind.recolors || kind.sets != nil
    }
}

extension InheritedEnvironment.Values {
    /// What one modifier sets for the views inside it: the one place these rules live, read
    /// from the catalog's facts (`ModifierKind.sets`, `ModifierKind.recolors`).
    mutating func apply(_ modifier: ViewModifier) {
        if modifier.kind.recolors { foregroundRecolored = true }
        let properties = modifier.properties
        switch modifier.kind.sets {
        case .foreground?:
            foreground = properties.value(named: "color").map(InheritedEnvironment.Style.value) ?? .unread("")
            if case .value(.color(let color))? = foreground { textColor = color }
            foregroundRecolored = false
            styledLabel = false
        case .tint?:
            tint = properties.value(named: "tint").map(InheritedEnvironment.Style.value)
        case .font?:
            if case .font(let value)? = properties.value(named: "font") { font = value; unreadFont = nil }
        case .fontWeight?:
            if case .keyword(let name)? = properties.value(named: "weight") { weight = FontWeight(rawValue: name) }
        case .buttonStyle?:
            if case .keyword(let style)? = properties.value(named: "style") { buttonStyle = style }
        case .textLayout?:
            applyTextLayout(modifier)
        case .fontDesign?:
            if modifier.kind == .monospaced {
                // `.monospaced(false)` turns it off again.
                design = properties.value(named: "value") == .bool(false) ? nil : "monospaced"
            } else if case .keyword(let name)? = properties.value(named: "value") {
                design = name
            }
        case .imageScale?:
            if case .keyword(let scale)? = properties.value(named: "value") { imageScale = ImageScale(rawValue: scale) }
        case .colorScheme?:
            if case .keyword(let scheme)? = properties.value(named: "value") { colorScheme = ColorTheme(rawValue: scheme) }
        case .scroll?:
            applyScroll(modifier)
        case .unknown?:
            // A modifier the front end could not read: what it would set is not known.
            if let unread = modifier.unreadStyle {
                if unread.sets == "tint" { tint = .unread(unread.written) } else { foreground = .unread(unread.written); textColor = ViewColor(expression: unread.written); foregroundRecolored = false; styledLabel = false }
            }
            guard case .string(let construct)? = properties.value(named: "construct") else { break }
            if modifier.unreadStyle == nil, construct.hasPrefix(".foregroundStyle(") || construct.hasPrefix(".foregroundColor(") {
                foreground = .unread(construct)
                foregroundRecolored = false
                styledLabel = false
            }
            if construct.hasPrefix(".font(") { unreadFont = construct }
            if construct.hasPrefix(".buttonStyle(") { buttonStyle = "unknown" }
        case nil:
            break
        }
    }

    /// `contentMargins`, `scrollIndicators` and `scrollClipDisabled`.
    private mutating func applyScroll(_ modifier: ViewModifier) {
        let value = modifier.properties.value(named: "value")
        switch modifier.kind {
        case .contentMargins:
            // Margins for the indicators alone move no content.
            guard modifier.properties.value(named: "placement") != .keyword("scrollIndicators") else { return }
            let edges = ["top", "leading", "bottom", "trailing"].map { edge in
                if case .number(let amount)? = modifier.properties.value(named: edge) { amount } else { nil as Double? }
            }
            // Applied outside in: the edges an inner `.contentMargins` does not name keep the outer one's.
            contentMargins = zip(edges, contentMargins ?? [0, 0, 0, 0]).map { $0 ?? $1 }
        case .scrollIndicators:
            scrollIndicatorsHidden = value == .keyword("hidden") || value == .keyword("never")
        case .scrollClipDisabled:
            scrollClipDisabled = value != .bool(false)
        default:
            // No other modifier sets the scroll layout (`ModifierKind.sets`).
            break
        }
    }

    /// `lineLimit`, `multilineTextAlignment` and `textCase`.
    private mutating func applyTextLayout(_ modifier: ViewModifier) {
        let value = modifier.properties.value(named: "value")
        switch modifier.kind {
        case .lineLimit:
            if case .number(let lines)? = value, lines >= 1 { lineLimit = lines }
        case .multilineTextAlignment:
            if case .keyword(let align)? = value { multilineAlignment = align } else { multilineAlignment = "leading" }
        case .textCase:
            if case .keyword(let textCase)? = value, textCase == "uppercase" || textCase == "lowercase" { self.textCase = textCase }
        default:
            // No other modifier sets text layout (`ModifierKind.sets`).
            break
        }
    }
}
