import Diagnostics
import Guide

/// Color, gradient and font tokens the guide never uses: no snippet, alias, gradient or sentence
/// names them again after their declaration (a token named by its path, by its last member).
///
/// A note: an unused token is not wrong, but it is worth a look (a slip for a token that is
/// used, or a value nobody shows how to use). Any later mention counts as a use, in code or in
/// prose, so the note is never raised for a token the guide does talk about. A dark variant
/// whose light counterpart is used (or the reverse) counts as used: the guide's dark mode swaps
/// one for the other. Counterparts are the guide's pairs and the others `ColorThemes.counterparts(of:)` finds
/// (`rhDarkTextPri` for `rhTextPrimary`, `hingeDarkCanvas` for `hingeCream` in "Canvas & Surfaces",
/// `bskyDimCanvas` for `bskyCanvas`); only a use by name counts on the other side, so two unused
/// twins never vouch for each other.
struct UnusedTokenRule: CheckRule {
    let id = "check.unused-token"
    let summary = "Color, gradient and font tokens never used anywhere in the guide (a note)."

    /// The last member of a name that is a path (`topColor` of `Button.Variant.primary.topColor`);
    /// nil for a plain name, told by its bytes (most names are plain).
    private static func lastMember(of name: String) -> String? {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return String(name[name.index(after: dot)...])
    }

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        let guide = checked.guide
        let names = guide.colors.map(\.name) + guide.gradients.map(\.name) + guide.fonts.map(\.name)
        // A token named by its path (`Palette.system.foreground.primary`,
        // `Button.Variant.primary.topColor`) is used through its last member, never written
        // whole: `theme.foreground.primary`, `variant.topColor`.
        let members = names.compactMap(Self.lastMember)
        var mentions = guide.mentionCounts(of: members.isEmpty ? names : names + members)
        func isUsed(_ name: String) -> Bool {
            if (mentions[name] ?? 0) > 1 { return true }
            guard let member = Self.lastMember(of: name) else { return false }
            return (mentions[member] ?? 0) > 1
        }
        var findings: [Diagnostic] = []
        let themes = guide.themes
        for token in guide.colors where !isUsed(token.name) {
            let counterparts = [token.darkCounterpart, token.lightCounterpart].compactMap { $0 } + themes.counterparts(of: token.name)
            // Counterparts are color tokens, counted above; any other name is counted now.
            let uncounted = counterparts.filter { mentions[$0] == nil }
            if !uncounted.isEmpty { mentions.merge(guide.mentionCounts(of: uncounted)) { first, _ in first } }
            guard !counterparts.contains(where: isUsed) else { continue }
            findings.append(Diagnostic(.note, "color token '\(token.name)' is never used", at: token.location, code: id))
        }
        for token in guide.gradients where !isUsed(token.name) {
            findings.append(Diagnostic(.note, "gradient token '\(token.name)' is never used", at: token.location, code: id))
        }
        for token in guide.fonts where !isUsed(token.name) {
            findings.append(Diagnostic(.note, "font token '\(token.name)' is never used", at: token.location, code: id))
        }
        return findings
    }
}
