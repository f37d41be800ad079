/// The arithmetic the view evaluator reduces over numbers the source gives, typed once from the
/// operator as written.
enum NumberOperator: String, CaseIterable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"

    /// `x` and `y` as two `Int`s combine in Swift: nil where the evaluator reads the operator
    /// over floating-point numbers instead (`/` and `%`), else the result and whether it overflows.
    func integers(_ x: Int, _ y: Int) -> (Int, overflow: Bool)? {
        switch self {
        case .add: x.addingReportingOverflow(y)
        case .subtract: x.subtractingReportingOverflow(y)
        case .multiply: x.multipliedReportingOverflow(by: y)
        case .divide, .remainder: nil
        }
    }

    /// `x` and `y` as floating-point numbers combine, nil for a division by zero.
    func numbers(_ x: Double, _ y: Double) -> Double? {
        switch self {
        case .add: x + y
        case .subtract: x - y
        case .multiply: x * y
        case .divide: y == 0 ? nil : x / y
        case .remainder: y == 0 ? nil : ViewEvaluator.remainder(x, y)
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
