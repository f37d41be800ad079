/// Infers color roles. Each role has words that name it; a token's own name counts most, then
/// its group, then its comment. Dark variants only fill the dark roles. For every role the
/// first token (in the guide's order) with the strongest evidence wins.
///
/// Part of the guide's one theory of themes: dark variants are what `DarkModePairing` calls
/// dark, and the chrome roles start from the words of `ThemeVocabulary`'s chrome families,
/// with the looser words a role may also go by.
enum ColorRoleInference {
    private static func chrome(_ family: ChromeFamily, _ more: [String]) -> [String] {
        (ThemeVocabulary.familyWords.first { $0.0 == family }?.1.sorted() ?? []) + more
    }

    private static let words: [ColorRole: [String]] = [
        .canvas: chrome(.canvas, ["bg", "page", "window", "base"]),
        .surface: chrome(.surface, ["cards", "panel", "raised"]),
        .divider: chrome(.divider, ["rule"]),
        .textPrimary: ["primary", "ink", "foreground", "fg", "default", "body"],
        .textSecondary: ["secondary", "subtle", "muted", "sec", "soft"],
        .textTertiary: ["tertiary", "placeholder", "disabled", "mute", "meta", "quaternary", "faint"],
        .brand: ["brand", "primary", "logo", "signature"],
        .accent: ["accent", "tint", "action", "highlight", "cta", "link"],
        .pressed: ["pressed", "active", "hover", "tapped", "down"],
        .error: ["error", "danger", "destructive", "alert", "critical", "failure", "negative"],
        .success: ["success", "positive", "online", "valid", "confirm", "gain"],
        .warning: ["warning", "caution", "pending", "idle"],
        .info: ["info", "information", "notice", "verified"],
    ]

    /// For each of the roles' words, the roles it names, one bit each (`RoleBits`). A token's
    /// words are looked up here once, and every score after that tests bits: asking each
    /// role's word set whether it shares a word with the token (`Set.isDisjoint`, for every
    /// role and candidate) was over half of choosing the roles.
    private static let rolesNamed: [String: RoleBits] = {
        var rolesNamed: [String: RoleBits] = [:]
        for (role, roleWords) in words {
            for word in roleWords { rolesNamed[word, default: []].insert(RoleBits(role)) }
        }
        return rolesNamed
    }()
    private static let rolesWithWords = RoleBits(words.keys)
    private static let lowerText = RoleBits([ColorRole.textSecondary, .textTertiary])

    /// A set of roles as bits (`ColorRole` has 16 cases).
    private struct RoleBits: OptionSet {
        let rawValue: UInt32

        init(rawValue: UInt32) { self.rawValue = rawValue }

        init(_ role: ColorRole) {
            let position: UInt32 = switch role {
            case .canvas: 0
            case .surface: 1
            case .divider: 2
            case .textPrimary: 3
            case .textSecondary: 4
            case .textTertiary: 5
            case .brand: 6
            case .accent: 7
            case .pressed: 8
            case .error: 9
            case .success: 10
            case .warning: 11
            case .info: 12
            case .darkCanvas: 13
            case .darkSurface: 14
            case .darkText: 15
            }
            rawValue = 1 << position
        }

        init(_ roles: some Sequence<ColorRole>) {
            self = roles.reduce(into: []) { $0.insert(RoleBits($1)) }
        }

        /// The roles named by any of `words`.
        init(namedBy words: some Sequence<String>) {
            self = words.reduce(into: []) { $0.formUnion(ColorRoleInference.rolesNamed[$1] ?? []) }
        }
    }

    private static let textWords: Set<String> = Set(chrome(.text, ["on"]))
    private static let surfaceWords: Set<String> = ["canvas", "background", "bg", "surface", "card", "sheet", "grouped", "divider", "separator", "border", "scrim", "overlay", "shadow"]

    /// What the rules read from a token, computed once per token rather than once per role.
    /// A class: the pools of free candidates are filtered again for every role, and copying
    /// each token's strings and sets into them was a fifth of choosing the roles.
    private final class Features {
        let token: ColorToken
        let nameWords: Set<String>
        /// The roles whose words are among the name's, the group's and the comment's words.
        let nameRoles: RoleBits
        let groupRoles: RoleBits
        let commentRoles: RoleBits
        /// The group's words include "text", or "text" or "ink".
        let groupSaysText: Bool
        let groupSaysTextOrInk: Bool
        let isText: Bool
        let isChrome: Bool
        let isDark: Bool

        init(_ token: ColorToken, group: GroupFacts, themeWords: ThemeWords) {
            self.token = token
            // A token named by its path (`Colors.Background.Surface.primary`) has the words of
            // each part; the first, its type's name, is left out as a brand prefix is.
            let parts = token.name.split(separator: ".")
            let written = parts.count > 1 ? parts.flatMap { String($0).camelCaseWords } : token.name.camelCaseWords
            let words = written.dropFirst().map { $0.asciiLowercased }
            nameWords = Set(words + words.map(ThemeVocabulary.withoutTrailingDigits))
            nameRoles = RoleBits(namedBy: nameWords)
            groupRoles = group.roles
            commentRoles = ColorRoleInference.roles(namedIn: token.comment ?? "")
            groupSaysText = group.saysText
            groupSaysTextOrInk = group.saysTextOrInk
            isText = !nameWords.isDisjoint(with: ColorRoleInference.textWords) || groupSaysText
            isChrome = isText || !nameWords.isDisjoint(with: ColorRoleInference.surfaceWords)
            isDark = themeWords.isDark(token)
        }
    }

    /// What the rules read from a MARK group's words.
    private struct GroupFacts {
        let roles: RoleBits
        let saysText: Bool
        let saysTextOrInk: Bool

        init(_ group: String) {
            let words = ColorRoleInference.words(in: group)
            roles = RoleBits(namedBy: words)
            saysText = words.contains("text")
            saysTextOrInk = saysText || words.contains("ink")
        }
    }

    static func infer(_ colors: [ColorToken], words: ThemeWords) -> ColorRoles {
        // A group's facts once per group of this guide: its tokens share them, and splitting
        // the group's title again for each token was a fifth of choosing the roles.
        var groups: [String: GroupFacts] = [:]
        func facts(of group: String) -> GroupFacts {
            if let known = groups[group] { return known }
            let facts = GroupFacts(group)
            groups[group] = facts
            return facts
        }
        let usable = colors.filter { $0.displayColor != nil || $0.kind.isDecidedAtRunTime }.map { Features($0, group: facts(of: $0.group ?? ""), themeWords: words) }
        let light = usable.filter { !$0.isDark }
        let dark = usable.filter(\.isDark)
        let byName = Dictionary(colors.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var chosen: [ColorRole: String] = [:]
        var taken: Set<String> = []
        func choose(_ role: ColorRole, _ name: String?) {
            guard let name, chosen[role] == nil else { return }
            chosen[role] = name
            taken.insert(name)
        }
        func free(_ pool: [Features]) -> [Features] { pool.filter { !taken.contains($0.token.name) } }
        choose(.canvas, canvas(among: light) ?? canvas(among: dark))
        // Roles in order of how specific their evidence is.
        for role in [ColorRole.textPrimary, .textSecondary, .textTertiary, .divider, .surface, .error, .success, .warning, .info] {
            choose(role, best(for: role, among: free(light)))
        }
        // Without a "Brand" group or name, the brand is the first color of the first group
        // that is not neutral (the one a guide leads with: "Rose Gold (the single accent)").
        let brandCandidates = free(light).filter { !$0.isChrome }
        choose(.brand, best(for: .brand, among: brandCandidates) ?? brandCandidates.first { !isNeutralGroup($0.token.group) }?.token.name)
        // The pressed state of the brand color beats other pressed colors.
        let brandWords = chosen[.brand].flatMap { name in usable.first { $0.token.name == name } }?.nameWords ?? []
        let pressedPool = free(light)
        let brandPressed = pressedPool.first { score($0, for: .pressed) > 0 && !$0.nameWords.isDisjoint(with: brandWords) }
        choose(.pressed, brandPressed?.token.name ?? best(for: .pressed, among: pressedPool))
        choose(.accent, best(for: .accent, among: free(light).filter { !$0.isChrome }))

        // A dark-only brand's canvas is its dark canvas too.
        let canvasToken = chosen[.canvas].flatMap { byName[$0] }
        if let canvasToken, let color = canvasToken.displayColor, color.relativeLuminance < 0.05 || dark.contains(where: { $0.token.name == canvasToken.name }) {
            chosen[.darkCanvas] = canvasToken.name
        }
        choose(.darkCanvas, canvasToken?.darkCounterpart ?? canvas(among: free(dark)))
        for (role, base) in [(ColorRole.darkSurface, ColorRole.surface), (.darkText, .textPrimary)] {
            let counterpart = chosen[base].flatMap { byName[$0]?.darkCounterpart }
            choose(role, counterpart ?? best(for: base, among: free(dark)))
        }
        return ColorRoles(tokens: chosen)
    }

    /// The canvas: the strongest candidate, preferring a light one when there is any, since a
    /// guide's default canvas is its light one unless the brand has no light theme.
    private static func canvas(among tokens: [Features]) -> String? {
        let scored = tokens.map { ($0, score($0, for: .canvas)) }.filter { $0.1 > 0 }
        let lightOnes = scored.filter { ($0.0.token.displayColor?.relativeLuminance ?? 0) > 0.5 }
        let pool = lightOnes.isEmpty ? scored : lightOnes
        guard let top = pool.map(\.1).max() else { return nil }
        return pool.first { $0.1 == top }?.0.token.name
    }

    private static func best(for role: ColorRole, among tokens: [Features]) -> String? {
        var bestScore = 0
        var bestName: String?
        for features in tokens {
            let score = self.score(features, for: role)
            if score > bestScore {
                bestScore = score
                bestName = features.token.name
            }
        }
        return bestName
    }

    private static let stateWords: Set<String> = ["disabled", "pressed", "hover", "hovered", "highlighted", "focused", "selected", "inactive"]
    private static let controlWords: Set<String> = ["button", "chip", "badge", "toggle", "switch", "slider", "checkbox"]

    /// 0 when nothing points at the role; name evidence 6, group 3, comment 2.
    private static func score(_ features: Features, for role: ColorRole) -> Int {
        let bit = RoleBits(role)
        guard rolesWithWords.contains(bit) else { return 0 }
        switch role {
        case .textPrimary, .textSecondary, .textTertiary:
            guard features.isText else { return 0 }
        case .brand, .accent:
            guard !features.isChrome else { return 0 }
        default:
            guard !features.isText else { return 0 }
        }
        // A control's state (`Colors.Background.Action.Primary.disabled`, `buttonPressed`) is
        // no ground of the page, whatever else its name says.
        if role == .canvas || role == .surface, !features.nameWords.isDisjoint(with: stateWords) { return 0 }
        // Nor is a control's own fill (Braintree's `PayPalButtonColor.blue.backgroundColor`):
        // its "background" is the button's, not the screen's.
        if role == .canvas, !features.nameWords.isDisjoint(with: controlWords) { return 0 }
        var score = 0
        if features.nameRoles.contains(bit) { score += 6 }
        if features.groupRoles.contains(bit) { score += 3 }
        if features.commentRoles.contains(bit) { score += 2 }
        // In a "Text" group, a token with no other evidence is primary text only if nothing
        // says it is secondary or tertiary.
        if role == .textPrimary, score == 0, features.groupSaysTextOrInk,
           features.nameRoles.isDisjoint(with: lowerText), features.commentRoles.isDisjoint(with: lowerText) {
            score = 1
        }
        if role == .canvas, let color = features.token.displayColor, color.alpha < 1 { return 0 }
        return score
    }

    /// The lowercased runs of letters; text whose letters are ASCII (nearly all) by
    /// `ThemeVocabulary`'s byte-wise split, which gives the same words without Unicode's tables.
    private static func words(in text: String) -> Set<String> {
        guard text.isASCII || ThemeVocabulary.hasOnlyASCIILetters(text) else { return Set(text.asciiLowercased.split { !$0.isLetter }.map(String.init)) }
        return ThemeVocabulary.words(ofGroup: text)
    }

    /// The roles named by the words of `text` (`RoleBits(namedBy: words(in: text))`), looked up
    /// word by word as they are split: a comment is read once, so gathering its words into a
    /// set first only hashed each of them twice.
    private static func roles(namedIn text: String) -> RoleBits {
        guard !text.isEmpty else { return [] }
        guard text.isASCII || ThemeVocabulary.hasOnlyASCIILetters(text) else { return RoleBits(namedBy: words(in: text)) }
        var roles: RoleBits = []
        ThemeVocabulary.forEachASCIILetterRun(in: text) { roles.formUnion(rolesNamed[$0] ?? []) }
        return roles
    }

    private static func isNeutralGroup(_ group: String?) -> Bool {
        guard let group = group?.asciiLowercased else { return false }
        return ["canvas", "surface", "text", "neutral", "gray", "grey", "background", "semantic", "status", "ramp"].contains { group.contains($0) }
    }
}

extension Guide {
    /// The role each color plays (`themes.roles`).
    public var colorRoles: ColorRoles { themes.roles }
}
