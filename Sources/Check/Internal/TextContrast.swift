import Foundation
import Guide
import Support

/// WCAG 2.2 text contrast (success criteria 1.4.3 and 1.4.6) as the contrast rules apply it.
///
/// Large text is 18 pt and up, or 14 pt and up when bold (700 and heavier). Semibold at 14–18 pt
/// is read both ways in practice, and a size nobody states may be either, so those cases are
/// *ambiguous*: a rule that must not raise false alarms uses the large-text threshold for them
/// (a pair below it fails at every size) and never claims they pass the normal one.
enum TextContrast {
    /// How large text is, as far as the source says (Support's one reading of WCAG sizes).
    typealias Largeness = WCAGTextSize

    static func largeness(size: Double?, weight: FontWeight?) -> Largeness {
        guard let size else { return .ambiguous }
        if size >= 18 { return .large }
        guard size >= 14 else { return .normal }
        guard let weight else { return .ambiguous }
        if weight >= .bold { return .large }
        return weight == .semibold ? .ambiguous : .normal
    }

    /// The same for a size in CSS pixels, which a SwiftUI point is (see `WCAGTextSize`).
    static func largeness(pixels size: Double?, weight: FontWeight?) -> Largeness {
        WCAGTextSize(pixels: size, cssWeight: weight?.cssWeight)
    }

    /// The ratio AA (or AAA) asks of text of this largeness; ambiguous text gets the lower,
    /// large-text figure, so that falling short of it is a failure however the text is read.
    static func threshold(_ largeness: Largeness, aaa: Bool = false) -> Double {
        largeness.requiredRatio(aaa: aaa)
    }

    /// The ratio as people quote it: two decimals, rounded down, so a ratio just under a
    /// threshold never prints as the threshold itself (4.496 is "4.49:1", not "4.50:1").
    static func format(_ ratio: Double) -> String {
        NumberFormat.ratio(ratio)
    }

    /// A threshold as WCAG writes it: `4.5:1`, `3:1`.
    static func formatThreshold(_ ratio: Double) -> String {
        NumberFormat.shortest(ratio) + ":1"
    }
}
