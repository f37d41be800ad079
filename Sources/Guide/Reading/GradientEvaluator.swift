/// Reads `LinearGradient(…)`, `RadialGradient(…)`, `AngularGradient(…)` and `Gradient(…)` calls
/// into stops resolved to the guide's color tokens and literals.
struct GradientEvaluator {
    let colors: ColorEvaluator
    /// Gradient declarations by name, so `LinearGradient(gradient: .brand, …)` resolves.
    let gradients: [String: SwiftDeclaration]

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

    func evaluate(_ expression: SwiftExpression, visiting: Set<String> = []) -> Reading? {
        switch expression {
        case .call(let callee, let arguments, _):
            guard let name = callee.memberPath?.last, let kind = Self.typeNames[name] else { return nil }
            var reading = Reading(kind: kind)
            reading.stops = stops(arguments, visiting: visiting)
            reading.startPoint = arguments.value("startPoint")?.text
            reading.endPoint = arguments.value("endPoint")?.text
            reading.center = arguments.value("center")?.text
            reading.startRadius = arguments.value("startRadius")?.numericValue
            reading.endRadius = arguments.value("endRadius")?.numericValue
            reading.angle = (arguments.value("angle") ?? arguments.value("startAngle")).flatMap(Self.degrees)
            return reading
        case .identifier, .implicitMember, .member:
            guard let name = expression.memberPath?.last, let declaration = gradients[name], !visiting.contains(name),
                  case .stored(let value) = declaration.kind else { return nil }
            return evaluate(value, visiting: visiting.union([name]))
        default:
            return nil
        }
    }

    private func stops(_ arguments: [SwiftArgument], visiting: Set<String>) -> [GradientToken.Stop] {
        if case .array(let elements)? = arguments.value("colors") {
            return elements.map { stop(color: $0, location: nil, visiting: visiting) }
        }
        if case .array(let elements)? = arguments.value("stops") {
            return elements.compactMap { element in
                guard case .call(_, let stopArguments, _) = element, let color = stopArguments.value("color") else { return nil }
                return stop(color: color, location: stopArguments.value("location")?.numericValue, visiting: visiting)
            }
        }
        if let gradient = arguments.value("gradient"), let inner = evaluate(gradient, visiting: visiting) {
            return inner.stops
        }
        return []
    }

    private func stop(color expression: SwiftExpression, location: Double?, visiting: Set<String>) -> GradientToken.Stop {
        let reading = colors.evaluate(expression, visiting: visiting)
        var token: String?
        if case .alias(let name) = reading.kind { token = name }
        return GradientToken.Stop(token: token, color: reading.color, expression: expression.text, location: location)
    }

    /// `.degrees(45)`, `Angle(degrees: 45)`, `.radians(x)`.
    private static func degrees(_ expression: SwiftExpression) -> Double? {
        guard case .call(let callee, let arguments, _) = expression, let name = callee.memberPath?.last else { return nil }
        let value = (arguments.first?.value).flatMap(\.numericValue)
        switch name {
        case "degrees": return value
        case "radians": return value.map { $0 * 180 / .pi }
        case "Angle": return arguments.value("degrees")?.numericValue ?? arguments.value("radians")?.numericValue.map { $0 * 180 / .pi }
        default: return nil
        }
    }
}
