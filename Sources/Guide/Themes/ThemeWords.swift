/// The words the theory of themes reads from one guide's colors, split once: each name's
/// lower-cased camel-case words, each MARK group's words and the theme the group names, and
/// whether each token is a dark variant.
///
/// Every step of `ColorThemes` (the pairing, the default theme, the chrome families twice, the
/// counterparts, the roles) asked these again for each token, and a group's words again for
/// each of its tokens: splitting and hashing them was about 1% of a build. A name or group
/// not among the guide's colors is split when asked, so the answers never depend on the memo.
struct ThemeWords: Sendable {
    private var nameWords: [String: [String]] = [:]
    private var groupWords: [String: Set<String>] = [:]
    private var groupThemes: [String: ColorTheme] = [:]
    private var darkTokens: Set<NameInGroup> = []

    private struct NameInGroup: Hashable {
        let name: String
        let group: String?
    }

    init(_ colors: [ColorToken]) {
        for token in colors {
            let words: [String]
            if let known = nameWords[token.name] {
                words = known
            } else {
                words = Self.splitName(token.name)
                nameWords[token.name] = words
            }
            var theme: ColorTheme?
            if let group = token.group {
                if groupWords[group] == nil {
                    groupWords[group] = ThemeVocabulary.words(ofGroup: group)
                    groupThemes[group] = ThemeVocabulary.theme(ofGroup: group)
                }
                theme = groupThemes[group]
            }
            // `isDark(splitting:)` with the words and group theme in hand, rather than a second
            // pass that looked them up again.
            if ThemeVocabulary.theme(ofNameWords: words).map({ $0 == .dark }) ?? (theme == .dark) {
                darkTokens.insert(NameInGroup(name: token.name, group: token.group))
            }
        }
    }

    /// The lower-cased camel-case words of a name (`bumbleDarkCanvas` → bumble, dark, canvas).
    func words(ofName name: String) -> [String] {
        nameWords[name] ?? Self.splitName(name)
    }

    /// `ThemeVocabulary.words(ofGroup:)`.
    func words(ofGroup group: String?) -> Set<String> {
        guard let group else { return [] }
        return groupWords[group] ?? ThemeVocabulary.words(ofGroup: group)
    }

    /// `ThemeVocabulary.theme(ofGroup:)`.
    func theme(ofGroup group: String?) -> ColorTheme? {
        guard let group else { return nil }
        if groupWords[group] != nil { return groupThemes[group] }
        return ThemeVocabulary.theme(ofGroup: group)
    }

    /// Whether the token is a dark variant (`DarkModePairing.isDark`).
    func isDark(_ token: ColorToken) -> Bool {
        if nameWords[token.name] != nil, token.group.map({ groupWords[$0] != nil }) ?? true {
            return darkTokens.contains(NameInGroup(name: token.name, group: token.group))
        }
        return isDark(splitting: token)
    }

    /// Its name marks it dark (`bumbleDarkCanvas`, `igCanvasDark`, `igSurfaceInputD`,
    /// `brandTextNight`), or, unless its name marks it light, its MARK group does ("Dark mode",
    /// not "Canvas & Surfaces (dark-only)").
    private func isDark(splitting token: ColorToken) -> Bool {
        if let theme = ThemeVocabulary.theme(ofNameWords: words(ofName: token.name)) { return theme == .dark }
        return theme(ofGroup: token.group) == .dark
    }

    private static func splitName(_ name: String) -> [String] {
        name.camelCaseWords.map { $0.lowercased() }
    }
}
