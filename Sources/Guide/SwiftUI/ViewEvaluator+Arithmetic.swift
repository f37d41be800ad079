import Foundation
import Diagnostics
import Support

/// Arithmetic and comparisons over the values the source gives (overflow is a warning, never a
/// trap), conditions, and the text of interpolated strings.
extension ViewEvaluator {
    mutating func binary(_ op: String, _ lhs: SwiftExpression, _ rhs: SwiftExpression, _ scope: Scope, text: @autoclosure () -> String) -> SwiftValue {
        // A cast is its operand, as the interpreter reads it (`SwiftRuntime.binary`).
        if op == "as" || op == "as!" || op == "as?" { return value(lhs, scope) }
        if op == "is" { return .gap(text()) }
        let left = value(lhs, scope)
        let a = left.expression
        if op == "??" {
            if a == .nil || a.unlocated == .nil { return value(rhs, scope) }
            if case .unknown = a { return value(rhs, scope) }
            return .expression(a)
        }
        if op == "&&" || op == "||" {
            guard let left = SwiftLiterals.truth(a) else { return .gap(text()) }
            if op == "&&", !left { return .expression(.bool(false)) }
            if op == "||", left { return .expression(.bool(true)) }
            let right = value(rhs, scope).expression
            return SwiftLiterals.truth(right).map { .expression(.bool($0)) } ?? .gap(text())
        }
        if op == "+", let joined = concatenation(left, lhs, rhs, scope) { return joined }
        let b = value(rhs, scope).expression
        if let op = NumberOperator(rawValue: op), let x = Self.integer(a), let y = Self.integer(b), let (result, overflow) = op.integers(x, y) {
            // Integer arithmetic as Swift does it: an overflow would trap, so it is reported.
            guard !overflow else {
                diagnostics.append(Diagnostic(.warning, "'\(text())' overflows Int", at: here, code: "view.number-range"))
                return .gap(text())
            }
            return .expression(.number(Double(result), text: String(result)))
        }
        if let op = NumberOperator(rawValue: op), let x = Self.number(a), let y = Self.number(b) {
            guard let result = op.numbers(x, y) else { return .gap(text()) }
            guard result.isFinite, abs(result) <= 1e300 else {
                diagnostics.append(Diagnostic(.warning, "'\(text())' is out of range", at: here, code: "view.number-range"))
                return .gap(text())
            }
            // A `Double` stays one (`24.0 * 100` prints `2400.0`); two integer literals divided
            // keep the whole-number text they always had, since the front end reads `Int` and
            // `CGFloat` literals alike.
            let isInteger = Self.typedNumber(a)?.isInteger == true && Self.typedNumber(b)?.isInteger == true
            return .expression(.number(result, text: isInteger ? format(result) : NumberFormatting.description(result, isInteger: false)))
        }
        let combined = SwiftExpression.binary(op, a, b)
        // Past `&&` and `||`, only a comparison can be decided.
        guard Self.isComparison(op) else { return .expression(combined) }
        // Numbers compare by the interpreter's operators; other literals (`.primary == .primary`)
        // by what they are written as.
        if let x = a.numericValue, let y = b.numericValue, case .bool(let holds) = SwiftRuntime.apply(op, .double(x), .double(y), written: "") {
            return .expression(.bool(holds))
        }
        if let truth = SwiftLiterals.truth(combined) { return .expression(.bool(truth)) }
        return .expression(combined)
    }

    /// Whether `op` is `==`, `!=`, `<`, `>`, `<=` or `>=`, told by its bytes (a string comparison
    /// with each was a third of a million instructions in one guide's drawing).
    static func isComparison(_ op: String) -> Bool {
        let bytes = op.utf8
        guard let first = bytes.first else { return false }
        switch bytes.count {
        case 1: return first == UInt8(ascii: "<") || first == UInt8(ascii: ">")
        case 2:
            guard bytes.last == UInt8(ascii: "=") else { return false }
            return first == UInt8(ascii: "=") || first == UInt8(ascii: "!") || first == UInt8(ascii: "<") || first == UInt8(ascii: ">")
        default: return false
        }
    }

    /// A number, including `Int.max`/`Int.min` (so `Int.max + 1` is reported, not wrapped).
    static func number(_ expression: SwiftExpression) -> Double? {
        // Matched as a pair of names: matching the path against array literals built an array
        // for the path and one for each pattern.
        switch expression.memberPair {
        case ("Int", "max")?: return Double(Int.max)
        case ("Int", "min")?: return Double(Int.min)
        case ("CGFloat", "infinity")?, ("Double", "infinity")?, ("", "infinity")?: return nil
        case ("Double", "pi")?, ("CGFloat", "pi")?, ("Float", "pi")?, ("", "pi")?: return Double.pi
        default: return expression.numericValue
        }
    }

    /// An integer literal's exact value (`Int.max` included); nil for anything else.
    static func integer(_ expression: SwiftExpression) -> Int? {
        switch expression.unlocated {
        case .number(_, let text) where !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) && !text.hasPrefix("0x"):
            return Int(text.withoutUnderscores)
        case .prefix("-", let operand):
            guard let value = integer(operand), value != Int.min else { return nil }
            return -value
        default:
            switch expression.memberPath {
            case ["Int", "max"]?: return Int.max
            case ["Int", "min"]?: return Int.min
            default: return nil
            }
        }
    }

    /// `min`, `max`, `abs` and the trigonometry guides use to shape a waveform or a pulse, over
    /// numbers the source gives, by the interpreter's functions (`SwiftRuntime.numberFunction`);
    /// nil for anything else (or a result out of range).
    static func numericFunction(_ name: String, _ arguments: [SwiftArgument]) -> (value: Double, isInteger: Bool)? {
        let numbers = arguments.compactMap { number($0.value) }
        let integers = arguments.allSatisfy { typedNumber($0.value)?.isInteger == true }
        guard numbers.count == arguments.count, !numbers.isEmpty,
              let result = SwiftRuntime.numberFunction(name, numbers, integers: integers), let value = result.number else { return nil }
        let isInteger = if case .int = result { true } else { false }
        return value.isFinite && Swift.abs(value) <= 1e300 ? (value, isInteger) : nil
    }

    /// `x.truncatingRemainder(dividingBy: y)`, and `CGFloat.random(in: a...b)`, which reads as the
    /// middle of its range: a still picture has no random value to show, the middle is the
    /// representative one, and the build stays deterministic.
    static func numericMethod(_ method: String, of base: SwiftExpression, _ arguments: [SwiftArgument]) -> Double? {
        switch NumberMethod(rawValue: method) {
        case .truncatingRemainder?:
            guard let x = number(base), let y = arguments.value("dividingBy").flatMap(number) else { return nil }
            return remainder(x, y)
        case .random?:
            guard let type = base.memberPath, type.count == 1, ["CGFloat", "Double", "Float", "Int"].contains(type[0]),
                  case .binary(let op, let low, let high)? = arguments.value("in")?.unlocated, op == "..." || op == "..<",
                  let a = number(low), let b = number(high), a <= b else { return nil }
            let middle = (a + b) / 2
            return type[0] == "Int" ? middle.rounded(.down) : middle
        case nil:
            return nil
        }
    }

    /// `x.truncatingRemainder(dividingBy: y)` by the interpreter's method; nil when `y` is 0.
    static func remainder(_ x: Double, _ y: Double) -> Double? {
        SwiftRuntime.numberMethod(.double(x), "truncatingRemainder", [.double(y)])?.number
    }

    /// The truth of a condition, or nil when it depends on what the source does not say.
    mutating func truth(_ condition: SwiftExpression, _ scope: Scope) -> Bool? {
        let reduced = value(condition, scope)
        switch reduced {
        case .expression(let expression): return SwiftLiterals.truth(expression)
        // A field of an instance the interpreter made (`viewModifiers.flag`).
        case .bool(let value): return value
        case .views, .function, .instance, .array: return true
        default: return nil
        }
    }

    func format(_ value: Double) -> String {
        NumberFormat.shortest(value)
    }

    /// `a + b` of strings: the joined string, or a placeholder when a side is one; nil when
    /// neither side is a string (numbers, views).
    mutating func concatenation(_ left: SwiftValue, _ lhs: SwiftExpression, _ rhs: SwiftExpression, _ scope: Scope) -> SwiftValue? {
        func isString(_ value: SwiftValue) -> Bool {
            switch value {
            case .placeholder: true
            case .expression(let expression): if case .string = expression.unlocated { true } else { false }
            default: false
            }
        }
        guard isString(left) else { return nil }
        let right = value(rhs, scope)
        guard isString(right) || left.isPlaceholder else { return nil }
        let parts = [textContent(of: left, written: lhs), textContent(of: right, written: rhs)]
        let joined = parts.map(\.drawn).joined()
        if parts.contains(where: \.isPlaceholder) { return .placeholder(standIn: joined, written: lhs.text + " + " + rhs.text) }
        return StringBuiltins.string(joined)
    }
}
