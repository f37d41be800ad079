/// Reads `LinearGradient(…)`, `RadialGradient(…)`, `AngularGradient(…)` and `Gradient(…)` calls:
/// the call says the gradient's shape (its kind, points, radii, angle) and its stops; each stop's
/// color is what the interpreter gives for it, and the token it names, if any, is what its
/// expression names (`WrittenColor`).
///
/// A name of another gradient token is looked up among `resolved`, the readings made before in
/// `AliasOrder`'s order, never followed.
struct GradientReader {
    /// The guide's color tokens by name, which stops may name.
    let colors: Set<String>
    /// Gradient declarations by name, so `LinearGradient(gradient: .brand, …)` resolves.
    let gradients: [String: SwiftDeclaration]
    /// Readings of the declarations by name, each read once.
    var resolved: [String: Reading?] = [:]

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

    /// The value the declaration named `name` gives.
    func read(_ name: String, in runtime: inout SwiftRuntime) -> Reading? {
        guard let expression = gradients[name]?.writtenValue else { return nil }
        return reading(of: expression, declaration: name, in: &runtime)
    }

    /// The gradient `expression` gives; `declaration` is the token being read, which does not
    /// name itself.
    func reading(of expression: SwiftExpression, declaration: String? = nil, in runtime: inout SwiftRuntime, depth: Int = 0) -> Reading? {
        guard depth < 32 else { return nil }
        switch expression.unlocated {
        case .call(let callee, let arguments, _):
            guard let name = callee.memberName, let kind = Self.typeNames[name] else { return nil }
            var reading = Reading(kind: kind)
            reading.stops = stops(arguments, declaration: declaration, in: &runtime, depth: depth)
            reading.startPoint = arguments.value("startPoint")?.text
            reading.endPoint = arguments.value("endPoint")?.text
            reading.center = arguments.value("center")?.text
            reading.startRadius = arguments.value("startRadius")?.numericValue
            reading.endRadius = arguments.value("endRadius")?.numericValue
            reading.angle = (arguments.value("angle") ?? arguments.value("startAngle")).flatMap(Self.degrees)
            return reading
        case .identifier, .implicitMember, .member:
            // Only stored declarations are aliases; a name not read yet is in a cycle of names.
            guard let name = expression.memberName, let declared = gradients[name], declaration != name,
                  case .stored = declared.kind, let reading = resolved[name] else { return nil }
            return reading
        default:
            return nil
        }
    }

    private func stops(_ arguments: [SwiftArgument], declaration: String?, in runtime: inout SwiftRuntime, depth: Int) -> [GradientToken.Stop] {
        if case .array(let elements)? = arguments.value("colors")?.unlocated {
            return elements.map { stop(color: $0, location: nil, in: &runtime) }
        }
        if case .array(let elements)? = arguments.value("stops")?.unlocated {
            return elements.compactMap { element in
                guard case .call(_, let stopArguments, _) = element.unlocated, let color = stopArguments.value("color") else { return nil }
                return stop(color: color, location: stopArguments.value("location")?.numericValue, in: &runtime)
            }
        }
        if let gradient = arguments.value("gradient"), let inner = reading(of: gradient, declaration: declaration, in: &runtime, depth: depth + 1) {
            return inner.stops
        }
        return []
    }

    private func stop(color expression: SwiftExpression, location: Double?, in runtime: inout SwiftRuntime) -> GradientToken.Stop {
        var scope = SwiftScope()
        let value = runtime.evaluate(expression, in: &scope, context: SwiftRuntime.Context(expected: "Color"))
        var color: RGBAColor?
        if case .known(let known)? = runtime.colorView(of: value) { color = known }
        var token: String?
        if case .alias(let name)? = WrittenColor.kind(of: expression, tokens: colors) { token = name }
        return GradientToken.Stop(token: token, color: color, expression: expression.text, location: location)
    }

    /// `.degrees(45)`, `Angle(degrees: 45)`, `.radians(x)`.
    private static func degrees(_ expression: SwiftExpression) -> Double? {
        guard case .call(let callee, let arguments, _) = expression.unlocated, let name = callee.memberName else { return nil }
        let value = (arguments.first?.value).flatMap(\.numericValue)
        switch name {
        case "degrees": return value
        case "radians": return value.map { $0 * 180 / .pi }
        case "Angle": return arguments.value("degrees")?.numericValue ?? arguments.value("radians")?.numericValue.map { $0 * 180 / .pi }
        default: return nil
        }
    }
}
