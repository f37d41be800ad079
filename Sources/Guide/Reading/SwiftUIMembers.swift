/// Members SwiftUI itself provides, which a guide may use without defining them.
enum SwiftUIMembers {
    static func isColorMember(_ name: String) -> Bool {
        NamedColors.fixed[name] != nil || NamedColors.isSystem(name) || colorMembers.contains(name)
    }

    static func isFontMember(_ name: String) -> Bool {
        TextStyle(rawValue: name) != nil || fontMembers.contains(name)
    }

    static func isShapeStyleMember(_ name: String) -> Bool {
        isColorMember(name) || shapeStyleMembers.contains(name)
    }

    private static let colorMembers: Set<String> = ["accentColor", "init", "opacity", "resolve", "gradient", "mix", "exposureAdjust"]
    private static let fontMembers: Set<String> = ["custom", "system", "init", "weight", "bold", "italic", "monospaced", "monospacedDigit", "leading", "width", "smallCaps"]
    private static let shapeStyleMembers: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
        "background", "foreground", "tint", "selection", "separator", "placeholder", "link", "fill",
        "quaternary", "tertiary", "quinary", "windowBackground", "linearGradient", "radialGradient",
        "angularGradient", "ellipticalGradient", "shadow", "image", "clear", "primary", "secondary",
        "thinMaterialDark", "hierarchical", "palette", "multicolor", "monochrome",
    ]
}
