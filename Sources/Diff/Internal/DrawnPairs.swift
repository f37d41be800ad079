import Guide
import Support

/// The text/background pairs a guide's components draw, judged against WCAG AA, keyed so that
/// the same text of the same component state matches across two versions of the guide.
///
/// The pairs `sitegen check`'s contrast rule judges, read from the same Guide fact
/// (`Guide.drawnPairs(of:)`): a text with nothing opaque of its own beneath it is judged on the
/// guide's ground, in light and in dark.
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
            // The same text drawn twice in a state is told apart by its occurrence.
            var occurrences: [String: Int] = [:]
            var counted: Set<[Int]> = []
            for drawn in guide.drawnPairs(of: component) {
                let text = Self.text(of: drawn.text.node)
                let state = component.views[drawn.state].label
                if counted.insert([drawn.state, drawn.order]).inserted { occurrences[state + "\u{1}" + text, default: 0] += 1 }
                let occurrence = occurrences[state + "\u{1}" + text]!
                let key = [component.name, state, text, String(occurrence), drawn.theme.rawValue].joined(separator: "\u{1}")
                pairs[key] = Pair(
                    component: component.name, state: state, text: text, scheme: drawn.theme,
                    colors: GuideDiff.SeenColors(foreground: drawn.foreground.hex, background: drawn.background.hex),
                    ratio: drawn.ratio, required: drawn.required, line: drawn.text.node.location.line,
                    order: [componentIndex, drawn.state, drawn.order, drawn.theme == .dark ? 1 : 0]
                )
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
        return node.kind.rawValue
    }
}
