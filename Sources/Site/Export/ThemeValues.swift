import Guide

/// The dark values of one guide's colors, from its single light/dark theory (`ColorThemes`): a
/// light token with a dark counterpart takes that token (an alias), a token that adapts takes
/// its dark value. Every export that has a dark mode reads them here: `tokens.css`'s dark
/// block, the dark token set, the Tailwind theme and the asset catalog.
struct ThemeValues: Sendable {
    enum Override: Sendable, Equatable {
        case alias(String)
        case literal(RGBAColor)
    }

    /// Tokens that change in dark, in guide order.
    let darkOverrides: [(name: String, override: Override)]
    private let overrideByName: [String: Override]
    private let paths: TokenPaths
    private let published: [String: RGBAColor]

    init(_ guide: Guide, paths: TokenPaths) {
        self.paths = paths
        var published: [String: RGBAColor] = [:]
        for token in guide.colors where published[token.name] == nil { published[token.name] = token.published }
        self.published = published
        var overrides: [(String, Override)] = []
        var seen: Set<String> = []
        for token in guide.colors where paths.colors[token.name] != nil && seen.insert(token.name).inserted {
            if let dark = token.darkCounterpart, dark != token.name, paths.colors[dark] != nil, let darkValue = published[dark] {
                // A dark token that leads back to its light one through aliases would loop.
                overrides.append((token.name, paths.aliasChain(from: dark, reaches: token.name) ? .literal(darkValue) : .alias(dark)))
            } else if let appearance = token.appearance, let light = token.published {
                let dark = appearance.dark
                if dark != light { overrides.append((token.name, .literal(dark))) }
            }
        }
        darkOverrides = overrides
        overrideByName = Dictionary(overrides, uniquingKeysWith: { first, _ in first })
    }

    /// The color a token resolves to in a theme, following aliases as a DTCG tool does.
    func value(of name: String, in theme: ColorTheme) -> RGBAColor? {
        var current = name
        // Chains are a link or two: a list to look through costs less than hashing into a set.
        var seen: [String] = []
        while !seen.contains(current) {
            seen.append(current)
            if theme == .dark, let override = overrideByName[current] {
                switch override {
                case .literal(let color): return color
                case .alias(let target): current = target; continue
                }
            }
            guard let target = paths.colorAlias(of: current) else { return published[current] }
            current = target
        }
        return published[name]
    }

    /// Whether the guide has any dark value to export.
    var hasDark: Bool { !darkOverrides.isEmpty }
}
