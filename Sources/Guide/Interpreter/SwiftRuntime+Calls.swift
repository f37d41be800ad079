/// Calls and member access: what a name after a dot or before parentheses means for the value it
/// is applied to. The guide's own declarations come first (an `extension Color` may add members
/// to a built-in type), then the library's built-ins for the receiver's type.
extension SwiftRuntime {
    /// An argument after evaluation: its label, its value, and the name an `&name` argument
    /// passes in-out.
    struct Argument {
        var label: String?
        var value: SwiftValue
        var inOut: String?
    }

    /// `#available(iOS 13.0, *)` holds and `#unavailable(…)` does not: sitegen reads a guide
    /// as it runs on a current iOS, the one its drawings show (an app's minimum iOS is the
    /// reason it asks, not the device the guide is read for). Nil for any other `#` name.
    static func availability(_ name: String) -> Bool? {
        switch name {
        case "#available": true
        case "#unavailable": false
        default: nil
        }
    }

    mutating func call(_ callee: SwiftExpression, _ arguments: [SwiftArgument], _ closure: SwiftClosure?, in scope: inout SwiftScope, context: Context) -> SwiftValue {
        var written = arguments
        if let closure { written.append(SwiftArgument(label: nil, value: .closure(closure))) }
        switch callee.unlocated {
        case .identifier(let name) where name.utf8.first == UInt8(ascii: "#"):
            return Self.availability(name).map(SwiftValue.bool) ?? .gap(name)
        case .member(let base, let name):
            let receiver = evaluate(base, in: &scope, context: Self.baseContext(of: base, context))
            if case .gap = receiver { return receiver }
            // `UIColor.HSLComponents(hue: …)`, `Theme.Colors.Color(primary: …)`: a nested type
            // named by its path is made by its initializer, as `Type(…)` is.
            if case .type(let path) = receiver, let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
               let nested = nestedType(name, in: path) {
                return invokeMember(.type(nested), "init", written, in: &scope, context: context)
            }
            let result = invokeMember(receiver, name, written, in: &scope, context: context)
            // `path.addLine(to: …)`: a mutating method of the library changes the variable.
            if case .instance(let value) = receiver, value.type == "Path", case .identifier(let variable) = base.unlocated {
                switch result {
                case .instance(let changed) where changed.type == "Path":
                    _ = scope.assign(variable, result)
                    return .tuple([], labels: [])
                case .gap:
                    // A piece the code does not give leaves the whole outline unknown, not one
                    // drawn without it.
                    _ = scope.assign(variable, result)
                    return result
                default: break
                }
            }
            return result
        case .implicitMember(let name):
            guard let expected = context.expected else {
                return .enumCase(type: nil, name: name, payload: evaluateArguments(written, parameters: nil, in: &scope, context: context).map(\.value), raw: nil)
            }
            return invokeMember(.type(table.aliasTarget(expected, seenFrom: context.owner) ?? expected), name, written, in: &scope, context: context)
        case .identifier(let name) where scope.lookup(name) == nil:
            // A function of the type the code runs in or of one around it (`col(…)` inside
            // `Design`), or of the guide's top level; a method of `self`.
            if let receiver = scope.lookup("self"), declaredFunction(on: receiver, named: name, labels: written.map(\.label)) != nil {
                return invokeMember(receiver, name, written, in: &scope, context: context)
            }
            var owner = context.owner
            while true {
                let type = SwiftValue.type(owner.joined(separator: "."))
                if declaredFunction(on: type, named: name, labels: written.map(\.label)) != nil {
                    return invokeMember(type, name, written, in: &scope, context: context)
                }
                if owner.isEmpty { break }
                owner.removeLast()
            }
            let resolved = evaluate(callee, in: &scope, context: context.expecting(nil))
            if case .type = resolved { return invokeMember(resolved, "init", written, in: &scope, context: context) }
            if case .function = resolved { return apply(resolved, written, in: &scope, context: context) }
            return library(global: name, written, in: &scope, context: context)
        default:
            let function = evaluate(callee, in: &scope, context: context.expecting(nil))
            if case .type = function { return invokeMember(function, "init", written, in: &scope, context: context) }
            return apply(function, written, in: &scope, context: context)
        }
    }

    /// Calls a callable value with written arguments.
    mutating func apply(_ function: SwiftValue, _ written: [SwiftArgument], in scope: inout SwiftScope, context: Context) -> SwiftValue {
        guard case .function(let callable) = function else {
            // An `@autoclosure` parameter called for its value (`light()`) holds the value.
            if written.isEmpty, !function.isGap { return function }
            return function.isGap ? function : .gap("call")
        }
        let parameters: [SwiftParameter]? = if case .function(let declared, _) = callable.body { declared.parameters } else { nil }
        let arguments = evaluateArguments(written, parameters: parameters, in: &scope, context: context)
        return invoke(callable, arguments, in: &scope, expecting: context.expected)
    }

    /// `receiver.name(arguments)`: a guide's method, static function, case with a payload or
    /// initializer (`name` "init" on a type), else the library's.
    mutating func invokeMember(_ receiver: SwiftValue, _ name: String, _ written: [SwiftArgument], in scope: inout SwiftScope, context: Context) -> SwiftValue {
        if case .nil = receiver { return .nil }
        var receiver = receiver
        // `self.init(…)` inside an initializer of a struct: another initializer of its type.
        if name == "init", case .instance(let instance) = receiver { receiver = .type(instance.type) }
        if let declared = declaredFunction(on: receiver, named: name, labels: written.map(\.label)),
           case let arguments = evaluateArguments(written, parameters: declared.function.parameters, in: &scope, context: context),
           Self.fits(arguments, declared.function.parameters) {
            let callable = SwiftCallable(body: .function(declared.function, owner: declared.owner), captured: SwiftScope(), receiver: declared.isStatic ? nil : receiver)
            guard name == "init" else { return invoke(callable, arguments, in: &scope) }
            // `Color(hex: "FFF5C4")` is that hex whatever the guide's `init(hex:)` body says:
            // guides paste a placeholder body as often as the parsing itself.
            if case .type(let type) = receiver, Self.colorTypes.contains(type), let hex = labeledHex(type, arguments), case .color = hex {
                return hex
            }
            let made = construct(declared, arguments, on: receiver, in: &scope)
            // A color initializer of the guide's whose body the interpreter cannot follow
            // (`init(hex:)` over `Scanner` APIs it lacks) still gives what its labels say.
            if made.isGap, case .type(let type) = receiver, Self.colorTypes.contains(type),
               let read = colorLibrary(receiver, name, arguments, in: &scope), !read.isGap {
                return read
            }
            return made
        }
        if case .type(let path) = receiver, name != "init", hasCase(name, in: path) {
            let payload = evaluateArguments(written, parameters: nil, in: &scope, context: context).map(\.value)
            return .enumCase(type: path, name: name, payload: payload, raw: nil)
        }
        if case .type(let path) = receiver, name == "init", let made = memberwise(path, written, in: &scope, context: context) {
            return made
        }
        // A property holding a closure (`let action: () -> Void`, a stored function): only the
        // guide's members and an instance's fields can; the library's members are no functions.
        if name != "init", mayHoldFunction(receiver, name) {
            let property = member(receiver, name, in: &scope, context: context, callable: true)
            if case .function = property { return apply(property, written, in: &scope, context: context) }
        }
        let arguments = evaluateArguments(written, parameters: Self.libraryParameters(receiver, name, written), in: &scope, context: context)
        return library(receiver, name, arguments, in: &scope)
    }

    /// The parameters of a library initializer whose arguments are themselves colors
    /// (`Color(light: .white, dark: …)`, `Color(uiColor: .brand)`): typed, so an implicit member
    /// in them is a color's; nil for any other call.
    static func libraryParameters(_ receiver: SwiftValue, _ name: String, _ written: [SwiftArgument]) -> [SwiftParameter]? {
        guard name == "init", case .type(let type) = receiver, colorTypes.contains(type) else { return nil }
        func parameterType(_ label: String?) -> String? {
            switch label {
            case "light"?, "dark"?, "any"?: type
            // `Color(uiColor: .brand)`, `Color(.systemBlue)`: a `UIColor`.
            case "uiColor"?: "UIColor"
            case nil where written.count == 1 && type == "Color": "UIColor"
            case let label? where ["red", "green", "blue", "displayP3Red", "white", "hue", "saturation", "brightness", "opacity", "alpha"].contains(label): "Double"
            default: nil
            }
        }
        guard written.contains(where: { parameterType($0.label) != nil }) else { return nil }
        return written.map { SwiftParameter(label: $0.label, name: $0.label ?? "_", type: parameterType($0.label)) }
    }

    /// Whether `receiver.name` may be a function value: a field of an instance, or a member the
    /// guide declares on the receiver's types.
    private func mayHoldFunction(_ receiver: SwiftValue, _ name: String) -> Bool {
        if case .instance(let instance) = receiver, instance.fields[name] != nil { return true }
        return ownerPaths(of: receiver).contains { table.hasMember(of: $0, named: name) }
    }

    /// Whether the arguments' values can be of the parameters' declared types, as far as a
    /// value shows its type: a closure passed where a number is declared picks another overload
    /// (`UIColor { traits in … }` beside the guide's `UIColor(_ hex: UInt32)`).
    static func fits(_ arguments: [Argument], _ parameters: [SwiftParameter]) -> Bool {
        var unlabeled = parameters.filter { $0.label == nil }[...]
        for argument in arguments {
            let parameter = argument.label.map { label in parameters.first { $0.label == label } } ?? unlabeled.popFirst()
            guard let type = parameter?.type.map(plainType) else { continue }
            switch argument.value {
            case .function: if !type.contains("->") { return false }
            case .string: if numberTypes.contains(type) || colorTypes.contains(type) { return false }
            case .int, .double: if type == "String" || colorTypes.contains(type) { return false }
            case .color: if numberTypes.contains(type) || type == "String" { return false }
            default: continue
            }
        }
        return true
    }

    /// Evaluates the arguments, each with the type its parameter declares as the type a
    /// `.member` means; `&name` is passed with its name for the callee to write back.
    mutating func evaluateArguments(_ written: [SwiftArgument], parameters: [SwiftParameter]?, in scope: inout SwiftScope, context: Context) -> [Argument] {
        var unlabeledIndex = 0
        return written.map { argument in
            let parameter = parameters.flatMap { parameters in
                argument.label.map { label in parameters.first { $0.label == label } } ?? {
                    let unlabeled = parameters.filter { $0.label == nil }
                    defer { unlabeledIndex += 1 }
                    return unlabeledIndex < unlabeled.count ? unlabeled[unlabeledIndex] : nil
                }()
            }
            if case .prefix("&", let target) = argument.value.unlocated, let name = target.unlocated.memberName {
                return Argument(label: argument.label, value: evaluate(target, in: &scope, context: context.expecting(nil)), inOut: name)
            }
            return Argument(label: argument.label, value: evaluate(argument.value, in: &scope, context: context.expecting(parameter?.type)))
        }
    }

    /// Runs a callable: a closure's statements with its parameters (or `$0`, `$1`) bound, or a
    /// declared function's with its parameters bound by label and defaults filled in.
    /// `expected` is the type the call's value is wanted as: a closure takes it as its return
    /// type, as Swift infers it (`static let x: UIColor = { .init(light: …, dark: …) }()`).
    mutating func invoke(_ callable: SwiftCallable, _ arguments: [Argument], in caller: inout SwiftScope, expecting expected: String? = nil) -> SwiftValue {
        guard depth < Self.maximumDepth else {
            noteStop(.tooDeep)
            return .gap("calls nested deeper than \(Self.maximumDepth)")
        }
        depth += 1
        defer { depth -= 1 }
        var scope = callable.captured
        scope.push()
        if let receiver = callable.receiver { scope.declare("self", receiver) }
        let closure: SwiftClosure
        var context = Context()
        var inouts: [(caller: String, parameter: String)] = []
        var isInitializer = false
        switch callable.body {
        case .closure(let body):
            closure = body
            context.expected = expected
            context.owner = callable.owner
            for (index, argument) in arguments.enumerated() {
                scope.declare("$\(index)", argument.value)
                if index < body.parameters.count { scope.declare(body.parameters[index], argument.value) }
                // `Path { p in p.move(…) }`: an in-out argument is written back.
                if let name = argument.inOut { inouts.append((name, index < body.parameters.count ? body.parameters[index] : "$\(index)")) }
            }
        case .function(let function, let owner):
            guard let body = function.body else { return .gap(function.name) }
            closure = body
            isInitializer = function.name == "init"
            context.owner = owner
            context.expected = function.returnType.map(Self.plainType)
            guard let bound = bind(function.parameters, arguments, into: &scope, context: context) else { return .gap(function.name) }
            inouts = bound
        }
        let result: SwiftValue
        // A body of one expression gives its value (`{ BPKColor(value: .clear) }`), as Swift's
        // implicit return does; but an initializer's `self.init(…)` makes `self`.
        let isSingleExpression = closure.statements.count == 1 && !isInitializer && { if case .expression = closure.statements[0].kind { true } else { false } }()
        if closure.statements.isEmpty || isSingleExpression {
            switch closure.results.count {
            case 1: result = evaluate(closure.results[0], in: &scope, context: context)
            // `init() {}`, `{ }`: an initializer gives the `self` it started with.
            case 0 where closure.statements.isEmpty: result = isInitializer ? scope.lookup("self") ?? .gap("init") : .tuple([], labels: [])
            default: result = .gap(closure.text)
            }
        } else {
            // A body of one `if` or `switch` whose branches are expressions is that expression.
            let statements = isInitializer ? closure.statements : SwiftStatement.asExpressionBranches(closure.statements)
            switch run(statements, in: &scope, context: context) {
            case .returned(let value): result = value
            case .stopped(let what): result = .gap(what)
            // An initializer gives the `self` it made; a function without `return`, nothing.
            case .normal: result = isInitializer ? scope.lookup("self") ?? .gap("init") : .tuple([], labels: [])
            }
        }
        for (name, parameter) in inouts {
            if let value = scope.lookup(parameter) { _ = caller.assign(name, value) }
        }
        return result
    }

    /// Binds a declared function's parameters, giving the in-out ones as (the caller's name,
    /// the parameter's); nil when an argument has no parameter.
    private mutating func bind(_ parameters: [SwiftParameter], _ arguments: [Argument], into scope: inout SwiftScope, context: Context) -> [(caller: String, parameter: String)]? {
        var remaining = arguments[...]
        var inouts: [(caller: String, parameter: String)] = []
        for parameter in parameters {
            if let first = remaining.first, first.label == parameter.label {
                if let theme = first.appTheme(parameter, table) {
                    scope.declare(parameter.name, .enumCase(type: theme, name: readAppearance().rawValue, payload: [], raw: nil))
                } else {
                    scope.declare(parameter.name, first.value)
                }
                if let name = first.inOut { inouts.append((name, parameter.name)) }
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue {
                var empty = SwiftScope()
                scope.declare(parameter.name, evaluate(defaultValue, in: &empty, context: context.expecting(parameter.type)))
            } else {
                return nil
            }
        }
        return remaining.isEmpty ? inouts : nil
    }
}

extension SwiftRuntime.Argument {
    /// The app theme enum an argument the code does not determine stands for (Pocket Casts'
    /// `theme.activeTheme` of an environment object, passed to
    /// `ThemeColor.primaryInteractive01(for:)`): the theme that follows the system, the `.light`
    /// case in the light run and `.dark` in the dark, as the theme's tokens are read
    /// (`DeclaredColorTokens+CaseFunctions`). Nil for any other argument: a gap stays one.
    func appTheme(_ parameter: SwiftParameter, _ table: SwiftDeclarationTable) -> String? {
        guard value.isGap, let type = parameter.type, let path = table.typePath(type), let declarations = table.types[path] else { return nil }
        return SwiftAppearance.isAppTheme(cases: declarations.flatMap(\.members.cases).map(\.name)) ? path : nil
    }
}
