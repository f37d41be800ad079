import Guide

/// CSS values of a drawing: SwiftUI's names mapped to CSS keywords from fixed tables, never
/// copied (its numbers are `CSSNumber`'s, validated before they are printed).
enum PreviewCSS {
    /// A SwiftUI alignment (`topLeading`, `bottom`, `center`…) as its horizontal and vertical
    /// places.
    static func alignment(_ name: String?) -> (horizontal: AlignmentKind.Place, vertical: AlignmentKind.Place) {
        let alignment = AlignmentKind(named: name)
        return (alignment.horizontal, alignment.vertical)
    }

    /// A place as a flex-box keyword.
    static func flex(_ place: AlignmentKind.Place) -> String {
        switch place {
        case .start: "flex-start"
        case .center: "center"
        case .end: "flex-end"
        }
    }

    /// A place as a grid item's keyword (`justify-self`, `align-self`).
    static func grid(_ place: AlignmentKind.Place) -> String {
        switch place {
        case .start: "start"
        case .center: "center"
        case .end: "end"
        }
    }

    /// An HStack's vertical alignment (`top`, `firstTextBaseline`…) for `align-items`.
    static func rowAlignment(_ name: String?) -> String {
        let alignment = AlignmentKind(named: name)
        switch alignment.baseline {
        case .start?: return "baseline"
        case .end?: return "last baseline"
        case .center?, nil: return flex(alignment.vertical)
        }
    }

    /// A VStack's horizontal alignment (`leading`, `trailing`) for `align-items`.
    static func columnAlignment(_ name: String?) -> String {
        flex(AlignmentKind(named: name).horizontal)
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
