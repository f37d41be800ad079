import Diagnostics

/// Finds what a code block refers to: the guide's color and font tokens, names that look like
/// tokens but are defined nowhere, and SF Symbol names.
struct SnippetAnalysis {
    let colorNames: Set<String>
    let fontNames: Set<String>

    func snippet(for block: CodeBlock) -> Snippet {
        var snippet = Snippet(
            language: block.language, code: block.code, heading: block.heading, location: block.startLocation,
            colorReferences: [], fontReferences: [], undefinedReferences: [], symbols: [], tokens: block.tokens
        )
        snippet.columnOffsets = block.columnOffsets
        guard block.isSwift else { return snippet }
        // What the code refers to is read from the tree. The tokens stay on the snippet: they
        // are the highlighter's input (`tokens`), and the symbol literals and declared names
        // still read `codeTokens`.
        snippet.tokens = block.tokens
        snippet.codeTokens = block.swift.code
        snippet.syntax = block.syntax
        var found: [Found] = []
        block.syntax.walk { node, context in
            guard case .expression(let expression) = node else { return .visitChildren }
            switch expression {
            case .call(let callee, let arguments, _):
                for argument in arguments where argument.label == "systemName" || argument.label == "systemImage" {
                    for name in Self.symbolStrings(in: argument.value) where SymbolRow.isWellFormedSymbolName(name) && !snippet.symbols.contains(name) {
                        snippet.symbols.append(name)
                    }
                }
                for (index, argument) in arguments.enumerated() {
                    guard let context = argumentContext(callee: callee, label: argument.label, isFirst: index == 0),
                          case .implicitMember(let name)? = Self.leftmost(argument.value)?.expression, Self.looksLikeToken(name),
                          let position = Self.leftmost(argument.value)?.position else { continue }
                    switch context {
                    case .font where !colorNames.contains(name) && !fontNames.contains(name) && !SwiftUIMembers.isFontMember(name):
                        found.append(Found(name: name, kind: .font, defined: false, position: position.afterDot))
                    case .color where !colorNames.contains(name) && !fontNames.contains(name) && !SwiftUIMembers.isShapeStyleMember(name):
                        found.append(Found(name: name, kind: .color, defined: false, position: position.afterDot))
                    default: break
                    }
                }
            case .implicitMember(let name):
                guard let position = context.position else { break }
                if colorNames.contains(name) {
                    found.append(Found(name: name, kind: .color, defined: true, position: position.afterDot))
                } else if fontNames.contains(name) {
                    found.append(Found(name: name, kind: .font, defined: true, position: position.afterDot))
                }
            case .member(let base, let name):
                guard let position = context.position else { break }
                reference(name, of: base, at: position.afterDot).map { found.append($0) }
            default:
                break
            }
            return .visitChildren
        }
        // By place: the walk meets a chain's last name first (`Color.brand.opacity(…)`).
        found = found.enumerated().sorted { ($0.element.position.line, $0.element.position.column, $0.offset) < ($1.element.position.line, $1.element.position.column, $1.offset) }.map(\.element)
        // Kind and name as a pair: a "\(kind)/\(name)" key printed the kind through reflection.
        struct Seen: Hashable { let kind: Snippet.TokenReference.Kind, name: String }
        var seen: Set<Seen> = []
        for item in found where seen.insert(Seen(kind: item.kind, name: item.name)).inserted {
            let reference = Snippet.TokenReference(name: item.name, kind: item.kind, location: block.location(line: item.position.line, column: item.position.column))
            if !item.defined {
                snippet.undefinedReferences.append(reference)
            } else if item.kind == .color {
                snippet.colorReferences.append(reference)
            } else {
                snippet.fontReferences.append(reference)
            }
        }
        return snippet
    }

    /// A name the code refers to, at the place of its name.
    private struct Found {
        let name: String
        let kind: Snippet.TokenReference.Kind
        let defined: Bool
        let position: SwiftPosition
    }

    /// `Color.brandX`, `Font.brandTitle`, `Self.brandX`: a member of a type that may be a token,
    /// defined or not. A member of a value (`x.brandX`, `f().brandX`) is not one.
    private func reference(_ name: String, of base: SwiftExpression, at position: SwiftPosition) -> Found? {
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
        if colorNames.contains(name), explicitType == "Color" || !isMemberOfValue {
            return Found(name: name, kind: .color, defined: true, position: position)
        } else if fontNames.contains(name), explicitType == "Font" || !isMemberOfValue {
            return Found(name: name, kind: .font, defined: true, position: position)
        } else if explicitType == "Color", Self.looksLikeToken(name), !SwiftUIMembers.isColorMember(name) {
            return Found(name: name, kind: .color, defined: false, position: position)
        } else if explicitType == "Font", Self.looksLikeToken(name), !SwiftUIMembers.isFontMember(name) {
            return Found(name: name, kind: .font, defined: false, position: position)
        }
        return nil
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

    /// Whether an argument, at its start, takes a font (`.font(.x)`) or a color
    /// (`.foregroundStyle(.x)`, `color: .x`).
    private func argumentContext(callee: SwiftExpression, label: String?, isFirst: Bool) -> ArgumentContext? {
        if let label {
            return ["color", "foregroundColor", "backgroundColor", "tint", "fill", "stroke"].contains(label) ? .color : nil
        }
        guard isFirst, let name = callee.unlocated.lastName else { return nil }
        switch name {
        case "font": return .font
        case "foregroundStyle", "foregroundColor", "fill", "stroke", "strokeBorder", "tint", "accentColor", "background", "backgroundStyle", "listRowBackground", "toolbarBackground", "shadow":
            return .color
        default: return nil
        }
    }

    /// Token names are lowerCamelCase identifiers with a capital inside (`bumbleYellow`), which
    /// keeps single-word SwiftUI members (`.white`, `.body`) and modifier names out.
    static func looksLikeToken(_ name: String) -> Bool {
        // ASCII names (nearly all) by their bytes: the Character case tables were a third of
        // reading a snippet's references.
        if let answer = name.utf8.withContiguousStorageIfAvailable(asciiLooksLikeToken), let answer { return answer }
        guard let first = name.first, first.isLowercase else { return false }
        return name.dropFirst().contains { $0.isUppercase }
    }

    /// `looksLikeToken` for an ASCII name, or nil for a name past ASCII.
    private static func asciiLooksLikeToken(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var sawUppercase = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { sawUppercase = true }
        }
        guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return sawUppercase
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
