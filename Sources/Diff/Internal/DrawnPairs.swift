import Guide
import Support

/// The text/background pairs a guide's components draw, judged against WCAG AA, keyed so that
/// the same text of the same component state matches across two versions of the guide.
///
/// The same pairs `sitegen check`'s contrast rule judges, from the same Guide facts: each
/// state's `placedTexts` and their `seenColors`, in light and, where a color that shows has a
/// dark value and the component does not draw by color scheme, in dark.
struct DrawnPairs {
    struct Pair {
        var component: String
        var state: String
        var text: String
        var scheme: ColorTheme
        var colors: GuideDiff.SeenColors
        var ratio: Double
        var required: Double
        var line: Int
        /// Where the pair is drawn in the guide: component, state and text in drawing order.
        var order: [Int]
        var passes: Bool { ratio >= required }
    }

    /// Pairs by key: component, state, text, its occurrence among equal texts, scheme.
    private(set) var pairs: [String: Pair] = [:]

    init(_ guide: Guide) {
        for (componentIndex, component) in guide.components.enumerated() {
            let checksDark = !component.drawsByColorScheme
            for (stateIndex, state) in component.views.enumerated() {
                var occurrences: [String: Int] = [:]
                for (textIndex, placed) in state.view.placedTexts.enumerated() where !placed.isHidden {
                    let text = Self.text(of: placed.node)
                    occurrences[text, default: 0] += 1
                    guard let foreground = placed.foreground else { continue }
                    for scheme in ColorTheme.allCases {
                        let dark = scheme == .dark
                        guard let seen = placed.seenColors(dark: dark) else { continue }
                        if dark, !checksDark || (foreground.dark == nil && seen.layers.allSatisfy { $0.dark == nil }) { continue }
                        let size = WCAGTextSize(pixels: placed.font?.size, cssWeight: placed.font?.weight?.cssWeight)
                        let key = [component.name, state.label, text, String(occurrences[text]!), scheme.rawValue].joined(separator: "\u{1}")
                        pairs[key] = Pair(
                            component: component.name, state: state.label, text: text, scheme: scheme,
                            colors: GuideDiff.SeenColors(foreground: seen.foreground.hex, background: seen.background.hex),
                            ratio: seen.foreground.contrastRatio(on: seen.background),
                            required: size.requiredRatio(), line: placed.node.location.line,
                            order: [componentIndex, stateIndex, textIndex, dark ? 1 : 0]
                        )
                    }
                }
            }
        }
    }

    /// The pairs that passed AA in `old` and fail in this version, one per text, colors and
    /// scheme with the states it fails in, sorted by component, line, text and scheme.
    func drops(since old: DrawnPairs) -> [GuideDiff.ContrastDrop] {
        var drops: [GuideDiff.ContrastDrop] = []
        for (key, now) in pairs.sorted(by: { $0.value.order.lexicographicallyPrecedes($1.value.order) }) {
            guard let was = old.pairs[key], was.passes, !now.passes else { continue }
            if let index = drops.firstIndex(where: { $0.component == now.component && $0.line == now.line && $0.text == now.text
                && $0.scheme == now.scheme && $0.oldColors == was.colors && $0.newColors == now.colors }) {
                drops[index].states.append(now.state)
                continue
            }
            drops.append(GuideDiff.ContrastDrop(
                component: now.component, states: [now.state], text: now.text, scheme: now.scheme,
                oldColors: was.colors, newColors: now.colors, oldRatio: was.ratio, newRatio: now.ratio,
                required: now.required, line: now.line
            ))
        }
        return drops.sorted { ($0.component, $0.line, $0.text, $0.scheme.rawValue) < ($1.component, $1.line, $1.text, $1.scheme.rawValue) }
    }

    /// The text a node shows (`Send`), else its kind (`Label`).
    static func text(of node: ViewNode) -> String {
        for name in ["text", "title", "placeholder"] {
            if case .string(let text)? = node.property(name) { return text }
        }
        return node.kind
    }
}
