import Diagnostics
import Guide

/// The guide's own contrast statements, recomputed: "`#8A8A8E` secondary on `#FFFFFF` passes
/// WCAG AA at 13pt+" (3.43:1 does not), "Bumble Black `#1F1F1F` on yellow fails WCAG AA at
/// small sizes" (10.48:1 passes), "use white text on …".
///
/// Every finding is a warning, like the contrast of the pairs the snippets use: the prose
/// misleads, but the tokens the site publishes are still what the guide defines, so the build
/// still publishes. (Errors are kept for values that contradict themselves, such as components
/// against the hex their comment states.) `--strict` makes them fatal.
/// Sizes given without a weight, and semibold at 14–18 pt, are read leniently (as possibly
/// large text), so a "passes" is only contradicted when no reading of it holds. Backgrounds
/// with transparency are skipped, since what shows through is not said.
struct ContrastClaimRule: CheckRule {
    let id = "check.contrast-claim"
    let summary = "Contrast the guide states or recommends that the WCAG 2.2 numbers contradict."

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        checked.guide.contrastClaims.flatMap { claim in
            claim.pairs.compactMap { pair -> Diagnostic? in
                guard pair.background.alpha >= 1, let problem = Self.problem(with: claim, pair: pair) else { return nil }
                let colors = "\(Self.describe(pair.foreground)) on \(Self.describe(pair.background))"
                return Diagnostic(.warning, "the guide says '\(claim.quote)', but \(colors) is \(problem)", at: pair.location, code: id)
            }
        }
    }

    /// What is wrong with the claim for one pair, if anything.
    static func problem(with claim: ContrastClaim, pair: ContrastClaim.Pair) -> String? {
        let ratio = pair.foreground.contrastRatio(on: pair.background)
        let shown = TextContrast.format(ratio)
        let level = claim.aaa ? "AAA" : "AA"
        if let stated = claim.statedRatio, abs(stated - ratio) > 0.1 {
            return "\(shown), not \(TextContrast.format(stated))"
        }
        let normal = TextContrast.threshold(.normal, aaa: claim.aaa)
        switch claim.verdict {
        case .passes, .recommended:
            // A recommendation gives no size: it must hold at least for large text. A verdict
            // without sizes speaks of text of any size.
            let largeness: [TextContrast.Largeness] = claim.verdict == .recommended ? [.ambiguous]
                : claim.sizes.isEmpty ? [.normal] : claim.sizes.map { TextContrast.largeness(size: $0.points, weight: $0.weight) }
            let large = TextContrast.threshold(.large, aaa: claim.aaa)
            for size in largeness {
                let required = TextContrast.threshold(size, aaa: claim.aaa)
                guard ratio < required else { continue }
                if ratio < large {
                    return "\(shown), which fails \(level) at every size (large text needs \(TextContrast.formatThreshold(large)))"
                }
                let which = claim.sizes.isEmpty ? "normal-size text" : "text of that size"
                return "\(shown); \(level) needs \(TextContrast.formatThreshold(required)) for \(which)"
            }
            if claim.only, ratio >= normal {
                return "\(shown), which passes \(level) at every size"
            }
            return nil
        case .fails:
            if claim.sizes.isEmpty {
                return ratio >= normal ? "\(shown), which passes \(level) at every size" : nil
            }
            for size in claim.sizes {
                // Read strictly: only a pass under the normal-text threshold contradicts "fails".
                let largeness = TextContrast.largeness(size: size.points, weight: size.weight)
                let required = TextContrast.threshold(largeness == .large ? .large : .normal, aaa: claim.aaa)
                if ratio >= required { return "\(shown), which passes \(level) at that size" }
            }
            return nil
        }
    }

    static func describe(_ color: RGBAColor) -> String {
        guard color.alpha < 1 else { return color.hex }
        let (r, g, b) = color.bytes
        return "rgba(\(r),\(g),\(b),\(ColorToken.alphaText(color.alpha)))"
    }
}
