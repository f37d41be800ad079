/// Pairs dark counterparts with their light tokens by name and group: `bumbleDarkCanvas` with
/// `bumbleCanvas`, `igCanvasDark` with `igCanvasLight`, `fbCanvas` (in a dark group) with
/// `fbCanvasLight`, and `bumbleDarkText` with the primary token of the `Text` group.
///
/// The first step of the theory of themes (`ColorThemes`): what the names say. Scheme switches
/// and the chrome families pair what names leave unpaired.
enum DarkModePairing {
    static func pair(_ colors: inout [ColorToken], words: ThemeWords) {
        let indexByName = Dictionary(colors.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        // The light tokens of each group (lower-cased), in guide order: looked up per dark token
        // rather than scanning every token for each.
        var lightByGroup: [String: [Int]] = [:]
        for (index, token) in colors.enumerated() where !words.isDark(token) {
            if let group = token.group { lightByGroup[group.asciiLowercased, default: []].append(index) }
        }
        var taken: Set<String> = []
        for (index, token) in colors.enumerated() where words.isDark(token) {
            guard let light = lightCounterpart(of: token, in: colors, indexByName: indexByName, lightByGroup: lightByGroup, words: words), !taken.contains(light), light != token.name else { continue }
            taken.insert(light)
            colors[index].lightCounterpart = light
            if let lightIndex = indexByName[light] { colors[lightIndex].darkCounterpart = token.name }
        }
    }

    private static func lightCounterpart(of token: ColorToken, in colors: [ColorToken], indexByName: [String: Int], lightByGroup: [String: [Int]], words themeWords: ThemeWords) -> String? {
        let words = token.name.camelCaseWords
        var candidates: [String] = []
        if let darkIndex = words.firstIndex(of: "Dark") {
            var without = words
            without.remove(at: darkIndex)
            candidates.append(without.joined())
            var light = words
            light[darkIndex] = "Light"
            candidates.append(light.joined())
            // `bumbleDarkSurface` → `bumbleSurface1`, the first of a numbered ramp.
            candidates.append(without.joined() + "1")
            // A trailing "Dark" often sits where the light twin says "Light" or nothing.
            if darkIndex == words.count - 1 { candidates.append(without.joined() + "Lt") }
        } else if words.last == "D" || words.last == "Dk" {
            let stem = words.dropLast().joined()
            candidates += [stem + "L", stem + "Lt", stem + "Light", stem]
        } else {
            // A token in a dark group with a plain name pairs with the same name plus Light.
            candidates += [token.name + "Light", token.name + "L", token.name + "Lt"]
        }
        if let match = candidates.first(where: { indexByName[$0] != nil && !themeWords.isDark(colors[indexByName[$0]!]) }) {
            return match
        }
        return rampStep(for: words, in: colors, words: themeWords) ?? groupPrimary(for: words, in: colors, lightByGroup: lightByGroup)
    }

    /// `notionDarkSurface2` → the second light token named `notionSurface…` (`notionSurfacePressed`
    /// after `notionSurfaceGray`; Monzo's `monzoSurface` then `monzoSurfacePressed`), in guide
    /// order: a numbered dark ramp whose light side is named by use rather than by number steps
    /// through the light tokens of its stem.
    private static func rampStep(for words: [String], in colors: [ColorToken], words themeWords: ThemeWords) -> String? {
        // The step is the last word's trailing digits (`Surface1`: camel-case words keep them).
        guard let darkIndex = words.firstIndex(of: "Dark"), darkIndex < words.count - 1, let last = words.last else { return nil }
        let digits = last.reversed().prefix(while: \.isNumber)
        guard !digits.isEmpty, digits.count < last.count, let step = Int(String(digits.reversed())), step >= 1 else { return nil }
        var stemWords = Array(words.dropLast()) + [String(last.dropLast(digits.count))]
        stemWords.remove(at: darkIndex)
        let stem = stemWords.joined()
        let steps = colors.filter { token in
            guard !themeWords.isDark(token), token.name.hasPrefix(stem) else { return false }
            // The stem itself, or it and whole camel-case words: `monzoSurface` then
            // `monzoSurfacePressed`, never `notionSurfaces`.
            return token.name.count == stem.count || token.name[token.name.index(token.name.startIndex, offsetBy: stem.count)].isUppercase
        }
        return step <= steps.count ? steps[step - 1].name : nil
    }

    /// `bumbleDarkText` → the token of the `Text` group that its comment calls primary, else the
    /// group's first token.
    private static func groupPrimary(for words: [String], in colors: [ColorToken], lightByGroup: [String: [Int]]) -> String? {
        guard let role = words.last, role != "Dark" else { return nil }
        let lowered = role.asciiLowercased
        let members = ((lightByGroup[lowered] ?? []) + (lightByGroup[lowered + "s"] ?? [])).sorted().map { colors[$0] }
        return (members.first { $0.comment?.asciiLowercased.containsBytes("primary") == true } ?? members.first)?.name
    }
}
