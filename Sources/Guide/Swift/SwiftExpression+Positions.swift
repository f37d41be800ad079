/// The tree without the positions the front end records, for the readers that compare
/// expressions by their shape (`case .member(let base, "opacity") = callee`): the token readers
/// were written against expressions parsed without positions, and now read the one tree.
extension SwiftExpression {
    /// The expression with every recorded position removed, closures' bodies included.
    var withoutPositions: SwiftExpression {
        switch self {
        case .located(let inner, _): inner.withoutPositions
        case .member(let base, let name): .member(base.withoutPositions, name)
        case .call(let callee, let arguments, let closure):
            .call(callee.withoutPositions, arguments.map(\.withoutPositions), trailingClosure: closure?.withoutPositions)
        case .array(let elements): .array(elements.map(\.withoutPositions))
        case .tuple(let elements): .tuple(elements.map(\.withoutPositions))
        case .closure(let closure): .closure(closure.withoutPositions)
        case .ternary(let condition, let whenTrue, let whenFalse):
            .ternary(condition: condition.withoutPositions, whenTrue: whenTrue.withoutPositions, whenFalse: whenFalse.withoutPositions)
        case .binary(let op, let lhs, let rhs): .binary(op, lhs.withoutPositions, rhs.withoutPositions)
        case .prefix(let op, let operand): .prefix(op, operand.withoutPositions)
        case .identifier, .implicitMember, .number, .string, .bool, .nil, .keyPath, .unknown: self
        }
    }
}

extension SwiftArgument {
    var withoutPositions: SwiftArgument { SwiftArgument(label: label, value: value.withoutPositions) }
}

extension SwiftClosure {
    var withoutPositions: SwiftClosure {
        var closure = self
        // A body's results are expressions of its statements: stripped from both, each level
        // of nested closures doubled the work (40 nested closures never finished). They are
        // derived again from the stripped statements, as the parser derived them.
        if statements.isEmpty {
            closure.results = results.map(\.withoutPositions)
        } else {
            closure.statements = statements.map(\.withoutPositions)
            closure.results = SwiftExpressionParser.results(of: closure.statements)
        }
        closure.position = nil
        return closure
    }
}

extension SwiftStatement {
    var withoutPositions: SwiftStatement {
        SwiftStatement(kind.withoutPositions, at: position)
    }
}

extension SwiftStatement.Kind {
    var withoutPositions: SwiftStatement.Kind {
        switch self {
        case .expression(let expression): .expression(expression.withoutPositions)
        case .variable(let name, let isConstant, let type, let value): .variable(name: name, isConstant: isConstant, type: type, value: value?.withoutPositions)
        case .assignment(let target, let op, let value): .assignment(target: target.withoutPositions, operator: op, value: value.withoutPositions)
        case .return(let value): .return(value?.withoutPositions)
        case .if(let conditions, let then, let otherwise):
            .if(conditions: conditions.map(\.withoutPositions), then: then.map(\.withoutPositions), otherwise: otherwise?.map(\.withoutPositions))
        case .guard(let conditions, let otherwise): .guard(conditions: conditions.map(\.withoutPositions), otherwise: otherwise.map(\.withoutPositions))
        case .switch(let subject, let cases):
            .switch(subject: subject.withoutPositions, cases: cases.map {
                SwiftSwitchCase(patterns: $0.patterns.map(\.withoutPositions), isDefault: $0.isDefault, body: $0.body.map(\.withoutPositions), position: $0.position)
            })
        case .for(let pattern, let sequence, let body): .for(pattern: pattern, sequence: sequence.withoutPositions, body: body.map(\.withoutPositions))
        case .unknown: self
        }
    }
}

extension SwiftCondition {
    var withoutPositions: SwiftCondition {
        switch self {
        case .expression(let expression): .expression(expression.withoutPositions)
        case .binding(let name, let value): .binding(name: name, value: value.withoutPositions)
        case .pattern(let pattern, let value): .pattern(pattern.withoutPositions, value: value.withoutPositions)
        }
    }
}
