extension SwiftExpression {
    /// The expression with parameter names replaced by argument expressions, for reading a
    /// helper function's result at one call site.
    func substituting(_ bindings: [String: SwiftExpression]) -> SwiftExpression {
        guard !bindings.isEmpty else { return self }
        switch self {
        case .identifier(let name): return bindings[name] ?? self
        case .member(let base, let name): return .member(base.substituting(bindings), name)
        case .call(let callee, let arguments, let closure):
            let closure = closure.map { closure in
                var substituted = closure
                substituted.results = closure.results.map { $0.substituting(bindings) }
                return substituted
            }
            return .call(callee.substituting(bindings), arguments.map { SwiftArgument(label: $0.label, value: $0.value.substituting(bindings)) }, trailingClosure: closure)
        case .array(let elements): return .array(elements.map { $0.substituting(bindings) })
        case .tuple(let elements): return .tuple(elements.map { SwiftArgument(label: $0.label, value: $0.value.substituting(bindings)) })
        case .ternary(let condition, let whenTrue, let whenFalse):
            return .ternary(condition: condition.substituting(bindings), whenTrue: whenTrue.substituting(bindings), whenFalse: whenFalse.substituting(bindings))
        case .binary(let op, let lhs, let rhs): return .binary(op, lhs.substituting(bindings), rhs.substituting(bindings))
        case .prefix(let op, let operand): return .prefix(op, operand.substituting(bindings))
        case .closure(let closure):
            var substituted = closure
            substituted.results = closure.results.map { $0.substituting(bindings) }
            return .closure(substituted)
        case .located(let inner, let position): return .located(inner.substituting(bindings), position)
        default: return self
        }
    }

    /// Source-like text for messages and stop expressions (`.black.opacity(0.55)`).
    public var text: String {
        switch self {
        case .identifier(let name): return name
        case .implicitMember(let name): return "." + name
        case .member(let base, let name): return base.text + "." + name
        case .call(let callee, let arguments, let closure):
            let list = arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.text }.joined(separator: ", ")
            return callee.text + "(" + list + ")" + (closure.map { " { \($0.text) }" } ?? "")
        case .number(_, let text): return text
        case .string(let value, _): return "\"" + value + "\""
        case .bool(let value): return value ? "true" : "false"
        case .nil: return "nil"
        case .array(let elements): return "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .tuple(let elements): return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.value.text }.joined(separator: ", ") + ")"
        case .closure(let closure): return "{ " + closure.text + " }"
        case .ternary(let condition, let whenTrue, let whenFalse): return condition.text + " ? " + whenTrue.text + " : " + whenFalse.text
        case .binary(let op, let lhs, let rhs): return lhs.text + " " + op + " " + rhs.text
        case .prefix(let op, let operand): return op + operand.text
        case .keyPath(let components): return "\\" + components.joined(separator: ".")
        case .located(let inner, _): return inner.text
        case .unknown(let text): return text
        }
    }
}

/// Reads calls to the guide's own helper functions by binding arguments to parameters.
struct HelperFunctions {
    let functions: [String: SwiftDeclaration]

    init(_ declarations: [SwiftDeclaration]) {
        var functions: [String: SwiftDeclaration] = [:]
        for declaration in declarations {
            if case .function = declaration.kind, functions[declaration.name] == nil { functions[declaration.name] = declaration }
        }
        self.functions = functions
    }

    /// Whether `name` is a helper function of the guide.
    func isHelper(_ name: String) -> Bool { functions[name] != nil }

    /// The expressions a call to a helper yields with its arguments bound, or nil if `name` is
    /// not a helper of the guide.
    func results(ofCalling name: String, with arguments: [SwiftArgument]) -> [SwiftExpression]? {
        guard let function = functions[name], case .function(let parameters, let body) = function.kind else { return nil }
        var bindings: [String: SwiftExpression] = [:]
        var unlabeled = arguments.unlabeled[...]
        for parameter in parameters {
            let argument = parameter.label.map { arguments.value($0) } ?? unlabeled.popFirst()
            if let value = argument ?? parameter.defaultValue { bindings[parameter.name] = value }
        }
        if !body.statements.isEmpty {
            var interpreter = SwiftInterpreter()
            if let result = interpreter.run(body.statements, bindings: bindings) { return [result] }
        }
        return body.results.map { $0.substituting(bindings) }
    }
}
