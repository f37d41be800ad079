extension ViewEvaluator {
    /// What a `GeometryReader`'s proxy is bound to while its content is read.
    static let geometryProxy = "GeometryProxy"

    /// `geo.size.width`, scaled by known numbers (`* progress`, `/ 2`) and chosen through
    /// ternaries with known conditions: a share of the reader's size, which a page can draw as
    /// a percentage. Anything else (an offset, `geo.frame(in:)`) is nil, and stays a gap.
    mutating func geometryFraction(_ expression: SwiftExpression, _ scope: Scope, depth: Int = 0) -> (factor: Double, dimension: String)? {
        guard depth < 32 else { return nil }
        switch expression.unlocated {
        case .member(let size, let dimension) where dimension == "width" || dimension == "height":
            guard case .member(let proxy, "size") = size.unlocated, case .identifier(let name) = proxy.unlocated,
                  case .gap(Self.geometryProxy)? = scope.names[name] else { return nil }
            return (1, dimension)
        case .binary("*", let lhs, let rhs):
            if let share = geometryFraction(lhs, scope, depth: depth + 1), let factor = number(rhs, scope) { return (share.factor * factor, share.dimension) }
            if let share = geometryFraction(rhs, scope, depth: depth + 1), let factor = number(lhs, scope) { return (share.factor * factor, share.dimension) }
            return nil
        case .binary("/", let lhs, let rhs):
            guard let share = geometryFraction(lhs, scope, depth: depth + 1), let divisor = number(rhs, scope), divisor != 0 else { return nil }
            return (share.factor / divisor, share.dimension)
        case .ternary(let condition, let whenTrue, let whenFalse):
            guard let holds = truth(condition, scope) else { return nil }
            return geometryFraction(holds ? whenTrue : whenFalse, scope, depth: depth + 1)
        default:
            return nil
        }
    }
}
