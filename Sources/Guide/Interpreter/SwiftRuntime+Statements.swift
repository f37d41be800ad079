/// Statements: `let`/`var`, assignments (to locals, to `self`'s properties, to a tuple of
/// names), `if`/`guard` with bindings, `switch` over values, enum cases and tuples, `for` over an
/// array, `return`. A choice that depends on what the source does not determine stops the run
/// with a gap, rather than taking a branch at a guess.
extension SwiftRuntime {
    enum Outcome {
        case normal
        case returned(SwiftValue)
        case stopped(String)
    }

    mutating func run(_ statements: [SwiftStatement], in scope: inout SwiftScope, context: Context) -> Outcome {
        scope.push()
        defer { scope.pop() }
        for (index, statement) in statements.enumerated() {
            guard step() else { return .stopped("budget") }
            var absent: (outcome: Outcome, scope: SwiftScope)?
            let outcome = run(statement, in: &scope, context: context, absent: &absent)
            if var absent {
                // A face that may not be installed: the rest runs both ways, and the app
                // chooses between what each returns.
                let rest = Array(statements[(index + 1)...])
                let present = continuing(outcome, rest, in: &scope, context: context)
                return Self.joined(present, continuing(absent.outcome, rest, in: &absent.scope, context: context))
            }
            if case .normal = outcome { continue }
            return outcome
        }
        return .normal
    }

    private mutating func continuing(_ outcome: Outcome, _ rest: [SwiftStatement], in scope: inout SwiftScope, context: Context) -> Outcome {
        guard case .normal = outcome else { return outcome }
        return run(rest, in: &scope, context: context)
    }

    /// The outcome when a failable face is installed, with the font the app uses when it is
    /// not among the fonts it may use instead; any other outcome is the installed one's, as
    /// the code reads when it runs where the face is installed.
    private static func joined(_ present: Outcome, _ absent: Outcome) -> Outcome {
        guard case .returned(.font(var font)) = present, case .returned(.font(var other)) = absent else { return present }
        let others = other.otherwise
        other.otherwise = []
        font.otherwise += [other] + others
        return .returned(.font(font))
    }

    /// One statement; `absent` is set to the outcome, and the scope, of an `if let` or `guard
    /// let` of a failable face run as if the face were missing.
    private mutating func run(_ statement: SwiftStatement, in scope: inout SwiftScope, context: Context, absent: inout (outcome: Outcome, scope: SwiftScope)?) -> Outcome {
        switch statement.kind {
        case .expression(let expression):
            // `self.init(…)` in an initializer makes `self` (a guide's init of `Color` that ends
            // in `self.init(red:green:blue:)`, or one of a struct's inits calling another).
            if case .call(let callee, _, _) = expression.unlocated, case .member(let base, "init") = callee.unlocated, base.unlocated == .identifier("self") {
                let made = evaluate(expression, in: &scope, context: context.expecting(nil))
                _ = scope.assign("self", made)
                return made.isGap ? .stopped(expression.text) : .normal
            }
            guard case .gap(let what) = evaluate(expression, in: &scope, context: context.expecting(nil)) else { return .normal }
            if what == "budget" { return .stopped(what) }
            // `color.getHue(&h, …)` that did not run: what it was to write is unknown, not the
            // variables' starting values.
            if case .call(_, let arguments, _) = expression.unlocated {
                for argument in arguments {
                    if case .prefix("&", let target) = argument.value.unlocated, let name = target.unlocated.memberName { _ = scope.assign(name, .gap(name)) }
                }
            }
            return .normal
        case .variable(let name, _, let type, let value):
            let names = name.filter { $0 != "(" && $0 != ")" }.split(separator: ",").map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
            guard let value else {
                for name in names { scope.declare(name, .gap(name)) }
                if let type, names.count == 1 { scope.declareType(type, of: names[0]) }
                return .normal
            }
            let result = evaluate(value, in: &scope, context: context.expecting(type))
            bind(names, to: result, in: &scope, declaring: true)
            return .normal
        case .assignment(let target, let op, let value):
            return assign(target, op, value, in: &scope, context: context)
        case .return(let value):
            guard let value else { return .returned(.tuple([], labels: [])) }
            return .returned(evaluate(value, in: &scope, context: context))
        case .if(let conditions, let then, let otherwise):
            scope.push()
            defer { scope.pop() }
            let before = scope
            var assumed = false
            let truth = test(conditions, in: &scope, context: context, assumed: &assumed)
            if assumed, case .bool(true) = truth {
                var other = before
                let outcome = otherwise.map { run($0, in: &other, context: context) } ?? .normal
                other.pop()
                absent = (outcome, other)
            }
            switch truth {
            case .bool(true): return run(then, in: &scope, context: context)
            case .bool(false): return otherwise.map { run($0, in: &scope, context: context) } ?? .normal
            // SwiftGen's `if !UIFont.fontNames(forFamilyName: …).contains(…) { font.register() }`:
            // whichever way it goes, no value the code goes on with changes.
            case .gap where changesNothing(then) && changesNothing(otherwise ?? []): return .normal
            case .gap(let what): return .stopped(what)
            default: return .stopped("if")
            }
        case .guard(let conditions, let otherwise):
            let before = scope
            var assumed = false
            let truth = test(conditions, in: &scope, context: context, assumed: &assumed)
            if assumed, case .bool(true) = truth {
                var other = before
                absent = (run(otherwise, in: &other, context: context), other)
            }
            switch truth {
            case .bool(true): return .normal
            case .bool(false): return run(otherwise, in: &scope, context: context)
            case .gap(let what): return .stopped(what)
            default: return .stopped("guard")
            }
        case .switch(let subject, let cases):
            let value = evaluate(subject, in: &scope, context: context.expecting(nil))
            if case .gap(let what) = value { return .stopped(what) }
            for switchCase in cases {
                if switchCase.isDefault { return run(switchCase.body, in: &scope, context: context) }
                for pattern in switchCase.patterns {
                    switch matches(pattern, value, in: &scope, context: context) {
                    case true?: return run(switchCase.body, in: &scope, context: context)
                    case nil: return .stopped(pattern.text)
                    case false?: continue
                    }
                }
            }
            return .normal
        case .for(let pattern, let sequence, let body):
            guard case .array(let elements) = evaluate(sequence, in: &scope, context: context.expecting(nil)) else { return .stopped(sequence.text) }
            for element in elements {
                scope.push()
                scope.declare(pattern, element)
                let outcome = run(body, in: &scope, context: context)
                scope.pop()
                if case .normal = outcome { continue }
                return outcome
            }
            return .normal
        case .unknown(let text):
            return .stopped(text)
        }
    }

    /// Whether statements only call functions for what they do outside the code's values: calls
    /// whose results are dropped, with nothing passed in-out, each a free function or a method
    /// the guide declares and never as `mutating` (an `if` of such calls may be stepped over
    /// when its condition is unknown). A method of the library might change its receiver.
    private func changesNothing(_ statements: [SwiftStatement]) -> Bool {
        statements.allSatisfy { statement in
            guard case .expression(let expression) = statement.kind, case .call(let callee, let arguments, nil) = expression.unlocated,
                  !arguments.contains(where: { if case .prefix("&", _) = $0.value.unlocated { true } else { false } }) else { return false }
            switch callee.unlocated {
            case .identifier: return true
            case .member(_, let name):
                let declared = table.members.filter { $0.name == name }
                return !declared.isEmpty && declared.allSatisfy { if case .function(let function) = $0.value { !function.isMutating } else { false } }
            default: return false
            }
        }
    }

    /// The conditions of an `if` or `guard`, declaring what `if let` binds in `scope`; a failable
    /// face is taken as installed, and `assumed` says so.
    private mutating func test(_ conditions: [SwiftCondition], in scope: inout SwiftScope, context: Context, assumed: inout Bool) -> SwiftValue {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                let value = evaluate(expression, in: &scope, context: context.expecting(nil))
                guard case .bool(let truth) = value else { return value.isGap ? value : .gap(expression.text) }
                if !truth { return .bool(false) }
            case .binding(let name, let expression):
                var value = evaluate(expression, in: &scope, context: context.expecting(nil))
                if case .gap = value { return value }
                if case .nil = value { return .bool(false) }
                if case .font(var font) = value, font.isFailable {
                    assumed = true
                    font.isFailable = false
                    value = .font(font)
                }
                scope.declare(name, value)
            case .pattern(let pattern, let expression):
                let value = evaluate(expression, in: &scope, context: context.expecting(nil))
                if case .gap = value { return value }
                guard let matched = matches(pattern, value, in: &scope, context: context) else { return .gap(pattern.text) }
                if !matched { return .bool(false) }
            }
        }
        return .bool(true)
    }

    /// Whether a `case` pattern matches: a value (`.dark`, `3`, `"a"`), a tuple of patterns
    /// (`(.dark, true)`), `_`, a range (`0..<10`); nil when the source does not say.
    private mutating func matches(_ pattern: SwiftExpression, _ value: SwiftValue, in scope: inout SwiftScope, context: Context) -> Bool? {
        switch pattern.unlocated {
        case .identifier("_"): return true
        case .tuple(let parts) where parts.count > 1:
            guard case .tuple(let values, _) = value, values.count == parts.count else { return nil }
            for (part, element) in zip(parts, values) {
                guard let matched = matches(part.value, element, in: &scope, context: context) else { return nil }
                if !matched { return false }
            }
            return true
        case .binary(let op, let low, let high) where op == "..<" || op == "...":
            guard let number = value.number,
                  let from = evaluate(low, in: &scope, context: context.expecting(nil)).number,
                  let to = evaluate(high, in: &scope, context: context.expecting(nil)).number else { return nil }
            return number >= from && (op == "..<" ? number < to : number <= to)
        default:
            // A pattern is of the subject's type, not of what the code around it returns.
            var expected = context.expecting(nil)
            if case .enumCase(let type?, _, _, _) = value { expected.expected = type }
            let candidate = evaluate(pattern, in: &scope, context: expected)
            if case .gap = candidate { return nil }
            return Self.equal(candidate, value)
        }
    }

    private mutating func assign(_ target: SwiftExpression, _ op: String, _ value: SwiftExpression, in scope: inout SwiftScope, context: Context) -> Outcome {
        // `color = .init(light: …)` into `var color: DynamicColor`: the implicit member is of the declared type.
        let declared: String? = if op == "=", case .identifier(let name) = target.unlocated { scope.declaredType(of: name) } else { nil }
        var result = evaluate(value, in: &scope, context: context.expecting(declared))
        if op != "=" {
            let current = evaluate(target, in: &scope, context: context.expecting(nil))
            result = Self.apply(String(op.dropLast()), current, result, written: "\(target.text) \(op) \(value.text)")
        }
        switch target.unlocated {
        case .identifier(let name):
            if !scope.assign(name, result) { return assignToSelf(name, result, in: &scope) }
        case .member(let base, let name) where base.unlocated == .identifier("self"):
            return assignToSelf(name, result, in: &scope)
        case .tuple(let parts):
            let names = parts.compactMap { $0.value.unlocated.memberName }
            guard names.count == parts.count else { return .stopped(target.text) }
            bind(names, to: result, in: &scope, declaring: false)
        default:
            return .stopped(target.text)
        }
        return .normal
    }

    /// `self.x = value` in an initializer or a mutating member: a stored property of the
    /// instance being made.
    private func assignToSelf(_ name: String, _ value: SwiftValue, in scope: inout SwiftScope) -> Outcome {
        guard case .instance(var instance)? = scope.lookup("self") else { return .stopped("self.\(name)") }
        instance.fields[name] = value
        _ = scope.assign("self", .instance(instance))
        return .normal
    }

    /// Binds names to a value, or to a tuple's elements one by one (`let (a, b) = (1, 2)`).
    private func bind(_ names: [String], to value: SwiftValue, in scope: inout SwiftScope, declaring: Bool) {
        var values = [value]
        if names.count > 1 {
            if case .tuple(let elements, _) = value, elements.count == names.count { values = elements } else {
                values = Array(repeating: value.isGap ? value : .gap(names.joined(separator: ", ")), count: names.count)
            }
        }
        for (name, value) in zip(names, values) {
            if declaring || !scope.assign(name, value) { scope.declare(name, value) }
        }
    }
}
