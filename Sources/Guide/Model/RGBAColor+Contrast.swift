import Foundation
import Support

extension RGBAColor {
    /// WCAG 2.2 relative luminance of the opaque color (alpha ignored); see `WCAGContrast`.
    public var relativeLuminance: Double {
        WCAGContrast.relativeLuminance(red: red, green: green, blue: blue)
    }

    /// The WCAG contrast ratio (1…21) of this color as text over `background`. A translucent
    /// foreground is composited over the (opaque) background first, as it would be seen.
    public func contrastRatio(on background: RGBAColor) -> Double {
        let base = background.alpha < 1 ? background.over(.white) : background
        let seen = alpha < 1 ? over(base) : self
        return WCAGContrast.ratio(seen.relativeLuminance, base.relativeLuminance)
    }
}
