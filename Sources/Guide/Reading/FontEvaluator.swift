/// Evaluates font expressions: `Font.custom`, `Font.system`, text styles, modifiers such as
/// `.weight()`, aliases, and calls to the guide's own helper functions.
struct FontEvaluator {
    let declarations: [String: SwiftDeclaration]
    let helpers: HelperFunctions

    func read(_ declaration: SwiftDeclaration, visiting: Set<String> = []) -> FontReading {
        switch declaration.kind {
        case .stored(let expression): evaluate(expression, visiting: visiting.union([declaration.name]))
        case .computed(let body): evaluateResults(body.results, text: body.text, visiting: visiting.union([declaration.name]))
        case .function: FontReading(kind: .unresolved(declaration.name))
        }
    }

    func evaluate(_ expression: SwiftExpression, visiting: Set<String>) -> FontReading {
        switch expression {
        case .identifier, .implicitMember, .member:
            return evaluateName(expression, visiting: visiting)
        case .call(let callee, let arguments, _):
            return evaluateCall(expression, callee: callee, arguments: arguments, visiting: visiting)
        default:
            return FontReading(kind: .unresolved(expression.text))
        }
    }

    private func evaluateResults(_ results: [SwiftExpression], text: String, visiting: Set<String>) -> FontReading {
        switch results.count {
        case 0: return FontReading(kind: .unresolved(text))
        case 1: return evaluate(results[0], visiting: visiting)
        default: return .runtimeChoice(results.map { evaluate($0, visiting: visiting) })
        }
    }

    private func evaluateName(_ expression: SwiftExpression, visiting: Set<String>) -> FontReading {
        guard let path = expression.memberPath, let name = path.last,
              ["", "Font", "Self", "SwiftUI.Font"].contains(path.dropLast().joined(separator: ".")) else {
            return FontReading(kind: .unresolved(expression.text))
        }
        if let declaration = declarations[name], !visiting.contains(name) {
            var reading = read(declaration, visiting: visiting)
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

    private func evaluateCall(_ expression: SwiftExpression, callee: SwiftExpression, arguments: [SwiftArgument], visiting: Set<String>) -> FontReading {
        if case .member(let base, let modifier) = callee, Self.modifiers.contains(modifier) {
            var reading = evaluate(base, visiting: visiting)
            apply(modifier, arguments, to: &reading)
            return reading
        }
        guard let name = callee.memberPath?.last else { return FontReading(kind: .unresolved(expression.text)) }
        switch name {
        case "custom": return custom(arguments, text: expression.text)
        case "system", "systemFont": return system(arguments)
        case "Font":
            // `Font(UIFont(name: "X", size: 17)!)`, `Font(UIFont.systemFont(ofSize: 17))`
            guard let wrapped = arguments.first?.value else { return FontReading(kind: .unresolved(expression.text)) }
            return evaluate(wrapped, visiting: visiting)
        case "UIFont":
            var reading = custom([SwiftArgument(label: nil, value: arguments.value("name") ?? .unknown(""))] + arguments.filter { $0.label == "size" }, text: expression.text)
            if arguments.value("name") == nil { reading.kind = .unresolved(expression.text) }
            return reading
        default:
            if let results = helpers.results(ofCalling: name, with: arguments) {
                return evaluateResults(results, text: expression.text, visiting: visiting)
            }
            return FontReading(kind: .unresolved(expression.text))
        }
    }

    private func custom(_ arguments: [SwiftArgument], text: String) -> FontReading {
        guard case .string(let face, let interpolated)? = arguments.unlabeled.first else {
            return FontReading(kind: .unresolved(text))
        }
        var reading = FontReading(kind: interpolated ? .runtime : .custom)
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
        expression.memberPath?.last
    }
}
