/// A Swift expression as far as sitegen needs to understand one: names, member chains, calls with
/// labeled arguments, literals, arrays, closures, and simple arithmetic and conditionals.
indirect enum SwiftExpression: Sendable, Equatable {
    /// `bumbleYellow`, `Color`, `$0`
    case identifier(String)
    /// `.bumbleYellow`: a member of the contextual type.
    case implicitMember(String)
    /// `Color.white`, `x.opacity`
    case member(SwiftExpression, String)
    /// `f(a, label: b) { … }`
    case call(SwiftExpression, [SwiftArgument], trailingClosure: SwiftClosure?)
    case number(Double, text: String)
    case string(String, isInterpolated: Bool)
    case bool(Bool)
    case `nil`
    case array([SwiftExpression])
    /// `(a, b)` with two or more elements, or labeled elements.
    case tuple([SwiftArgument])
    case closure(SwiftClosure)
    /// `condition ? whenTrue : whenFalse`
    case ternary(condition: SwiftExpression, whenTrue: SwiftExpression, whenFalse: SwiftExpression)
    case binary(String, SwiftExpression, SwiftExpression)
    case prefix(String, SwiftExpression)
    /// Anything else, kept as its source text.
    case unknown(String)

    /// The dotted path of a plain member chain: `Color.white` → `["Color", "white"]`,
    /// `.bumbleYellow` → `["", "bumbleYellow"]`.
    var memberPath: [String]? {
        switch self {
        case .identifier(let name): [name]
        case .implicitMember(let name): ["", name]
        case .member(let base, let name): base.memberPath.map { $0 + [name] }
        default: nil
        }
    }

    /// The callee's last name for calls (`Color(...)` → `Color`, `.custom(...)` → `custom`).
    var calleeName: String? {
        guard case .call(let callee, _, _) = self else { return nil }
        return callee.memberPath?.last
    }

    /// The numeric value of a literal or simple arithmetic over literals.
    var numericValue: Double? {
        switch self {
        case .number(let value, _): return value
        case .prefix("-", let operand): return operand.numericValue.map { -$0 }
        case .prefix("+", let operand): return operand.numericValue
        case .binary(let op, let lhs, let rhs):
            guard let a = lhs.numericValue, let b = rhs.numericValue else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return b == 0 ? nil : a / b
            default: return nil
            }
        case .call(let callee, let arguments, nil):
            // `Double(0.5)`, `CGFloat(12)`: conversions of a literal.
            guard let name = callee.memberPath?.last, ["Double", "CGFloat", "Float", "Int"].contains(name), arguments.count == 1, arguments[0].label == nil else { return nil }
            return arguments[0].value.numericValue
        default: return nil
        }
    }
}

/// One argument of a call: `label: value`, or an unlabeled value.
struct SwiftArgument: Sendable, Equatable {
    var label: String?
    var value: SwiftExpression
}

/// A closure body, kept as tokens plus the expressions it returns, so dynamic colors and helper
/// functions can be read without a full statement parser.
struct SwiftClosure: Sendable, Equatable {
    /// Expressions the body yields: each `return` expression, or the single expression of a
    /// one-expression body.
    var results: [SwiftExpression]
    /// The body's source text, for display and for the conditions of dynamic providers.
    var text: String
}

extension Array where Element == SwiftArgument {
    /// The value of the argument with `label`.
    func value(_ label: String) -> SwiftExpression? { first { $0.label == label }?.value }

    /// The unlabeled arguments, in order.
    var unlabeled: [SwiftExpression] { filter { $0.label == nil }.map(\.value) }
}
