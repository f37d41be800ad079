/// SwiftUI's own button styles, typed: `.buttonStyle(.bordered)` is recorded by its name here,
/// and the text walk and the previews switch over it. `PlainButtonStyle()` and the other
/// types are the style their shorthand names.
public enum ButtonStyleKind: String, CaseIterable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent, link

    /// The style `.buttonStyle(x)` names (`.plain`, `PlainButtonStyle()`), nil for a style of
    /// the guide's own or one the tree does not know.
    public init?(named name: String) {
        guard let kind = ButtonStyleKind(rawValue: name) ?? Self.types[name] else { return nil }
        self = kind
    }

    /// The style types SwiftUI names beside the shorthands.
    private static let types: [String: ButtonStyleKind] = [
        "DefaultButtonStyle": .automatic, "PlainButtonStyle": .plain, "BorderlessButtonStyle": .borderless,
        "BorderedButtonStyle": .bordered, "BorderedProminentButtonStyle": .borderedProminent,
    ]

    /// Whether it draws a background and a label color of its own behind the label.
    public var drawsBackground: Bool {
        switch self {
        case .bordered, .borderedProminent: true
        case .automatic, .plain, .borderless, .link: false
        }
    }
}

/// SwiftUI protocols whose extensions a guide writes to add to SwiftUI's vocabulary:
/// `extension View { func card() }` adds a modifier, `extension ButtonStyle where Self == … {
/// static var brand }` a style shorthand.
enum ExtendedProtocol: String, CaseIterable, Sendable {
    case view = "View"
    case buttonStyle = "ButtonStyle", primitiveButtonStyle = "PrimitiveButtonStyle", viewModifier = "ViewModifier"
    case toggleStyle = "ToggleStyle", labelStyle = "LabelStyle", shapeStyle = "ShapeStyle"
    case textFieldStyle = "TextFieldStyle", progressViewStyle = "ProgressViewStyle"

    /// Whether its extensions' static members are shorthands for a style (`.brand`).
    var holdsStyles: Bool {
        switch self {
        case .view: false
        case .buttonStyle, .primitiveButtonStyle, .viewModifier, .toggleStyle, .labelStyle, .shapeStyle, .textFieldStyle,
             .progressViewStyle: true
        }
    }
}
