import Guide

/// The values the report shows for a guide's color tokens: light and dark hex, and the
/// contrast on the canvas of the token's theme, read from Guide's themes and roles.
struct ColorValues {
    private let guide: Guide
    private let canvas: RGBAColor?
    private let darkCanvas: RGBAColor?

    init(_ guide: Guide) {
        self.guide = guide
        let roles = guide.themes.roles
        canvas = roles[.canvas].flatMap(guide.color(named:))?.displayColor
        let dark = roles[.darkCanvas] ?? roles[.canvas].flatMap { guide.color(named: $0)?.darkCounterpart }
        darkCanvas = dark.flatMap(guide.color(named:))?.displayColor
    }

    func value(of token: ColorToken) -> GuideDiff.ColorValue {
        let background = guide.themes.theme(of: token.name) == .dark ? darkCanvas : canvas
        let contrast = both(token.displayColor, background).map { $0.contrastRatio(on: $1) }
        return GuideDiff.ColorValue(hex: token.hex, darkHex: dark(of: token)?.hex, canvasContrast: contrast)
    }

    /// The token's own dark value when it adapts, else its dark counterpart's value.
    func dark(of token: ColorToken) -> RGBAColor? {
        token.appearance?.dark ?? token.stated?.dark ?? token.darkCounterpart.flatMap(guide.color(named:))?.displayColor
    }
}

/// Both values, when both are there.
func both<A, B>(_ first: A?, _ second: B?) -> (A, B)? {
    guard let first, let second else { return nil }
    return (first, second)
}
