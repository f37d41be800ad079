import Diagnostics
import Guide

/// A font face whose weight suffix contradicts the weight the code asks for:
/// `Font.custom("Aeonik-Medium", size: 16).weight(.semibold)`.
///
/// A warning: SwiftUI resolves the pair somehow (another face of the family, if bundled, or a
/// synthesized weight), but the guide names two weights for one style and a reader cannot tell
/// which the brand uses.
struct FontWeightRule: CheckRule {
    let id = "check.font-weight-mismatch"
    let summary = "Font faces whose weight suffix contradicts their .weight()."

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        checked.guide.fonts.compactMap { font in
            guard let face = font.face, let faceWeight = font.faceWeight, let declared = font.declaredWeight, faceWeight != declared else { return nil }
            return Diagnostic(
                .warning, "'\(font.name)' uses the face '\(face)' (\(faceWeight.rawValue)) but asks for weight .\(declared.rawValue)",
                at: font.location, code: id
            )
        }
    }
}
