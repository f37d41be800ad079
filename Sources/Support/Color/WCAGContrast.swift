import Foundation

/// WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.6) over plain sRGB components in 0…1, so
/// every module that judges text against a background uses one formula.
public enum WCAGContrast {
    /// Relative luminance of an opaque sRGB color.
    public static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ channel: Double) -> Double {
            let c = max(0, min(1, channel))
            // WCAG 2.x gives 0.03928 as the threshold; 0.04045 (sRGB's own) differs only for
            // channels that no 8-bit color takes, so the published figure is kept.
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio (1…21) of two relative luminances, in either order.
    public static func ratio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}

/// A WCAG 2.2 conformance level for text contrast (success criteria 1.4.3 and 1.4.6).
public enum ContrastLevel: String, Sendable, Codable, CaseIterable {
    /// 7:1 and above.
    case aaa = "AAA"
    /// 4.5:1 and above.
    case aa = "AA"
    /// 3:1 and above: enough only for large text (18 pt, or 14 pt bold).
    case aaLarge = "AA Large"
    case fail = "Fail"

    /// The level a ratio reaches. Ratios are compared unrounded, as WCAG requires.
    public init(ratio: Double) {
        switch ratio {
        case 7...: self = .aaa
        case 4.5...: self = .aa
        case 3...: self = .aaLarge
        default: self = .fail
        }
    }

    /// Whether text of this size passes at AA.
    public func passesAA(largeText: Bool) -> Bool {
        switch self {
        case .aaa, .aa: true
        case .aaLarge: largeText
        case .fail: false
        }
    }
}
