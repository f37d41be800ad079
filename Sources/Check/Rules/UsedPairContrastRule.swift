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
            // Scans the component's tokens: once per component, not once per text and state.
            let checksDark = !component.drawsByColorScheme
            // Each failing pair once, with the states it fails in.
            var failing: [(location: SourceLocation, message: String, states: [String])] = []
            for state in component.views {
                for placed in state.view.placedTexts where !placed.isHidden {
                    let label = labels.label(at: placed.node.location)
                    for message in Self.problems(with: placed, label: label, checksDark: checksDark) {
                        if let index = failing.firstIndex(where: { $0.location == placed.node.location && $0.message == message }) {
                            if !failing[index].states.contains(state.label) { failing[index].states.append(state.label) }
                        } else {
                            failing.append((placed.node.location, message, [state.label]))
                        }
                    }
                }
            }
            for finding in failing {
                let when = finding.states.count == component.views.count ? "" : Self.describe(states: finding.states)
                let message = finding.message.replacingBytes(Self.statePlace, with: when)
                findings.append(Diagnostic(.warning, message, at: finding.location, code: id))
            }
        }
        return findings
    }

    /// Where the states go in a message, once it is known in which states the pair fails.
    private static let statePlace = "\u{0}"

    /// The findings for one text: its light pair, and its dark pair where that differs.
    static func problems(with placed: PlacedText, label: String, checksDark: Bool) -> [String] {
        guard let foreground = placed.foreground else { return [] }
        return [false, true].compactMap { dark -> String? in
            guard let seen = placed.seenColors(dark: dark) else { return nil }
            // The dark pair only where a color that shows changes, and the code does not
            // draw something else in dark (the tree is drawn in light).
            if dark, !checksDark || (foreground.dark == nil && seen.layers.allSatisfy { $0.dark == nil }) { return nil }
            return problem(with: placed, seen, foreground: foreground, dark: dark, label: label)
        }
    }

    private static func problem(with placed: PlacedText, _ seen: (foreground: RGBAColor, background: RGBAColor, layers: [ViewColor]), foreground: ViewColor, dark: Bool, label: String) -> String? {
        let ratio = seen.foreground.contrastRatio(on: seen.background)
        let largeness = TextContrast.largeness(pixels: placed.font?.size, weight: placed.font?.weight)
        let required = TextContrast.threshold(largeness)
        guard ratio < required else { return nil }
        return "\(label) is \(name(foreground, dark: dark)) on \(name(seen.layers, seen.background, dark: dark))\(dark ? " in dark mode" : "")\(statePlace)\(describe(placed.font)): "
            + "\(TextContrast.format(ratio)), below the \(TextContrast.formatThreshold(required)) WCAG AA asks \(largeness == .normal ? "of normal-size" : "even of large") text"
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

    /// ` when isExpired`, ` when not isLive`, ` when style = .primary or style = .ghost`.
    private static func describe(states: [String]) -> String {
        let phrases = states.map { state in
            state.split(separator: ",").map { part -> String in
                let text = part.trimmingCharacters(in: .whitespaces)
                if text.hasSuffix(" = true") { return String(text.dropLast(7)) }
                if text.hasSuffix(" = false") { return "not " + text.dropLast(8) }
                return text
            }.joined(separator: " and ")
        }
        return " when " + phrases.joined(separator: " or ")
    }

    private static func describe(_ font: ViewFont?) -> String {
        guard let size = font?.size else { return "" }
        return " at \(NumberFormat.shortest(size)) pt" + (font?.weight.map { " \($0.rawValue)" } ?? "")
    }
}
