import Diagnostics
import Foundation
import Guide
import Support

/// A color whose alpha disagrees with the alpha its comment states (`rgba(…, 0.5)`,
/// `#RRGGBBAA`, `40% opacity`).
///
/// An error, for the same reason as a hex mismatch: two values for one color. Only comments
/// that state an alpha are compared; a plain `#000000` beside `Color.black.opacity(0.4)` names
/// the base color and says nothing about opacity. Alphas closer than 0.01 agree (a two-digit hex
/// alpha cannot say 0.5 exactly).
struct AlphaMismatchRule: CheckRule {
    let id = "check.alpha-mismatch"
    let summary = "Color alpha that disagrees with the alpha the comment states."

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        checked.guide.colors.compactMap { token in
            guard let stated = token.stated, stated.statesAlpha, let color = token.color ?? token.appearance?.light else { return nil }
            guard abs(color.alpha - stated.color.alpha) > 0.01 else { return nil }
            return Diagnostic(
                .error, "'\(token.name)' has alpha \(Self.format(color.alpha)) but the comment says \(Self.format(stated.color.alpha)) ('\(stated.text)')",
                at: token.location, code: id
            )
        }
    }

    static func format(_ alpha: Double) -> String {
        let text = NumberFormat.fixed(alpha, digits: 2)
        return text.hasSuffix("0") ? String(text.dropLast()) : text
    }
}
