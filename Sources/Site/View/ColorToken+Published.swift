import Guide

extension ColorToken {
    /// The color the site publishes: the 8-bit hex the page shows (the comment's, when it agrees
    /// with the components), with the token's alpha. Swatches paint it, and every contrast
    /// figure is computed from it, so the numbers match what a reader measures on the page.
    ///
    /// Worked out on the bytes of `shownColor` (the color `hex` writes) rather than by writing
    /// `hex` and parsing it back: the same value (`init(hex:)` of a `#RRGGBB` is its bytes over
    /// 255, alpha 1), and the exports and pages ask for it some twenty times per token, a string
    /// and a parse each time.
    var published: RGBAColor? {
        guard let color = displayColor, let shown = shownColor else { return nil }
        let bytes = shown.bytes
        return RGBAColor(byteRed: bytes.red, green: bytes.green, blue: bytes.blue).withOpacity(color.alpha)
    }
}
