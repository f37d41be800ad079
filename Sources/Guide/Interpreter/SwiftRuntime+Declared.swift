/// The guide's own declarations at run time: static and instance properties, enum cases with
/// their raw values, functions, initializers (declared or memberwise), and the members a protocol
/// extension gives its conforming types.
extension SwiftRuntime {
    struct DeclaredFunction {
        var function: SwiftFunction
        var owner: [String]
        var isStatic: Bool
    }

    /// The types whose members apply to a value: its own, and the protocols it conforms to.
    func ownerPaths(of value: SwiftValue) -> [String] {
        switch value {
        case .type(let path): return [path]
        case .instance(let instance): return withProtocols(instance.type)
        case .enumCase(let type?, _, _, _): return withProtocols(type)
        case .color: return ["Color", "UIColor", "ShapeStyle"]
        // `extension UIFont { func scaled(withTextStyle:) -> UIFont }` on a system font.
        case .font: return ["Font", "UIFont"]
        case .string: return ["String"]
        default: return []
        }
    }

    private func withProtocols(_ path: String) -> [String] {
        var paths = [path]
        for declaration in table.types[path] ?? [] {
            for conformance in declaration.inheritance where table.types[conformance] != nil && !paths.contains(conformance) {
                paths.append(conformance)
            }
        }
        return paths
    }

    /// The guide's function or initializer `name` on `receiver` that takes these labels.
    func declaredFunction(on receiver: SwiftValue, named name: String, labels: [String?]) -> DeclaredFunction? {
        let isType = if case .type = receiver { true } else { false }
        for path in ownerPaths(of: receiver) where table.hasMember(of: path, named: name) {
            for member in table.members(of: path, named: name) {
                switch member.value {
                case .initializer(let function) where isType && name == "init" && Self.accepts(function.parameters, labels):
                    return DeclaredFunction(function: function, owner: member.owner, isStatic: false)
                case .function(let function) where member.isStatic == isType && Self.accepts(function.parameters, labels):
                    return DeclaredFunction(function: function, owner: member.owner, isStatic: member.isStatic)
                default: continue
                }
            }
        }
        return nil
    }

    /// Whether a call with `labels` binds to `parameters`: each label in order, the rest defaulted.
    static func accepts(_ parameters: [SwiftParameter], _ labels: [String?]) -> Bool {
        var index = 0
        for parameter in parameters {
            if index < labels.count, labels[index] == parameter.label {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == labels.count
    }

    /// Runs a declared initializer of `receiver`'s type: `self` starts as the instance with its
    /// stored properties' initial values (or, for `extension Color { init(…) }`, the type,
    /// until `self.init(…)` makes the color).
    mutating func construct(_ declared: DeclaredFunction, _ arguments: [Argument], on receiver: SwiftValue, in scope: inout SwiftScope) -> SwiftValue {
        guard case .type(let path) = receiver else { return .gap("init") }
        let initial: SwiftValue = isDeclaredType(path) ? .instance(SwiftInstance(type: path, fields: storedDefaults(of: path))) : receiver
        let callable = SwiftCallable(body: .function(declared.function, owner: declared.owner), captured: SwiftScope(), receiver: initial)
        return invoke(callable, arguments, in: &scope)
    }

    /// `Type(a: 1, b: 2)` with no declared initializer: a struct's memberwise initializer, or
    /// an enum's `init(rawValue:)`. Nil when `path` is no struct, class or enum of the guide's.
    mutating func memberwise(_ path: String, _ written: [SwiftArgument], in scope: inout SwiftScope, context: Context) -> SwiftValue? {
        guard isDeclaredType(path) else { return nil }
        let declarations = table.types[path] ?? []
        if declarations.contains(where: { $0.kind == .enum }) {
            guard written.count == 1, written[0].label == "rawValue" else { return .gap("\(path)(…)") }
            let raw = evaluate(written[0].value, in: &scope, context: context.expecting(nil))
            for declaration in declarations {
                for enumCase in declaration.members.cases where Self.equal(rawValue(of: enumCase, in: path, declaration: declaration) ?? .nil, raw) == true {
                    return caseValue(enumCase, in: path, declaration: declaration)
                }
            }
            return .nil
        }
        var fields = storedDefaults(of: path)
        let stored = declarations.flatMap(\.members.properties).filter { !$0.isStatic && $0.getter == nil }
        for argument in written {
            guard let label = argument.label, let property = stored.first(where: { $0.name == label }) else { return .gap("\(path)(…)") }
            fields[label] = evaluate(argument.value, in: &scope, context: context.expecting(property.type))
        }
        return .instance(SwiftInstance(type: path, fields: fields))
    }

    func isDeclaredType(_ path: String) -> Bool {
        (table.types[path] ?? []).contains { $0.kind != .extension && $0.kind != .protocol }
    }

    /// The initial values of a type's stored instance properties.
    private mutating func storedDefaults(of path: String) -> [String: SwiftValue] {
        var fields: [String: SwiftValue] = [:]
        for declaration in table.types[path] ?? [] {
            for property in declaration.members.properties where !property.isStatic && property.getter == nil {
                guard let initial = property.initialValue else { continue }
                var scope = SwiftScope()
                fields[property.name] = evaluate(initial, in: &scope, context: Context(owner: path.split(separator: ".").map(String.init), expected: property.type.map(Self.plainType)))
            }
        }
        return fields
    }

    /// `value.name`: a nested type, an enum case, a static or instance property, a method (as a
    /// function, when `callable`), or the library's member.
    mutating func member(_ value: SwiftValue, _ name: String, in scope: inout SwiftScope, context: Context, callable: Bool = false) -> SwiftValue {
        if case .gap = value { return value }
        // `x?.y` of a nil `x` (the parser keeps no `?`: on a value that is not optional it
        // would not compile) is nil.
        if case .nil = value { return .nil }
        if case .type(let path) = value {
            if let nested = nestedType(name, in: path) { return .type(nested) }
            for declaration in table.types[path] ?? [] {
                if let enumCase = declaration.members.cases.first(where: { $0.name == name }) {
                    return caseValue(enumCase, in: path, declaration: declaration)
                }
            }
        }
        if case .instance(let instance) = value, let field = instance.fields[name] { return field }
        if case .enumCase(_, _, _, let raw?) = value, name == "rawValue" { return raw }
        let isType = if case .type = value { true } else { false }
        for path in ownerPaths(of: value) where table.hasMember(of: path, named: name) {
            for declared in table.members(of: path, named: name) where declared.isStatic == isType || path.isEmpty {
                switch declared.value {
                case .stored(let initial):
                    if isType || path.isEmpty { return named(staticValue(declared), declared) }
                    guard let initial else { continue }
                    var local = SwiftScope(["self": value])
                    return evaluate(initial, in: &local, context: Context(owner: declared.owner, expected: declared.type.map(Self.plainType)))
                case .computed(let getter):
                    if isType { return named(staticValue(declared), declared) }
                    let function = SwiftFunction.getter(getter, named: name, type: declared.type)
                    return invoke(SwiftCallable(body: .function(function, owner: declared.owner), captured: SwiftScope(), receiver: value), [], in: &scope)
                case .function(let function) where callable:
                    // In a static member `self` is the type (`self as Provider.Type`), as in Swift.
                    return .function(SwiftCallable(body: .function(function, owner: declared.owner), captured: SwiftScope(), receiver: value))
                default: continue
                }
            }
        }
        return library(member: value, name, in: &scope)
    }

    /// A static property's value, evaluated once; a cycle (`a = b`, `b = a`) is a gap.
    mutating func staticValue(_ declared: SwiftDeclarationTable.Member) -> SwiftValue {
        let key = declared.path
        if let known = statics[key] {
            if appearanceDependent.contains(key) { _ = readAppearance() }
            return known
        }
        let readsBefore = appearanceReads
        guard !evaluating.contains(key) else { return .gap(key) }
        evaluating.insert(key)
        // A limit met inside is this static's; the code that named it sees only the gap.
        let outerStop = stop
        stop = nil
        defer {
            noteStopped(key)
            stop = outerStop
            evaluating.remove(key)
        }
        var scope = SwiftScope()
        // `extension Font { static let caption = .footnote }`: with no type written, a font or
        // color extension's member is read as one, as the guides mean it (Swift wants the type).
        let tokenOwner = declared.owner.count == 1 && ["Font", "UIFont", "Color", "UIColor"].contains(declared.owner[0]) ? declared.owner[0] : nil
        let context = Context(owner: declared.owner, expected: declared.type.map(Self.plainType) ?? tokenOwner)
        var value: SwiftValue
        switch declared.value {
        case .stored(let initial?): value = evaluate(initial, in: &scope, context: context)
        case .computed(let getter):
            let function = SwiftFunction.getter(getter, named: declared.name, type: declared.type)
            let type: SwiftValue? = declared.owner.isEmpty ? nil : .type(declared.owner.joined(separator: "."))
            value = invoke(SwiftCallable(body: .function(function, owner: declared.owner), captured: SwiftScope(), receiver: type), [], in: &scope)
        // `static var definition: FontDefinition?` with no value starts as nil, as Swift's do.
        case .stored(nil) where declared.type?.hasSuffix("?") == true: value = .nil
        default: value = .gap(key)
        }
        value = stating(value, of: declared)
        statics[key] = value
        if appearanceReads > readsBefore { appearanceDependent.insert(key) }
        return value
    }

    /// A font token's font read by name from other code: the token's, as an alias of it.
    private func named(_ value: SwiftValue, _ declared: SwiftDeclarationTable.Member) -> SwiftValue {
        guard !fontTokens.isEmpty, case .font(var font) = value, fontTokens.contains(declared.path) else { return value }
        font.kind = .alias(of: declared.name)
        return .font(font)
    }

    /// A static whose color the code does not give (`ColorAsset(name: "Bone")`, `Color("Bone")`)
    /// has the value its trailing comment states, if it states one (`// #FFFFFF`).
    private mutating func stating(_ value: SwiftValue, of declared: SwiftDeclarationTable.Member) -> SwiftValue {
        // Only a value that may be a color the code leaves open takes the comment's: the
        // comments beside fonts and numbers ("28pt Bold") are not parsed for a hex code.
        // A member of a color extension with no type written is a color, as the guides mean it.
        let isColor = Self.isColorType(declared.type) || (declared.type == nil && declared.owner.count == 1 && Self.colorTypes.contains(declared.owner[0]))
        switch value {
        case .gap: guard isColor else { return value }
        case .instance, .enumCase: break
        default: return value
        }
        guard let comment = declared.trivia.trailingComment, var stated = StatedColorParser.parse(comment) else { return value }
        // `// #EDEDED, dark #000000`: the dark run's value is the dark one stated.
        if let dark = stated.dark, readAppearance() == .dark { stated.color = dark }
        // The construct is the declaration's own value as written (`ColorAsset(name: "Bone")`),
        // not whatever inside it the code left open.
        var written: String?
        if case .stored(let initial?) = declared.value { written = initial.text }
        if case .gap(let construct) = value, isColor { return .statedColor(stated.color, construct: written ?? construct) }
        switch value {
        case .instance, .enumCase:
            if case .unknown(let construct)? = colorView(of: value) { return .statedColor(stated.color, construct: written ?? construct) }
        default: break
        }
        return value
    }

    /// An enum case as a value, with its raw value: the one written, or what Swift gives a
    /// `String` enum (the case's name) or an `Int` enum (the previous case's plus one).
    func caseValue(_ enumCase: SwiftEnumCase, in path: String, declaration: SwiftTypeDeclaration) -> SwiftValue {
        .enumCase(type: path, name: enumCase.name, payload: [], raw: rawValue(of: enumCase, in: path, declaration: declaration))
    }

    private func rawValue(of enumCase: SwiftEnumCase, in path: String, declaration: SwiftTypeDeclaration) -> SwiftValue? {
        let rawType = declaration.inheritance.first.map(Self.plainType)
        if let written = enumCase.rawValue {
            switch written.unlocated {
            case .number(let value, let text): return Self.number(value, text: text)
            case .string(let text, false): return .string(text)
            case .prefix("-", .number(let value, let text)): return Self.prefix("-", Self.number(value, text: text), written: written)
            default: return nil
            }
        }
        switch rawType {
        case "String": return .string(enumCase.name)
        case "Int":
            var next = 0
            for other in declaration.members.cases {
                if let written = other.rawValue, case .int(let value)? = rawValue(of: other, in: path, declaration: declaration), written.numericValue != nil { next = value }
                if other.name == enumCase.name { return .int(next) }
                next += 1
            }
            return nil
        default: return nil
        }
    }
}

extension SwiftDeclarationTable.Member {
    /// `Owner.Type.name`, the key its static value is kept under. Built without the array
    /// `owner + [name]`, as it is for every read of a static.
    var path: String { owner.isEmpty ? name : owner.joined(separator: ".") + "." + name }
}

extension SwiftFunction {
    /// A computed property's getter as a function of no parameters, for the interpreter.
    static func getter(_ body: SwiftClosure, named name: String, type: String?) -> SwiftFunction {
        SwiftFunction(name: name, isStatic: false, parameters: [], returnType: type, body: body, attributes: [], position: body.position ?? SwiftPosition(line: 0, column: 0), namePosition: body.position ?? SwiftPosition(line: 0, column: 0))
    }
}
