/// The names a block's code may refer to tokens by, and the SF Symbol names it passes, read
/// node by node during the block's one walk (`CodeFacts`). The guide's token names are not
/// known then (the themes, read from the same walk, come first): `SnippetAnalysis` tells the
/// uses apart once they are.
struct TokenNameUses: Sendable, Equatable {
    /// One place the code names something that may be a token, at the place of its name.
    enum Use: Sendable, Equatable {
        /// A token-like `.name` a color or font argument starts with (`.font(.x)`,
        /// `color: .x`) that SwiftUI does not provide: a slip unless the guide defines it.
        case argument(String, kind: Snippet.TokenReference.Kind, at: SwiftPosition)
        /// `.name` anywhere.
        case implicitMember(String, at: SwiftPosition)
        /// `Base.name`: `explicitType` is the base's last name (`Color`), and a member of a
        /// value (`x.name`, `f().name`) is told from one of `self` or of nothing.
        case member(String, explicitType: String?, isMemberOfValue: Bool, at: SwiftPosition)
    }

    /// In the order the walk meets them.
    private(set) var uses: [Use] = []
    /// Well-formed SF Symbol names passed as `systemName:`/`systemImage:`, each once.
    private(set) var symbols: [String] = []

    /// Reads one expression node the walk visits (at `position`, as the walk gives it).
    mutating func read(_ expression: SwiftExpression, at position: SwiftPosition?) {
        switch expression {
        case .call(let callee, let arguments, _):
            for argument in arguments where argument.label == "systemName" || argument.label == "systemImage" {
                for name in Self.symbolStrings(in: argument.value) where SymbolRow.isWellFormedSymbolName(name) && !symbols.contains(name) {
                    symbols.append(name)
                }
            }
            for (index, argument) in arguments.enumerated() {
                guard let context = Self.argumentContext(callee: callee, label: argument.label, isFirst: index == 0),
                      let start = Self.leftmost(argument.value), case .implicitMember(let name) = start.expression,
                      SnippetAnalysis.looksLikeToken(name), let at = start.position else { continue }
                switch context {
                case .font where !SwiftUIMembers.isFontMember(name): uses.append(.argument(name, kind: .font, at: at.afterDot))
                case .color where !SwiftUIMembers.isShapeStyleMember(name): uses.append(.argument(name, kind: .color, at: at.afterDot))
                default: break
                }
            }
        case .implicitMember(let name):
            guard let position else { return }
            uses.append(.implicitMember(name, at: position.afterDot))
        case .member(let base, let name):
            guard let position else { return }
            let explicitType: String?
            let isMemberOfValue: Bool
            switch base.unlocated {
            // `self.x`, `Self.x`: keywords, not a value's name.
            case .identifier(let word) where Self.keywordNames.contains(word): (explicitType, isMemberOfValue) = (nil, false)
            case .identifier(let type): (explicitType, isMemberOfValue) = (type, true)
            case .member(_, let last), .implicitMember(let last): (explicitType, isMemberOfValue) = (last, true)
            // After `)` or `]`: a call, a subscript, an array, something in parentheses.
            case .call, .array, .tuple, .ternary, .binary, .prefix: (explicitType, isMemberOfValue) = (nil, true)
            default: (explicitType, isMemberOfValue) = (nil, false)
            }
            uses.append(.member(name, explicitType: explicitType, isMemberOfValue: isMemberOfValue, at: position.afterDot))
        default:
            break
        }
    }

    /// The names the parser reads as identifiers that Swift spells as keywords.
    private static let keywordNames: Set<String> = ["self", "Self", "init", "some", "any"]

    /// The plain string literals an argument passes (`cond ? "a" : "b"` gives both).
    private static func symbolStrings(in argument: SwiftExpression) -> [String] {
        var names: [String] = []
        SwiftSyntaxWalk().walk(argument) { node, _ in
            if case .expression(.string(let text, false)) = node { names.append(text) }
            return .visitChildren
        }
        return names
    }

    /// What an argument starts with (`.brand` of `.brand.opacity(0.5)`), with its place.
    private static func leftmost(_ expression: SwiftExpression) -> (expression: SwiftExpression, position: SwiftPosition?)? {
        var current = expression
        var position: SwiftPosition?
        for _ in 0..<SwiftParserLimits().maximumDepth {
            switch current {
            case .located(let inner, let at): (current, position) = (inner, at)
            case .member(let base, _), .call(let base, _, _), .binary(_, let base, _), .ternary(let base, _, _): (current, position) = (base, nil)
            default: return (current, position)
            }
        }
        return nil
    }

    private enum ArgumentContext { case color, font }

    /// Labels that take a color.
    private static let colorLabels: Set<String> = ["color", "foregroundColor", "backgroundColor", "tint", "fill", "stroke"]

    /// Whether an argument, at its start, takes a font (`.font(.x)`) or a color
    /// (`.foregroundStyle(.x)`, `color: .x`).
    private static func argumentContext(callee: SwiftExpression, label: String?, isFirst: Bool) -> ArgumentContext? {
        if let label {
            return colorLabels.contains(label) ? .color : nil
        }
        guard isFirst, let name = callee.unlocated.lastName else { return nil }
        switch name {
        case "font": return .font
        case "foregroundStyle", "foregroundColor", "fill", "stroke", "strokeBorder", "tint", "accentColor", "background", "backgroundStyle", "listRowBackground", "toolbarBackground", "shadow":
            return .color
        default: return nil
        }
    }
}

private extension SwiftExpression {
    /// The name a callee ends with (`font` of `.font`, `x.font`, `font`).
    var lastName: String? {
        switch self {
        case .identifier(let name), .implicitMember(let name), .member(_, let name): name
        default: nil
        }
    }
}
