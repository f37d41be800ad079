import Guide

extension ColorToken {
    /// The color the site publishes: the 8-bit hex the page shows (the comment's, when it agrees
    /// with the components), with the token's alpha. Swatches paint it, and every contrast
    /// figure is computed from it, so the numbers match what a reader measures on the page.
    var published: RGBAColor? {
        guard let color = displayColor else { return nil }
        guard let hex, let opaque = RGBAColor(hex: hex) else { return color }
        return opaque.withOpacity(color.alpha)
    }
}
