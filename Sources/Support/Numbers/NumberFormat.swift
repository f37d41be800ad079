/// Numbers as text, the same on every machine: no locale, no `String(format:)` (slow on Linux
/// and locale-free only by luck). Pages, exports, JSON, messages and timings all print through
/// these, so one number reads the same everywhere sitegen shows it.
public enum NumberFormat {
    /// At most `digits` decimals, no trailing zeros: 44 → "44", 0.550 → "0.55".
    public static func decimal(_ value: Double, digits: Int = 3) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = fixed(value, digits: digits)
        if text.utf8.contains(UInt8(ascii: ".")) {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `value` with exactly `digits` decimals, rounded half away from zero, and left-padded
    /// with spaces to `width` characters: `fixed(2.5, digits: 2)` is "2.50".
    public static func fixed(_ value: Double, digits: Int, width: Int = 0) -> String {
        padded(fixedDigits(value, digits: digits), to: width)
    }

    /// A count and its noun, singular for exactly one: `counted(1, "brand")` is "1 brand",
    /// `counted(0, "brand")` "0 brands"; `plural` for a noun that takes more than an s
    /// (`counted(2, "category", "categories")`).
    public static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }

    /// An integer left-padded with spaces to `width` characters.
    public static func integer(_ value: Int, width: Int = 0) -> String {
        padded(String(value), to: width)
    }

    /// Integers without a fraction; other numbers in the shortest form that reads back exactly
    /// (`0.1`, `1e+300`): how JSON and messages quoting a source value print them.
    public static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A contrast ratio as WCAG tools print it: "4.52:1". Truncated, not rounded, so 4.499 never
    /// reads as passing 4.5.
    public static func ratio(_ value: Double) -> String {
        fixed((value * 100).rounded(.down) / 100, digits: 2) + ":1"
    }

    /// Integer arithmetic on the scaled value; past what an `Int` holds exactly, the shortest form.
    private static func fixedDigits(_ value: Double, digits: Int) -> String {
        let digits = max(0, min(digits, 15))
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let units = Int(scaled)
        // Digits written into the string's storage, last to first: a padded fraction built by
        // prepending "0"s and an interpolation cost a colorset's components and a swatch's
        // figures more than the arithmetic. The exact length keeps short ones (most) inline.
        let whole = units / Int(scale)
        var wholeWidth = 1
        var rest = whole / 10
        while rest > 0 {
            wholeWidth += 1
            rest /= 10
        }
        let negative = value < 0 && units != 0
        let length = (negative ? 1 : 0) + wholeWidth + (digits > 0 ? 1 + digits : 0)
        return String(unsafeUninitializedCapacity: length) { text in
            var count = 0
            if negative {
                text[0] = UInt8(ascii: "-")
                count = 1
            }
            func put(_ number: Int, width: Int) {
                var rest = number
                for index in stride(from: count + width - 1, through: count, by: -1) {
                    text[index] = UInt8(48 + rest % 10)
                    rest /= 10
                }
                count += width
            }
            put(whole, width: wholeWidth)
            if digits > 0 {
                text[count] = UInt8(ascii: ".")
                count += 1
                put(units % Int(scale), width: digits)
            }
            return count
        }
    }

    private static func padded(_ text: String, to width: Int) -> String {
        let count = text.count
        return count >= width ? text : String(repeating: " ", count: width - count) + text
    }
}
