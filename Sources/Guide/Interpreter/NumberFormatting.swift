/// Numbers as Swift and Foundation print them (en-US), for the texts a component draws:
/// `"\(n)"` and `String(n)` as Swift describes an `Int` or a `Double`, and `n.formatted(…)`
/// as Foundation's number, percent and currency styles do. Written here, not handed to
/// Foundation: its output follows the machine's locale (this machine printed `US$12.00`), and a
/// site must be the same wherever it is built.
enum NumberFormatting {
    /// Whether a number's literal text is an integer's (`3`, `1_000`), not a floating-point
    /// literal's (`3.0`, `1e3`, the text a `Double` result is given).
    static func isInteger(_ text: String) -> Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") || $0 == UInt8(ascii: "n") || $0 == UInt8(ascii: "i") }
            || text.hasPrefix("0x")
    }

    /// How `"\(value)"` prints: an `Int` as its digits, a `Double` as Swift's `description`
    /// (`3.0`, `0.6`, `1e+16`).
    static func description(_ value: Double, isInteger: Bool) -> String {
        if isInteger, value == value.rounded(), abs(value) < 9.2e18 { return String(Int64(value)) }
        return value.description
    }

    /// `value` with at least `fraction.lowerBound` and at most `fraction.upperBound` fraction
    /// digits, rounded half to even on the shortest decimal that reads back as the value (as
    /// ICU does: `1.015` → `1.02`, `0.125` → `0.12`), grouped by thousands when `grouping`.
    static func decimal(_ value: Double, fraction: ClosedRange<Int>, grouping: Bool = true) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-∞" : "∞" }
        var (digits, point) = decimalDigits(abs(value))
        let kept = max(0, point + fraction.upperBound)
        if kept < digits.count {
            let dropped = digits[kept...]
            let first = dropped.first!
            let rest = dropped.dropFirst().contains { $0 != 0 }
            let lastKept = kept > 0 ? digits[kept - 1] : 0
            digits.removeSubrange(kept...)
            if first > 5 || first == 5 && (rest || lastKept % 2 == 1) {
                var index = digits.count - 1
                while index >= 0, digits[index] == 9 { digits[index] = 0; index -= 1 }
                if index >= 0 { digits[index] += 1 } else { digits.insert(1, at: 0); point += 1 }
            }
        }
        while digits.count < point { digits.append(0) }
        let integerDigits = point > 0 ? Array(digits[..<point]) : [0]
        var fractionDigits = point >= 0 ? Array(digits[min(point, digits.count)...]) : Array(repeating: 0, count: -point) + digits
        while fractionDigits.count > fraction.lowerBound, fractionDigits.last == 0 { fractionDigits.removeLast() }
        while fractionDigits.count < fraction.lowerBound { fractionDigits.append(0) }
        var text = value < 0 || value == 0 && value.sign == .minus ? "-" : ""
        for (index, digit) in integerDigits.enumerated() {
            if grouping, index > 0, (integerDigits.count - index) % 3 == 0 { text += "," }
            text += String(digit)
        }
        if !fractionDigits.isEmpty { text += "." + fractionDigits.map(String.init).joined() }
        return text
    }

    /// The decimal digits of the shortest text that reads back as `value` (Swift's
    /// `description`), and how many of them come before the point (negative: zeros after it).
    private static func decimalDigits(_ value: Double) -> (digits: [Int], point: Int) {
        let text = value.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", maxSplits: 1)
        var digits = mantissa[0].compactMap(\.wholeNumberValue)
        var point = digits.count + exponent
        if mantissa.count == 2 { digits += mantissa[1].compactMap(\.wholeNumberValue) }
        while digits.count > 1, digits.first == 0 { digits.removeFirst(); point -= 1 }
        while digits.count > 1, digits.last == 0 { digits.removeLast() }
        return (digits, point)
    }

    /// `value.formatted(style)` as Foundation prints it in en-US.
    static func formatted(_ value: Double, isInteger: Bool, style: NumberFormatStyle) -> String {
        switch style.kind {
        case .number:
            return decimal(value, fraction: style.fraction ?? (isInteger ? 0...0 : 0...6))
        case .percent:
            // An `Int` is a number of percent already (`25` → `25%`); a `Double` a fraction.
            return decimal(isInteger ? value : value * 100, fraction: style.fraction ?? (isInteger ? 0...0 : 0...6)) + "%"
        case .currency(let code):
            let (symbol, digits) = currencies[code.uppercased()] ?? (code.uppercased() + "\u{A0}", 2)
            let number = decimal(abs(value), fraction: style.fraction ?? digits...digits)
            return (value < 0 ? "-" : "") + symbol + number
        }
    }

    /// The symbol en-US writes before an amount and the fraction digits it shows, for the
    /// currencies guides price in; another code is written before the amount (`CHF 12.00`).
    static let currencies: [String: (symbol: String, digits: Int)] = [
        "USD": ("$", 2), "EUR": ("€", 2), "GBP": ("£", 2), "JPY": ("¥", 0), "CAD": ("CA$", 2),
        "AUD": ("A$", 2), "INR": ("₹", 2), "CNY": ("CN¥", 2), "KRW": ("₩", 0),
    ]
}
