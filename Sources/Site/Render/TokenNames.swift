import Guide

/// The CSS custom property of each token of one guide, unique across colors, gradients and
/// fonts: built once per brand and read by everything that names a token in CSS (tokens.css,
/// swatches, previews, the highlighter, the Tailwind theme), so a swatch that means a color
/// never paints a gradient of the same name.
///
/// Names are claimed in a fixed order: colors in guide order, then gradients, then fonts. A
/// name already taken gets its kind as a suffix (`revBrand` the gradient → `--rev-brand-gradient`),
/// then a number (`--rev-brand-gradient-2`). What a name may hold is `TokenNaming.cssVariable`'s
/// to say; this table only keeps two tokens from one name (`UniqueNames`).
struct TokenNames: Sendable {
    private var colors: [String: String] = [:]
    private var gradients: [String: String] = [:]
    private var fonts: [String: String] = [:]

    /// No table: every name as `TokenNaming.cssVariable` spells it (for a lone token in a test).
    init() {}

    /// The default theme's own custom properties (`templates/assets/site.css`; a test keeps the
    /// two the same). A brand's tokens.css is loaded into its pages after the theme, so a token
    /// named `accent` or `text` written as `--accent` repainted the site's chrome and, in dark
    /// mode, lost to the theme's own value: they get a kind's suffix (`--accent-color`) instead.
    static let themeProperties: Set<String> = [
        "--accent", "--accent-fg", "--bg", "--bg-raised", "--border", "--border-strong", "--checker", "--code-bg", "--code-fg",
        "--fail", "--fail-bg", "--fg", "--fg-faint", "--fg-muted", "--font", "--header-bg", "--mark-bg", "--mono", "--pass", "--pass-bg",
        "--pv-zoom", "--radius", "--radius-small", "--shadow", "--tok-at", "--tok-co", "--tok-kw", "--tok-nu", "--tok-st",
        "--tok-ty", "--warn", "--warn-bg",
    ]

    init(_ guide: Guide) {
        var taken = UniqueNames()
        for property in Self.themeProperties.sorted() { _ = taken.claim(property) }
        func claim(_ name: String, kind: String) -> String {
            let base = TokenNaming.cssVariable(name)
            return taken.claim(base) { $0 == 1 ? "\(base)-\(kind)" : "\(base)-\(kind)-\($0)" }
        }
        // A name declared twice keeps its first declaration, as `Guide.color(named:)` does.
        for token in guide.colors where colors[token.name] == nil { colors[token.name] = claim(token.name, kind: "color") }
        for gradient in guide.gradients where gradients[gradient.name] == nil { gradients[gradient.name] = claim(gradient.name, kind: "gradient") }
        for token in guide.fonts where fonts[token.name] == nil { fonts[token.name] = claim(token.name, kind: "font") }
    }

    /// `--bumble-yellow` for the color token `bumbleYellow`.
    func color(_ name: String) -> String { colors[name] ?? TokenNaming.cssVariable(name) }
    /// The custom property of a gradient token.
    func gradient(_ name: String) -> String { gradients[name] ?? TokenNaming.cssVariable(name) }
    /// The custom property of a font token.
    func font(_ name: String) -> String { fonts[name] ?? TokenNaming.cssVariable(name) }
}
