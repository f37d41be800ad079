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
    /// The guide's own initializers of `Color` and `UIColor`, in the order declared.
    let initializers: [SwiftDeclaration]

    init(_ declarations: [SwiftDeclaration]) {
        var functions: [String: SwiftDeclaration] = [:]
        var initializers: [SwiftDeclaration] = []
        for declaration in declarations {
            guard case .function = declaration.kind else { continue }
            if declaration.name == "init" {
                initializers.append(declaration)
            } else if functions[declaration.name] == nil {
                functions[declaration.name] = declaration
            }
        }
        self.functions = functions
        self.initializers = initializers
    }

    /// What a call of `type` with `arguments` gives through the guide's own initializer whose
    /// labels it matches (`Color(0x3969EF)` → `init(_ hex: UInt32, opacity: Double = 1)`): the
    /// body's `self.init(…)` as a call of `type`, its parameters bound. Nil when no initializer
    /// of the guide's takes these labels (SwiftUI's own do, then).
    func initializer(of type: String, with arguments: [SwiftArgument]) -> SwiftExpression? {
        for declaration in initializers where declaration.container == type {
            guard case .function(let parameters, let body) = declaration.kind, Self.labelsMatch(parameters, arguments),
                  let delegated = Self.delegation(in: body, bindings: bindings(of: parameters, to: arguments)),
                  case .call(_, let innerArguments, let closure) = delegated.unlocated else { continue }
            return .call(.identifier(type), innerArguments, trailingClosure: closure)
        }
        return nil
    }

    /// The `self.init(…)` an initializer's body ends in, with its parameters and the constants
    /// it declares first (`let r = CGFloat((hex & 0xFF0000) >> 16) / 255`) put in; nil for a
    /// body that does anything else (branches, assignments), which is left unread.
    private static func delegation(in body: SwiftClosure, bindings: [String: SwiftExpression]) -> SwiftExpression? {
        var bindings = bindings
        var delegated: SwiftExpression?
        for statement in body.statements {
            switch statement.kind {
            case .variable(let name, _, _, let value?) where delegated == nil:
                bindings[name] = value.substituting(bindings)
            case .expression(let expression) where delegated == nil && isSelfInit(expression):
                delegated = expression.substituting(bindings)
            default:
                return nil
            }
        }
        if body.statements.isEmpty, body.results.count == 1, let only = body.results.first, isSelfInit(only) {
            delegated = only.substituting(bindings)
        }
        return delegated
    }

    /// `self.init(…)`.
    private static func isSelfInit(_ expression: SwiftExpression) -> Bool {
        guard case .call(let callee, _, _) = expression.unlocated, case .member(let base, "init") = callee.unlocated else { return false }
        return ["self", "Self"].contains(base.unlocated.memberName ?? "")
    }

    /// Whether each argument takes the next parameter of its label, in order, the parameters
    /// left out all having defaults, as Swift matches a call to a declaration.
    static func labelsMatch(_ parameters: [SwiftParameter], _ arguments: [SwiftArgument]) -> Bool {
        var remaining = arguments[...]
        for parameter in parameters {
            if let next = remaining.first, next.label == parameter.label {
                remaining.removeFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty && !arguments.isEmpty
    }

    /// Whether `name` is a helper function of the guide.
    func isHelper(_ name: String) -> Bool { functions[name] != nil }

    /// The expressions a call to a helper yields with its arguments bound, or nil if `name` is
    /// not a helper of the guide.
    func results(ofCalling name: String, with arguments: [SwiftArgument]) -> [SwiftExpression]? {
        guard let function = functions[name], case .function(let parameters, let body) = function.kind else { return nil }
        return results(of: parameters, body: body, with: arguments)
    }

    /// Each parameter's name bound to its argument, or to its default.
    private func bindings(of parameters: [SwiftParameter], to arguments: [SwiftArgument]) -> [String: SwiftExpression] {
        var bindings: [String: SwiftExpression] = [:]
        var unlabeled = arguments.unlabeled[...]
        for parameter in parameters {
            let argument = parameter.label.map { arguments.value($0) } ?? unlabeled.popFirst()
            if let value = argument ?? parameter.defaultValue { bindings[parameter.name] = value }
        }
        return bindings
    }

    /// The body's results with `parameters` bound to `arguments`.
    private func results(of parameters: [SwiftParameter], body: SwiftClosure, with arguments: [SwiftArgument]) -> [SwiftExpression] {
        let bindings = bindings(of: parameters, to: arguments)
        if !body.statements.isEmpty {
            var interpreter = SwiftInterpreter()
            if let result = interpreter.run(body.statements, bindings: bindings) { return [result] }
        }
        return body.results.map { $0.substituting(bindings) }
    }
}
