extension Component {
    /// Whether the component's code reads `colorScheme` (`@Environment(\.colorScheme)`), and
    /// so may draw other views or colors in dark mode than its trees, which are drawn in light.
    /// Pairing its dark token values over the light tree could pair colors that never meet.
    public var drawsByColorScheme: Bool {
        // Read in the walk that read the snippet (`CodeFacts`), not in one of its own per ask.
        snippets.contains(where: \.readsColorScheme)
    }

    /// Whether the node names `colorScheme`: a name or member, a key path, a declaration, a
    /// parameter, a label.
    static func namesColorScheme(_ node: SwiftSyntaxNode) -> Bool {
        let name = "colorScheme"
        switch node {
        case .property(let property): return property.name == name
        case .function(let function): return function.name == name || function.parameters.contains { $0.name == name || $0.label == name }
        case .closure(let closure): return closure.parameters.contains(name)
        case .statement(let statement):
            if case .variable(name, _, _, _) = statement.kind { return true }
            return false
        case .expression(let expression):
            switch expression {
            case .identifier(let written), .implicitMember(let written), .member(_, let written): return written == name
            case .keyPath(let components): return components.contains(name)
            case .call(_, let arguments, _), .tuple(let arguments): return arguments.contains { $0.label == name }
            default: return false
            }
        case .type, .enumCase, .attribute: return false
        }
    }
}
