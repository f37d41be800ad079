/// Runs a helper function's statements for one call, with its parameters bound to the call's
/// arguments, as far as the values are known from the source: `let`/`var`, assignments, `if`
/// and `switch` on literal values and enum cases, `guard`, and `return`. It stops (nil) at the
/// first choice it cannot decide, so callers fall back to every result the body could give.
struct SwiftInterpreter {
    /// Statements run at most, so no input runs long.
    var budget = 10_000

    /// The expression the body returns for these bindings, or nil when undecided.
    mutating func run(_ statements: [SwiftStatement], bindings: [String: SwiftExpression]) -> SwiftExpression? {
        var scope = bindings
        switch execute(statements, scope: &scope, depth: 0) {
        case .returned(let value): return value
        case .undecided, .finished: return nil
        }
    }

    private enum Outcome { case finished, returned(SwiftExpression), undecided }

    private mutating func execute(_ statements: [SwiftStatement], scope: inout [String: SwiftExpression], depth: Int) -> Outcome {
        guard depth < 64 else { return .undecided }
        for statement in statements {
            budget -= 1
            guard budget > 0 else { return .undecided }
            switch statement.kind {
            case .variable(let name, _, _, let value):
                if let value {
                    guard let value = evaluate(value, scope: scope, depth: depth) else { return .undecided }
                    scope[name] = value
                } else {
                    scope[name] = nil
                }
            case .assignment(let target, "=", let value):
                guard let path = target.memberPath, path.count == 1, let value = evaluate(value, scope: scope, depth: depth) else { return .undecided }
                scope[path[0]] = value
            case .assignment:
                return .undecided
            case .return(let value):
                guard let value else { return .undecided }
                return .returned(value.substituting(scope))
            case .if(let conditions, let then, let otherwise):
                guard let holds = Self.holds(conditions, scope: scope) else { return .undecided }
                let branch = holds ? then : (otherwise ?? [])
                let outcome = execute(branch, scope: &scope, depth: depth + 1)
                if case .finished = outcome { continue }
                return outcome
            case .guard(let conditions, let otherwise):
                guard let holds = Self.holds(conditions, scope: scope) else { return .undecided }
                if !holds { return execute(otherwise, scope: &scope, depth: depth + 1) }
            case .switch(let subject, let cases):
                guard let value = Self.literal(subject.substituting(scope)) else { return .undecided }
                guard let chosen = cases.first(where: { $0.patterns.contains { Self.literal($0) == value } }) ?? cases.first(where: \.isDefault) else { return .undecided }
                let outcome = execute(chosen.body, scope: &scope, depth: depth + 1)
                if case .finished = outcome { continue }
                return outcome
            case .expression(let expression):
                // A branch of an `if`/`switch` expression (Swift 5.9) is its one expression.
                if statements.count == 1, depth > 0 { return .returned(expression.substituting(scope)) }
                continue
            case .for, .unknown:
                return .undecided
            }
        }
        return .finished
    }

    /// A value with the scope's names bound; a closure called on the spot (`let face: String =
    /// { switch … }()`) is run.
    private mutating func evaluate(_ value: SwiftExpression, scope: [String: SwiftExpression], depth: Int) -> SwiftExpression? {
        guard case .call(let callee, [], nil) = value.unlocated, case .closure(let closure) = callee.unlocated else { return value.substituting(scope) }
        var inner = scope
        guard case .returned(let result) = execute(closure.statements, scope: &inner, depth: depth + 1) else { return nil }
        return result
    }

    private static func holds(_ conditions: [SwiftCondition], scope: [String: SwiftExpression]) -> Bool? {
        for condition in conditions {
            guard case .expression(let expression) = condition, let value = truth(expression.substituting(scope)) else { return nil }
            if !value { return false }
        }
        return true
    }

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
