/// The value of a short decimal literal (`16`, `0.5`, `12.75`) read without `Double(String)`.
///
/// Up to 15 digits, at most one `.`, no exponent or `_`: the digits make an integer below 2^53
/// and the fraction a power of ten up to 10^15, both exact in a Double, so one IEEE division
/// gives the correctly rounded value, which is what `Double(String)` gives (Clinger's fast
/// path). Number literals are parsed for every guide read, and `Double(String)` with its
/// checks was most of `numberValue`. Anything else is nil and is left to `Double(String)`.
enum ShortDecimal {
    static func value(of text: String) -> Double? {
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var sawPoint = false
        for byte in text.utf8 {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                // Checked before the multiplication: a 16th digit leaves the fast path, so the
                // UInt64 below never overflows (20 digits past UInt64.max trapped here).
                guard digitCount < 15 else { return nil }
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                digitCount += 1
                if sawPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
        }
        guard digitCount > 0, !sawPoint || fractionDigits > 0 else { return nil }
        return Double(digits) / powersOfTen[fractionDigits]
    }

    /// 10^0 … 10^15, each exact.
    private static let powersOfTen: [Double] = (0...15).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }
}
