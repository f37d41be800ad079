/// Colors a guide says never follow the system's light or dark appearance: themes the user or
/// the reader picks (a reading app's white, sepia and night pages), or colors fixed in both
/// appearances. They are not the light or dark of one another, however their names pair.
///
/// Read from what the guide writes beside the color: its MARK group, its doc comment and its
/// trailing comment, lower-cased. Phrases, not single words: "dark" or "theme" alone say nothing
/// of who picks.
enum FixedAppearance {
    static func isFixed(_ token: ColorToken) -> Bool {
        let text = [token.group, token.documentation, token.comment].compactMap { $0 }.joined(separator: " ").asciiLowercased
        guard !text.isEmpty else { return false }
        return phrases.contains { text.containsBytes($0) }
    }

    /// Who picks (`user-selected`, `chosen by the reader`), or that the system does not
    /// (`never follow the system`, `same in light and dark`).
    static let phrases: [String] = [
        "user-chosen", "user chosen", "user-selected", "user selected", "user-selectable", "user selectable",
        "user-picked", "user picks", "user chooses", "reader picks", "reader chooses", "reader-selected",
        "chosen by the user", "chosen by the reader", "picked by the user", "picked by the reader",
        "selected by the user", "selected by the reader", "reading theme", "reader theme", "page theme",
        "never follow", "never follows", "don't follow", "do not follow", "doesn't follow", "does not follow",
        "not follow the system", "independent of the system", "independent of dark mode", "ignores dark mode",
        "ignore dark mode", "same in light and dark", "same in both appearances", "fixed in both",
        "regardless of the system", "regardless of dark mode", "regardless of appearance", "regardless of color scheme",
    ]
}
