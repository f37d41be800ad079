/// A font as a text draws it, resolved through the guide's font tokens and helpers.
public struct ViewFont: Sendable, Equatable {
    public var token: String?
    public var family: String?
    public var face: String?
    public var size: Double?
    public var weight: FontWeight?
    /// `default`, `rounded`, `serif`, `monospaced`.
    public var design: String?
    public var textStyle: String?
    public var isItalic: Bool
    public var expression: String

    /// Creates a font.
    public init(token: String? = nil, family: String? = nil, face: String? = nil, size: Double? = nil, weight: FontWeight? = nil, design: String? = nil, textStyle: String? = nil, isItalic: Bool = false, expression: String) {
        self.token = token
        self.family = family
        self.face = face
        self.size = size
        self.weight = weight
        self.design = design
        self.textStyle = textStyle
        self.isItalic = isItalic
        self.expression = expression
    }

    /// SwiftUI's default: the body text style.
    public static let body = ViewFont(size: 17, weight: .regular, textStyle: "body", expression: ".body")
}
