/// The size and weight a font expression gives text, as far as the code says: a font token's,
/// else the value the interpreter (`SwiftRuntime`) gives the expression, with `FontFace.weight`
/// for a face that names its weight.
public struct TextFont: Sendable, Equatable {
    public var size: Double?
    public var weight: FontWeight?

    public init(size: Double?, weight: FontWeight?) {
        self.size = size
        self.weight = weight
    }

    /// The weight `.bold` or `Font.Weight.semibold` names, as the argument of `.fontWeight(…)`.
    public static func weight(of tokens: some Collection<SwiftToken>) -> FontWeight? {
        let expression = Self.expression(of: tokens)
        return expression?.memberName.flatMap(FontWeight.init(rawValue:))
    }

    /// The one expression `tokens` are, or nil when they are more or less than one.
    static func expression(of tokens: some Collection<SwiftToken>) -> SwiftExpression? {
        let tokens = Array(tokens)
        var parser = SwiftExpressionParser(tokens: tokens)
        let expression = parser.parseExpression()
        return parser.position == tokens.count ? expression : nil
    }
}

extension Guide {
    /// The size and weight the font expression `tokens` gives text (the argument of
    /// `.font(…)`): a font token (`.bumbleButton`), `.system(size: 18, weight: .bold)`, a text
    /// style (`.headline`), `.custom("Face-Bold", size: 16)`, with `.weight(…)` or `.bold()` after
    /// it. Nil for what is decided at run time or not understood.
    public func textFont(of tokens: some Collection<SwiftToken>) -> TextFont? {
        TextFont.expression(of: tokens).flatMap(textFont(of:))
    }

    private static let styleModifiers: Set<String> = [
        "monospacedDigit", "monospaced", "italic", "leading", "width", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
    ]

    private func textFont(of expression: SwiftExpression) -> TextFont? {
        if case .call(.member(let base, let modifier), let arguments, _) = expression {
            switch modifier {
            case "weight":
                guard var font = textFont(of: base) else { return nil }
                font.weight = arguments.first?.value.memberName.flatMap(FontWeight.init(rawValue:))
                return font
            case "bold":
                guard var font = textFont(of: base) else { return nil }
                font.weight = .bold
                return font
            case _ where Self.styleModifiers.contains(modifier):
                return textFont(of: base)
            default:
                break
            }
        }
        if let path = expression.memberPath, let name = path.last, ["", "Font", "Self"].contains(path.dropLast().joined(separator: ".")), let token = font(named: name) {
            return TextFont(size: token.displaySize, weight: token.displayWeight)
        }
        // SwiftUI's own fonts need none of the guide's declarations: an empty table keeps the
        // expression from reaching the guide's code, which the tokens above already read.
        var runtime = SwiftRuntime(table: SwiftDeclarationTable(blocks: []), appearance: .light)
        var scope = SwiftScope()
        guard case .font(let font) = runtime.evaluate(expression, in: &scope, context: SwiftRuntime.Context(expected: "Font")) else { return nil }
        return TextFont(size: font.size, weight: font.weight ?? font.face.flatMap(FontFace.weight(of:)))
    }
}
