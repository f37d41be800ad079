/// One statement of a function, computed property, closure or result-builder body.
public struct SwiftStatement: Sendable, Equatable {
    /// What the statement does.
    public indirect enum Kind: Sendable, Equatable {
        /// An expression on its own: in a result builder, a view.
        case expression(SwiftExpression)
        /// `let x: T = value`, `var y = value`, `let face: String` (no value yet).
        case variable(name: String, isConstant: Bool, type: String?, value: SwiftExpression?)
        /// `target = value`, `target += value`.
        case assignment(target: SwiftExpression, operator: String, value: SwiftExpression)
        /// `return value` (nil: a bare `return`).
        case `return`(SwiftExpression?)
        /// `if a, let b = c { … } else { … }`; `else if` is an `if` alone in `otherwise`.
        case `if`(conditions: [SwiftCondition], then: [SwiftStatement], otherwise: [SwiftStatement]?)
        /// `guard conditions else { … }`
        case `guard`(conditions: [SwiftCondition], otherwise: [SwiftStatement])
        /// `switch subject { case .a, .b: … default: … }`
        case `switch`(subject: SwiftExpression, cases: [SwiftSwitchCase])
        /// `for name in sequence { … }`
        case `for`(pattern: String, sequence: SwiftExpression, body: [SwiftStatement])
        /// Something the front end does not read, kept as its source text.
        case unknown(String)
    }

    public var kind: Kind
    /// Where the statement starts.
    public var position: SwiftPosition

    /// Creates a statement.
    public init(_ kind: Kind, at position: SwiftPosition) {
        self.kind = kind
        self.position = position
    }
}

/// One condition of an `if` or `guard`.
public enum SwiftCondition: Sendable, Equatable {
    /// A Boolean expression.
    case expression(SwiftExpression)
    /// `let name = value` (`if let name` binds `name` to itself).
    case binding(name: String, value: SwiftExpression)
    /// `case .x = value`
    case pattern(SwiftExpression, value: SwiftExpression)
}

/// One `case …:` (or `default:`) of a `switch`.
public struct SwiftSwitchCase: Sendable, Equatable {
    /// The patterns (`.a`, `.b`); empty for `default`.
    public var patterns: [SwiftExpression]
    public var isDefault: Bool
    public var body: [SwiftStatement]
    public var position: SwiftPosition

    /// Creates a case.
    public init(patterns: [SwiftExpression], isDefault: Bool, body: [SwiftStatement], position: SwiftPosition) {
        self.patterns = patterns
        self.isDefault = isDefault
        self.body = body
        self.position = position
    }
}

extension SwiftStatement {
    /// A body that is one `if` or `switch` whose branches are one expression each, read as
    /// Swift 5.9's `if` and `switch` expressions: each branch returns its expression
    /// (`self.init { traits in if traits.userInterfaceStyle == .dark { dark } else { light } }`).
    /// Any other body is as written.
    public static func asExpressionBranches(_ statements: [SwiftStatement]) -> [SwiftStatement] {
        guard statements.count == 1 else { return statements }
        var statement = statements[0]
        switch statement.kind {
        case .expression(let expression):
            statement.kind = .return(expression)
        case .if(let conditions, let then, let otherwise):
            statement.kind = .if(conditions: conditions, then: asExpressionBranches(then), otherwise: otherwise.map(asExpressionBranches))
        case .switch(let subject, let cases):
            statement.kind = .switch(subject: subject, cases: cases.map { switchCase in
                var branch = switchCase
                branch.body = asExpressionBranches(switchCase.body)
                return branch
            })
        default:
            return statements
        }
        return [statement]
    }
}
