import Diagnostics
import Guide

/// Dark chrome colors without a light counterpart: the reverse of `DarkCounterpartRule`.
///
/// A warning, on the same terms: only where the guide has both themes, only canvas, divider
/// and text colors, only when every light color of the family is paired and none is ambiguous.
/// Surfaces are left out on purpose: dark themes add surface steps for elevation
/// (`ytSurface3Dark`, `igElevatedDark`) that light themes show with shadows instead, so a dark
/// surface without a light twin is the platform's idiom, not a gap.
struct LightCounterpartRule: CheckRule {
    let id = "check.missing-light-counterpart"
    let summary = "Dark canvas, divider and text colors without a light counterpart."

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        let themes = checked.guide.themes
        guard themes.hasDarkChrome else { return [] }
        return ChromeFamily.allCases.filter { $0 != .surface }.flatMap { family -> [Diagnostic] in
            let unpaired = themes.unpaired(in: family)
            guard unpaired.light.isEmpty, !themes.ambiguousFamilies.contains(family) else { return [] }
            return unpaired.dark.map { member in
                Diagnostic(.warning, "dark \(family.rawValue) color '\(member.token.name)' has no light counterpart", at: member.token.location, code: id)
            }
        }
    }
}
