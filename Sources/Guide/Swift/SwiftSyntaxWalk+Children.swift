extension SwiftSyntaxWalk.Walker {
    /// One member of a body, by its kind and its index among that kind's.
    enum Member {
        case type(Int), property(Int), function(Int), initializer(Int), enumCase(Int), statement(Int)
    }

    /// A body's members by place, stable: members sharing a place keep the order of the kinds.
    /// Only indices are sorted, not the declarations, which each move would copy.
    static func order(of members: SwiftMembers) -> [Member] {
        var placed: [(member: Member, position: SwiftPosition)] = []
        placed.reserveCapacity(members.types.count + members.properties.count + members.functions.count
            + members.initializers.count + members.cases.count + members.statements.count)
        placed += members.types.indices.map { (.type($0), members.types[$0].position) }
        placed += members.properties.indices.map { (.property($0), members.properties[$0].position) }
        placed += members.functions.indices.map { (.function($0), members.functions[$0].position) }
        placed += members.initializers.indices.map { (.initializer($0), members.initializers[$0].position) }
        placed += members.cases.indices.map { (.enumCase($0), members.cases[$0].position) }
        placed += members.statements.indices.map { (.statement($0), members.statements[$0].position) }
        return placed.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.position, rhs.element.position)
            return (a.line, a.column, lhs.offset) < (b.line, b.column, rhs.offset)
        }.map(\.element.member)
    }

    /// Visits the children of `node`, in source order; false once the walk stops.
    func children(of node: SwiftSyntaxNode, at position: SwiftPosition?, _ around: Around) -> Bool {
        var inner = Around(functionName: around.functionName, depth: around.depth + 1)
        switch node {
        case .type(let type):
            return members(type.members, inner)
        case .property(let property):
            return property.attributes.allSatisfy { self.node(.attribute($0), at: property.position, inner) }
                && (property.initialValue.map { expression($0, inner) } ?? true)
                && closure(property.getter, inner)
        case .function(let function):
            inner.functionName = function.name
            return function.attributes.allSatisfy { self.node(.attribute($0), at: function.position, inner) }
                && function.parameters.allSatisfy { parameter in parameter.defaultValue.map { expression($0, inner) } ?? true }
                && closure(function.body, inner)
        case .enumCase(let enumCase):
            return enumCase.rawValue.map { expression($0, inner) } ?? true
        case .attribute(let attribute):
            return attribute.arguments.allSatisfy { expression($0.value, inner) }
        case .statement(let statement):
            return children(of: statement.kind, inner)
        case .expression(let expression):
            return children(of: expression, at: position, inner)
        case .closure(let closure):
            return statements(closure.statements, inner)
        }
    }

    private func children(of statement: SwiftStatement.Kind, _ inner: Around) -> Bool {
        switch statement {
        case .expression(let value): return expression(value, inner)
        case .variable(_, _, _, let value): return value.map { expression($0, inner) } ?? true
        case .assignment(let target, _, let value): return expression(target, inner) && expression(value, inner)
        case .return(let value): return value.map { expression($0, inner) } ?? true
        case .if(let conditions, let then, let otherwise):
            return conditions.allSatisfy { condition($0, inner) } && statements(then, inner) && statements(otherwise ?? [], inner)
        case .guard(let conditions, let otherwise):
            return conditions.allSatisfy { condition($0, inner) } && statements(otherwise, inner)
        case .switch(let subject, let cases):
            return expression(subject, inner) && cases.allSatisfy { item in
                item.patterns.allSatisfy { expression($0, inner) } && statements(item.body, inner)
            }
        case .for(_, let sequence, let body): return expression(sequence, inner) && statements(body, inner)
        case .unknown: return true
        }
    }

    private func condition(_ condition: SwiftCondition, _ inner: Around) -> Bool {
        switch condition {
        case .expression(let value): expression(value, inner)
        case .binding(_, let value): expression(value, inner)
        case .pattern(let pattern, let value): expression(pattern, inner) && expression(value, inner)
        }
    }

    private func children(of expression: SwiftExpression, at position: SwiftPosition?, _ inner: Around) -> Bool {
        switch expression {
        case .identifier, .implicitMember, .number, .string, .bool, .nil, .keyPath, .unknown: true
        case .member(let base, _): self.expression(base, inner)
        case .call(let callee, let arguments, let trailing): call(callee, arguments, trailing, at: position, inner)
        case .array(let elements): elements.allSatisfy { self.expression($0, inner) }
        case .tuple(let elements): elements.allSatisfy { self.expression($0.value, inner) }
        case .closure(let body): closure(body, inner)
        case .ternary(let condition, let whenTrue, let whenFalse):
            self.expression(condition, inner) && self.expression(whenTrue, inner) && self.expression(whenFalse, inner)
        case .binary(_, let lhs, let rhs): self.expression(lhs, inner) && self.expression(rhs, inner)
        case .prefix(_, let operand): self.expression(operand, inner)
        case .located(let wrapped, _): self.expression(wrapped, inner)
        }
    }

    /// The callee, the arguments and the trailing closure, as written: a called member (whose
    /// own position the parser drops) is at its call's dot, and the labeled trailing closures
    /// (`} label: { … }`), kept among the arguments, come after the first trailing closure.
    private func call(_ callee: SwiftExpression, _ arguments: [SwiftArgument], _ trailing: SwiftClosure?, at position: SwiftPosition?, _ inner: Around) -> Bool {
        let visitedCallee = if case .member = callee, callee.position == nil {
            node(.expression(callee), at: position, inner)
        } else {
            expression(callee, inner)
        }
        guard visitedCallee else { return false }
        guard let trailing else { return arguments.allSatisfy { expression($0.value, inner) } }
        var first = arguments.count
        if let opened = trailing.position {
            first = arguments.firstIndex { argument in
                guard case .closure(let closure) = argument.value.unlocated, let at = closure.position else { return false }
                return (at.line, at.column) > (opened.line, opened.column)
            } ?? arguments.count
        }
        return arguments[..<first].allSatisfy { expression($0.value, inner) }
            && node(.closure(trailing), at: trailing.position, inner)
            && arguments[first...].allSatisfy { expression($0.value, inner) }
    }
}
