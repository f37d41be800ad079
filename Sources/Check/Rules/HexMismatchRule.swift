import Diagnostics
import Guide

/// Color components that disagree with the hex their comment states.
///
/// An error: the guide gives two values for one color and a reader cannot tell which is meant;
/// whichever they copy, half the guide is wrong. Guide decides what disagrees
/// (`ColorToken.contradictions`, one step per channel allowed). The reader reports the same
/// mismatch as a warning while reading (`color.hex-mismatch`); this rule supersedes it, so
/// `check` and `build` print it once. A self-contradiction: a build publishes it as a warning
/// and the swatch shows both values.
struct HexMismatchRule: CheckRule {
    let id = "check.hex-mismatch"
    let summary = "Color components that disagree with the hex the comment states by more than 1 in a channel."
    let supersedes: Set<String> = ["color.hex-mismatch"]
    let findsSelfContradictions = true

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        checked.guide.colors.compactMap { token in
            token.contradictions.first { $0.kind != .alpha }.map { Diagnostic(.error, $0.message, at: token.location, code: id) }
        }
    }
}
