/// How large text is for WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.6), as far as the
/// source says: the one reading of sizes that every judge of a drawn text/background pair uses
/// (the contrast rule of `sitegen check`, and `sitegen diff`'s "passed AA before, fails after").
///
/// Large text is 18 pt and up, or 14 pt and up when bold (700 and heavier). Semibold at 14–18 pt
/// is read both ways in practice, and a size nobody states may be either, so those cases are
/// *ambiguous*: a judge that must not raise false alarms holds them to the large-text ratio
/// (a pair below it fails at every size) and never claims they pass the normal one.
public enum WCAGTextSize: Sendable, Equatable {
    case normal, large, ambiguous

    /// The size of text given in CSS pixels, which a SwiftUI point is: large is 24 px and up,
    /// or 18.66 px (14 pt) and up when bold; `cssWeight` is the CSS `font-weight` (600 semibold).
    public init(pixels size: Double?, cssWeight: Int?) {
        guard let size else { self = .ambiguous; return }
        if size >= 24 { self = .large; return }
        guard size >= 14 * 4 / 3 else { self = .normal; return }
        guard let cssWeight else { self = .ambiguous; return }
        self = cssWeight >= 700 ? .large : cssWeight >= 600 ? .ambiguous : .normal
    }

    /// The ratio AA (or AAA) asks of text of this size; ambiguous text gets the lower,
    /// large-text figure, so that falling short of it is a failure however the text is read.
    public func requiredRatio(aaa: Bool = false) -> Double {
        switch self {
        case .normal: aaa ? 7 : 4.5
        case .large, .ambiguous: aaa ? 4.5 : 3
        }
    }
}
