import Foundation

/// The color spaces SwiftUI's and UIKit's initializers take besides sRGB components: hue,
/// saturation and brightness, and Display P3.
enum ColorSpaces {
    /// `Color(hue:saturation:brightness:)` in sRGB.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> RGBAColor {
        let h = (hue - floor(hue)) * 6
        let sector = h.isFinite ? Int(h) % 6 : 0
        let f = h - floor(h)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        return RGBAColor(red: rgb.0, green: rgb.1, blue: rgb.2)
    }

    /// UIColor's `getHue(_:saturation:brightness:alpha:)`: hue in 0..<1, and 0 for a gray.
    static func hsb(of color: RGBAColor) -> (hue: Double, saturation: Double, brightness: Double) {
        let (r, g, b) = (color.red, color.green, color.blue)
        let high = max(r, g, b), low = min(r, g, b), range = high - low
        guard high > 0, range > 0 else { return (0, 0, high) }
        var hue: Double = switch high {
        case r: (g - b) / range
        case g: 2 + (b - r) / range
        default: 4 + (r - g) / range
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, range / high, high)
    }
}

/// Converts Display P3 components to sRGB (both with the sRGB transfer curve, D65 white).
enum DisplayP3 {
    static func toSRGB(_ color: RGBAColor) -> RGBAColor {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
        let sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return RGBAColor(red: encoded(max(0, sr)), green: encoded(max(0, sg)), blue: encoded(max(0, sb)), alpha: color.alpha)
    }
}
