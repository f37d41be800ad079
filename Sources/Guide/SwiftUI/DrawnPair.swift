import Support

/// A text a component draws and what it is seen on, in one appearance: the one fact the
/// contrast rule of `sitegen check` and the contrast drops of `sitegen diff` both judge.
///
/// The colors are as seen: the text composited over the layers beneath it (its own backgrounds,
/// the shapes and stack layers below, the views around it) down to the guide's ground where
/// nothing of its own is opaque. A text whose color, or a layer's, the tree does not know has
/// no pair.
public struct DrawnPair: Sendable {
    /// The state (`Component.views`) the text is drawn in, by index.
    public var state: Int
    /// The text's place among its state's `texts`.
    public var order: Int
    public var text: PlacedText
    public var theme: ColorTheme
    public var foreground: RGBAColor
    public var background: RGBAColor
    /// What the background is made of, nearest first; the ground last when it shows.
    public var layers: [ViewColor]
    /// How large the text is, as WCAG counts it.
    public var size: WCAGTextSize

    public var ratio: Double { foreground.contrastRatio(on: background) }
    /// The ratio WCAG 2.2 AA asks of text of this size (the large-text one where the size is
    /// ambiguous, so falling short of it fails at any size).
    public var required: Double { size.requiredRatio() }
    public var passesAA: Bool { ratio >= required }
}

extension Guide {
    /// Every pair `component` draws, in light and, where a color that shows changes in dark and
    /// the component does not draw something else by color scheme, in dark; state by state,
    /// text by text, light before dark. Hidden texts (opacity 0, a clear color) have none.
    public func drawnPairs(of component: Component) -> [DrawnPair] {
        let placedByState = component.views.map(\.texts)
        let ground = ground(of: component)
        let checksDark = !component.drawsByColorScheme
        var pairs: [DrawnPair] = []
        for (stateIndex, placedTexts) in placedByState.enumerated() {
            for (order, written) in placedTexts.enumerated() where !written.isHidden {
                // A text on a background of its own is judged on it, as its code draws it; one on
                // the ground is judged on the guide's screen as the page paints it (a token's dark
                // value is its counterpart's, as the ground's is), unless its code says it stands
                // over imagery the tree does not know (a shadow, an outline of itself).
                let onGround = written.seenColors() == nil
                if onGround, Self.standsOverImagery(written.node) { continue }
                let placed = onGround ? paired(written) : written
                guard let foreground = placed.foreground else { continue }
                // A text the code draws in one appearance whatever the device's
                // (`.preferredColorScheme(.dark)` around it) is judged in that one only.
                let forced = written.node.inherited.values.colorScheme
                for theme in ColorTheme.allCases where forced == nil || forced == theme {
                    let dark = theme == .dark
                    guard let seen = placed.seenColors(dark: dark, on: onGround ? ground : nil) else { continue }
                    // The tree is drawn in light: its dark pair only where a color that shows
                    // changes, and where the code does not draw another tree in dark.
                    if dark, forced == nil, !checksDark || (foreground.dark == nil && seen.layers.allSatisfy { $0.dark == nil }) { continue }
                    pairs.append(DrawnPair(
                        state: stateIndex, order: order, text: placed, theme: theme,
                        foreground: seen.foreground, background: seen.background, layers: seen.layers,
                        size: WCAGTextSize(pixels: placed.font?.size, cssWeight: placed.font?.weight?.cssWeight)
                    ))
                }
            }
        }
        return pairs
    }

    /// A text with a shadow, or with another text laid over it (an outlined numeral), is drawn
    /// to be read over a picture, whatever the screen.
    private static func standsOverImagery(_ node: ViewNode) -> Bool {
        node.modifiers.contains { modifier in
            modifier.kind == .shadow || modifier.kind == .overlay && modifier.layers.contains { $0.kind == .text }
        }
    }

    /// `placed` with every token's dark value as the page paints it (`pairedForDark`).
    private func paired(_ placed: PlacedText) -> PlacedText {
        var paired = placed
        paired.foreground = placed.foreground.map(pairedForDark)
        paired.stack = placed.stack.map { $0.mappingColors(pairedForDark) }
        return paired
    }
}

extension TextLayer {
    /// The layer with each known color changed by `transform`.
    func mappingColors(_ transform: (ViewColor) -> ViewColor) -> TextLayer {
        switch self {
        case .text: .text
        case .color(let color): .color(color.map(transform))
        case .group(let opacity, let inner): .group(opacity: opacity, inner.map { $0.mappingColors(transform) })
        }
    }
}
