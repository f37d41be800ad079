import Foundation
import Guide
import Templates

extension TemplateValue {
    /// A string, or null (a falsey section) when absent or empty.
    static func text(_ value: String?) -> TemplateValue {
        guard let value, !value.isEmpty else { return .null }
        return .string(value)
    }

    /// A list of values made from `items`.
    static func list<T>(_ items: [T], _ transform: (T) -> TemplateValue) -> TemplateValue {
        .list(items.map(transform))
    }

    /// A number as people read it: `44`, `0.55`, `1.5`.
    static func number(_ value: Double?) -> TemplateValue {
        guard let value else { return .null }
        return .string(Formatting.number(value))
    }
}

/// Number formatting shared by pages and exports, independent of the machine's locale.
enum Formatting {
    /// At most `digits` decimals, no trailing zeros: 44 → "44", 0.550 → "0.55".
    static func number(_ value: Double, digits: Int = 3) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        var text = fixed(value, digits: digits)
        if text.utf8.contains(46) {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `value` with exactly `digits` decimals, rounded half away from zero; integer arithmetic
    /// rather than `String(format:)`, which is slow on Linux and locale-free only by luck.
    static func fixed(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let units = Int(scaled)
        let whole = units / Int(scale)
        var fraction = String(units % Int(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        let sign = value < 0 && units != 0 ? "-" : ""
        return digits == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// A contrast ratio as WCAG tools print it: "4.52:1".
    static func ratio(_ value: Double) -> String {
        // Truncated, not rounded, so 4.499 never reads as passing 4.5.
        fixed((value * 100).rounded(.down) / 100, digits: 2) + ":1"
    }

    /// `rgb(255, 198, 41)` or `rgb(255 198 41 / 40%)`.
    static func rgb(_ color: RGBAColor) -> String {
        let (r, g, b) = color.bytes
        if color.alpha < 1 { return "rgb(\(r) \(g) \(b) / \(number(color.alpha * 100, digits: 1))%)" }
        return "rgb(\(r), \(g), \(b))"
    }
}
