/// The guide's theory of its themes, the one every reader of light and dark uses: the check
/// rules, the exports' dark block, the swatches and compare.
///
/// Read once per guide, in steps: the names (`DarkModePairing`), the color scheme switches of
/// the code (`SchemeSwitches`), the chrome families with their themes and stems
/// (`ChromeFamilies`), and the looser counterparts by role (`ThemeCounterparts`). The one-to-one
/// pairs end up in each token's `darkCounterpart` and `lightCounterpart`.
public struct ColorThemes: Sendable {
    /// The theme of tokens nothing marks: dark for a guide whose default is dark.
    public let defaultTheme: ColorTheme
    /// The chrome colors that could be placed in a family and a theme, in guide order.
    public var chrome: [ChromeColor] { families.members }
    /// Families with a token that may belong to them but could not be placed; rules about
    /// counterparts stay silent about them rather than guess.
    public var ambiguousFamilies: Set<ChromeFamily> { families.ambiguous }
    /// Whether the guide has a dark mode: a dark canvas or surface beside a light one, a pair of
    /// counterparts, a token that adapts (`Color(light:dark:)`, a comment stating
    /// `#FFFFFF / #1A1A1A`), or a dark canvas role besides the canvas.
    public let hasDarkMode: Bool
    /// Whether the chrome has a dark canvas or surface beside a light one: what the counterpart
    /// rules need before they say a color lacks its twin (stricter than `hasDarkMode`, which a
    /// dark canvas beside a light one named after a material, `hingeCream`, also satisfies).
    public var hasDarkChrome: Bool { families.hasBothThemes }
    /// The role each color plays, its dark variants read the same way as the pairs.
    public let roles: ColorRoles

    private let families: ChromeFamilies
    private let counterparts: ThemeCounterparts

    /// Reads the themes of `colors` and pairs them: `switches` is the color scheme switches of
    /// each Swift snippet's code (`CodeFacts.switches`), in order.
    ///
    /// Colors the guide says never follow the system's appearance (`FixedAppearance`: a reading
    /// app's page themes, which the reader picks) take no part in the pairing or the chrome
    /// families: they have no counterpart, and lack none.
    init(pairing colors: inout [ColorToken], switches found: [SchemeSwitches.Switch]) {
        let fixed = Set(colors.indices.filter { FixedAppearance.isFixed(colors[$0]) })
        var adaptive = fixed.isEmpty ? colors : colors.indices.filter { !fixed.contains($0) }.map { colors[$0] }
        let switches = SchemeSwitches(switches: found, colors: adaptive)
        // Pairing sets counterparts only: names and groups, all the words are read from, stay.
        let words = ThemeWords(adaptive)
        DarkModePairing.pair(&adaptive, words: words)
        let defaultTheme = ChromeFamilies.defaultTheme(of: adaptive, words: words)
        let unpairedFamilies = ChromeFamilies(adaptive, switches: switches, defaultTheme: defaultTheme, words: words)
        let pairedFurther = Self.pairFurther(&adaptive, by: unpairedFamilies, switches: switches)
        let byRole = ThemeCounterparts(adaptive, switches: switches, defaultTheme: defaultTheme, words: words)
        let pairedByRole = Self.pairByRole(&adaptive, by: byRole)
        self.defaultTheme = defaultTheme
        // The families of the paired colors: the same as before pairing when it paired none.
        families = pairedFurther || pairedByRole ? ChromeFamilies(adaptive, switches: switches, defaultTheme: defaultTheme, words: words) : unpairedFamilies
        counterparts = byRole.repaired(adaptive)
        if fixed.isEmpty {
            colors = adaptive
        } else {
            var paired = adaptive.makeIterator()
            for index in colors.indices where !fixed.contains(index) { colors[index] = paired.next()! }
        }
        roles = ColorRoleInference.infer(colors, words: words)
        hasDarkMode = families.hasBothThemes || colors.contains { $0.lightCounterpart != nil || $0.appearance != nil }
            || roles[.darkCanvas] != nil && roles[.darkCanvas] != roles[.canvas]
    }

    /// The unpaired members of each theme of `family`.
    public func unpaired(in family: ChromeFamily) -> (light: [ChromeColor], dark: [ChromeColor]) {
        families.unpaired(in: family)
    }

    /// The colors that may stand for `name` in another theme, or that it stands for, beyond its
    /// one-to-one counterpart: `rhDarkTextPri` for `rhTextPrimary`, `hingeDarkCanvas` for
    /// `hingeCream` in "Canvas & Surfaces", `bskyDimCanvas` for `bskyCanvas`. Sorted by name.
    public func counterparts(of name: String) -> [String] {
        counterparts.counterparts(of: name)
    }

    /// The theme a color belongs to, from a scheme switch, its name, its group, else the
    /// default theme; nil for a theme besides light and dark (`bskyDimCanvas`).
    public func theme(of name: String) -> ColorTheme? {
        counterparts.theme(of: name).flatMap(ColorTheme.init(rawValue:))
    }

    /// Pairs what the names leave unpaired: a scheme switch between two tokens
    /// (`scheme == .dark ? .chRoom : .chCream`), one to one, or many to one where the dark is
    /// taken already (the code says so), then chrome colors of one family whose names
    /// are equal without their theme words (`brandCanvasNight` and `brandCanvas`).
    /// Whether it paired any.
    private static func pairFurther(_ colors: inout [ColorToken], by families: ChromeFamilies, switches: SchemeSwitches) -> Bool {
        let indexByName = Dictionary(colors.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var paired = false
        func pair(light: String, dark: String) {
            guard light != dark, let l = indexByName[light], let d = indexByName[dark],
                  colors[l].darkCounterpart == nil, colors[l].lightCounterpart == nil,
                  colors[d].darkCounterpart == nil, colors[d].lightCounterpart == nil else { return }
            colors[l].darkCounterpart = dark
            colors[d].lightCounterpart = light
            paired = true
        }
        for item in switches.switches { pair(light: item.light, dark: item.dark) }
        // What the code itself switches a token to under dark is its counterpart even when that
        // dark token already stands for another light one: a dark surface may be the dark of
        // both a card and a sheet. The dark keeps its first light (`lightCounterpart` is one).
        for item in switches.switches {
            guard item.light != item.dark, let l = indexByName[item.light], let d = indexByName[item.dark],
                  colors[l].darkCounterpart == nil, colors[l].lightCounterpart == nil, colors[d].darkCounterpart == nil,
                  colors[d].lightCounterpart != nil else { continue }
            colors[l].darkCounterpart = item.dark
            paired = true
        }
        var darkByStem: [[String]: [String]] = [:]
        for d in families.members where d.theme == .dark { darkByStem[[d.family.rawValue, d.stem], default: []].append(d.token.name) }
        for l in families.members where l.theme == .light {
            if let twins = darkByStem[[l.family.rawValue, l.stem]], twins.count == 1 { pair(light: l.token.name, dark: twins[0]) }
        }
        return paired
    }

    /// Pairs one to one the light and dark colors that are each other's only counterpart by
    /// role (`rhTextPrimary` and `rhDarkTextPri`, `stravaInkPrimary` and `stravaDarkText`).
    /// Whether it paired any.
    private static func pairByRole(_ colors: inout [ColorToken], by counterparts: ThemeCounterparts) -> Bool {
        var paired = false
        let indexByName = Dictionary(colors.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        func unpaired(_ index: Int) -> Bool { colors[index].darkCounterpart == nil && colors[index].lightCounterpart == nil }
        for index in colors.indices where unpaired(index) && counterparts.theme(of: colors[index].name) == ColorTheme.light.rawValue {
            let name = colors[index].name
            guard case let found = counterparts.counterparts(of: name), found.count == 1, let other = indexByName[found[0]],
                  unpaired(other), counterparts.theme(of: found[0]) == ColorTheme.dark.rawValue,
                  counterparts.counterparts(of: found[0]) == [name] else { continue }
            colors[index].darkCounterpart = found[0]
            colors[other].lightCounterpart = name
            paired = true
        }
        return paired
    }
}
