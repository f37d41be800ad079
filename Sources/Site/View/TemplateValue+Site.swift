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
        if color.alpha < 1 { return "rgb(\(r) \(g) \(b) / \(CSSNumber.clamped(color.alpha * 100, in: 0...100, otherwise: 0, digits: 1))%)" }
        // Written into the string's storage at once: swatches, previews and the contrast
        // checker ask for thousands, and interpolating each was six appends and three
        // descriptions. Channels are 0…255 (`bytes` clamps them).
        func width(_ channel: Int) -> Int { channel >= 100 ? 3 : channel >= 10 ? 2 : 1 }
        // The exact length: most fit a string's inline storage and allocate nothing.
        return String(unsafeUninitializedCapacity: 9 + width(r) + width(g) + width(b)) { text in
            var count = 0
            func put(_ byte: UInt8) {
                text[count] = byte
                count += 1
            }
            func put(channel: Int) {
                if channel >= 100 { put(UInt8(48 + channel / 100)) }
                if channel >= 10 { put(UInt8(48 + channel / 10 % 10)) }
                put(UInt8(48 + channel % 10))
            }
            for byte in "rgb(".utf8 { put(byte) }
            put(channel: r)
            for byte in ", ".utf8 { put(byte) }
            put(channel: g)
            for byte in ", ".utf8 { put(byte) }
            put(channel: b)
            put(UInt8(ascii: ")"))
            return count
        }
    }
}
