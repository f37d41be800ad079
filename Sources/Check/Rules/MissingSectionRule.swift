import Diagnostics
import Guide

/// A guide without one of the core sections: colors, typography, components, accessibility.
///
/// A warning: the guide is incomplete rather than wrong. Sections are recognised by their role
/// (the reader knows the headings guides use: `Color Tokens`, `Palette`, `Type Scale`, …).
struct MissingSectionRule: CheckRule {
    let id = "check.missing-section"
    let summary = "A missing core section: colors, typography, components or accessibility."

    static let core: [(GuideSection.Role, String)] = [
        (.colors, "colors"), (.typography, "typography"), (.components, "components"), (.accessibility, "accessibility"),
    ]

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        let guide = checked.guide
        guard !guide.document.lines.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) else { return [] }
        return Self.core.compactMap { role, name in
            guard guide.section(role) == nil else { return nil }
            return Diagnostic(.warning, "the guide has no \(name) section", at: guide.document.location(line: 1, column: 1), code: id)
        }
    }
}
