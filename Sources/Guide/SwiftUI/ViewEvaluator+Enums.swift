/// Members of the guide's enums and the static helpers of its `Font` and `Color` extensions,
/// run with `self` the case.
extension ViewEvaluator {
    /// `.brand(…)`/`Font.brand(…)`: a static function of the guide's `Font` or `Color` extensions.
    func staticHelper(_ callee: SwiftExpression) -> SwiftLibrary.Located<SwiftFunction>? {
        guard let (base, name) = callee.memberPair, base == "" || base == "Font" || base == "Color" || base == "Self" else { return nil }
        for container in base.isEmpty ? ["Font", "Color"] : [base == "Self" ? "Font" : base] {
            if let type = library.types[container], let function = library.function(name, of: type), function.declaration.isStatic { return function }
        }
        return nil
    }

    /// The guide enum a case expression belongs to (`Variant.primary`, `.primary`).
    func enumType(of expression: SwiftExpression) -> SwiftLibrary.Located<SwiftTypeDeclaration>? {
        guard let (base, name) = expression.memberPair else { return nil }
        if !base.isEmpty {
            guard let type = library.types[base], type.declaration.kind == .enum, type.declaration.members.cases.contains(where: { $0.name == name }) else { return nil }
            return type
        }
        return library.enumsByCase[name]?.first
    }

    /// A computed property or method of a guide enum, run with `self` the case.
    mutating func enumMember(_ name: String, of expression: SwiftExpression, arguments: [SwiftArgument]?, closure: SwiftClosure?, _ scope: Scope) -> SwiftValue? {
        guard let type = enumType(of: expression) else { return nil }
        if arguments == nil, let property = library.property(name, of: type), let getter = property.declaration.getter, !property.declaration.isStatic {
            var inner = Scope(block: property.block, selfType: type)
            inner.names["self"] = .expression(expression)
            return runForValue(getter.statements, &inner)
        }
        if let arguments, let function = library.function(name, of: type), !function.declaration.isStatic, let body = function.declaration.body {
            var inner = Scope(block: function.block, selfType: type)
            inner.names["self"] = .expression(expression)
            bind(function.declaration.parameters, arguments, closure, caller: scope, into: &inner)
            return runForValue(body.statements, &inner)
        }
        return nil
    }

    /// `.primary.rawValue` of a guide enum: its raw value, or its name for `String` enums.
    func rawValue(of expression: SwiftExpression) -> SwiftExpression? {
        guard let (base, name) = expression.memberPair else { return nil }
        let candidates = base.isEmpty ? library.enumsByCase[name] ?? [] : library.types[base].map { [$0] } ?? []
        for type in candidates where type.declaration.kind == .enum {
            guard let found = type.declaration.members.cases.first(where: { $0.name == name }) else { continue }
            if let raw = found.rawValue { return raw }
            if type.declaration.inheritance.contains("String") { return .string(found.name, isInterpolated: false) }
        }
        return nil
    }
}
