/// The color scheme switches in a guide's code, `scheme == .dark ? .chRoom : .chCream`: each
/// names a dark color and its light counterpart.
struct SchemeSwitches: Sendable {
    struct Switch: Sendable {
        var dark: String
        var light: String
        /// The helper function the switch is the body of (`ueText` in
        /// `static func ueText(_ s: ColorScheme) -> Color { s == .dark ? .white : .black }`).
        var function: String?
    }

    private(set) var switches: [Switch] = []
    private let colorsByName: [String: RGBAColor]
    /// The switches by the names they put in each theme, and each pair: every question is a
    /// lookup (asked once per token, a scan of every switch was quadratic).
    private var darkNames: Set<String> = []
    private var lightNames: Set<String> = []
    private var pairNames: Set<[String]> = []
    /// The families of the helpers whose switch gives each light value, by hex.
    private var helperFamiliesByLightHex: [String: Set<ChromeFamily>] = [:]

    /// `code` is each Swift snippet's tokens, comments left out.
    init(_ code: [[SwiftToken]], colors: [ColorToken]) {
        colorsByName = Dictionary(colors.compactMap { token in token.displayColor.map { (token.name, $0) } }, uniquingKeysWith: { first, _ in first })
        for tokens in code {
            for index in tokens.indices where index + 2 < tokens.count && tokens[index].kind == .operator && ["==", "!="].contains(tokens[index].text) {
                guard tokens[index + 1].isPunctuation("."), ["dark", "light"].contains(tokens[index + 2].text),
                      index + 3 < tokens.count, tokens[index + 3].kind == .operator, tokens[index + 3].text == "?",
                      let first = Self.colorName(in: tokens, at: index + 4),
                      first.next < tokens.count, tokens[first.next].isPunctuation(":"),
                      let second = Self.colorName(in: tokens, at: first.next + 1) else { continue }
                let whenTrueIsDark = (tokens[index + 2].text == "dark") == (tokens[index].text == "==")
                let function = Self.function(on: tokens[index].line, in: tokens, before: index)
                switches.append(whenTrueIsDark
                    ? Switch(dark: first.name, light: second.name, function: function)
                    : Switch(dark: second.name, light: first.name, function: function))
            }
        }
        for item in switches {
            darkNames.insert(item.dark)
            lightNames.insert(item.light)
            pairNames.insert([item.light, item.dark])
            if let function = item.function, let light = colorsByName[item.light] ?? Self.fixed[item.light],
               let family = ThemeVocabulary.family(of: function.camelCaseWords.map { $0.lowercased() }) {
                helperFamiliesByLightHex[light.hex, default: []].insert(family)
            }
        }
    }

    /// The theme a switch puts `name` in, when switches agree on one.
    func theme(of name: String) -> ColorTheme? {
        let dark = darkNames.contains(name)
        let light = lightNames.contains(name)
        return dark == light ? nil : (dark ? .dark : .light)
    }

    /// Whether a switch pairs the two tokens.
    func pairs(light: String, dark: String) -> Bool {
        pairNames.contains([light, dark])
    }

    /// Whether a helper of the token's family switches the token's very value to something in
    /// dark mode: `ueText(scheme)` gives `.black` in light mode, the value of `ueTextPrimary`.
    func hasDarkValue(for token: ColorToken, family: ChromeFamily) -> Bool {
        guard let value = token.displayColor else { return false }
        return helperFamiliesByLightHex[value.hex]?.contains(family) == true
    }

    private static let fixed: [String: RGBAColor] = ["white": .white, "black": .black]

    /// `.name`, `Color.name` at `index`.
    private static func colorName(in tokens: [SwiftToken], at index: Int) -> (name: String, next: Int)? {
        var index = index
        if index < tokens.count, tokens[index].kind == .identifier, tokens[index].text == "Color" { index += 1 }
        guard index + 1 < tokens.count, tokens[index].isPunctuation("."), tokens[index + 1].kind == .identifier else { return nil }
        return (tokens[index + 1].text, index + 2)
    }

    /// The name of a `func` declared earlier on the same line.
    private static func function(on line: Int, in tokens: [SwiftToken], before index: Int) -> String? {
        var position = index - 1
        while position > 0, tokens[position].line == line {
            if tokens[position - 1].isKeyword("func"), tokens[position].kind == .identifier { return tokens[position].text }
            position -= 1
        }
        return nil
    }
}
