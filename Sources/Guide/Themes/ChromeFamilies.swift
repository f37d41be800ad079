/// A guide's chrome colors (canvas, surfaces, dividers, text) sorted into light and dark
/// themes and paired across them.
///
/// Evidence, strongest first: a scheme switch in the code (`scheme == .dark ? .chRoom : .chCream`
/// says which is which and pairs them), the name (`bumbleDarkCanvas`, `igCanvasDark`,
/// `igTextSecondaryD`, `fbTextPrimaryLt`), the MARK group ("Dark mode", "Canvas (Light)"), and
/// else the guide's default theme ("Dark — default" in a group, or an unmarked canvas that is
/// near black). Pairs come from switches, from the name pairing, and from equal names once
/// theme words are dropped (`ytSurface1Light`, `ytSurface1Dark`).
///
/// Anything unclear makes the family *ambiguous* rather than guessed at: a value that
/// contradicts its theme, a text color named after something other than its role
/// (`chCreamText2` might well be the dark twin of `chInkSecondary`). Content colors (`notionTextBrown`,
/// `dcTextLink`) and text on colors (`TextOnBrand`) are not chrome and are left out.
struct ChromeFamilies: Sendable {
    /// The members, in guide order.
    private(set) var members: [ChromeColor] = []
    /// Families with a token that may belong to them but could not be placed.
    private(set) var ambiguous: Set<ChromeFamily> = []
    private let switches: SchemeSwitches

    init(_ colors: [ColorToken], switches: SchemeSwitches, defaultTheme: ColorTheme, words: ThemeWords) {
        self.switches = switches
        for token in colors {
            switch classify(token, defaultTheme: defaultTheme, words: words) {
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

    /// Whether two members stand for each other: paired by name, by a switch, or by their stems.
    func pairs(_ light: ChromeColor, _ dark: ChromeColor) -> Bool {
        light.token.darkCounterpart == dark.token.name || dark.token.lightCounterpart == light.token.name || light.stem == dark.stem
            || switches.pairs(light: light.token.name, dark: dark.token.name)
    }

    /// The members of each theme of `family` that nothing pairs across themes.
    func unpaired(in family: ChromeFamily) -> (light: [ChromeColor], dark: [ChromeColor]) {
        let light = members.filter { $0.family == family && $0.theme == .light }
        let dark = members.filter { $0.family == family && $0.theme == .dark }
        // `pairs` as lookups both ways (asking it of every light and dark member was quadratic).
        let lightNames = Set(light.map(\.token.name))
        let darkNames = Set(dark.map(\.token.name))
        let lightStems = Set(light.map(\.stem))
        let darkStems = Set(dark.map(\.stem))
        let pairedLight = Set(dark.compactMap(\.token.lightCounterpart)).union(switches.switches.filter { darkNames.contains($0.dark) }.map(\.light))
        let pairedDark = Set(light.compactMap(\.token.darkCounterpart)).union(switches.switches.filter { lightNames.contains($0.light) }.map(\.dark))
        func isPaired(_ l: ChromeColor) -> Bool {
            l.token.darkCounterpart.map(darkNames.contains) == true || pairedLight.contains(l.token.name) || darkStems.contains(l.stem)
        }
        func isPaired(dark d: ChromeColor) -> Bool {
            d.token.lightCounterpart.map(lightNames.contains) == true || pairedDark.contains(d.token.name) || lightStems.contains(d.stem)
        }
        let unpairedLight = light.filter { !isPaired($0) && !switches.hasDarkValue(for: $0.token, family: family) }
        let unpairedDark = dark.filter { !isPaired(dark: $0) }
        return (unpairedLight, unpairedDark)
    }

    // MARK: - Classifying

    private enum Classification {
        case member(ChromeColor)
        case ambiguous(ChromeFamily)
        case ignored
    }

    private func classify(_ token: ColorToken, defaultTheme: ColorTheme, words split: ThemeWords) -> Classification {
        let allWords = split.words(ofName: token.name)
        let words = Array(allWords.dropFirst())
        let bare = words.map(ThemeVocabulary.withoutTrailingDigits)
        let groupWords = split.words(ofGroup: token.group)
        var family = ThemeVocabulary.family(of: bare)
        if family == nil, !groupWords.isDisjoint(with: ["text", "ink", "foreground"]), groupWords.isDisjoint(with: ThemeVocabulary.contentWords) {
            // Unnamed roles in a "Text" group: `bumbleBlack`, `airbnbHof`.
            family = .text
        }
        guard let family else { return .ignored }
        let otherThemes = ThemeVocabulary.otherThemeWords
        guard otherThemes.isDisjoint(with: bare), otherThemes.isDisjoint(with: groupWords) else { return .ignored }
        let nameTheme = ThemeVocabulary.theme(ofNameWords: allWords)
        let switchedTheme = switches.theme(of: token.name)
        let themeWords = ThemeVocabulary.anyThemeWords
        let textWords = ThemeVocabulary.familyWords[0].1
        if family == .text, switchedTheme == nil, !textWords.isDisjoint(with: bare) {
            let others = Set(bare).subtracting(textWords).subtracting(themeWords).subtracting(ThemeVocabulary.levelWords)
            if !others.isDisjoint(with: ThemeVocabulary.contentWords) { return .ignored }
            if !others.isEmpty { return .ambiguous(family) }
        }
        guard !token.kind.isDecidedAtRunTime, token.appearance == nil, let color = token.displayColor, color.alpha >= 1 else { return .ambiguous(family) }
        let theme = switchedTheme ?? nameTheme ?? split.theme(ofGroup: token.group) ?? defaultTheme
        guard Self.valueFits(color, family: family, theme: theme) else { return .ambiguous(family) }
        let stem = zip(words, bare).filter { !themeWords.contains($0.1) }.map(\.0).joined()
        return .member(ChromeColor(token: token, family: family, theme: theme, stem: stem))
    }

    /// A light canvas is light, a dark text is dark: a value that says otherwise means the
    /// theme reading is wrong (the only theme of a dark-only brand, with no "dark" in its names).
    private static func valueFits(_ color: RGBAColor, family: ChromeFamily, theme: ColorTheme) -> Bool {
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
    static func defaultTheme(of colors: [ColorToken], words themeWords: ThemeWords) -> ColorTheme {
        for group in Set(colors.compactMap(\.group)) {
            let lowered = group.lowercased()
            // An ASCII title (nearly all) is searched as bytes: Foundation's search, which
            // compares Characters, was most of choosing the default theme.
            let isASCII = lowered.isASCII
            func has(_ word: String) -> Bool { isASCII ? lowered.containsBytes(word) : lowered.contains(word) }
            guard has("default") || has("primary") else { continue }
            if has("dark"), !has("light") { return .dark }
            if has("light"), !has("dark") { return .light }
        }
        let canvas = colors.first { token in
            let words = themeWords.words(ofName: token.name)
            let groupWords = themeWords.words(ofGroup: token.group)
            return words.contains("canvas") && ThemeVocabulary.theme(ofNameWords: words) == nil
                && ThemeVocabulary.otherThemeWords.isDisjoint(with: words) && ThemeVocabulary.otherThemeWords.isDisjoint(with: groupWords)
        }
        if let color = canvas?.displayColor, color.relativeLuminance < 0.1 { return .dark }
        return .light
    }
}
