extension SwiftExpression {
    /// Every name the expression mentions, once each in the order first written: identifiers,
    /// members and implicit members, in closures and their statements too. What a token may
    /// depend on (`Color.brand.opacity(0.5)` → `opacity`, `brand`, `Color`); more than it does
    /// depend on, which only orders readings (`AliasOrder`).
    var mentionedNames: [String] {
        var names = NameCollector()
        names.add(self)
        return names.names
    }
}

extension SwiftClosure {
    /// Every name the body's results and statements mention (see `SwiftExpression.mentionedNames`).
    var mentionedNames: [String] {
        var names = NameCollector()
        names.add(self)
        return names.names
    }
}

/// Collects names in the order first seen. Recursive over the tree, whose depth the parser
/// limits (`SwiftParserLimits.maximumDepth`).
private struct NameCollector {
    private(set) var names: [String] = []
    private var seen: Set<String> = []

    private mutating func add(_ name: String) {
        if seen.insert(name).inserted { names.append(name) }
    }

    mutating func add(_ expression: SwiftExpression) {
        switch expression {
        case .identifier(let name), .implicitMember(let name):
            add(name)
        case .member(let base, let name):
            add(name)
            add(base)
        case .call(let callee, let arguments, let closure):
            add(callee)
            for argument in arguments { add(argument.value) }
            if let closure { add(closure) }
        case .array(let elements):
            for element in elements { add(element) }
        case .tuple(let elements):
            for element in elements { add(element.value) }
        case .closure(let closure):
            add(closure)
        case .ternary(let condition, let whenTrue, let whenFalse):
            add(condition)
            add(whenTrue)
            add(whenFalse)
        case .binary(_, let lhs, let rhs):
            add(lhs)
            add(rhs)
        case .prefix(_, let operand), .located(let operand, _):
            add(operand)
        case .number, .string, .bool, .nil, .keyPath, .unknown:
            break
        }
    }

    /// A body's results are expressions of its statements when it has them: visiting both
    /// visited each nested closure twice per level, 2^depth in all (found by Fuzz/swift).
    mutating func add(_ closure: SwiftClosure) {
        if closure.statements.isEmpty {
            for result in closure.results { add(result) }
        } else {
            for statement in closure.statements { add(statement) }
        }
    }

    mutating func add(_ statements: [SwiftStatement]) {
        for statement in statements { add(statement) }
    }

    mutating func add(_ statement: SwiftStatement) {
        switch statement.kind {
        case .expression(let expression), .return(let expression?):
            add(expression)
        case .variable(_, _, _, let value):
            if let value { add(value) }
        case .assignment(let target, _, let value):
            add(target)
            add(value)
        case .if(let conditions, let then, let otherwise):
            add(conditions)
            add(then)
            if let otherwise { add(otherwise) }
        case .guard(let conditions, let otherwise):
            add(conditions)
            add(otherwise)
        case .switch(let subject, let cases):
            add(subject)
            for item in cases {
                for pattern in item.patterns { add(pattern) }
                add(item.body)
            }
        case .for(_, let sequence, let body):
            add(sequence)
            add(body)
        case .return(nil), .unknown:
            break
        }
    }

    private mutating func add(_ conditions: [SwiftCondition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expression), .binding(_, let expression):
                add(expression)
            case .pattern(let pattern, let value):
                add(pattern)
                add(value)
            }
        }
    }
}
