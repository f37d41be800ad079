import Diagnostics
import Foundation
import Guide
import Support

/// Text and background pairs the guide's own components draw, below WCAG 2.2 AA: 4.5:1, or
/// 3:1 for large text (24 px, or 18.66 px bold; a SwiftUI point is a CSS pixel).
///
/// A warning: the guide shows readers a pairing that many people cannot read. It reads each
/// component state's view tree (`ViewNode.placedTexts`): the text's color and font as SwiftUI
/// inherits them, and the layers actually beneath it, translucent ones composited. When any
/// color that shows is unknown (a system color, a gradient, an image, a button style that
/// draws its own background), nothing is said. Semibold text between the two sizes, and text
/// in a font the tree does not know, is held to the large-text threshold, which it fails at
/// any size. A pair that fails only in some states names them (`when isExpired`).
struct UsedPairContrastRule: CheckRule {
    let id = "check.contrast"
    let summary = "Text/background pairs the components use whose WCAG 2.2 contrast is below AA."

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for component in checked.guide.components {
            let labels = checked.guide.callLabels(of: component)
            // Each failing pair once, with the states it fails in.
            var failing: [(location: SourceLocation, message: String, states: [Int])] = []
            for pair in checked.guide.drawnPairs(of: component) where !pair.passesAA {
                let location = pair.text.node.location
                let message = Self.problem(with: pair, label: labels.label(at: location))
                if let index = failing.firstIndex(where: { $0.location == location && $0.message == message }) {
                    if !failing[index].states.contains(pair.state) { failing[index].states.append(pair.state) }
                } else {
                    failing.append((location, message, [pair.state]))
                }
            }
            for finding in failing {
                let when = finding.states.count == component.views.count ? "" : Self.describe(states: finding.states.map { component.views[$0] }, of: component)
                let message = finding.message.replacingBytes(Self.statePlace, with: when)
                findings.append(Diagnostic(.warning, message, at: finding.location, code: id))
            }
        }
        return findings
    }

    /// Where the states go in a message, once it is known in which states the pair fails.
    private static let statePlace = "\u{0}"

    /// The finding for a pair below AA.
    static func problem(with pair: DrawnPair, label: String) -> String {
        let dark = pair.theme == .dark
        let largeness = pair.size
        let foreground = pair.text.foreground.map { name($0, dark: dark) } ?? pair.foreground.hex
        return "\(label) is \(foreground) on \(name(pair.layers, pair.background, dark: dark))\(dark ? " in dark mode" : "")\(statePlace)\(describe(pair.text.font)): "
            + "\(TextContrast.format(pair.ratio)), below the \(TextContrast.formatThreshold(pair.required)) WCAG AA asks \(largeness == .normal ? "of normal-size" : "even of large") text"
    }

    /// `'white' (#FFFFFF)`, `#FFF5C4`, `'ink' (rgba(0,0,0,0.6))`.
    private static func name(_ color: ViewColor, dark: Bool) -> String {
        let value = (dark ? color.dark ?? color.light : color.light).map { $0.alpha < 1 ? ContrastClaimRule.describe($0) : $0.hex } ?? "?"
        let written = shortName(color, dark: dark)
        return written.hasPrefix("#") ? value : "'\(written)' (\(value))"
    }

    /// `'brandYellow' (#FFC629)`, `'mist.opacity(0.25)' over 'green' (#82CB02)`.
    private static func name(_ layers: [ViewColor], _ seen: RGBAColor, dark: Bool) -> String {
        let names = layers.map { shortName($0, dark: dark) }
        let joined = names.map { $0.hasPrefix("#") ? $0 : "'\($0)'" }.joined(separator: " over ")
        return joined == seen.hex ? joined : "\(joined) (\(seen.hex))"
    }

    /// A token by name (with its opacity), SwiftUI's named colors by name, others by value.
    private static func shortName(_ color: ViewColor, dark: Bool) -> String {
        let opacity = color.opacity < 1 ? ".opacity(\(NumberFormat.shortest(color.opacity)))" : ""
        if let token = color.token { return token + opacity }
        let written = color.expression.split(separator: ".").last.map(String.init) ?? ""
        let plain = color.expression.hasPrefix(".") || color.expression.hasPrefix("Color.")
        if plain, !written.isEmpty, written.allSatisfy({ $0.isLetter }) { return written + opacity }
        return (dark ? color.dark ?? color.light : color.light)?.hex ?? color.expression
    }

    /// ` when isExpired`, ` when not isLive`, ` when style = .primary or style = .ghost`; where
    /// the section shows several views, ` in CartBadge`, ` in FileRow when isDir`.
    private static func describe(states: [ComponentState], of component: Component) -> String {
        guard states.contains(where: { $0.root != nil }) else { return describe(states: states.map(\.inputs), among: component.views.map(\.inputs)) }
        var roots: [String] = []
        for state in states where !roots.contains(state.root ?? "") { roots.append(state.root ?? "") }
        return roots.map { root in
            let failing = states.filter { ($0.root ?? "") == root }
            let all = component.views.filter { ($0.root ?? "") == root }
            return " in \(root)" + (failing.count == all.count ? "" : describe(states: failing.map(\.inputs), among: all.map(\.inputs)))
        }.joined(separator: " and")
    }

    /// ` when isExpired`, ` when not isLive`, ` when style = .primary or style = .ghost`. An
    /// input is left out when every drawn state that agrees with a failing one on the other
    /// inputs fails too: the bubble fails as `kind = .sms` whatever its tail, so it is
    /// ` when kind = .sms`.
    private static func describe(states: [String], among all: [String]) -> String {
        func parts(_ state: String) -> [String] { state.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        func key(_ part: String) -> Substring { part.prefix { $0 != " " } }
        func unique(_ states: [[String]]) -> [[String]] {
            var seen: [[String]] = []
            for state in states where !seen.contains(state) { seen.append(state) }
            return seen
        }
        var failing = states.map(parts)
        var every = all.map(parts)
        // The input whose leaving out merges the most failing states goes first (`isUp` fails
        // at every `selected` drawn: ` when isUp`, not a list of the selections).
        while true {
            let candidates = Set(every.flatMap { $0.map(key) }).sorted().compactMap { input -> (count: Int, input: Substring)? in
                let rest = { (state: [String]) in state.filter { key($0) != input } }
                let irrelevant = failing.allSatisfy { state in every.filter { rest($0) == rest(state) }.allSatisfy { failing.contains($0) } }
                return irrelevant ? (unique(failing.map(rest)).count, input) : nil
            }
            guard let best = candidates.min(by: { $0.count < $1.count }) else { break }
            let rest = { (state: [String]) in state.filter { key($0) != best.input } }
            failing = unique(failing.map(rest))
            every = unique(every.map(rest))
        }
        let phrases = failing.map { state in
            state.map { text -> String in
                if text.hasSuffix(" = true") { return String(text.dropLast(7)) }
                if text.hasSuffix(" = false") { return "not " + text.dropLast(8) }
                return text
            }.joined(separator: " and ")
        }
        return phrases.contains(where: \.isEmpty) ? "" : " when " + phrases.joined(separator: " or ")
    }

    private static func describe(_ font: ViewFont?) -> String {
        guard let size = font?.size else { return "" }
        return " at \(NumberFormat.shortest(size)) pt" + (font?.weight.map { " \($0.rawValue)" } ?? "")
    }
}
