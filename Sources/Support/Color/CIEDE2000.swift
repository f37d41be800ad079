import Foundation

/// Perceptual color difference: CIEDE2000 (ΔE₀₀), the formula designers and print use to say
/// how far apart two colors look. About 1 is a just-noticeable difference; under 5 reads as
/// "the same color" side by side; past 20 they are different colors.
public enum CIEDE2000 {
    /// A color in CIELAB (D65).
    public struct Lab: Sendable, Equatable {
        public var l: Double
        public var a: Double
        public var b: Double

        public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

        /// CIELAB of an sRGB color, components in 0…1.
        public init(red: Double, green: Double, blue: Double) {
            let (r, g, b) = (SRGB.linear(red), SRGB.linear(green), SRGB.linear(blue))
            let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
            let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
            let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
            func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
            let (fx, fy, fz) = (f(x), f(y), f(z))
            self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
        }
    }

    /// ΔE₀₀ between two CIELAB colors (Sharma, Wu and Dalal's formulation).
    public static func difference(_ x: Lab, _ y: Lab) -> Double {
        // The same color (a white canvas, black text: palettes share many) differs by exactly
        // 0, as the formula below also gives, without its trigonometry.
        if x == y { return 0 }
        let c1 = (x.a * x.a + x.b * x.b).squareRoot()
        let c2 = (y.a * y.a + y.b * y.b).squareRoot()
        let cMean = (c1 + c2) / 2
        let c7 = pow(cMean, 7)
        let g = 0.5 * (1 - (c7 / (c7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * x.a, a2 = (1 + g) * y.a
        let c1p = (a1 * a1 + x.b * x.b).squareRoot(), c2p = (a2 * a2 + y.b * y.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let degrees = atan2(b, a) * 180 / .pi
            return degrees >= 0 ? degrees : degrees + 360
        }
        let h1 = hue(x.b, a1), h2 = hue(y.b, a2)
        let dL = y.l - x.l
        let dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (c1p * c2p).squareRoot() * sin(dh * .pi / 360)
        let lMean = (x.l + y.l) / 2
        let cMeanP = (c1p + c2p) / 2
        var hMean = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 { hMean /= 2 } else { hMean = (h1 + h2 + (h1 + h2 < 360 ? 360 : -360)) / 2 }
        }
        let t = 1 - 0.17 * cos((hMean - 30) * .pi / 180) + 0.24 * cos(2 * hMean * .pi / 180)
            + 0.32 * cos((3 * hMean + 6) * .pi / 180) - 0.20 * cos((4 * hMean - 63) * .pi / 180)
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cMeanP7 = pow(cMeanP, 7)
        let rc = 2 * (cMeanP7 / (cMeanP7 + pow(25, 7))).squareRoot()
        let lTerm = pow(lMean - 50, 2)
        let sl = 1 + 0.015 * lTerm / (20 + lTerm).squareRoot()
        let sc = 1 + 0.045 * cMeanP
        let sh = 1 + 0.015 * cMeanP * t
        let rt = -sin(2 * dTheta * .pi / 180) * rc
        let terms = pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh)
        return max(0, terms).squareRoot()
    }
}

/// The sRGB transfer curve.
public enum SRGB {
    /// Linear light of an encoded channel (clamped to 0…1).
    public static func linear(_ channel: Double) -> Double {
        let c = max(0, min(1, channel))
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
