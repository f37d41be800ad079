import Diagnostics
import Guide

/// Color components that disagree with the hex their comment states.
///
/// An error: the guide gives two values for one color and a reader cannot tell which is meant;
/// whichever they copy, half the guide is wrong. One step per channel is allowed, because
/// components written with three decimals (`0.161`) round to within one step of the hex the
/// author had in mind. The reader reports the same mismatch as a warning while reading
/// (`color.hex-mismatch`); this rule supersedes it, so `check` and `build` print it once.
struct HexMismatchRule: CheckRule {
    let id = "check.hex-mismatch"
    let summary = "Color components that disagree with the hex the comment states by more than 1 in a channel."
    let supersedes: Set<String> = ["color.hex-mismatch"]

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        checked.guide.colors.compactMap { token in
            guard let stated = token.stated else { return nil }
            let statedHex = String(stated.text.split(separator: " ").first ?? "")
            if let color = token.color, color.maximumChannelDifference(from: stated.color) > 1 {
                return Diagnostic(.error, "'\(token.name)' components give \(color.hex) but the comment says \(statedHex)", at: token.location, code: id)
            }
            // A dynamic color whose code gives both values, and a comment that states both.
            if token.color == nil, let appearance = token.appearance, appearance.source == .code, let statedDark = stated.dark {
                if appearance.light.maximumChannelDifference(from: stated.color) > 1 {
                    return Diagnostic(.error, "'\(token.name)' light components give \(appearance.light.hex) but the comment says \(stated.color.hex)", at: token.location, code: id)
                }
                if appearance.dark.maximumChannelDifference(from: statedDark) > 1 {
                    return Diagnostic(.error, "'\(token.name)' dark components give \(appearance.dark.hex) but the comment says \(statedDark.hex)", at: token.location, code: id)
                }
            }
            return nil
        }
    }
}
