/// Infers color roles. Each role has words that name it; a token's own name counts most, then
/// its group, then its comment. Dark variants only fill the dark roles. For every role the
/// first token (in the guide's order) with the strongest evidence wins.
enum ColorRoleInference {
    private static let words: [ColorRole: [String]] = [
        .canvas: ["canvas", "background", "bg", "backdrop", "page", "window", "base"],
        .surface: ["surface", "card", "cards", "elevated", "sheet", "grouped", "panel", "raised"],
        .divider: ["divider", "separator", "hairline", "border", "stroke", "outline", "rule"],
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

    private static let textWords: Set<String> = ["text", "ink", "label", "foreground", "fg", "on"]
    private static let surfaceWords: Set<String> = ["canvas", "background", "bg", "surface", "card", "sheet", "grouped", "divider", "separator", "border", "scrim", "overlay", "shadow"]

    static func infer(_ colors: [ColorToken]) -> ColorRoles {
        let usable = colors.filter { $0.displayColor != nil || $0.kind.isDecidedAtRunTime }
        let light = usable.filter { !DarkModePairing.isDark($0) }
        let dark = usable.filter { DarkModePairing.isDark($0) }
        var chosen: [ColorRole: String] = [:]
        var taken: Set<String> = []
        func choose(_ role: ColorRole, _ name: String?) {
            guard let name, chosen[role] == nil else { return }
            chosen[role] = name
            taken.insert(name)
        }
        choose(.canvas, canvas(among: light) ?? canvas(among: dark))
        // Roles in order of how specific their evidence is.
        for role in [ColorRole.textPrimary, .textSecondary, .textTertiary, .divider, .surface, .error, .success, .warning, .info] {
            choose(role, best(for: role, among: light.filter { !taken.contains($0.name) }))
        }
        // Without a "Brand" group or name, the brand is the first color of the first group
        // that is not neutral (the one a guide leads with: "Rose Gold (the single accent)").
        let brandCandidates = light.filter { !taken.contains($0.name) && !isChrome($0) }
        choose(.brand, best(for: .brand, among: brandCandidates) ?? brandCandidates.first { !isNeutralGroup($0.group) }?.name)
        // The pressed state of the brand color beats other pressed colors.
        let brandWords = chosen[.brand].flatMap { name in colors.first { $0.name == name } }.map(nameWords) ?? []
        let pressedPool = light.filter { !taken.contains($0.name) }
        let brandPressed = pressedPool.first { score($0, for: .pressed) > 0 && !nameWords($0).isDisjoint(with: brandWords) }
        choose(.pressed, brandPressed?.name ?? best(for: .pressed, among: pressedPool))
        choose(.accent, best(for: .accent, among: light.filter { !taken.contains($0.name) && !isChrome($0) }))

        // A dark-only brand's canvas is its dark canvas too.
        let canvasToken = chosen[.canvas].flatMap { name in colors.first { $0.name == name } }
        if let canvasToken, let color = canvasToken.displayColor, color.relativeLuminance < 0.05 || dark.contains(where: { $0.name == canvasToken.name }) {
            chosen[.darkCanvas] = canvasToken.name
        }
        choose(.darkCanvas, canvasToken?.darkCounterpart ?? canvas(among: dark.filter { !taken.contains($0.name) }))
        for (role, base) in [(ColorRole.darkSurface, ColorRole.surface), (.darkText, .textPrimary)] {
            let counterpart = chosen[base].flatMap { name in colors.first { $0.name == name }?.darkCounterpart }
            choose(role, counterpart ?? best(for: base, among: dark.filter { !taken.contains($0.name) }))
        }
        return ColorRoles(tokens: chosen)
    }

    /// The canvas: the strongest candidate, preferring a light one when there is any, since a
    /// guide's default canvas is its light one unless the brand has no light theme.
    private static func canvas(among tokens: [ColorToken]) -> String? {
        let scored = tokens.map { ($0, score($0, for: .canvas)) }.filter { $0.1 > 0 }
        let lightOnes = scored.filter { ($0.0.displayColor?.relativeLuminance ?? 0) > 0.5 }
        let pool = lightOnes.isEmpty ? scored : lightOnes
        guard let top = pool.map(\.1).max() else { return nil }
        return pool.first { $0.1 == top }?.0.name
    }

    private static func best(for role: ColorRole, among tokens: [ColorToken]) -> String? {
        var bestScore = 0
        var bestName: String?
        for token in tokens {
            let score = self.score(token, for: role)
            if score > bestScore {
                bestScore = score
                bestName = token.name
            }
        }
        return bestName
    }

    /// 0 when nothing points at the role; name evidence 6, group 3, comment 2.
    static func score(_ token: ColorToken, for role: ColorRole) -> Int {
        guard let keywords = words[role] else { return 0 }
        let nameWords = nameWords(token)
        let groupWords = Self.words(in: token.group ?? "")
        let commentWords = Self.words(in: token.comment ?? "")
        let isText = isText(token)
        switch role {
        case .textPrimary, .textSecondary, .textTertiary:
            guard isText else { return 0 }
        case .brand, .accent:
            guard !isChrome(token) else { return 0 }
        default:
            guard !isText else { return 0 }
        }
        var score = 0
        if keywords.contains(where: nameWords.contains) { score += 6 }
        if keywords.contains(where: groupWords.contains) { score += 3 }
        if keywords.contains(where: commentWords.contains) { score += 2 }
        // In a "Text" group, a token with no other evidence is primary text only if nothing
        // says it is secondary or tertiary.
        if role == .textPrimary, score == 0, groupWords.contains("text") || groupWords.contains("ink"),
           !(words[.textSecondary]! + words[.textTertiary]!).contains(where: { nameWords.contains($0) || commentWords.contains($0) }) {
            score = 1
        }
        if role == .canvas, let color = token.displayColor, color.alpha < 1 { return 0 }
        return score
    }

    /// `bumbleDarkSurface2` → ["dark", "surface2", "surface"]: lower-cased words after the
    /// brand prefix, with trailing digits also dropped.
    private static func nameWords(_ token: ColorToken) -> Set<String> {
        let words = DarkModePairing.camelWords(token.name).dropFirst().map { $0.lowercased() }
        return Set(words + words.map { String($0.reversed().drop { $0.isNumber }.reversed()) })
    }

    private static func words(in text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter }.map(String.init))
    }

    /// Text colors: named as text (`TextPrimary`, `Ink`, `OnAccent`) or grouped as text.
    private static func isText(_ token: ColorToken) -> Bool {
        !nameWords(token).isDisjoint(with: textWords) || words(in: token.group ?? "").contains("text")
    }

    /// Text and surfaces: never the brand or accent color.
    private static func isChrome(_ token: ColorToken) -> Bool {
        isText(token) || !nameWords(token).isDisjoint(with: surfaceWords)
    }

    private static func isNeutralGroup(_ group: String?) -> Bool {
        guard let group = group?.lowercased() else { return false }
        return ["canvas", "surface", "text", "neutral", "gray", "grey", "background", "semantic", "status", "ramp"].contains { group.contains($0) }
    }
}

extension Guide {
    /// The role each color plays.
    public var colorRoles: ColorRoles { ColorRoleInference.infer(colors) }
}
