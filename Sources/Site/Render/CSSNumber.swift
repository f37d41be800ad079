import Guide
import Support

/// Numbers as CSS is given them, by every page, export and drawing: finite and within a sane
/// range, never `inf` or `nan` (a gradient stop at 1e308 was written `inf%`, which ends the
/// declaration's meaning for a browser and a parser alike).
enum CSSNumber {
    /// The largest length sitegen writes; anything past it is clamped.
    static let maximumLength = 4000.0

    /// `value` clamped to `range`, with at most `digits` decimals; nil when it is not a finite
    /// number, for a caller that leaves the declaration out rather than guess.
    static func clamped(_ value: Double?, in range: ClosedRange<Double>, digits: Int = 3) -> String? {
        guard let value, value.isFinite else { return nil }
        return NumberFormat.decimal(min(max(value, range.lowerBound), range.upperBound), digits: digits)
    }

    /// `value` clamped to `range`, an infinity to the end it points at; `fallback` (itself in
    /// range) for NaN.
    static func clamped(_ value: Double, in range: ClosedRange<Double>, otherwise fallback: Double, digits: Int = 3) -> String {
        NumberFormat.decimal(value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound), digits: digits)
    }

    /// `12px`, within ±`maximumLength`; nil for a value that is not a finite number.
    static func px(_ value: Double?) -> String? {
        clamped(value, in: -maximumLength...maximumLength, digits: 2).map { $0 + "px" }
    }

    /// A gradient stop's location (0…1, as SwiftUI and the DTCG export have it) as a percentage:
    /// `45.5%`, the start for a location that is not a number. (Clamped before it is scaled:
    /// 1e308 × 100 is no longer finite.)
    static func percent(location: Double) -> String {
        guard !location.isNaN else { return "0%" }
        return clamped(min(max(location, 0), 1) * 100, in: 0...100, otherwise: 0, digits: 1) + "%"
    }

    /// An angle in degrees, as written unless past a full turn either way, where it is reduced
    /// to the same direction within one: `from 720deg` reads as `from 0deg`.
    static func degrees(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite else { return "0deg" }
        let turned = abs(value) > 360 ? value.truncatingRemainder(dividingBy: 360) : value
        return NumberFormat.decimal(turned, digits: digits) + "deg"
    }

    /// A font size in px: from 0 to `maximumLength`, 17 (the iOS body size sitegen assumes for
    /// a token without one) when not finite. `tokens.json` states the same number.
    static func fontSize(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), maximumLength) : 17
    }
}

extension FontToken {
    /// The size in px every export states (`tokens.css`, the Tailwind theme, `tokens.json`):
    /// the token's, or 17 when it has none, bounded as `CSSNumber.fontSize` bounds it.
    var exportedSize: Double { CSSNumber.fontSize(displaySize ?? 17) }
}
