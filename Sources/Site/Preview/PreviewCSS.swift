/// CSS values of a drawing: SwiftUI's names mapped to CSS keywords from fixed tables, never
/// copied (its numbers are `CSSNumber`'s, validated before they are printed).
enum PreviewCSS {
    /// A SwiftUI alignment (`topLeading`, `bottom`, `center`…) as its horizontal and vertical
    /// parts, each `start`, `center` or `end`.
    static func alignment(_ name: String?) -> (horizontal: String, vertical: String) {
        let name = name ?? "center"
        let horizontal = name.hasSuffix("eading") ? "start" : name.hasSuffix("railing") ? "end" : "center"
        let vertical = name.hasPrefix("top") ? "start" : name.hasPrefix("bottom") ? "end" : "center"
        return (horizontal, vertical)
    }

    /// `start`/`center`/`end` as a flex-box keyword.
    static func flex(_ part: String) -> String {
        switch part {
        case "start": "flex-start"
        case "end": "flex-end"
        default: "center"
        }
    }

    /// An HStack's vertical alignment (`top`, `firstTextBaseline`…) for `align-items`.
    static func rowAlignment(_ name: String?) -> String {
        switch name {
        case "top": "flex-start"
        case "bottom": "flex-end"
        case "firstTextBaseline": "baseline"
        case "lastTextBaseline": "last baseline"
        default: "center"
        }
    }

    /// A VStack's horizontal alignment (`leading`, `trailing`) for `align-items`.
    static func columnAlignment(_ name: String?) -> String {
        switch name {
        case "leading": "flex-start"
        case "trailing": "flex-end"
        default: "center"
        }
    }

    /// An angle written with a literal, `.degrees(12)`, `.radians(0.5)` or
    /// `Angle(degrees: -15)`, in degrees; nil for anything computed (never a guessed angle).
    static func degrees(_ written: String) -> Double? {
        let compact = written.filter { $0 != " " }
        for unit in ["degrees", "radians"] {
            for (prefix, separator) in [(".", "("), ("Angle.", "("), ("Angle(", ":")] {
                let head = prefix + unit + separator
                guard compact.hasPrefix(head), compact.hasSuffix(")") else { continue }
                guard let value = Double(compact.dropFirst(head.count).dropLast()), value.isFinite else { return nil }
                return unit == "radians" ? value * 180 / .pi : value
            }
        }
        return nil
    }
}
