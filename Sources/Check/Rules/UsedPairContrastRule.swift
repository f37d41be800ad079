import Diagnostics
import Foundation
import Guide
import Support

/// Text and background pairs the guide's own components use, below WCAG 2.2 AA: 4.5:1, or 3:1
/// for large text (18 pt, or 14 pt bold).
///
/// A warning: the guide shows readers a pairing that many people cannot read. It is reported
/// only when the code decides both colors (tokens, `.white`, `.black`, `Color(red:…)`), the text
/// really sits on that background (its own `.background`, the shape an `.overlay` is on, the
/// color behind it in a `ZStack`; see `TextPlacement`), and, for colors chosen by conditions,
/// only combinations the code can produce (the same condition picks both, or only one is
/// chosen). Translucent text is composited over its background, translucent backgrounds over
/// what is below them; when what is below is unknown, nothing is said. Text whose size is not
/// known is held to the large-text threshold, which it fails at any size.
struct UsedPairContrastRule: CheckRule {
    let id = "check.contrast"
    let summary = "Text/background pairs the components use whose WCAG 2.2 contrast is below AA."

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        let colors = ColorReader.tokenValues(of: checked.guide)
        var findings: [Diagnostic] = []
        for snippet in checked.guide.snippets where !snippet.tokens.isEmpty {
            let structure = CodeStructure(snippet.tokens.filter { !$0.isComment })
            let placements = TextPlacements(structure: structure, colors: ColorReader(structure: structure, tokens: colors), guide: checked.guide)
            for site in placements.textSites {
                guard let placement = placements.placement(ofTextAt: site), placement.isGrounded, let foreground = placement.foreground else { continue }
                var messages: Set<String> = []
                for pair in Self.pairs(foreground: foreground, layers: placement.layers) {
                    let ratio = pair.foreground.contrastRatio(on: pair.background)
                    let largeness = TextContrast.largeness(size: placement.size, weight: placement.effectiveWeight)
                    let required = TextContrast.threshold(largeness)
                    guard ratio < required else { continue }
                    let message = "\(Self.label(of: site, in: structure)) is \(pair.foregroundName) on \(pair.backgroundName)\(Self.describe(pair.branches))\(Self.describe(placement)): "
                        + "\(TextContrast.format(ratio)), below the \(TextContrast.formatThreshold(required)) WCAG AA asks \(largeness == .normal ? "of normal-size" : "even of large") text"
                    guard messages.insert(message).inserted else { continue }
                    findings.append(Diagnostic(.warning, message, at: checked.guide.location(of: structure.tokens[site], in: snippet), code: id))
                }
            }
        }
        return findings
    }

    struct Pair {
        var foreground: RGBAColor
        var foregroundName: String
        var background: RGBAColor
        var backgroundName: String
        /// The conditions that choose this pair, and how.
        var branches: [String: Bool]
    }

    /// Every pair the code can produce. Choices made by different conditions are only combined
    /// when one side has no condition at all: two independent conditions may never be true
    /// together in the app, so pairing them would be a guess.
    static func pairs(foreground: ColorChoice, layers: [ColorChoice]) -> [Pair] {
        let foregroundConditions = Set(foreground.outcomes.flatMap(\.branches.keys))
        let layerConditions = Set(layers.flatMap { $0.outcomes.flatMap(\.branches.keys) })
        if !foregroundConditions.isEmpty, !layerConditions.isEmpty, foregroundConditions != layerConditions { return [] }
        var pairs: [Pair] = []
        for text in foreground.outcomes {
            // Combine the layers' outcomes that agree with the text's branches and each other.
            var stacks: [(colors: [(RGBAColor, String)], branches: [String: Bool])] = [([], text.branches)]
            for layer in layers {
                stacks = stacks.flatMap { stack in
                    layer.outcomes.compactMap { outcome -> (colors: [(RGBAColor, String)], branches: [String: Bool])? in
                        guard outcome.branches.allSatisfy({ stack.branches[$0.key] == nil || stack.branches[$0.key] == $0.value }) else { return nil }
                        return (stack.colors + [(outcome.color, outcome.name)], stack.branches.merging(outcome.branches) { a, _ in a })
                    }
                }
            }
            for stack in stacks {
                guard let background = composite(stack.colors) else { continue }
                pairs.append(Pair(foreground: text.color, foregroundName: name(text.name, text.color), background: background.color, backgroundName: background.name, branches: stack.branches))
            }
        }
        return pairs
    }

    /// The layers, innermost first, composited from the first opaque one up; nil when none is
    /// opaque (what shows through is unknown).
    private static func composite(_ layers: [(RGBAColor, String)]) -> (color: RGBAColor, name: String)? {
        guard let opaque = layers.firstIndex(where: { $0.0.alpha >= 1 }) else { return nil }
        var color = layers[opaque].0
        var names = [layers[opaque].1]
        for (layer, layerName) in layers[..<opaque].reversed() where layer.alpha > 0 {
            color = layer.over(color)
            names.insert(layerName, at: 0)
        }
        let named = names.map { $0.hasPrefix("#") ? $0 : "'\($0)'" }.joined(separator: " over ")
        return (color, named == color.hex ? named : "\(named) (\(color.hex))")
    }

    private static func name(_ name: String, _ color: RGBAColor) -> String {
        let value = color.alpha < 1 ? ContrastClaimRule.describe(color) : color.hex
        return name == color.hex ? value : "'\(name)' (\(value))"
    }

    /// `Text("Send")`, `Text(label)`: the call as written, shortened.
    private static func label(of site: Int, in structure: CodeStructure) -> String {
        let tokens = structure.tokens
        guard let close = structure.closing[site + 1] else { return tokens[site].text }
        let shown = Array(tokens[(site + 2)..<min(close, site + 8)])
        var text = ""
        for (index, token) in shown.enumerated() {
            if index > 0, spaced(shown[index - 1], token, labelColon: token.isPunctuation(":") && isLabel(at: index - 1, in: shown)) { text += " " }
            guard case .string = token.kind else { text += token.text; continue }
            text += "\"" + (token.text.count > 40 ? token.text.prefix(40) + "…" : token.text) + "\""
        }
        return "\(tokens[site].text)(\(text)\(close - site - 2 > 6 ? " …" : ""))"
    }

    /// Spacing as Swift is usually written: `a, b`, `label: value`, `a ? b : c`, `x.y`, `f(x)`.
    private static func spaced(_ previous: SwiftToken, _ token: SwiftToken, labelColon: Bool) -> Bool {
        if labelColon { return false }
        if previous.isPunctuation(",") || previous.isPunctuation(":") { return true }
        if token.isPunctuation(":") { return true }
        if case .operator = token.kind { return true }
        if case .operator = previous.kind { return true }
        return previous.isWordlike && token.isWordlike
    }

    /// Whether the identifier at `index` is an argument label (it follows `(` or `,`, or starts).
    private static func isLabel(at index: Int, in tokens: [SwiftToken]) -> Bool {
        guard tokens[index].kind == .identifier else { return false }
        return index == 0 || tokens[index - 1].isPunctuation("(") || tokens[index - 1].isPunctuation(",")
    }

    /// ` when isLive`, ` when not isExpired`.
    private static func describe(_ branches: [String: Bool]) -> String {
        guard !branches.isEmpty else { return "" }
        return " when " + branches.sorted { $0.key < $1.key }.map { $0.value ? $0.key : "not \($0.key)" }.joined(separator: " and ")
    }

    private static func describe(_ placement: TextPlacement) -> String {
        guard let size = placement.size else { return "" }
        let points = NumberFormat.shortest(size)
        return " at \(points) pt" + (placement.effectiveWeight.map { " \($0.rawValue)" } ?? "")
    }
}

private extension SwiftToken {
    var isWordlike: Bool {
        switch kind {
        case .identifier, .keyword, .number, .string: true
        default: false
        }
    }
}
