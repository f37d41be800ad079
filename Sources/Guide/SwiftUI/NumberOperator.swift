/// The arithmetic the view evaluator reduces over numbers the source gives, typed once from the
/// operator as written. The sums themselves are the interpreter's (`SwiftRuntime.apply`), one
/// implementation of Swift's operators; what is the evaluator's own is how it reads operands
/// whose type the front end does not know.
enum NumberOperator: String, CaseIterable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"

    /// `x` and `y` as two `Int`s combine in Swift: nil where the evaluator reads the operator
    /// over floating-point numbers instead (`/` and `%`: the front end reads `Int` and
    /// `CGFloat` literals alike, and `7 / 2` in a frame is 3.5), else the result and whether it
    /// overflows.
    func integers(_ x: Int, _ y: Int) -> (Int, overflow: Bool)? {
        switch self {
        case .add, .subtract, .multiply:
            // The interpreter's integers give no value where Swift would trap: an overflow.
            guard case .int(let result) = SwiftRuntime.apply(rawValue, .int(x), .int(y), written: "") else { return (0, true) }
            return (result, false)
        case .divide, .remainder:
            return nil
        }
    }

    /// `x` and `y` as floating-point numbers combine, nil for a division by zero.
    func numbers(_ x: Double, _ y: Double) -> Double? {
        switch self {
        case .add, .subtract, .multiply, .divide:
            guard case .double(let result) = SwiftRuntime.apply(rawValue, .double(x), .double(y), written: "") else { return nil }
            return result
        case .remainder:
            // Swift has no `%` of floating-point numbers; where the front end cannot tell an
            // integer from one, it is read as `truncatingRemainder(dividingBy:)`.
            return ViewEvaluator.remainder(x, y)
        }
    }
}

/// The numeric methods the evaluator works out: `x.truncatingRemainder(dividingBy: y)`, and
/// `CGFloat.random(in: a...b)`, which reads as the middle of its range.
enum NumberMethod: String, CaseIterable, Sendable {
    case truncatingRemainder, random
}

/// The methods over a sequence a `ForEach` may iterate: `x.enumerated()`, `x.prefix(5)`…
enum SequenceMethod: String, CaseIterable, Sendable {
    case enumerated, prefix, reversed, dropFirst
    /// Kept in their written order: a still picture shows representative elements, and the
    /// order or selection the app's data would give is not known.
    case sorted, shuffled, filter, compactMap
}
