/// A `static let`/`static var`/`static func` found in a type or extension body of a guide's code.
struct SwiftDeclaration: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// `static let x = …` or `static var x: T = …`
        case stored(SwiftExpression)
        /// `static var x: T { … }`
        case computed(SwiftClosure)
        /// `static func x(params) -> T { … }`
        case function(parameters: [SwiftParameter], body: SwiftClosure)
    }

    /// The type or extension it belongs to (`Color`, `LinearGradient`, `Palette`).
    var container: String
    var name: String
    /// The declared type as written, if any (`Color`, `LinearGradient`).
    var typeAnnotation: String?
    var kind: Kind
    /// The group from the nearest `// MARK: - Group` (or plain heading comment) above it.
    var group: String?
    /// The comment after the declaration on its last line, without `//`.
    var trailingComment: String?
    /// `///` lines directly above it.
    var documentation: String?
    /// The declaration's source as written, from `static` to its end.
    var source: String
    /// 0-based line and 1-based column of `static` within the code block.
    var line: Int
    var column: Int
    /// 0-based line of the name token (where a reader looks for the token).
    var nameLine: Int
    var nameColumn: Int
    /// The path of the type it is declared in (`["DS", "Typography"]`), where the interpreter
    /// runs what it names.
    var owner: [String] = []
}

/// A function parameter: `_ size: CGFloat`, `weight: Font.Weight = .regular`.
public struct SwiftParameter: Sendable, Equatable {
    /// The argument label callers use; nil for `_`.
    public var label: String?
    /// The name inside the body.
    public var name: String
    public var defaultValue: SwiftExpression?
    /// The type as written (`CGFloat`, `Font.Weight`).
    public var type: String? = nil
}
