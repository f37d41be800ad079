import Guide

/// A guide's chrome colors (canvas, surfaces, dividers, text) sorted into light and dark
/// themes and paired across them, for the counterpart rules.
///
/// Evidence, strongest first: a scheme switch in the code (`scheme == .dark ? .chRoom : .chCream`
/// says which is which and pairs them), the name (`bumbleDarkCanvas`, `igCanvasDark`,
/// `igTextSecondaryD`, `fbTextPrimaryLt`), the MARK group ("Dark mode", "Canvas (Light)"), and
/// else the guide's default theme ("Dark — default" in a group, or an unmarked canvas that is
/// near black). Pairs come from switches, from the reader's pairing, and from equal names once
/// theme words are dropped (`ytSurface1Light`, `ytSurface1Dark`).
///
/// Anything unclear makes the family *ambiguous* rather than guessed at: a value that
/// contradicts its theme, a text color named after something other than its role
/// (`chCreamText2` might well be the dark twin of `chInkSecondary`). Content colors (`notionTextBrown`,
/// `dcTextLink`) and text on colors (`TextOnBrand`) are not chrome and are left out.
struct ThemeFamilies: Sendable {
    enum Family: String, Sendable, CaseIterable {
        case canvas, surface, divider, text
    }

    enum Theme: Sendable { case light, dark }

    struct Member: Sendable {
        var token: ColorToken
        var family: Family
        var theme: Theme
        /// The name without brand prefix, theme words and case: `bumbleDarkSurface2` → `surface2`.
        var stem: String
    }

    /// The members, in guide order.
    private(set) var members: [Member] = []
    /// Families with a token that may belong to them but could not be placed.
    private(set) var ambiguous: Set<Family> = []
    private let switches: SchemeSwitches

    /// `defaultTheme` is `defaultTheme(of: guide)`, which `ThemeCounterparts` reads too.
    init(_ guide: Guide, switches: SchemeSwitches, defaultTheme: Theme) {
        self.switches = switches
        for token in guide.colors {
            switch classify(token, defaultTheme: defaultTheme) {
            case .member(let member): members.append(member)
            case .ambiguous(let family): ambiguous.insert(family)
            case .ignored: break
            }
        }
    }

    /// Whether the guide has a dark mode: a dark canvas or surface beside a light one.
    var hasBothThemes: Bool {
        let backgrounds = members.filter { $0.family == .canvas || $0.family == .surface }
        return backgrounds.contains { $0.theme == .light } && backgrounds.contains { $0.theme == .dark }
    }

    /// The members of each theme of `family` that nothing pairs across themes.
    func unpaired(in family: Family) -> (light: [Member], dark: [Member]) {
        let light = members.filter { $0.family == family && $0.theme == .light }
        let dark = members.filter { $0.family == family && $0.theme == .dark }
        func pairs(_ l: Member, _ d: Member) -> Bool {
            l.token.darkCounterpart == d.token.name || d.token.lightCounterpart == l.token.name || l.stem == d.stem
                || switches.pairs(light: l.token.name, dark: d.token.name)
        }
        let unpairedLight = light.filter { l in !dark.contains { pairs(l, $0) } && !switches.hasDarkValue(for: l.token, family: family) }
        let unpairedDark = dark.filter { d in !light.contains { pairs($0, d) } }
        return (unpairedLight, unpairedDark)
    }

    // MARK: - Classifying

    private enum Classification {
        case member(Member)
        case ambiguous(Family)
        case ignored
    }

    static let familyWords: [(Family, Set<String>)] = [
        (.text, ["text", "ink", "label", "foreground", "fg"]),
        (.divider, ["divider", "separator", "hairline", "border", "stroke", "outline"]),
        (.canvas, ["canvas", "background", "backdrop"]),
        (.surface, ["surface", "card", "sheet", "elevated", "grouped"]),
    ]
    /// "Night" is what some brands call their dark mode (`brandTextNight`).
    private static let darkWords: Set<String> = ["dark", "d", "dk", "night"]
    private static let lightWords: Set<String> = ["light", "lt", "l"]
    /// Words that say which step of the text ramp a color is.
    private static let levelWords: Set<String> = [
        "primary", "secondary", "tertiary", "quaternary", "muted", "subtle", "disabled", "placeholder",
        "default", "sec", "pri", "ter", "strong", "faint", "soft",
    ]
    /// Words that make a "text" color a content or accent color rather than chrome.
    static let contentWords: Set<String> = [
        "red", "orange", "yellow", "green", "blue", "purple", "pink", "brown", "teal", "cyan", "magenta", "violet",
        "indigo", "gold", "link", "on", "inverse", "inverted", "accent", "brand", "error", "success", "warning", "info",
    ]
    /// Themes besides light and dark that some brands add.
    static let otherThemeWords: Set<String> = ["dim", "oled", "amoled", "midnight", "contrast", "hc", "dusk"]

    private func classify(_ token: ColorToken, defaultTheme: Theme) -> Classification {
        let words = token.name.camelCaseWords.dropFirst().map { $0.lowercased() }
        let bare = words.map { String($0.reversed().drop(while: \.isNumber).reversed()) }
        let groupWords = Self.words(ofGroup: token.group)
        var family = Self.familyOf(words: bare)
        if family == nil, !groupWords.isDisjoint(with: ["text", "ink", "foreground"]), groupWords.isDisjoint(with: Self.contentWords) {
            // Unnamed roles in a "Text" group: `bumbleBlack`, `airbnbHof`.
            family = .text
        }
        guard let family else { return .ignored }
        guard Self.otherThemeWords.isDisjoint(with: bare), Self.otherThemeWords.isDisjoint(with: groupWords) else { return .ignored }
        let switchedTheme = switches.theme(of: token.name)
        if family == .text, switchedTheme == nil, !Self.familyWords[0].1.isDisjoint(with: bare) {
            let others = Set(bare).subtracting(Self.familyWords[0].1).subtracting(Self.darkWords).subtracting(Self.lightWords).subtracting(Self.levelWords)
            if !others.isDisjoint(with: Self.contentWords) { return .ignored }
            if !others.isEmpty { return .ambiguous(family) }
        }
        guard !token.kind.isDecidedAtRunTime, token.appearance == nil, let color = token.displayColor, color.alpha >= 1 else { return .ambiguous(family) }
        let theme = switchedTheme ?? Self.theme(words: bare, group: groupWords, default: defaultTheme)
        guard Self.valueFits(color, family: family, theme: theme) else { return .ambiguous(family) }
        let stem = zip(words, bare).filter { !Self.darkWords.contains($0.1) && !Self.lightWords.contains($0.1) }.map(\.0).joined()
        return .member(Member(token: token, family: family, theme: theme, stem: stem))
    }

    private static func theme(words: [String], group: Set<String>, default defaultTheme: Theme) -> Theme {
        if !darkWords.isDisjoint(with: words) { return .dark }
        if !lightWords.isDisjoint(with: words) { return .light }
        let groupSaysDark = (group.contains("dark") || group.contains("night")) && group.isDisjoint(with: ["only", "permanent", "permanently"])
        if groupSaysDark, !group.contains("light") { return .dark }
        if group.contains("light"), !group.contains("dark") { return .light }
        return defaultTheme
    }

    /// A light canvas is light, a dark text is dark: a value that says otherwise means the
    /// theme reading is wrong (the only theme of a dark-only brand, with no "dark" in its names).
    private static func valueFits(_ color: RGBAColor, family: Family, theme: Theme) -> Bool {
        let luminance = color.relativeLuminance
        switch (family, theme) {
        case (.canvas, .light), (.surface, .light): return luminance > 0.4
        case (.canvas, .dark), (.surface, .dark): return luminance < 0.1
        case (.text, .light): return luminance < 0.6
        case (.text, .dark): return luminance > 0.15
        case (.divider, _): return true
        }
    }

    /// The theme unmarked tokens belong to: what a group calls the default ("Dark — default",
    /// "light — primary"), else the theme of the first unmarked canvas. A canvas of another theme
    /// (`hsDuskCanvas`, under "Dusk (Sleep mode)") is marked too, though not as dark or light.
    static func defaultTheme(of guide: Guide) -> Theme {
        for group in Set(guide.colors.compactMap(\.group)) {
            let lowered = group.lowercased()
            guard lowered.contains("default") || lowered.contains("primary") else { continue }
            if lowered.contains("dark"), !lowered.contains("light") { return .dark }
            if lowered.contains("light"), !lowered.contains("dark") { return .light }
        }
        let canvas = guide.colors.first { token in
            let words = token.name.camelCaseWords.map { $0.lowercased() }
            let groupWords = Self.words(ofGroup: token.group)
            return words.contains("canvas") && darkWords.isDisjoint(with: words) && lightWords.isDisjoint(with: words)
                && otherThemeWords.isDisjoint(with: words) && otherThemeWords.isDisjoint(with: groupWords)
        }
        if let color = canvas?.displayColor, color.relativeLuminance < 0.1 { return .dark }
        return .light
    }

    /// The family the words of a name (`["surface2"]`) say, if any.
    static func familyOf(words: some Sequence<String>) -> Family? {
        familyWords.first { !$0.1.isDisjoint(with: words) }?.0
    }

    /// The lowercased words of a MARK group's title ("Canvas & Surfaces" → canvas, surfaces).
    static func words(ofGroup group: String?) -> Set<String> {
        Set((group ?? "").lowercased().split { !$0.isLetter }.map(String.init))
    }
}
