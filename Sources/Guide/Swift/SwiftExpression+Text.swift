extension SwiftExpression {
    /// Source-like text for messages and stop expressions (`.black.opacity(0.55)`).
    public var text: String {
        switch self {
        case .identifier(let name): return name
        case .implicitMember(let name): return "." + name
        case .member(let base, let name): return base.text + "." + name
        case .call(let callee, let arguments, let closure):
            let list = arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.text }.joined(separator: ", ")
            return callee.text + "(" + list + ")" + (closure.map { " { \($0.text) }" } ?? "")
        case .number(_, let text): return text
        case .string(let value, _): return "\"" + value + "\""
        case .bool(let value): return value ? "true" : "false"
        case .nil: return "nil"
        case .array(let elements): return "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .tuple(let elements): return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.value.text }.joined(separator: ", ") + ")"
        case .closure(let closure): return "{ " + closure.text + " }"
        case .ternary(let condition, let whenTrue, let whenFalse): return condition.text + " ? " + whenTrue.text + " : " + whenFalse.text
        case .binary(let op, let lhs, let rhs): return lhs.text + " " + op + " " + rhs.text
        case .prefix(let op, let operand): return op + operand.text
        case .keyPath(let components): return "\\" + components.joined(separator: ".")
        case .located(let inner, _): return inner.text
        case .unknown(let text): return text
        }
    }
}
