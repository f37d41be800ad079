/// The declarations of a body (a type's, an extension's, or a code block's top level).
public struct SwiftMembers: Sendable, Equatable {
    public var types: [SwiftTypeDeclaration] = []
    public var properties: [SwiftProperty] = []
    public var functions: [SwiftFunction] = []
    /// `init(…)` declarations.
    public var initializers: [SwiftFunction] = []
    /// `case` declarations of an enum.
    public var cases: [SwiftEnumCase] = []
    /// Statements at the top level of a code block (a snippet that just builds a view).
    public var statements: [SwiftStatement] = []
    /// `typealias Name = Type` declarations.
    public var typeAliases: [SwiftTypeAlias] = []

    /// Creates an empty body.
    public init() {}
}

/// `typealias FluentFontInfo = FontInfo`: another name for a type, as written.
public struct SwiftTypeAlias: Sendable, Equatable {
    public var name: String
    /// The type it names, as written (`FontInfo`, `Theme.Palette`).
    public var target: String
    public var position: SwiftPosition
}

/// `struct`, `enum`, `class`, `actor`, `protocol` or `extension` with its members.
public struct SwiftTypeDeclaration: Sendable, Equatable {
    public enum Kind: String, Sendable { case `struct`, `enum`, `class`, actor, `protocol`, `extension` }

    public var kind: Kind
    /// The type's name (for an extension, the extended type's last name).
    public var name: String
    /// The name as written: `extension Color.DS.Foreground` → `["Color", "DS", "Foreground"]`.
    public var path: [String] = []
    /// Generic parameters (`Content` of `Card<Content: View>`).
    public var genericParameters: [String]
    /// What a generic parameter must conform to, as written in its brackets (`Color` of
    /// `PaymentButtonStyle<Color: PaymentButtonColorProtocol>` → `PaymentButtonColorProtocol`):
    /// inside the type the parameter names that, and shadows a library type of the same name.
    public var genericConstraints: [String: String] = [:]
    /// Inherited types and conformances as written (`View`, `String`, `CaseIterable`).
    public var inheritance: [String]
    /// The types of a `where` clause (`extension ShapeStyle where Self == Color` → `["Self", "Color"]`).
    public var whereClause: [String]
    public var members: SwiftMembers
    public var position: SwiftPosition
    /// The tokens from its first modifier to its `}`; `body` is its braces' token range.
    public var span = SwiftSpan()
    public var body = SwiftSpan()

    /// Whether it conforms to `protocol` (`View`, `ButtonStyle`, `ViewModifier`, `Shape`).
    public func conforms(to protocolName: String) -> Bool {
        inheritance.contains { $0 == protocolName || $0 == "SwiftUI." + protocolName }
    }
}

/// An attribute such as `@State`, `@Binding`, `@Environment(\.colorScheme)`, `@ViewBuilder`.
public struct SwiftAttribute: Sendable, Equatable {
    public var name: String
    public var arguments: [SwiftArgument]
}

/// A `let` or `var`, stored or computed.
public struct SwiftProperty: Sendable, Equatable {
    public var name: String
    public var isStatic: Bool
    public var isConstant: Bool
    /// `private`, `fileprivate`.
    public var isPrivate: Bool
    public var attributes: [SwiftAttribute]
    /// The type as written (`String`, `Color?`, `() -> Void`).
    public var type: String?
    /// The initial value.
    public var initialValue: SwiftExpression?
    /// The getter of a computed property.
    public var getter: SwiftClosure?
    /// Where its name is.
    public var position: SwiftPosition
    /// The tokens from its first modifier to its end (shared by `let a, b: T`).
    public var span = SwiftSpan()

    /// The first attribute named `name` (`State`).
    public func attribute(_ name: String) -> SwiftAttribute? { attributes.first { $0.name == name } }
}

/// A `func` or `init`.
public struct SwiftFunction: Sendable, Equatable {
    public var name: String
    public var isStatic: Bool
    /// Declared `mutating`: a call may change the value it is called on.
    public var isMutating = false
    public var parameters: [SwiftParameter]
    /// The return type as written (`some View`, `Font`).
    public var returnType: String?
    public var body: SwiftClosure?
    public var attributes: [SwiftAttribute]
    /// Where `func` or `init` is.
    public var position: SwiftPosition
    /// Where its name is (`init` for an initializer).
    public var namePosition: SwiftPosition
    public var span = SwiftSpan()
}

/// One `case` of an enum: `case primary`, `case small = 12`, `case tag(String)`.
public struct SwiftEnumCase: Sendable, Equatable {
    public var name: String
    public var rawValue: SwiftExpression?
    /// Whether it carries associated values.
    public var hasAssociatedValues: Bool
    public var position: SwiftPosition
    /// The types of its associated values as written, labels dropped: `case tag(String)` →
    /// `["String"]`, `case size(width: CGFloat, height: CGFloat)` → `["CGFloat", "CGFloat"]`.
    public var associatedTypes: [String] = []
}

/// A run of a code block's tokens (indices into `SwiftCode.tokens`, comments included), so the
/// comments around a declaration can be found: its doc comment before it, a trailing comment
/// after it, the `// MARK:` groups between its siblings.
public struct SwiftSpan: Sendable, Equatable {
    public var start: Int32 = 0
    /// One past its last token.
    public var end: Int32 = 0

    public init() {}

    init(_ start: Int, _ end: Int) {
        self.start = Int32(clamping: start)
        self.end = Int32(clamping: max(start, end))
    }

    public var range: Range<Int> { Int(start)..<Int(end) }
}
