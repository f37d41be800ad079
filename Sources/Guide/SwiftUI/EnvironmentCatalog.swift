/// The `@Environment` values a still drawing reads as a phone at rest shows them: light, enabled,
/// the default text size, left to right, compact, no accessibility setting turned on. Any other
/// key is unknown.
enum EnvironmentKey: String, CaseIterable, Sendable {
    /// Light: the tree keeps token names, so the dark appearance is the page's to paint.
    case colorScheme
    case isEnabled, sizeCategory, dynamicTypeSize, layoutDirection, horizontalSizeClass, verticalSizeClass
    case accessibilityReduceMotion, accessibilityReduceTransparency, accessibilityDifferentiateWithoutColor, legibilityWeight

    /// The value at rest.
    var resting: SwiftExpression {
        switch self {
        case .colorScheme: .implicitMember("light")
        case .isEnabled: .bool(true)
        case .sizeCategory, .dynamicTypeSize: .implicitMember("large")
        case .layoutDirection: .implicitMember("leftToRight")
        case .horizontalSizeClass, .verticalSizeClass: .implicitMember("compact")
        case .accessibilityReduceMotion, .accessibilityReduceTransparency, .accessibilityDifferentiateWithoutColor, .legibilityWeight:
            .bool(false)
        }
    }
}

/// The types of an input nobody passes that get a representative value of their kind
/// (`ViewEvaluator.representative`), by the type's name as written.
enum RepresentedType: Sendable {
    case text, bool, integer, floating, color, font, image, content

    /// The kind of a type named `name`, nil for any other (an enum, a model, a closure…).
    init?(named name: String) {
        guard let kind = Self.names[name] else { return nil }
        self = kind
    }

    private static let names: [String: RepresentedType] = [
        "String": .text, "LocalizedStringKey": .text, "Substring": .text,
        "Bool": .bool,
        "Int": .integer, "Int64": .integer, "UInt": .integer, "Int32": .integer,
        "Double": .floating, "CGFloat": .floating, "Float": .floating, "TimeInterval": .floating,
        "Color": .color,
        "Font": .font,
        "Image": .image, "UIImage": .image,
        "Content": .content, "some View": .content, "AnyView": .content, "Label": .content, "Destination": .content,
    ]
}
