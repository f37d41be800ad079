import Foundation

/// Swift's operators on the interpreter's values: arithmetic and bit operations as the standard
/// library defines them for integers and floating point, comparisons, logic, `??`.
extension SwiftRuntime {
    mutating func binary(_ op: String, _ lhs: SwiftExpression, _ rhs: SwiftExpression, in scope: inout SwiftScope, context: Context) -> SwiftValue {
        // A cast is its operand (`self as Provider.Type`, `x as? UIColor`: the guide's code
        // compiles, so the value is of the type); what `is` asks is the app's at run time.
        switch op {
        case "as":
            // `.red as UIColor`: the type the operand is read as, as Swift's coercion gives it.
            guard case .identifier(let type) = rhs.unlocated, !type.hasSuffix(".Type") else { return evaluate(lhs, in: &scope, context: context.expecting(nil)) }
            return evaluate(lhs, in: &scope, context: context.expecting(type))
        case "as!", "as?": return evaluate(lhs, in: &scope, context: context.expecting(nil))
        case "is": return .gap(lhs.text + " is " + rhs.text)
        default: break
        }
        // `&&`, `||` and `??` evaluate their right side only when needed, as Swift's autoclosures do.
        let left = evaluate(lhs, in: &scope, context: Self.arithmeticContext(op, context))
        switch op {
        case "&&", "||":
            guard case .bool(let a) = left else { return left.isGap ? left : .gap(lhs.text) }
            if a == (op == "||") { return .bool(a) }
            let right = evaluate(rhs, in: &scope, context: context.expecting(nil))
            guard case .bool(let b) = right else { return right.isGap ? right : .gap(rhs.text) }
            return .bool(b)
        case "??":
            if case .nil = left { return evaluate(rhs, in: &scope, context: context) }
            return left
        default: break
        }
        let right = evaluate(rhs, in: &scope, context: Self.arithmeticContext(op, context))
        // `255 / 255` where a `Double` is wanted: Swift types both literals `Double`.
        if case .int(let a) = left, case .int(let b) = right, Self.arithmeticContext(op, context).expected.map(Self.floatingTypes.contains) == true {
            return Self.apply(op, .double(Double(a)), .double(Double(b)), written: "\(lhs.text) \(op) \(rhs.text)")
        }
        return Self.apply(op, left, right, written: "\(lhs.text) \(op) \(rhs.text)")
    }

    static let floatingTypes: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]

    /// The context an operand of `op` is read in: arithmetic passes a floating-point type on
    /// to its operands (so literals deep in `(255 - 57) / 255` are `Double`s); anything else
    /// gives its operands none.
    static func arithmeticContext(_ op: String, _ context: Context) -> Context {
        ["+", "-", "*", "/"].contains(op) && context.expected.map(floatingTypes.contains) == true ? context : context.expecting(nil)
    }

    static func apply(_ op: String, _ left: SwiftValue, _ right: SwiftValue, written: String) -> SwiftValue {
        if case .gap = left { return left }
        if case .gap = right { return right }
        switch op {
        case "==": return equal(left, right).map(SwiftValue.bool) ?? .gap(written)
        case "!=": return equal(left, right).map { .bool(!$0) } ?? .gap(written)
        default: break
        }
        // `0..<6`, `1...3`: the integers, as a `for` loop walks them (a range past a thousand
        // is no drawing's; it is a gap, never a long loop).
        if op == "..<" || op == "...", case .int(let a) = left, case .int(let b) = right {
            let end = op == "..<" ? b : b &+ 1
            let (count, overflow) = end.subtractingReportingOverflow(a)
            guard end >= a, !overflow, count <= 1_000 else { return .gap(written) }
            return .array((a..<end).map(SwiftValue.int))
        }
        if case .int(let a) = left, case .int(let b) = right { return integer(op, a, b) ?? .gap(written) }
        if case .string(let a) = left, case .string(let b) = right {
            switch op {
            case "+": return .string(a + b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            default: return .gap(written)
            }
        }
        guard let a = left.number, let b = right.number else { return .gap(written) }
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return b == 0 ? .gap(written) : .double(a / b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return .gap(written)
        }
    }

    /// Integer operators; nil where Swift would trap (overflow, division by zero) or the
    /// operator is not one of them.
    private static func integer(_ op: String, _ a: Int, _ b: Int) -> SwiftValue? {
        switch op {
        case "+": let (r, o) = a.addingReportingOverflow(b); return o ? nil : .int(r)
        case "-": let (r, o) = a.subtractingReportingOverflow(b); return o ? nil : .int(r)
        case "*": let (r, o) = a.multipliedReportingOverflow(by: b); return o ? nil : .int(r)
        case "/": return b == 0 || (a == .min && b == -1) ? nil : .int(a / b)
        case "%": return b == 0 || (a == .min && b == -1) ? nil : .int(a % b)
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<<": return b < 0 || b >= 64 ? .int(0) : .int(a << b)
        case ">>": return b < 0 || b >= 64 ? .int(a < 0 ? -1 : 0) : .int(a >> b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    /// Whether two values are equal, nil when the source does not say. An implicit case
    /// (`.dark`) equals the case of that name of any enum; an appearance is its style.
    static func equal(_ left: SwiftValue, _ right: SwiftValue) -> Bool? {
        switch (left, right) {
        case (.enumCase(let t1, let n1, let p1, _), .enumCase(let t2, let n2, let p2, _)):
            if let t1, let t2, t1 != t2 { return false }
            return n1 == n2 && p1 == p2
        case (.int(let a), .int(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.nil, .nil): return true
        case (.nil, _), (_, .nil): return false
        case (.color(let a), .color(let b)): return a == b
        default:
            if let a = left.number, let b = right.number { return a == b }
            return nil
        }
    }

    static func prefix(_ op: String, _ operand: SwiftValue, written: SwiftExpression) -> SwiftValue {
        switch (op, operand) {
        case (_, .gap): return operand
        case ("-", .int(let value)): return value == .min ? .gap(written.text) : .int(-value)
        case ("-", .double(let value)): return .double(-value)
        case ("+", .int), ("+", .double): return operand
        case ("!", .bool(let value)): return .bool(!value)
        case ("~", .int(let value)): return .int(~value)
        default: return .gap(written.text)
        }
    }
}
