import Foundation
import Guide
import Support
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

/// How pages and exports print numbers and colors. The numbers are `Support.NumberFormat`'s
/// (one locale-free formatter for every module); these names stay so the views read as before.
enum Formatting {
    /// At most `digits` decimals, no trailing zeros: 44 → "44", 0.550 → "0.55".
    static func number(_ value: Double, digits: Int = 3) -> String {
        NumberFormat.decimal(value, digits: digits)
    }

    /// A contrast ratio as WCAG tools print it: "4.52:1", truncated.
    static func ratio(_ value: Double) -> String {
        NumberFormat.ratio(value)
    }

    /// `rgb(255, 198, 41)` or `rgb(255 198 41 / 40%)`.
    static func rgb(_ color: RGBAColor) -> String {
        let (r, g, b) = color.bytes
        if color.alpha < 1 { return "rgb(\(r) \(g) \(b) / \(number(color.alpha * 100, digits: 1))%)" }
        return "rgb(\(r), \(g), \(b))"
    }
}
