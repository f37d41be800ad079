import Diagnostics

/// Building views from expressions: SwiftUI's views, the guide's own views, and values that
/// are views (colors, gradients, content closures).
extension ViewEvaluator {
    /// The views `expression` draws.
    mutating func views(_ expression: SwiftExpression, _ scope: Scope) -> [ViewNode] {
        guard enter() else { return [.unsupported("nested views", at: here)] }
        defer { leave() }
        switch expression {
        case .located(let inner, let position):
            here = location(position, in: scope)
            return views(inner, scope)
        case .call(let callee, let arguments, let closure):
            return call(callee, arguments, closure, scope, text: expression.text)
        case .identifier, .member, .implicitMember:
            return named(expression, scope)
        case .ternary(let condition, let whenTrue, let whenFalse):
            guard let holds = truth(condition, scope) else { return [.unsupported(expression.text, at: here)] }
            return views(holds ? whenTrue : whenFalse, scope)
        case .closure(let closure):
            var inner = scope
            return runBuilder(closure.statements, &inner)
        case .nil:
            return []
        case .binary("+", let lhs, let rhs):
            // `Text(a) + Text(b)`: one text of its runs.
            let runs = views(lhs, scope) + views(rhs, scope)
            guard runs.allSatisfy({ $0.kind == .text }) else { return [.unsupported(expression.text, at: here)] }
            // A run the code does not determine makes the whole text a placeholder, named by
            // that run (its construct and place, so the gap is counted once).
            let text = runs.compactMap { run in
                if case .string(let part)? = run.property("text") { part } else { run.placeholderText?.standIn }
            }.joined()
            guard let unknown = runs.first(where: { $0.placeholderText != nil }), let construct = unknown.placeholderText?.construct else {
                return [ViewNode(kind: .text, properties: [ViewProperty("text", .string(text))], children: runs, location: here)]
            }
            var joined = ViewNode.text(.placeholder(standIn: text, construct: construct), at: unknown.location)
            joined.children = runs
            return [joined]
        default:
            return [.unsupported(expression.text, at: here)]
        }
    }

    /// Views from a value (a bound closure, built views, a color…).
    mutating func views(of value: SwiftValue, _ scope: Scope, text: @autoclosure () -> String) -> [ViewNode] {
        if case (let closure, var captured)? = value.viewClosure { return runBuilder(closure.statements, &captured) }
        switch value {
        case .views(let nodes): return nodes
        case .lazy(let expression, let captured): return views(expression, captured)
        case .member(let expression): return views(expression, scope)
        case .array(let elements): return elements.flatMap { views(of: $0, scope, text: text()) }
        case .expression(let expression):
            if expression == .nil { return [] }
            if let color = tokens.color(expression) { return [ViewNode(kind: .color, properties: [ViewProperty("fill", .color(color))], location: here)] }
            if let gradient = tokens.gradient(expression) { return [gradientNode(gradient)] }
            return views(expression, Scope(block: scope.block))
        default: return [.unsupported(text(), at: here)]
        }
    }

    private mutating func named(_ expression: SwiftExpression, _ scope: Scope) -> [ViewNode] {
        let path = expression.memberPath ?? []
        if path.count == 1, let bound = scope.names[path[0].hasPrefix("$") && path[0].dropFirst().first?.isLetter == true ? String(path[0].dropFirst()) : path[0]] {
            return views(of: force(bound, scope), scope, text: expression.text)
        }
        if path.count == 1, let type = scope.selfType, let property = library.property(path[0], of: type), let getter = property.declaration.getter {
            var inner = scope
            inner.block = property.block
            return runBuilder(getter.statements, &inner)
        }
        if path == ["self"], let views = scope.selfViews { return views }
        if let color = tokens.color(expression) { return [ViewNode(kind: .color, properties: [ViewProperty("fill", .color(color))], location: here)] }
        if let gradient = tokens.gradient(expression) { return [gradientNode(gradient)] }
        if let name = path.last, path.count <= 2, let material = Self.materials[name] {
            return [ViewNode(kind: .material, properties: [ViewProperty("material", .keyword(material))], location: here)]
        }
        if path.count == 1, library.topLevelProperties[path[0]] != nil {
            return views(of: value(expression, scope), scope, text: expression.text)
        }
        if path.count == 2, library.types[path[0]] != nil || path[0] == "Self" {
            return views(of: value(expression, scope), scope, text: expression.text)
        }
        // `configuration.label`, `item.icon`: a value that holds views.
        let reduced = value(expression, scope)
        if case .views(let nodes) = reduced { return nodes }
        if case (let closure, var captured)? = reduced.viewClosure { return runBuilder(closure.statements, &captured) }
        // A member that computes a color or a gradient: Braintree's `color.backgroundColor`,
        // an enum case's `switch self` giving `Color(hex: "#60CDFF")`.
        if case .expression(let result) = reduced, result.unlocated != expression.unlocated {
            if let color = tokens.color(result) { return [ViewNode(kind: .color, properties: [ViewProperty("fill", .color(color))], location: here)] }
            if let gradient = tokens.gradient(result) { return [gradientNode(gradient)] }
        }
        return [.unsupported(expression.text, at: here)]
    }

    static let materials: [String: String] = [
        "ultraThinMaterial": "ultraThin", "thinMaterial": "thin", "regularMaterial": "regular", "thickMaterial": "thick",
        "ultraThickMaterial": "ultraThick", "bar": "bar",
    ]

    func gradientNode(_ gradient: ViewGradient) -> ViewNode {
        let kind: ViewKind = switch gradient.kind {
        case .linear: .linearGradient
        case .radial: .radialGradient
        case .angular: .angularGradient
        case .elliptical: .ellipticalGradient
        }
        return ViewNode(kind: kind, properties: [ViewProperty("gradient", .gradient(gradient))], location: here)
    }

    private mutating func call(_ callee: SwiftExpression, _ arguments: [SwiftArgument], _ closure: SwiftClosure?, _ scope: Scope, text: @autoclosure () -> String) -> [ViewNode] {
        let at = here
        // `SwiftUI.Button(label, action:)` inside a guide that declares its own `Button`: the
        // module's view, never the guide's type of that name.
        if case .member(let base, let name) = callee.unlocated, base.unlocated == .identifier("SwiftUI"), name.first?.isUppercase == true {
            return builtin(name, arguments, closure, scope, text: text()) ?? [.unsupported(name, at: at)]
        }
        if case .member(let base, let name) = callee.unlocated {
            // `Theme.card(title:)`, `Self.row(for:)`: a function of the guide.
            if let function = function(named: callee, scope) {
                if Self.returnsView(function.declaration) { return runViewFunction(function, arguments, closure, scope) }
                return views(of: runFunction(function, arguments: arguments, closure: closure, scope: scope), scope, text: text())
            }
            if name == "map" || name == "[]" || name == "flatMap" {
                // `stroke.map { Circle().strokeBorder($0) }`, `photos[index]`
                guard case .array = value(base, scope) else {
                    if name == "[]" { return views(of: value(.call(callee, arguments, trailingClosure: closure), scope), scope, text: text()) }
                    let mapped = mapViews(base, arguments, closure, scope)
                    if let mapped { return mapped }
                    return [.unsupported(text(), at: at)]
                }
                if name == "[]" { return views(of: value(.call(callee, arguments, trailingClosure: closure), scope), scope, text: text()) }
            }
            // `style.color(colorScheme)` where a view is wanted: no modifier of SwiftUI's or the
            // guide's, but a color the code gives (a method of the guide's type, run).
            if ModifierKind(rawValue: name) == nil, library.viewFunction(name, labels: arguments.map(\.label), trailingClosure: closure != nil) == nil,
               let color = tokens.color(value(.call(callee, arguments, trailingClosure: closure), scope).expression) {
                return [ViewNode(kind: .color, properties: [ViewProperty("fill", .color(color))], location: at)]
            }
            // `Text("a").font(.x)`: a modifier on the views `base` draws.
            let base = views(base, scope)
            here = at
            return modify(base, name, arguments, closure, scope, text: text())
        }
        guard let path = callee.unlocated.memberPath, let name = path.last else { return [.unsupported(text(), at: at)] }
        if path.count == 1, let selfViews = scope.selfViews, Self.isModifier(name) || library.viewFunction(name, labels: arguments.map(\.label), trailingClosure: closure != nil) != nil {
            // `padding(8)` inside `extension View { func card() -> some View { … } }`.
            return modify(selfViews, name, arguments, closure, scope, text: text())
        }
        if path.count == 1, scope.names[name] != nil, arguments.isEmpty {
            return views(of: value(callee, scope), scope, text: text())
        }
        if let function = function(named: callee, scope), Self.returnsView(function.declaration) {
            return runViewFunction(function, arguments, closure, scope)
        }
        if path.count == 1, let type = library.types[name] {
            if type.declaration.conforms(to: "View") { return [instantiate(type, arguments, closure, scope)] }
            if type.declaration.conforms(to: "Shape") || type.declaration.conforms(to: "InsettableShape") {
                var properties = [ViewProperty("shape", .string(name))]
                // Its `path(in:)`, run with the arguments as this view gives them.
                let reduced = arguments.map { SwiftArgument(label: $0.label, value: value($0.value, scope).expression) }
                if let outline = tokens.outline(of: name, arguments: reduced) { properties.append(ViewProperty("outline", .outline(outline))) }
                return [ViewNode(kind: .shape, properties: properties, location: at)]
            }
        }
        if let built = builtin(name, arguments, closure, scope, text: text()) { return built }
        if let color = tokens.color(value(.call(callee, arguments, trailingClosure: closure), scope).expression) {
            return [ViewNode(kind: .color, properties: [ViewProperty("fill", .color(color))], location: at)]
        }
        if let gradient = tokens.gradient(value(.call(callee, arguments, trailingClosure: closure), scope).expression) { return [gradientNode(gradient)] }
        return [.unsupported(name, at: at)]
    }

    /// `optional.map { … }` as views: none for nil, else the closure's views.
    private mutating func mapViews(_ base: SwiftExpression, _ arguments: [SwiftArgument], _ closure: SwiftClosure?, _ scope: Scope) -> [ViewNode]? {
        guard let body = closure ?? arguments.first.flatMap({ if case .closure(let c) = $0.value.unlocated { c } else { nil } }) else { return nil }
        let baseValue = value(base, scope)
        switch baseValue {
        case .expression(.nil): return []
        case .gap: return nil
        default:
            var inner = scope
            inner.names[body.parameters.first ?? "$0"] = baseValue
            return runBuilder(body.statements, &inner)
        }
    }

    mutating func runViewFunction(_ function: SwiftLibrary.Located<SwiftFunction>, _ arguments: [SwiftArgument], _ closure: SwiftClosure?, _ caller: Scope) -> [ViewNode] {
        guard let body = function.declaration.body, enter() else { return [.unsupported(function.declaration.name, at: here)] }
        defer { leave() }
        var scope = Scope(block: function.block, selfType: caller.selfType, selfViews: caller.selfViews, inputs: caller.inputs)
        scope.names = caller.names
        bind(function.declaration.parameters, arguments, closure, caller: caller, into: &scope)
        return runBuilder(body.statements, &scope)
    }
}
