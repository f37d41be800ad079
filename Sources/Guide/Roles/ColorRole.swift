/// What a color does in the interface, the way a designer lines brands up: canvas against
/// canvas, primary text against primary text.
public enum ColorRole: String, Sendable, CaseIterable, Codable {
    case canvas, surface, divider
    case textPrimary, textSecondary, textTertiary
    case brand, accent, pressed
    case error, success, warning, info
    case darkCanvas, darkSurface, darkText

    /// How the role is labelled in tables.
    public var label: String {
        switch self {
        case .canvas: "Canvas"
        case .surface: "Surface"
        case .divider: "Divider"
        case .textPrimary: "Primary text"
        case .textSecondary: "Secondary text"
        case .textTertiary: "Tertiary text"
        case .brand: "Brand"
        case .accent: "Accent"
        case .pressed: "Pressed"
        case .error: "Error"
        case .success: "Success"
        case .warning: "Warning"
        case .info: "Info"
        case .darkCanvas: "Dark canvas"
        case .darkSurface: "Dark surface"
        case .darkText: "Dark text"
        }
    }
}

extension ColorRole {
    /// What a color in this role is drawn as, which decides the WCAG criterion its contrast
    /// against the canvas answers to.
    public enum ContrastUse: Sendable {
        /// Text: 1.4.3, 4.5:1 (3:1 large).
        case text
        /// Icons, controls and their boundaries: 1.4.11, 3:1.
        case graphic
        /// Fills text and icons sit on, and hairlines: WCAG sets no minimum against the canvas.
        case surface
        /// The canvas itself, which the others are measured against.
        case canvas
    }

    public var contrastUse: ContrastUse {
        switch self {
        case .canvas, .darkCanvas: .canvas
        case .surface, .darkSurface, .divider: .surface
        case .textPrimary, .textSecondary, .textTertiary, .darkText: .text
        case .brand, .accent, .pressed, .error, .success, .warning, .info: .graphic
        }
    }
}

/// The role each of a guide's colors plays, inferred from token names, groups and comments.
public struct ColorRoles: Sendable, Equatable {
    /// The token chosen for each role that the guide fills.
    public var tokens: [ColorRole: String]

    /// The token name for a role.
    public subscript(role: ColorRole) -> String? { tokens[role] }

    /// The roles a token fills.
    public func roles(of name: String) -> [ColorRole] {
        ColorRole.allCases.filter { tokens[$0] == name }
    }
}
