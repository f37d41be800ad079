import Diagnostics
import Foundation
import Guide
import Support

/// A color whose alpha disagrees with the alpha its comment states (`rgba(…, 0.5)`,
/// `#RRGGBBAA`, `40% opacity`).
///
/// An error, for the same reason as a hex mismatch: two values for one color. Guide decides
/// what disagrees (`ColorToken.contradictions`): only comments that state an alpha are
/// compared, and alphas closer than 0.01 agree (a two-digit hex alpha cannot say 0.5 exactly).
/// A self-contradiction: a build publishes it as a warning and the swatch shows both values.
struct AlphaMismatchRule: CheckRule {
    let id = "check.alpha-mismatch"
    let summary = "Color alpha that disagrees with the alpha the comment states."
    let findsSelfContradictions = true

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        checked.guide.colors.compactMap { token in
            token.contradictions.first { $0.kind == .alpha }.map { Diagnostic(.error, $0.message, at: token.location, code: id) }
        }
    }
}
