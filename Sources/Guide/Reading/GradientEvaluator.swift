/// Reads `LinearGradient(…)`, `RadialGradient(…)`, `AngularGradient(…)` and `Gradient(…)` calls
/// into stops resolved to the guide's color tokens and literals.
///
/// A name of another gradient token is looked up among `resolved`, the readings made before in
/// `AliasOrder`'s order, never followed (see `ColorEvaluator`).
struct GradientEvaluator: AliasResolving {
    let colors: ColorEvaluator
    /// Gradient declarations by name, so `LinearGradient(gradient: .brand, …)` resolves.
    let gradients: [String: SwiftDeclaration]
    /// Readings of the declarations by name, each read once.
    var resolved: [String: Reading] = [:]

    struct Reading {
        var kind: GradientToken.Kind
        var stops: [GradientToken.Stop] = []
        var startPoint: String?
        var endPoint: String?
        var center: String?
        var startRadius: Double?
        var endRadius: Double?
        var angle: Double?
    }

    static let typeNames: [String: GradientToken.Kind] = [
        "LinearGradient": .linear, "linearGradient": .linear, "Gradient": .linear,
        "RadialGradient": .radial, "radialGradient": .radial,
        "AngularGradient": .angular, "angularGradient": .angular, "conicGradient": .angular,
        "EllipticalGradient": .elliptical, "ellipticalGradient": .elliptical,
    ]

    /// The value the declaration named `name` gives, read afresh.
    func read(key name: String, scope: inout EvaluationScope) -> Reading? {
        guard let declaration = gradients[name] else { return nil }
        let expression: SwiftExpression?
        switch declaration.kind {
        case .stored(let value): expression = value
        case .computed(let body): expression = body.results.count == 1 ? body.results[0] : nil
        case .function: expression = nil
        }
        return expression.flatMap { evaluate($0, scope: &scope) }
    }

    /// An expression of a view, outside any declaration.
    func evaluate(_ expression: SwiftExpression) -> Reading? {
        var scope = EvaluationScope()
        return evaluate(expression, scope: &scope)
    }

    func evaluate(_ expression: SwiftExpression, scope: inout EvaluationScope) -> Reading? {
        guard scope.step() else { return nil }
        switch expression {
        case .call(let callee, let arguments, _):
            guard let name = callee.memberName, let kind = Self.typeNames[name] else { return nil }
            var reading = Reading(kind: kind)
            reading.stops = stops(arguments, scope: &scope)
            reading.startPoint = arguments.value("startPoint")?.text
            reading.endPoint = arguments.value("endPoint")?.text
            reading.center = arguments.value("center")?.text
            reading.startRadius = arguments.value("startRadius")?.numericValue
            reading.endRadius = arguments.value("endRadius")?.numericValue
            reading.angle = (arguments.value("angle") ?? arguments.value("startAngle")).flatMap(Self.degrees)
            return reading
        case .identifier, .implicitMember, .member:
            // Only stored declarations are aliases; a name not read yet is in a cycle of names.
            guard let name = expression.memberName, let declaration = gradients[name], scope.declaration != name,
                  case .stored = declaration.kind, let reading = resolved[name] else { return nil }
            return reading
        default:
            return nil
        }
    }

    private func stops(_ arguments: [SwiftArgument], scope: inout EvaluationScope) -> [GradientToken.Stop] {
        if case .array(let elements)? = arguments.value("colors") {
            return elements.map { stop(color: $0, location: nil, scope: &scope) }
        }
        if case .array(let elements)? = arguments.value("stops") {
            return elements.compactMap { element in
                guard case .call(_, let stopArguments, _) = element, let color = stopArguments.value("color") else { return nil }
                return stop(color: color, location: stopArguments.value("location")?.numericValue, scope: &scope)
            }
        }
        if let gradient = arguments.value("gradient"), let inner = evaluate(gradient, scope: &scope) {
            return inner.stops
        }
        return []
    }

    private func stop(color expression: SwiftExpression, location: Double?, scope: inout EvaluationScope) -> GradientToken.Stop {
        // The gradient's own scope, as before: a stop named like the gradient is not followed.
        let reading = colors.evaluate(expression, scope: &scope)
        var token: String?
        if case .alias(let name) = reading.kind { token = name }
        return GradientToken.Stop(token: token, color: reading.color, expression: expression.text, location: location)
    }

    /// `.degrees(45)`, `Angle(degrees: 45)`, `.radians(x)`.
    private static func degrees(_ expression: SwiftExpression) -> Double? {
        guard case .call(let callee, let arguments, _) = expression, let name = callee.memberName else { return nil }
        let value = (arguments.first?.value).flatMap(\.numericValue)
        switch name {
        case "degrees": return value
        case "radians": return value.map { $0 * 180 / .pi }
        case "Angle": return arguments.value("degrees")?.numericValue ?? arguments.value("radians")?.numericValue.map { $0 * 180 / .pi }
        default: return nil
        }
    }
}
