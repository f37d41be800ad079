/// The colors that take a color's place in the guide's other themes: a dark canvas is used
/// wherever the light canvas it replaces is, though no snippet names it (the unused-token rule
/// reads them through `ColorThemes.counterparts(of:)`), and colors that are each other's only
/// counterpart become a pair.
///
/// `DarkModePairing` pairs the counterparts whose names follow its patterns (`bumbleDarkCanvas` and
/// `bumbleCanvas`); this finds those that guides name in other ways:
/// - *Names* equal once the theme word is dropped, wherever it stands (`darkCanvas`), for the
///   themes the reader leaves alone (`bskyDimCanvas`, `bskyDimDivider`), and for light variants in a
///   guide whose default is dark (`ghAccentLight` beside `ghAccent`). A hue the other name adds is
///   ignored (`notionDarkLink` and `notionLinkBlue`).
/// - *Roles*: canvas, surface, divider and text colors of the default theme and another one, at
///   the same step (primary, `Pri`, 1; secondary, `Sec`, 2; …): `rhDarkTextPri` replaces
///   `rhTextPrimary`, `stravaDarkText` replaces `stravaInkPrimary`. A color named after something
///   else (`hingeCream`, `hingeGraphite`) takes its role from its MARK group ("Canvas & Surfaces",
///   "Text") and could be any step. When the other theme has no color of the same step, any
///   color of the role may be the one replaced (`stravaDarkSurface2` for `stravaSurfaceCool`).
///   Colors that already have a twin by name are not candidates: `igSurfaceInputL` is replaced by
///   `igSurfaceInputD`, not by `igElevatedDark`, which light themes show with a shadow instead.
///
/// Themes come from scheme switches first (`scheme == .dark ? .chCreamText : .chInk`, which also
/// places `chCreamText2` and `chCreamText3`), then the name, the MARK group, and the guide's
/// default theme. This errs towards "used": a missed note costs less than a false one.
struct ThemeCounterparts: Sendable {
    private struct RoleKey: Hashable, Sendable {
        var family: ChromeFamily
        var theme: String
        /// The step; absent for a key of every step (`byTheme`).
        var level: String?
        var anyLevel: Bool
    }

    private struct Role: Sendable {
        var name: String
        /// `light`, `dark`, or another theme's word (`dim`, `dusk`).
        var theme: String
        /// The name in lower case without its theme word: `bumbleDarkSurface2` → `bumblesurface2`.
        var stem: String
        /// The stem without hue words, when a word besides the brand is left (`notionlink`).
        var hueless: String?
        var families: Set<ChromeFamily>
        /// The step (`1`, `2`, `muted`); nil when the role comes from the group, so any step.
        var level: String?
    }

    private let roles: [String: Role]
    private let defaultTheme: String
    private var readerPairs: [String: String]
    /// The colors each color is the twin of by name.
    private var twins: [String: [String]] = [:]
    /// Colors with a role, by family, theme and step (nil: any step), and by family and theme
    /// alone, in guide order, so the colors that may replace one are found by lookup (a scan of
    /// every color for each color asked about was quadratic: 7.8% of a 200-brand build).
    private var byStep: [RoleKey: [Role]] = [:]
    private var byTheme: [RoleKey: [Role]] = [:]
    /// The themes colors are of, in the order first seen.
    private var themeOrder: [String] = []

    init(_ colors: [ColorToken], switches: SchemeSwitches, defaultTheme: ColorTheme, words: ThemeWords) {
        self.defaultTheme = defaultTheme.rawValue
        let themes = Self.otherThemes(of: colors, words: words)
        var roles: [String: Role] = [:]
        var readerPairs: [String: String] = [:]
        // A group's families once per group of this guide: its tokens share them, and reading
        // the title again for each token was a quarter of finding the roles.
        var familiesByGroup: [String: Set<ChromeFamily>] = [:]
        func families(ofGroup group: String?) -> Set<ChromeFamily> {
            guard let group else { return [] }
            if let known = familiesByGroup[group] { return known }
            let families = Self.groupFamilies(group)
            familiesByGroup[group] = families
            return families
        }
        for token in colors {
            roles[token.name] = Self.role(of: token, switches: switches, defaultTheme: self.defaultTheme, otherThemes: themes, words: words, groupFamilies: families(ofGroup:))
            if let dark = token.darkCounterpart { readerPairs[token.name] = dark }
            if let light = token.lightCounterpart { readerPairs[token.name] = light }
        }
        self.roles = roles
        self.readerPairs = readerPairs
        // Candidates by stem and hueless stem, so finding twins is a lookup per color (a scan of
        // every color per color took minutes on 10,000 tokens).
        var byStem: [String: [Role]] = [:]
        var byHueless: [String: [Role]] = [:]
        for name in colors.map(\.name) {
            guard let role = roles[name] else { continue }
            byStem[role.stem, default: []].append(role)
            if let hueless = role.hueless { byHueless[hueless, default: []].append(role) }
        }
        for role in roles.values { twins[role.name] = twinsByName(of: role, byStem: byStem, byHueless: byHueless) }
        for name in colors.map(\.name) {
            guard let role = roles[name] else { continue }
            if !themeOrder.contains(role.theme) { themeOrder.append(role.theme) }
            for family in role.families {
                byStep[RoleKey(family: family, theme: role.theme, level: role.level, anyLevel: false), default: []].append(role)
                byTheme[RoleKey(family: family, theme: role.theme, level: nil, anyLevel: true), default: []].append(role)
            }
        }
    }

    /// The same reading for `colors` after they were paired further: roles, stems and twins
    /// depend on names, groups and switches, which pairing leaves alone, so only the reader's
    /// pairs are read again (reading every role twice was most of `ColorThemes.init`).
    func repaired(_ colors: [ColorToken]) -> ThemeCounterparts {
        var copy = self
        var readerPairs: [String: String] = [:]
        for token in colors {
            if let dark = token.darkCounterpart { readerPairs[token.name] = dark }
            if let light = token.lightCounterpart { readerPairs[token.name] = light }
        }
        copy.readerPairs = readerPairs
        return copy
    }

    /// The theme `name` is of: `light`, `dark`, or another theme's word (`dim`, `dusk`).
    func theme(of name: String) -> String? { roles[name]?.theme }

    /// The colors that stand for `name` in another theme, or that it stands for.
    func counterparts(of name: String) -> [String] {
        var work = 0
        return counterparts(of: name, work: &work)
    }

    /// `counterparts(of:)`, counting the roles it looks at.
    func counterparts(of name: String, work: inout Int) -> [String] {
        guard let role = roles[name] else { return [] }
        let named = twins[name] ?? []
        // Only a color named for its role says which one it replaces: `hsWarmGray`, somewhere in
        // "Canvas & Surfaces", may be replaced by any dark color of the group, or by none.
        guard named.isEmpty, readerPairs[name] == nil, !role.families.isEmpty, let level = role.level else { return named }
        // The themes that may stand for this one: every other theme for a color of the default
        // theme, else the default theme (`replaces`).
        let candidateThemes = role.theme == defaultTheme ? themeOrder.filter { $0 != role.theme } : [defaultTheme]
        var seen: Set<String> = [name]
        let sameStep = others(replacing: role, in: candidateThemes, steps: [level], seen: &seen, work: &work)
        let chosen = sameStep.isEmpty
            ? others(replacing: role, in: candidateThemes, steps: nil, seen: &seen, work: &work)
            : sameStep + others(replacing: role, in: candidateThemes, steps: [nil], seen: &seen, work: &work)
        return chosen.map(\.name).sorted()
    }

    /// The roles of `steps` (every step when nil) in `themes` that may replace `role` and have
    /// no twin of their own, each once (`seen` holds those found before).
    private func others(replacing role: Role, in themes: [String], steps: [String?]?, seen: inout Set<String>, work: inout Int) -> [Role] {
        var found: [Role] = []
        for family in role.families.sorted(by: { $0.rawValue < $1.rawValue }) {
            for theme in themes {
                let keys = steps.map { $0.map { RoleKey(family: family, theme: theme, level: $0, anyLevel: false) } }
                    ?? [RoleKey(family: family, theme: theme, level: nil, anyLevel: true)]
                for key in keys {
                    for other in (steps == nil ? byTheme[key] : byStep[key]) ?? [] {
                        work += 1
                        if !seen.contains(other.name), replaces(other, role), !hasTwin(other, besides: role.name) {
                            seen.insert(other.name)
                            found.append(other)
                        }
                    }
                }
            }
        }
        return found
    }

    private func twinsByName(of role: Role, byStem: [String: [Role]], byHueless: [String: [Role]]) -> [String] {
        var candidates = byStem[role.stem] ?? []
        // A hue one name adds, only between colors that are not chrome: `notionTextBlue` is
        // content, not the twin of `notionDarkText`.
        if role.families.isEmpty {
            let hued = (byHueless[role.stem] ?? []) + (role.hueless.flatMap { byStem[$0] } ?? [])
            candidates += hued.filter(\.families.isEmpty)
        }
        let names = candidates.filter { $0.name != role.name && replaces($0, role) }.map(\.name)
        return Set(names).sorted()
    }

    /// Whether one color may stand for the other: one is of the default theme and the other is
    /// not (a dim color and a dark one are alternatives, not counterparts).
    private func replaces(_ one: Role, _ other: Role) -> Bool {
        one.theme != other.theme && (one.theme == defaultTheme || other.theme == defaultTheme)
    }

    /// Whether `role` already has its counterpart by name or by the reader's pairing, other than `name`.
    private func hasTwin(_ role: Role, besides name: String) -> Bool {
        if let paired = readerPairs[role.name], paired != name { return true }
        return (twins[role.name] ?? []).contains { $0 != name }
    }

    // MARK: - Reading a color's role

    private static let darkWords = ThemeVocabulary.darkWords
    private static let lightWords = ThemeVocabulary.lightWords
    private static let hues = ThemeVocabulary.hues
    /// Words that number a step, for any role (`rhDarkTextPri`, `ghFgDefault`).
    private static let steps: [String: String] = [
        "primary": "1", "pri": "1", "default": "1", "secondary": "2", "sec": "2", "tertiary": "3", "ter": "3", "quaternary": "4",
    ]
    /// Every word that names a chrome family (`text`, `canvas`, `divider`…).
    private static let roleWords = Set(ThemeVocabulary.familyWords.flatMap(\.1))
    /// Words of a group's title that name no role.
    private static let ignoredGroupWords = Set(["and", "mode", "color", "colors"]).union(darkWords).union(lightWords).union(ThemeVocabulary.otherThemeWords)
    /// Steps of a text ramp that have no number; on a surface (`tdrSurfaceMuted`) they name a tint, not a step.
    private static let textSteps: Set<String> = ["muted", "subtle", "disabled", "placeholder", "faint"]

    /// The themes besides light and dark that the guide has: those a canvas or surface is named
    /// for, or a MARK group. Elsewhere the word describes the color (`rhGreenDim`, a heritage green).
    private static func otherThemes(of colors: [ColorToken], words themeWords: ThemeWords) -> Set<String> {
        var themes: Set<String> = []
        for token in colors {
            let words = Set(themeWords.words(ofName: token.name))
            let groupWords = themeWords.words(ofGroup: token.group)
            themes.formUnion(groupWords.intersection(ThemeVocabulary.otherThemeWords))
            if !words.isDisjoint(with: ["canvas", "background", "surface"]) { themes.formUnion(words.intersection(ThemeVocabulary.otherThemeWords)) }
        }
        return themes
    }

    private static func role(of token: ColorToken, switches: SchemeSwitches, defaultTheme: String, otherThemes: Set<String>, words: ThemeWords,
                             groupFamilies: (String?) -> Set<ChromeFamily>) -> Role {
        let (named, kept) = themeWord(in: words.words(ofName: token.name), otherThemes: otherThemes)
        let switched = switches.theme(of: token.name) ?? switches.theme(of: ThemeVocabulary.withoutTrailingDigits(token.name))
        let theme = switched?.rawValue ?? named ?? groupTheme(token.group, words: words) ?? defaultTheme
        // The words after the brand prefix (`brand` in `brandTextPrimary` is no content word),
        // unless the name has none (`darkCanvas`).
        let described = kept.count > 1 && !roleWords.contains(kept[0]) ? Array(kept.dropFirst()) : kept
        let bare = Set(described.map(ThemeVocabulary.withoutTrailingDigits))
        var families = Set(ThemeVocabulary.family(of: bare).map { [$0] } ?? [])
        var level: String?
        if families == [.text], !bare.isDisjoint(with: ThemeVocabulary.contentWords) {
            families = []
        } else if !families.isEmpty {
            level = step(in: described, isText: families == [.text]) ?? "1"
        } else if bare.isDisjoint(with: ThemeVocabulary.contentWords) {
            families = groupFamilies(token.group)
        }
        let withoutHues = kept.filter { !hues.contains($0) }
        return Role(
            name: token.name, theme: theme, stem: kept.joined(),
            hueless: withoutHues.count > 1 && withoutHues.count < kept.count ? withoutHues.joined() : nil,
            families: families, level: level
        )
    }

    /// The theme a name's words mark, and the words without it: `bumbleDarkSurface2` → dark,
    /// `bumble surface2`. A theme word alone is a name (`dark`), not a mark.
    private static func themeWord(in words: [String], otherThemes: Set<String>) -> (theme: String?, kept: [String]) {
        var theme: String?
        var kept: [String] = []
        for (index, word) in words.enumerated() {
            let marked: String? = if darkWords.contains(word) { "dark" }
                else if lightWords.contains(word) { "light" }
                else if otherThemes.contains(word) { word }
                else if index == words.count - 1, index > 0, words[index - 1].count > 1 { ThemeVocabulary.themeLetters[word]?.rawValue }
                else { nil }
            if let marked, words.count > 1 {
                theme = theme ?? marked
            } else {
                kept.append(word)
            }
        }
        return (theme, kept)
    }

    /// The step a role's words give: a step word, else a number ending the name (`surface2`).
    private static func step(in words: [String], isText: Bool) -> String? {
        if let step = words.lazy.compactMap({ steps[$0] }).first { return step }
        if let last = words.last {
            let digits = trailingDigits(of: last)
            if !digits.isEmpty, digits.count < last.count { return digits }
        }
        return isText ? words.first(where: textSteps.contains) : nil
    }

    /// The number that ends `word` (`surface12` → `12`), or "". An ASCII word (nearly all) by
    /// its bytes: reversing its Characters for every role was half of finding its step.
    static func trailingDigits(of word: String) -> String {
        let utf8 = word.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return String(word.reversed().prefix(while: \.isNumber).reversed()) }
        var start = utf8.endIndex
        while start != utf8.startIndex {
            let before = utf8.index(before: start)
            guard utf8[before] >= UInt8(ascii: "0"), utf8[before] <= UInt8(ascii: "9") else { break }
            start = before
        }
        return String(word[start...])
    }

    /// The theme a MARK group names: "Dark mode", "Canvas (Light)", "Dim"; nil for both or neither
    /// ("identical in light & dark") and for the only theme of a dark-only brand.
    private static func groupTheme(_ group: String?, words themeWords: ThemeWords) -> String? {
        let words = themeWords.words(ofGroup: group)
        if let other = words.first(where: ThemeVocabulary.otherThemeWords.contains) { return other }
        return themeWords.theme(ofGroup: group)?.rawValue
    }

    /// The roles a group's title gives, when it names nothing but roles ("Canvas & Surfaces",
    /// "Text (warm-tinted greys)"): words in brackets or after a dash describe, so they are left out.
    private static func groupFamilies(_ group: String?) -> Set<ChromeFamily> {
        guard let group else { return [] }
        let title = group.split(separator: "(").first.map { $0.components(separatedBy: " — ")[0] } ?? ""
        let ignored = ignoredGroupWords
        var families: Set<ChromeFamily> = []
        // The words as a set: any one that names no family gives none, whatever the order.
        for word in ThemeVocabulary.words(ofGroup: title) where !ignored.contains(word) {
            let singular = word.hasSuffix("s") ? String(word.dropLast()) : word
            guard let family = ThemeVocabulary.familyWords.first(where: { $0.1.contains(word) || $0.1.contains(singular) })?.0 else { return [] }
            families.insert(family)
        }
        return families
    }
}
