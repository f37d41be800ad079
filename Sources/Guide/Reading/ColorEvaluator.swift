import Foundation

/// Evaluates color expressions the way SwiftUI would, as far as the source determines them.
///
/// A name of another color token is looked up among `resolved`, the readings of the guide's
/// declarations made before in `AliasOrder`'s order (`TokenExtraction` fills it), never
/// followed: so a chain of N aliases costs N readings, not N², and no chain is too deep.
struct ColorEvaluator: AliasResolving {
    /// Color declarations of the guide by name, for aliases.
    let declarations: [String: SwiftDeclaration]
    /// `UIColor` declarations, which a `Color` token of the same name usually wraps
    /// (`static let brand = Color(uiColor: .brand)`).
    var uiColorTwins: [String: SwiftDeclaration] = [:]
    let helpers: HelperFunctions
    /// Readings of the declarations by key (`brand` for `declarations`, `UIColor.brand` for
    /// `uiColorTwins`): what `read(key:scope:)` gave each, once.
    var resolved: [String: ColorReading] = [:]

    /// The key of a `UIColor` twin in `resolved`.
    static func twinKey(_ name: String) -> String { "UIColor." + name }

    func evaluate(_ expression: SwiftExpression, scope: inout EvaluationScope) -> ColorReading {
        guard scope.step() else { return ColorReading(kind: .function(expression.text)) }
        switch expression {
        case .identifier, .implicitMember, .member:
            return evaluateName(expression, scope: scope)
        case .call(let callee, let arguments, let closure):
            return evaluateCall(expression, callee: callee, arguments: arguments, closure: closure, scope: &scope)
        case .ternary(let condition, let whenTrue, let whenFalse):
            return evaluateConditional(condition, whenTrue, whenFalse, scope: &scope)
        case .closure(let closure):
            return evaluateResults(closure.results, text: expression.text, scope: &scope)
        default:
            return ColorReading(kind: .function(expression.text))
        }
    }

    /// An expression of a view, outside any declaration.
    func evaluate(_ expression: SwiftExpression) -> ColorReading {
        var scope = EvaluationScope()
        return evaluate(expression, scope: &scope)
    }

    /// Evaluates a computed property's or closure's results. `text` is made only when needed:
    /// made at every level of nested closures, each held the text of all those inside it.
    func evaluateResults(_ results: [SwiftExpression], text: @autoclosure () -> String, scope: inout EvaluationScope) -> ColorReading {
        guard results.count == 1 else { return ColorReading(kind: results.isEmpty ? .function(text()) : .dynamic) }
        return evaluate(results[0], scope: &scope)
    }

    private func evaluateName(_ expression: SwiftExpression, scope: EvaluationScope) -> ColorReading {
        guard let path = expression.memberPath, let name = path.last else { return ColorReading(kind: .function(expression.text)) }
        let base = path.dropLast().joined(separator: ".")
        guard ["", "Color", "UIColor", "Self", "SwiftUI.Color"].contains(base) else { return ColorReading(kind: .function(expression.text)) }
        let twin = Self.twinKey(name)
        // Inside `brand`, `Color(uiColor: .brand)` is the `UIColor` twin; inside the twin, a
        // name of its own is neither it nor the `Color` token that wraps it.
        if uiColorTwins[name] != nil, base == "UIColor" || scope.declaration == name, scope.declaration != twin, var reading = resolved[twin] {
            reading.problem = nil
            return reading
        }
        // A name not read yet is one in a cycle of names (`a = b`, `b = a`): it is not followed.
        if declarations[name] != nil, scope.declaration != name, scope.declaration != twin, var reading = resolved[name] {
            reading.kind = .alias(of: name)
            reading.problem = nil
            return reading
        }
        if let fixed = NamedColors.fixed[name] { return .literal(fixed) }
        if NamedColors.isSystem(name) { return ColorReading(kind: .system(name)) }
        return ColorReading(kind: .function(expression.text))
    }

    /// The value the declaration of `key` in `resolved` gives (stored, computed, or nothing for
    /// functions), read afresh.
    func read(key: String, scope: inout EvaluationScope) -> ColorReading? {
        let declaration = key.hasPrefix("UIColor.") ? uiColorTwins[String(key.dropFirst(8))] : declarations[key]
        guard let declaration else { return nil }
        switch declaration.kind {
        case .stored(let expression): return evaluate(expression, scope: &scope)
        case .computed(let body): return evaluateResults(body.results, text: body.text, scope: &scope)
        case .function: return ColorReading(kind: .function(declaration.name))
        }
    }

    private func evaluateCall(_ expression: SwiftExpression, callee: SwiftExpression, arguments: [SwiftArgument], closure: SwiftClosure?, scope: inout EvaluationScope) -> ColorReading {
        // `x.opacity(0.4)`
        if case .member(let base, "opacity") = callee, let opacity = arguments.first?.value.numericValue {
            return evaluate(base, scope: &scope).withOpacity(opacity)
        }
        guard let path = callee.memberPath, let name = path.last else { return ColorReading(kind: .function(expression.text)) }
        if ["Color", "UIColor", "init"].contains(name) {
            let builtIn = ColorInitializer(evaluator: self).evaluate(arguments: arguments, closure: closure, text: expression.text, scope: &scope)
            // The guide's own initializer for these labels is the one Swift calls
            // (`Color(0x3969EF)` through `init(_ hex: UInt32)`, `Color(red: 255, …)` through one
            // that divides by 255). It is asked when SwiftUI's reading gives no color, and kept
            // when it gives one: a guide's `init(hex:)` whose parsing the core cannot follow
            // still reads as the hex it is given.
            let type = name == "init" ? "Color" : name
            guard builtIn.color == nil, builtIn.appearance == nil, let call = helpers.initializer(of: type, with: arguments), scope.enterCall() else { return builtIn }
            defer { scope.leave() }
            let own = evaluate(call, scope: &scope)
            return own.color != nil || own.appearance != nil ? own : builtIn
        }
        if helpers.isHelper(name) {
            guard scope.enterCall() else { return ColorReading(kind: .function(expression.text)) }
            defer { scope.leave() }
            if let results = helpers.results(ofCalling: name, with: arguments) {
                return evaluateResults(results, text: expression.text, scope: &scope)
            }
        }
        return ColorReading(kind: .function(expression.text))
    }

    /// `trait.userInterfaceStyle == .dark ? darkValue : lightValue`, and the reverse.
    private func evaluateConditional(_ condition: SwiftExpression, _ whenTrue: SwiftExpression, _ whenFalse: SwiftExpression, scope: inout EvaluationScope) -> ColorReading {
        let text = condition.text
        let mentionsDark = text.contains(".dark")
        let mentionsLight = text.contains(".light")
        guard mentionsDark || mentionsLight else { return ColorReading(kind: .dynamic) }
        let negated = text.contains("!=")
        let trueIsDark = mentionsDark != negated
        let (dark, light) = trueIsDark ? (whenTrue, whenFalse) : (whenFalse, whenTrue)
        let darkReading = evaluate(dark, scope: &scope)
        let lightReading = evaluate(light, scope: &scope)
        guard let darkColor = darkReading.color ?? darkReading.appearance?.dark,
              let lightColor = lightReading.color ?? lightReading.appearance?.light else {
            return ColorReading(kind: .dynamic)
        }
        return ColorReading(kind: .dynamic, appearance: Appearance(light: lightColor, dark: darkColor, source: .code))
    }
}
