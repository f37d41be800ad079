/// What a condition or a value written with literals alone says: the view evaluator decides
/// `if` and `switch` over its own reduced expressions with these (the interpreter,
/// `SwiftRuntime`, works over values instead).
enum SwiftLiterals {
    /// The truth of a condition over literals, or nil when it depends on what is not known.
    static func truth(_ expression: SwiftExpression) -> Bool? {
        switch expression.unlocated {
        case .bool(let value): return value
        case .prefix("!", let operand): return truth(operand).map(!)
        case .binary("&&", let lhs, let rhs):
            if truth(lhs) == false || truth(rhs) == false { return false }
            guard let a = truth(lhs), let b = truth(rhs) else { return nil }
            return a && b
        case .binary("||", let lhs, let rhs):
            if truth(lhs) == true || truth(rhs) == true { return true }
            guard let a = truth(lhs), let b = truth(rhs) else { return nil }
            return a || b
        case .binary(let op, let lhs, let rhs) where ["==", "!=", "<", ">", "<=", ">="].contains(op):
            if let a = lhs.numericValue, let b = rhs.numericValue {
                switch op {
                case "==": return a == b
                case "!=": return a != b
                case "<": return a < b
                case ">": return a > b
                case "<=": return a <= b
                default: return a >= b
                }
            }
            guard op == "==" || op == "!=", let a = literal(lhs), let b = literal(rhs) else { return nil }
            return (a == b) == (op == "==")
        default:
            return nil
        }
    }

    /// A literal's identity for comparisons: `.heavy` and `Font.Weight.heavy` are the case
    /// `heavy`; strings, numbers, Booleans and nil compare by value. Names are not literals.
    static func literal(_ expression: SwiftExpression) -> String? {
        switch expression.unlocated {
        case .implicitMember(let name): return "case " + name
        case .member(let base, let name) where base.memberPath?.first?.first?.isUppercase == true: return "case " + name
        case .string(let value, false): return "string " + value
        case .number(let value, _): return "number \(value)"
        case .bool(let value): return "bool \(value)"
        case .nil: return "nil"
        case .prefix("-", .number(let value, _)): return "number \(-value)"
        default: return nil
        }
    }
}
