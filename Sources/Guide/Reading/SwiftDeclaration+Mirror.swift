extension SwiftDeclaration {
    /// Whether the declaration's whole value is the member `name` of a type (`Color.x`,
    /// `Self.x`, `.x`, `UIColor.x`), so that it declares nothing but that member once more, as
    /// a ShapeStyle or UIColor mirror of a token does.
    func isMirror(of name: String) -> Bool {
        let value: SwiftExpression
        switch kind {
        case .stored(let expression): value = expression
        case .computed(let body):
            guard body.results.count == 1, let only = body.results.first else { return false }
            value = only
        case .function: return false
        }
        switch value.unlocated {
        case .implicitMember(let member): return member == name
        case .member(let base, let member):
            guard member == name, case .identifier(let type) = base.unlocated else { return false }
            return ["Color", "Self", "UIColor", "Font", "UIFont", "ShapeStyle"].contains(type)
        default: return false
        }
    }
}
