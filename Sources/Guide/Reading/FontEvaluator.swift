/// Evaluates font expressions: `Font.custom`, `Font.system`, text styles, modifiers such as
/// `.weight()`, aliases, and calls to the guide's own helper functions.
///
/// A name of another font token is looked up among `resolved`, the readings made before in
/// `AliasOrder`'s order, never followed (see `ColorEvaluator`).
struct FontEvaluator: AliasResolving {
    let declarations: [String: SwiftDeclaration]
    let helpers: HelperFunctions
    /// The guide's code run in the light appearance (`DeclaredColorTokens`' run), for faces
    /// named through its string constants and interpolations (`Font.custom(AppFont.face, …)`,
    /// `"\(brand)-Black"`); nil reads literal faces alone.
    var runtime: SwiftRuntime?
    /// Readings of the declarations by name, each read once.
    var resolved: [String: FontReading] = [:]

    /// The value the declaration named `name` gives, read afresh.
    func read(key name: String, scope: inout EvaluationScope) -> FontReading? {
        guard let declaration = declarations[name] else { return nil }
        switch declaration.kind {
        case .stored(let expression): return evaluate(expression, scope: &scope)
        case .computed(let body): return evaluateResults(body.results, text: body.text, scope: &scope)
        case .function: return FontReading(kind: .unresolved(declaration.name))
        }
    }

    /// An expression of a view, outside any declaration.
    func evaluate(_ expression: SwiftExpression) -> FontReading {
        var scope = EvaluationScope()
        return evaluate(expression, scope: &scope)
    }

    func evaluate(_ expression: SwiftExpression, scope: inout EvaluationScope) -> FontReading {
        guard scope.step() else { return FontReading(kind: .unresolved(expression.text)) }
        switch expression {
        case .identifier, .implicitMember, .member:
            return evaluateName(expression, scope: scope)
        case .call(let callee, let arguments, _):
            return evaluateCall(expression, callee: callee, arguments: arguments, scope: &scope)
        default:
            return FontReading(kind: .unresolved(expression.text))
        }
    }

    /// The text a face argument gives: a literal as written, else what the runtime makes of it
    /// where the token is declared (its type, for `Self.face` and unqualified constants).
    private func text(of expression: SwiftExpression, scope: EvaluationScope) -> String? {
        if case .string(let literal, isInterpolated: false) = expression.unlocated { return literal }
        // A copy: the run's statics stay as the token readers left them.
        guard var runtime else { return nil }
        var names = SwiftScope()
        let owner = scope.declaration.flatMap { declarations[$0]?.owner } ?? []
        guard case .string(let text) = runtime.evaluate(expression, in: &names, context: SwiftRuntime.Context(owner: owner)) else { return nil }
        return text
    }

    private func evaluateResults(_ results: [SwiftExpression], text: @autoclosure () -> String, scope: inout EvaluationScope) -> FontReading {
        switch results.count {
        case 0: return FontReading(kind: .unresolved(text()))
        case 1: return evaluate(results[0], scope: &scope)
        default: return .runtimeChoice(results.map { evaluate($0, scope: &scope) })
        }
    }

    private func evaluateName(_ expression: SwiftExpression, scope: EvaluationScope) -> FontReading {
        guard let path = expression.memberPath, let name = path.last,
              ["", "Font", "Self", "SwiftUI.Font"].contains(path.dropLast().joined(separator: ".")) else {
            return FontReading(kind: .unresolved(expression.text))
        }
        // A name not read yet is one in a cycle of names: it is not followed.
        if declarations[name] != nil, scope.declaration != name, var reading = resolved[name] {
            reading.kind = .alias(of: name)
            return reading
        }
        if TextStyle(rawValue: name) != nil {
            var reading = FontReading(kind: .textStyle)
            reading.textStyle = name
            return reading
        }
        return FontReading(kind: .unresolved(expression.text))
    }

    private func evaluateCall(_ expression: SwiftExpression, callee: SwiftExpression, arguments: [SwiftArgument], scope: inout EvaluationScope) -> FontReading {
        if case .member(let base, let modifier) = callee, Self.modifiers.contains(modifier) {
            var reading = evaluate(base, scope: &scope)
            apply(modifier, arguments, to: &reading)
            return reading
        }
        guard let name = callee.memberName else { return FontReading(kind: .unresolved(expression.text)) }
        switch name {
        case "custom": return custom(arguments, text: expression.text, scope: scope)
        case "system", "systemFont": return system(arguments)
        case "Font":
            // `Font(UIFont(name: "X", size: 17)!)`, `Font(UIFont.systemFont(ofSize: 17))`
            guard let wrapped = arguments.first?.value else { return FontReading(kind: .unresolved(expression.text)) }
            return evaluate(wrapped, scope: &scope)
        case "UIFont":
            var reading = custom([SwiftArgument(label: nil, value: arguments.value("name") ?? .unknown(""))] + arguments.filter { $0.label == "size" }, text: expression.text, scope: scope)
            if arguments.value("name") == nil { reading.kind = .unresolved(expression.text) }
            return reading
        default:
            guard helpers.isHelper(name), scope.enterCall() else { return FontReading(kind: .unresolved(expression.text)) }
            defer { scope.leave() }
            if let results = helpers.results(ofCalling: name, with: arguments) {
                return evaluateResults(results, text: expression.text, scope: &scope)
            }
            return FontReading(kind: .unresolved(expression.text))
        }
    }

    private func custom(_ arguments: [SwiftArgument], text: String, scope: EvaluationScope) -> FontReading {
        guard let written = arguments.unlabeled.first else { return FontReading(kind: .unresolved(text)) }
        let known = self.text(of: written, scope: scope)
        guard let face = known ?? { if case .string(let literal, true) = written.unlocated { literal } else { nil } }() else {
            return FontReading(kind: .unresolved(text))
        }
        // An interpolation of something other than the guide's constants is chosen as the app runs.
        var reading = FontReading(kind: known == nil ? .runtime : .custom)
        reading.face = face
        reading.size = (arguments.value("size") ?? arguments.value("fixedSize") ?? arguments.value("ofSize"))?.numericValue
        reading.textStyle = arguments.value("relativeTo").flatMap(Self.lastName)
        reading.isItalic = FontFace.isItalic(face)
        return reading
    }

    private func system(_ arguments: [SwiftArgument]) -> FontReading {
        var reading = FontReading(kind: .system)
        reading.size = (arguments.value("size") ?? arguments.value("ofSize"))?.numericValue
        if let style = arguments.unlabeled.first.flatMap(Self.lastName), TextStyle(rawValue: style) != nil {
            reading.textStyle = style
            if reading.size == nil { reading.kind = .textStyle }
        }
        reading.declaredWeight = arguments.value("weight").flatMap(Self.lastName).flatMap(FontWeight.init(rawValue:))
        reading.design = arguments.value("design").flatMap(Self.lastName)
        return reading
    }

    private static let modifiers: Set<String> = [
        "weight", "bold", "italic", "monospacedDigit", "monospaced", "leading", "width", "smallCaps",
        "lowercaseSmallCaps", "uppercaseSmallCaps",
    ]

    private func apply(_ modifier: String, _ arguments: [SwiftArgument], to reading: inout FontReading) {
        switch modifier {
        case "weight":
            if let weight = arguments.first.flatMap({ Self.lastName($0.value) }).flatMap(FontWeight.init(rawValue:)) { reading.declaredWeight = weight }
        case "bold": reading.declaredWeight = .bold
        case "italic": reading.isItalic = true
        case "monospacedDigit": reading.usesMonospacedDigits = true
        case "monospaced": reading.design = "monospaced"
        default: break
        }
    }

    /// `.bold`, `Font.Weight.bold` → `bold`.
    private static func lastName(_ expression: SwiftExpression) -> String? {
        expression.memberName
    }
}
