import Diagnostics
import Guide

/// Light chrome colors (canvas, surfaces, dividers, text) without a dark counterpart, in a guide
/// that has a dark mode.
///
/// A warning: a reader building the dark mode has no value for that color and will either
/// keep the light one (dark text on a dark canvas) or guess. Brand and status colors are left
/// out (they often stay the same in both themes). A light color counts as unpaired only when
/// every dark color of its family is paired with some light color, so a dark token that is
/// merely named differently (`tdrSurfaceMuted` and `tdrDarkSurface1`) never raises it, and only
/// when no color of the family is ambiguous (see `ColorThemes`).
struct DarkCounterpartRule: CheckRule {
    let id = "check.missing-dark-counterpart"
    let summary = "Light canvas, surface, divider and text colors without a dark counterpart, where the guide has a dark mode."

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        let themes = checked.guide.themes
        guard themes.hasDarkChrome else { return [] }
        return ChromeFamily.allCases.flatMap { family -> [Diagnostic] in
            let unpaired = themes.unpaired(in: family)
            guard unpaired.dark.isEmpty, !themes.ambiguousFamilies.contains(family) else { return [] }
            return unpaired.light.map { member in
                Diagnostic(.warning, "light \(family.rawValue) color '\(member.token.name)' has no dark counterpart, though the guide has a dark mode", at: member.token.location, code: id)
            }
        }
    }
}
