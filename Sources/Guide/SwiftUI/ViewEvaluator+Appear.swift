/// A view drawn as it stands once it has appeared: the `@State` its `.onAppear` sets.
///
/// A progress ring whose `@State animated = 0` is set to `progress` on appear, or a count-up
/// whose `@State value = 0` becomes `target`, is never seen at its first value: SwiftUI runs
/// `onAppear` before the first frame settles, and an animation only moves toward the new value.
/// Only what the closure plainly assigns is taken (`x = e`, `x.toggle()`, also inside
/// `withAnimation { … }`); a repeating animation's value is left at its start (either end is
/// one frame of a loop, and the start is the one the code writes down), and work sent
/// elsewhere (`DispatchQueue…asyncAfter`, `Task`, a method call) is not run.
extension ViewEvaluator {
    mutating func settleOnAppear(_ statements: [SwiftStatement], of type: SwiftTypeDeclaration, in scope: inout Scope) {
        let states = Set(type.members.properties.filter { $0.attribute("State") != nil }.map(\.name))
        guard !states.isEmpty else { return }
        var finder = AppearFinder(states: states)
        finder.statements(statements, depth: 0)
        guard finder.assignments.contains(where: { !finder.repeating.contains($0.0) }) else { return }
        // The body's own `let progress = …` may be what is assigned: read with them in scope.
        var locals = scope
        for statement in statements {
            if case .variable(let name, _, _, let written?) = statement.kind { locals.names[name] = value(written, locals) }
        }
        for (name, assigned) in finder.assignments where !finder.repeating.contains(name) {
            let settled = value(assigned, locals)
            // What cannot be worked out leaves the first value, which is at least one the view shows.
            if case .gap = settled { continue }
            scope.names[name] = settled
            locals.names[name] = settled
        }
    }
}

/// The assignments of a body's `onAppear` closures, and the states a repeating animation drives.
private struct AppearFinder {
    let states: Set<String>
    var assignments: [(String, SwiftExpression)] = []
    var repeating: Set<String> = []
    private static let maximumDepth = 64

    mutating func statements(_ list: [SwiftStatement], depth: Int) {
        guard depth < Self.maximumDepth else { return }
        for statement in list {
            switch statement.kind {
            case .expression(let expression), .return(let expression?): self.expression(expression, depth: depth + 1)
            case .variable(_, _, _, let value?): expression(value, depth: depth + 1)
            case .if(_, let then, let otherwise): statements(then + (otherwise ?? []), depth: depth + 1)
            case .switch(_, let cases): for item in cases { statements(item.body, depth: depth + 1) }
            default: break
            }
        }
    }

    mutating func expression(_ expression: SwiftExpression, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        switch expression.unlocated {
        case .member(let base, _): self.expression(base, depth: depth + 1)
        case .call(let callee, let arguments, let trailing):
            let modifier = Self.lastName(callee)
            if modifier == "onAppear", let closure = trailing ?? Self.closure(arguments.first?.value) {
                appear(closure.statements, animated: false, depth: depth + 1)
            } else if modifier == "animation", arguments.first.map({ Self.repeats($0.value) }) == true,
                      let driven = arguments.first(where: { $0.label == "value" })?.value.unlocated, case .identifier(let name) = driven {
                repeating.insert(name)
            }
            self.expression(callee, depth: depth + 1)
            for argument in arguments { self.expression(argument.value, depth: depth + 1) }
            if let trailing, modifier != "onAppear" { statements(trailing.statements, depth: depth + 1) }
        case .closure(let closure): statements(closure.statements, depth: depth + 1)
        case .ternary(_, let whenTrue, let whenFalse):
            self.expression(whenTrue, depth: depth + 1)
            self.expression(whenFalse, depth: depth + 1)
        default: break
        }
    }

    /// The plain assignments of an `onAppear` closure, in order.
    private mutating func appear(_ list: [SwiftStatement], animated repeatingAnimation: Bool, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        // `withAnimation { … }` with no parentheses reaches here as the name and then the
        // closure, two statements: the closure is its body.
        var afterWithAnimation = false
        for statement in list {
            defer {
                if case .expression(let expression) = statement.kind { afterWithAnimation = expression.unlocated == .identifier("withAnimation") } else { afterWithAnimation = false }
            }
            switch statement.kind {
            case .expression(.closure(let body)) where afterWithAnimation:
                appear(body.statements, animated: repeatingAnimation, depth: depth + 1)
            case .assignment(let target, "=", let assigned):
                guard let name = Self.stateName(target), states.contains(name) else { continue }
                if repeatingAnimation { repeating.insert(name) } else { assignments.append((name, assigned)) }
            case .expression(let expression):
                guard case .call(let callee, let arguments, let trailing) = expression.unlocated else { continue }
                if case .member(let target, "toggle") = callee.unlocated,
                   let name = Self.stateName(target), states.contains(name) {
                    if repeatingAnimation { repeating.insert(name) } else { assignments.append((name, .prefix("!", .identifier(name)))) }
                } else if case .identifier("withAnimation") = callee.unlocated, let body = trailing ?? Self.closure(arguments.last?.value) {
                    appear(body.statements, animated: repeatingAnimation || arguments.contains { Self.repeats($0.value) }, depth: depth + 1)
                }
            default: continue
            }
        }
    }

    /// The name a call is made through: `onAppear` of `view.onAppear { … }`.
    private static func lastName(_ callee: SwiftExpression) -> String? {
        switch callee.unlocated {
        case .member(_, let name), .identifier(let name), .implicitMember(let name): name
        default: nil
        }
    }

    /// `perform: { … }` written as an argument.
    private static func closure(_ expression: SwiftExpression?) -> SwiftClosure? {
        if case .closure(let closure)? = expression?.unlocated { closure } else { nil }
    }

    /// `x` or `self.x`.
    private static func stateName(_ target: SwiftExpression) -> String? {
        switch target.unlocated {
        case .identifier(let name): name
        case .member(let base, let name): base.unlocated == .identifier("self") ? name : nil
        default: nil
        }
    }

    /// Whether an animation loops: `.easeInOut(duration: 1).repeatForever(…)`.
    private static func repeats(_ expression: SwiftExpression) -> Bool {
        var current = expression.unlocated
        for _ in 0..<16 {
            switch current {
            case .call(let callee, _, _):
                if lastName(callee) == "repeatForever" { return true }
                current = callee.unlocated
            case .member(let base, let name):
                if name == "repeatForever" { return true }
                current = base.unlocated
            default: return false
            }
        }
        return false
    }
}
