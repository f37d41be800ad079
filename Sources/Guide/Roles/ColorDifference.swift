import Foundation
import Support

/// CIEDE2000 (ΔE₀₀) for Guide's colors: the formula lives in `Support.CIEDE2000`; these
/// forward to it so callers keep reading `ColorDifference.ciede2000(a, b)`.
public enum ColorDifference {
    /// A color in CIELAB (D65).
    public typealias Lab = CIEDE2000.Lab

    /// CIELAB of an sRGB color (alpha ignored).
    public static func lab(_ color: RGBAColor) -> Lab {
        Lab(red: color.red, green: color.green, blue: color.blue)
    }

    /// ΔE₀₀ between two sRGB colors.
    public static func ciede2000(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        CIEDE2000.difference(lab(first), lab(second))
    }

    /// ΔE₀₀ between two CIELAB colors.
    public static func ciede2000(_ x: Lab, _ y: Lab) -> Double {
        CIEDE2000.difference(x, y)
    }
}
