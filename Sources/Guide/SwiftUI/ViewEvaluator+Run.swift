import Diagnostics

/// Running bodies: result builders (which collect views) and functions (which return a value).
extension ViewEvaluator {
    /// The views a result-builder body draws.
    mutating func runBuilder(_ statements: [SwiftStatement], _ scope: inout Scope) -> [ViewNode] {
        var nodes: [ViewNode] = []
        _ = run(statements, &scope, into: &nodes, builder: true)
        return nodes
    }

    /// What a function body returns (`return x`, or its one expression).
    mutating func runForValue(_ statements: [SwiftStatement], _ scope: inout Scope) -> SwiftValue {
        if statements.count == 1, case .expression(let expression) = statements[0].kind { return value(expression, scope) }
        var nodes: [ViewNode] = []
        guard let returned = run(statements, &scope, into: &nodes, builder: false) else { return .gap("no return") }
        return returned
    }

    /// Runs statements; returns the value of a `return` reached (nil if none).
    mutating func run(_ statements: [SwiftStatement], _ scope: inout Scope, into nodes: inout [ViewNode], builder: Bool) -> SwiftValue? {
        guard enter() else {
            if builder { nodes.append(.unsupported("nested views", at: here)) }
            return nil
        }
        defer { leave() }
        for statement in statements {
            here = location(statement.position, in: scope)
            switch statement.kind {
            case .expression(let expression):
                if builder { nodes += views(expression, scope) }
                // A branch of an `if`/`switch` expression (Swift 5.9) is its one expression.
                else if statements.count == 1 { return value(expression, scope) }
            case .variable(let name, _, _, let initial):
                scope.names[name] = initial.map { .lazy($0, scope) } ?? .gap(name)
            case .assignment(let target, "=", let assigned):
                if let path = target.memberPath, let name = path.last, path.count == 1 || path.first == "self" {
                    scope.names[name] = value(assigned, scope)
                }
            case .assignment:
                continue
            case .return(let returned):
                guard let returned else { return .gap("return") }
                if builder {
                    nodes += views(returned, scope)
                    return .views(nodes)
                }
                return value(returned, scope)
            case .if(let conditions, let then, let otherwise):
                guard let holds = self.holds(conditions, &scope) else {
                    if builder { nodes.append(.unsupported("if " + Self.text(of: conditions), at: here)) }
                    if !builder { return .gap("if") }
                    continue
                }
                if let result = run(holds ? then : (otherwise ?? []), &scope, into: &nodes, builder: builder) { return result }
            case .guard(let conditions, let otherwise):
                guard let holds = self.holds(conditions, &scope) else {
                    if builder { nodes.append(.unsupported("guard " + Self.text(of: conditions), at: here)) }
                    return builder ? nil : .gap("guard")
                }
                if !holds { return run(otherwise, &scope, into: &nodes, builder: builder) ?? .gap("guard") }
            case .switch(let subject, let cases):
                let chosen = choose(subject, cases, scope)
                guard let chosen else {
                    if builder { nodes.append(.unsupported("switch " + subject.text, at: here)) }
                    if !builder { return .gap("switch") }
                    continue
                }
                if let pattern = chosen.patterns.first(where: { Self.caseName($0) != nil }) {
                    bindAssociatedValues(of: pattern, to: value(subject, scope).expression, &scope)
                }
                if let result = run(chosen.body, &scope, into: &nodes, builder: builder) { return result }
            case .for(let pattern, let sequence, let body):
                guard let elements = elements(of: sequence, scope) else {
                    if builder { nodes.append(.unsupported("for " + pattern + " in " + sequence.text, at: here)) }
                    continue
                }
                for element in elements {
                    var inner = scope
                    inner.names[pattern] = element
                    if let result = run(body, &inner, into: &nodes, builder: builder) { return result }
                }
            case .unknown(let text):
                if builder { nodes.append(.unsupported(text, at: here)) }
            }
        }
        return nil
    }

    /// Whether conditions hold; `if let x = y` binds `x` when `y` is known and not nil.
    mutating func holds(_ conditions: [SwiftCondition], _ scope: inout Scope) -> Bool? {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                guard let value = truth(expression, scope) else { return nil }
                if !value { return false }
            case .binding(let name, let bound):
                let bound = value(bound, scope)
                switch bound {
                case .expression(.nil): return false
                case .gap: return nil
                default: scope.names[name] = bound
                }
            case .pattern(let pattern, let subject):
                if let name = pattern.boundName {
                    // `if case let x = y` binds, as `if let` does without the nil check.
                    let bound = value(subject, scope)
                    if case .gap = bound { return nil }
                    scope.names[name] = bound
                    continue
                }
                let subjectValue = value(subject, scope).expression
                if let a = SwiftLiterals.literal(pattern), let b = SwiftLiterals.literal(subjectValue) {
                    if a != b { return false }
                    continue
                }
                // `if case .invalid(let message) = state`: the case, then the names it binds.
                guard let patternCase = Self.caseName(pattern), let subjectCase = Self.caseName(subjectValue) else { return nil }
                if patternCase != subjectCase { return false }
                bindAssociatedValues(of: pattern, to: subjectValue, &scope)
            }
        }
        return true
    }

    /// Binds the names a case pattern binds (`.invalid(let message)`, `.size(let w, let h)`) to
    /// the subject's associated values: those written (`.invalid("Expired")`), else a
    /// representative of the type the enum declares for each (a state drawn as `.invalid` shows
    /// a stand-in message), as an input nobody passes has.
    mutating func bindAssociatedValues(of pattern: SwiftExpression, to subject: SwiftExpression, _ scope: inout Scope) {
        guard case .call(let callee, let elements, nil) = pattern.unlocated, elements.contains(where: { $0.value.boundName != nil }) else { return }
        let written: [SwiftArgument]? = if case .call(_, let arguments, nil) = subject.unlocated { arguments } else { nil }
        let caseName = callee.unlocated.memberName
        let typeName = subject.unlocated.memberPath.flatMap { $0.count >= 2 ? $0[$0.count - 2] : nil }
            ?? { if case .call(let subjectCallee, _, _) = subject.unlocated, let path = subjectCallee.unlocated.memberPath, path.count >= 2 { return path[path.count - 2] }; return nil }()
        let declared = library.associatedTypes(ofCase: caseName ?? "", inEnum: typeName)
        for (index, element) in elements.enumerated() {
            guard let name = element.value.boundName else { continue }
            if let written, index < written.count {
                scope.names[name] = value(written[index].value, scope)
            } else {
                scope.names[name] = representative(type: index < declared.count ? declared[index] : nil, name: name, at: here)
            }
        }
    }

    /// The case a `switch` takes, or nil when its subject is not known.
    mutating func choose(_ subject: SwiftExpression, _ cases: [SwiftSwitchCase], _ scope: Scope) -> SwiftSwitchCase? {
        let reduced = value(subject, scope).expression
        if let number = Self.number(reduced) {
            // `case ..<1_000:`, `case 1_000..<1_000_000:`: a number falls in a range pattern.
            if let range = cases.first(where: { $0.patterns.contains { Self.range($0, contains: number) } }) { return range }
        }
        guard let literal = SwiftLiterals.literal(reduced) ?? Self.caseName(reduced) else { return nil }
        return cases.first { $0.patterns.contains { (SwiftLiterals.literal($0) ?? Self.caseName($0)) == literal } } ?? cases.first(where: \.isDefault)
    }

    /// Whether `pattern` is a range (`a..<b`, `a...b`, `..<b`, `...b`) holding `number`.
    static func range(_ pattern: SwiftExpression, contains number: Double) -> Bool {
        switch pattern.unlocated {
        case .binary(let op, let low, let high) where op == "..<" || op == "...":
            guard let low = Self.number(low), let high = Self.number(high) else { return false }
            return number >= low && (op == "..<" ? number < high : number <= high)
        case .prefix(let op, let high) where op == "..<" || op == "...":
            guard let high = Self.number(high) else { return false }
            return op == "..<" ? number < high : number <= high
        default:
            return false
        }
    }

    /// `Kind.primary` and `.primary` name the same case.
    static func caseName(_ expression: SwiftExpression) -> String? {
        guard let path = expression.unlocated.memberPath, path.count >= 2 else {
            if case .call(let callee, _, _) = expression.unlocated { return caseName(callee) }
            return nil
        }
        return "case " + path[path.count - 1]
    }

    /// The elements `ForEach`/`for` iterate over: a literal array, a range, `allCases`, or an
    /// input's representative elements. At most 24, so a large range draws a sample.
    mutating func elements(of sequence: SwiftExpression, _ scope: Scope) -> [SwiftValue]? {
        if case .binary(let op, let lower, let upper) = sequence.unlocated, op == "..<" || op == "..." {
            guard let low = Self.number(value(lower, scope).expression), let high = Self.number(value(upper, scope).expression),
                  abs(low) < 1e6, abs(high) < 1e6 else { return nil }
            let last = op == "..<" ? high - 1 : high
            guard last >= low else { return [] }
            return stride(from: low, through: min(last, low + 23), by: 1).map { .expression(.number($0, text: format($0))) }
        }
        switch sequence.unlocated {
        case .call(let callee, let arguments, nil):
            // `Array(x)`, `x.enumerated()`, `x.indices`, `x.prefix(5)`, `x.reversed()`
            if case .identifier("Array") = callee.unlocated, let inner = arguments.first?.value { return elements(of: inner, scope) }
            if case .member(let base, let method) = callee.unlocated, let elements = elements(of: base, scope) {
                switch SequenceMethod(rawValue: method) {
                case .enumerated?: return elements.enumerated().map { .record("EnumeratedSequence.Element", ["offset": .expression(.number(Double($0.offset), text: String($0.offset))), "element": $0.element]) }
                case .prefix?: return Array(elements.prefix(arguments.first.flatMap { number($0.value, scope) }.map { Int(max(0, min($0, 24))) } ?? 24))
                case .reversed?: return elements.reversed()
                case .sorted?, .shuffled?, .filter?, .compactMap?: return elements
                case .dropFirst?: return Array(elements.dropFirst())
                case nil: break
                }
            }
        case .member(let base, "indices"):
            if let elements = elements(of: base, scope) { return elements.indices.map { .expression(.number(Double($0), text: String($0))) } }
        default:
            break
        }
        guard case .array(let elements) = value(sequence, scope) else { return nil }
        return Array(elements.prefix(24))
    }

    static func text(of conditions: [SwiftCondition]) -> String {
        conditions.map { condition in
            switch condition {
            case .expression(let expression): expression.text
            case .binding(let name, let value): "let \(name) = \(value.text)"
            case .pattern(let pattern, let value): "case \(pattern.text) = \(value.text)"
            }
        }.joined(separator: ", ")
    }

    // MARK: - Functions

    /// A function of the guide a call names: a method of the running type, a static function
    /// of a guide type, or a top-level function.
    func function(named callee: SwiftExpression, _ scope: Scope) -> SwiftLibrary.Located<SwiftFunction>? {
        // A name or a pair of names, read without building the path: asked on every call.
        if case .identifier(let name) = callee.unlocated {
            if let type = scope.selfType, let function = library.function(name, of: type) { return function }
            return library.topLevelFunctions[name]
        }
        guard let (base, name) = callee.memberPair else { return nil }
        if base == "Self" || base == "self", let type = scope.selfType { return library.function(name, of: type) }
        if let type = library.types[base], let function = library.function(name, of: type), function.declaration.isStatic { return function }
        return nil
    }

    static func returnsView(_ function: SwiftFunction) -> Bool {
        guard let type = function.returnType else { return false }
        return type.contains("View") || type == "Content" || type.hasSuffix("Shape")
    }

    /// Binds a call's arguments to a function's parameters (defaults where none is passed).
    mutating func bind(_ parameters: [SwiftParameter], _ arguments: [SwiftArgument], _ closure: SwiftClosure?, caller: Scope, into scope: inout Scope) {
        var unlabeled = arguments.filter { $0.label == nil }.map(\.value)[...]
        var trailing = closure
        for parameter in parameters {
            if let label = parameter.label, let argument = arguments.value(label) {
                scope.names[parameter.name] = .lazy(argument, caller)
            } else if parameter.label == nil, let argument = unlabeled.popFirst() {
                scope.names[parameter.name] = .lazy(argument, caller)
            } else if let body = trailing, parameter.type?.contains("->") == true || parameter.type == "Content" {
                scope.names[parameter.name] = .closure(body, caller)
                trailing = nil
            } else if let defaultValue = parameter.defaultValue {
                scope.names[parameter.name] = .lazy(defaultValue, scope)
            } else {
                scope.names[parameter.name] = representative(type: parameter.type, name: parameter.name, at: here)
            }
        }
    }

    /// Runs a value function with a call's arguments.
    mutating func runFunction(_ function: SwiftLibrary.Located<SwiftFunction>, arguments: [SwiftArgument], closure: SwiftClosure?, scope caller: Scope) -> SwiftValue {
        guard let body = function.declaration.body else { return .gap(function.declaration.name) }
        guard enter() else { return .gap(function.declaration.name) }
        defer { leave() }
        var scope = Scope(block: function.block, selfType: caller.selfType, selfViews: caller.selfViews, inputs: caller.inputs)
        if let selfType = caller.selfType, function.declaration.isStatic == false { scope.names = caller.names.filter { selfType.declaration.members.properties.map(\.name).contains($0) } }
        bind(function.declaration.parameters, arguments, closure, caller: caller, into: &scope)
        return runForValue(body.statements, &scope)
    }
}
