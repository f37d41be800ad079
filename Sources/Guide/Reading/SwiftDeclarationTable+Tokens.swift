extension SwiftDeclarationTable {
    /// The types whose initializers the guide may declare for its tokens to call:
    /// `extension Color { init(_ hex: UInt32) { self.init(red: …) } }`, then `Color(0x3969EF)`.
    static let colorTypes: Set<String> = ["Color", "UIColor"]

    /// The members the token readers read, each with its code block: every static property
    /// with a value and every static function of a type or extension, and the guide's own
    /// initializers of `Color` and `UIColor`. Protocols' requirements have no values; instance
    /// members are not read yet.
    func tokenDeclarations(blocks: [CodeBlock]) -> [LocatedDeclaration] {
        members.compactMap { member in
            guard member.ownerKind != .protocol, let container = member.owner.last, let kind = Self.tokenKind(of: member, container: container) else { return nil }
            let declaration = SwiftDeclaration(
                container: container, name: member.name, typeAnnotation: member.name == "init" ? container : member.type, kind: kind,
                group: member.trivia.group, trailingComment: member.trivia.trailingComment, documentation: member.trivia.documentation,
                source: member.trivia.source, line: member.position.line, column: member.position.column,
                nameLine: member.position.line, nameColumn: member.position.column, owner: member.owner
            )
            return LocatedDeclaration(declaration: declaration, block: blocks[member.block])
        }
    }

    private static func tokenKind(of member: Member, container: String) -> SwiftDeclaration.Kind? {
        switch member.value {
        case .stored(let value?) where member.isStatic: .stored(value.withoutPositions)
        case .computed(let body) where member.isStatic: .computed(body.withoutPositions)
        case .function(let function) where member.isStatic:
            function.body.map { .function(parameters: function.parameters, body: $0.withoutPositions) }
        case .initializer(let function) where colorTypes.contains(container):
            function.body.map { .function(parameters: function.parameters, body: $0.withoutPositions) }
        default: nil
        }
    }
}
