import Diagnostics
import Guide

/// What drawing a brand's previews may take, in elements (one per view of a tree drawn, its
/// modifiers' wrappers with it): each component within its own limit, all of them within the
/// guide's, spent in the guide's order so the same guide is drawn and cut the same way every
/// time. Guide already bounds the trees (`ViewWork.guideLimit`); this bounds the drawing by the
/// same rule in the room that draws, so no change to either side lets a page grow unbounded.
///
/// About ten times what the largest brand of the real guides draws (31 guides of
/// `../shared/guides` and the sample content: 203 elements for a brand, 148 for a component).
struct PreviewBudget {
    static let elementsPerComponent = 1_500
    static let elementsPerGuide = 2_000

    /// Elements drawn by the components so far.
    var spent = 0
    /// Whether running out of the guide's elements was reported (once per brand).
    var reported = false
    var diagnostics: [Diagnostic] = []

    var left: Int { max(0, Self.elementsPerGuide - spent) }

    /// Takes what `drawing` drew, and warns where it was cut.
    mutating func spend(_ drawing: PreviewDrawing) {
        spent += drawing.elementsDrawn
        guard let cut = drawing.cut else { return }
        if !drawing.cutsGuide {
            diagnostics.append(Diagnostic(.warning, "the component's preview reached the \(Self.elementsPerComponent) elements a preview may draw; the rest is not drawn", at: cut, code: "preview.too-many-elements"))
        } else if !reported {
            reported = true
            diagnostics.append(Diagnostic(.warning, "the brand's previews reached the \(Self.elementsPerGuide) elements a brand may draw; the rest is not drawn", at: cut, code: "preview.guide-budget"))
        }
    }
}
