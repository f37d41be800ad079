import Foundation

/// Evaluates color expressions the way SwiftUI would, as far as the source determines them.
struct ColorEvaluator {
    /// Color declarations of the guide by name, for aliases.
    let declarations: [String: SwiftDeclaration]
    /// `UIColor` declarations, which a `Color` token of the same name usually wraps
    /// (`static let brand = Color(uiColor: .brand)`).
    var uiColorTwins: [String: SwiftDeclaration] = [:]
    let helpers: HelperFunctions

    func evaluate(_ expression: SwiftExpression, visiting: Set<String> = []) -> ColorReading {
        switch expression {
        case .identifier, .implicitMember, .member:
            return evaluateName(expression, visiting: visiting)
        case .call(let callee, let arguments, let closure):
            return evaluateCall(expression, callee: callee, arguments: arguments, closure: closure, visiting: visiting)
        case .ternary(let condition, let whenTrue, let whenFalse):
            return evaluateConditional(condition, whenTrue, whenFalse, visiting: visiting)
        case .closure(let closure):
            return evaluateResults(closure.results, text: expression.text, visiting: visiting)
        default:
            return ColorReading(kind: .function(expression.text))
        }
    }

    /// Evaluates a computed property's or closure's results.
    func evaluateResults(_ results: [SwiftExpression], text: String, visiting: Set<String>) -> ColorReading {
        guard results.count == 1 else { return ColorReading(kind: results.isEmpty ? .function(text) : .dynamic) }
        return evaluate(results[0], visiting: visiting)
    }

    private func evaluateName(_ expression: SwiftExpression, visiting: Set<String>) -> ColorReading {
        guard let path = expression.memberPath, let name = path.last else { return ColorReading(kind: .function(expression.text)) }
        let base = path.dropLast().joined(separator: ".")
        guard ["", "Color", "UIColor", "Self", "SwiftUI.Color"].contains(base) else { return ColorReading(kind: .function(expression.text)) }
        if let twin = uiColorTwins[name], base == "UIColor" || visiting.contains(name), !visiting.contains("UIColor." + name) {
            var reading = read(twin, visiting: visiting.union(["UIColor." + name]))
            reading.problem = nil
            return reading
        }
        if let declaration = declarations[name], !visiting.contains(name) {
            var reading = read(declaration, visiting: visiting.union([name]))
            reading.kind = .alias(of: name)
            reading.problem = nil
            return reading
        }
        if let fixed = NamedColors.fixed[name] { return .literal(fixed) }
        if NamedColors.isSystem(name) { return ColorReading(kind: .system(name)) }
        return ColorReading(kind: .function(expression.text))
    }

    /// The value a declaration gives (stored, computed, or nothing for functions).
    func read(_ declaration: SwiftDeclaration, visiting: Set<String>) -> ColorReading {
        switch declaration.kind {
        case .stored(let expression): evaluate(expression, visiting: visiting)
        case .computed(let body): evaluateResults(body.results, text: body.text, visiting: visiting)
        case .function: ColorReading(kind: .function(declaration.name))
        }
    }

    private func evaluateCall(_ expression: SwiftExpression, callee: SwiftExpression, arguments: [SwiftArgument], closure: SwiftClosure?, visiting: Set<String>) -> ColorReading {
        // `x.opacity(0.4)`
        if case .member(let base, "opacity") = callee, let opacity = arguments.first?.value.numericValue {
            return evaluate(base, visiting: visiting).withOpacity(opacity)
        }
        guard let path = callee.memberPath, let name = path.last else { return ColorReading(kind: .function(expression.text)) }
        if ["Color", "UIColor", "init"].contains(name) {
            return ColorInitializer(evaluator: self, visiting: visiting).evaluate(arguments: arguments, closure: closure, text: expression.text)
        }
        if let results = helpers.results(ofCalling: name, with: arguments) {
            return evaluateResults(results, text: expression.text, visiting: visiting)
        }
        return ColorReading(kind: .function(expression.text))
    }

    /// `trait.userInterfaceStyle == .dark ? darkValue : lightValue`, and the reverse.
    private func evaluateConditional(_ condition: SwiftExpression, _ whenTrue: SwiftExpression, _ whenFalse: SwiftExpression, visiting: Set<String>) -> ColorReading {
        let text = condition.text
        let mentionsDark = text.contains(".dark")
        let mentionsLight = text.contains(".light")
        guard mentionsDark || mentionsLight else { return ColorReading(kind: .dynamic) }
        let negated = text.contains("!=")
        let trueIsDark = mentionsDark != negated
        let (dark, light) = trueIsDark ? (whenTrue, whenFalse) : (whenFalse, whenTrue)
        let darkReading = evaluate(dark, visiting: visiting)
        let lightReading = evaluate(light, visiting: visiting)
        guard let darkColor = darkReading.color ?? darkReading.appearance?.dark,
              let lightColor = lightReading.color ?? lightReading.appearance?.light else {
            return ColorReading(kind: .dynamic)
        }
        return ColorReading(kind: .dynamic, appearance: Appearance(light: lightColor, dark: darkColor, source: .code))
    }
}
