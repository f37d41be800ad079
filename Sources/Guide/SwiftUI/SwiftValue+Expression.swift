/// A value as the view evaluator hands it on: an expression, which the token evaluators read.
extension SwiftValue {
    /// The value as an expression: the interpreter's literals as Swift would write them, what
    /// has no expression as a gap naming it.
    var expression: SwiftExpression {
        switch self {
        case .expression(let expression): expression
        case .function(let callable): if case .closure(let closure) = callable.body { .closure(closure) } else { .unknown("function") }
        case .array(let elements): .array(elements.map(\.expression))
        case .lazy(let expression, _), .member(let expression): .unknown(expression.text)
        case .views: .unknown("view")
        case .instance: .unknown("record")
        case .gap(let text), .placeholder(_, let text): .unknown(text)
        case .int(let value): .number(Double(value), text: String(value))
        case .double(let value): .number(value, text: NumberFormatting.description(value, isInteger: false))
        case .bool(let value): .bool(value)
        case .string(let text): .string(text, isInterpolated: false)
        case .nil: .nil
        // A case with nothing attached as the code writes it where its type is known (`.capsule`).
        case .enumCase(_, let name, let payload, _) where payload.isEmpty: .implicitMember(name)
        case .color, .statedColor, .font, .tuple, .enumCase, .type, .traits: .unknown("value")
        }
    }

    /// The interpreter's value of a literal the evaluator reduced an expression to: a string, a
    /// Boolean, a number typed as Swift types it (`ViewEvaluator.typedNumber`); nil for
    /// anything else.
    init?(literal expression: SwiftExpression) {
        switch expression.unlocated {
        case .string(let text, _): self = .string(text)
        case .bool(let value): self = .bool(value)
        default:
            guard let (number, isInteger) = ViewEvaluator.typedNumber(expression) else { return nil }
            self = .number(number, isInteger: isInteger)
        }
    }

    /// A closure of view code, with the scope it was written in.
    static func closure(_ closure: SwiftClosure, _ scope: Scope) -> SwiftValue {
        .function(SwiftCallable(body: .closure(closure), captured: scope.names, receiver: nil, drawing: scope))
    }

    /// The closure of view code this value is, and the scope it runs in.
    var viewClosure: (SwiftClosure, Scope)? {
        guard case .function(let callable) = self, case .closure(let closure) = callable.body, let scope = callable.drawing else { return nil }
        return (closure, scope)
    }

    var isPlaceholder: Bool { if case .placeholder = self { true } else { false } }

    /// A value with named parts (`configuration` of a style, `offset` and `element` of
    /// `enumerated()`, a model's representative): an instance of `type`.
    static func record(_ type: String, _ fields: [String: SwiftValue]) -> SwiftValue {
        .instance(SwiftInstance(type: type, fields: fields))
    }
}
