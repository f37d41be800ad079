/// The color scheme switches in a guide's code: each names a dark color and its light
/// counterpart, however the choice is written:
///
///     scheme == .dark ? .chRoom : .chCream
///     if colorScheme == .light { Color.paper } else { Color.ink }   // also `!=`, `.dark == s`
///     switch colorScheme { case .dark: return .night; default: return .day }
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

    /// `files` is each Swift snippet's syntax tree.
    init(_ files: [SwiftSourceFile], colors: [ColorToken]) {
        self.init(switches: files.flatMap { CodeFacts($0).switches }, colors: colors)
    }

    /// `found` is the switches of each Swift snippet's code (`CodeFacts.switches`), in order.
    init(switches found: [Switch], colors: [ColorToken]) {
        colorsByName = Dictionary(colors.compactMap { token in token.displayColor.map { (token.name, $0) } }, uniquingKeysWith: { first, _ in first })
        switches = found
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

    /// The dark and light colors of a choice by color scheme, when `node` is one.
    static func choice(in node: SwiftSyntaxNode) -> (dark: String, light: String)? {
        switch node {
        case .expression(.ternary(let condition, let whenTrue, let whenFalse)):
            guard let isDark = schemeIsDark(condition), let first = colorName(whenTrue), let second = colorName(whenFalse) else { return nil }
            return isDark ? (first, second) : (second, first)
        case .statement(let statement):
            switch statement.kind {
            case .if(let conditions, let then, let otherwise?):
                guard conditions.count == 1, case .expression(let condition) = conditions[0], let isDark = schemeIsDark(condition),
                      let first = colorName(then), let second = colorName(otherwise) else { return nil }
                return isDark ? (first, second) : (second, first)
            case .switch(_, let cases):
                return choice(among: cases)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// `case .dark: …` with `case .light: …` or `default: …`, each giving one color.
    private static func choice(among cases: [SwiftSwitchCase]) -> (dark: String, light: String)? {
        func body(for scheme: String) -> [SwiftStatement]? {
            cases.first { $0.patterns.count == 1 && $0.patterns[0].unlocated == .implicitMember(scheme) }?.body
        }
        guard let darkBody = body(for: "dark"), let dark = colorName(darkBody),
              let lightBody = body(for: "light") ?? cases.first(where: \.isDefault)?.body, let light = colorName(lightBody) else { return nil }
        return (dark, light)
    }

    /// Whether a condition holds in dark mode (`scheme == .dark`, `.light != colorScheme`);
    /// nil when it does not compare with a color scheme.
    private static func schemeIsDark(_ condition: SwiftExpression) -> Bool? {
        guard case .binary(let op, let lhs, let rhs) = condition.unlocated, op == "==" || op == "!=" else { return nil }
        let scheme: String
        switch (lhs.unlocated, rhs.unlocated) {
        case (_, .implicitMember(let name)) where name == "dark" || name == "light": scheme = name
        case (.implicitMember(let name), _) where name == "dark" || name == "light": scheme = name
        default: return nil
        }
        return (scheme == "dark") == (op == "==")
    }

    /// The one color a branch gives: `.name`, `return Color.name`.
    private static func colorName(_ statements: [SwiftStatement]) -> String? {
        guard statements.count == 1 else { return nil }
        switch statements[0].kind {
        case .expression(let value), .return(let value?): return colorName(value)
        default: return nil
        }
    }

    /// `.name`, `Color.name`.
    private static func colorName(_ expression: SwiftExpression) -> String? {
        switch expression.unlocated {
        case .implicitMember(let name): return name
        case .member(let base, let name) where base.unlocated == .identifier("Color"): return name
        default: return nil
        }
    }
}
