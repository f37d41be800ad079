/// Resolves the colors, fonts and gradients a view uses through the guide's own tokens, the
/// color and gradient evaluators and the interpreter (so a form Guide reads anywhere reads the
/// same in a view).
struct TokenResolver {
    let colors: [String: ColorToken]
    let fonts: [String: FontToken]
    let gradientTokens: [String: GradientToken]
    let colorEvaluator: ColorEvaluator
    /// The guide's code run in the light appearance, its font tokens read: fonts are its values.
    let runtime: SwiftRuntime
    let gradientEvaluator: GradientEvaluator

    /// The color an expression (already reduced) gives, or nil when it is not a color.
    func color(_ expression: SwiftExpression) -> ViewColor? {
        let expression = expression.unlocated
        if case .call(let callee, let arguments, nil) = expression, case .member(let base, "opacity") = callee.unlocated,
           let opacity = arguments.first?.value.numericValue, let color = color(base) {
            return color.withOpacity(opacity)
        }
        if let path = expression.memberPath, let name = path.last, ["", "Color", "Self", "UIColor", "SwiftUI.Color"].contains(path.dropLast().joined(separator: ".")) || path.count == 1 {
            if let token = colors[name] {
                let light = token.appearance?.light ?? token.displayColor
                return ViewColor(token: name, light: light, dark: token.appearance?.dark, system: token.color == nil && token.appearance == nil ? Self.runtimeName(token.kind) : nil, expression: expression.text)
            }
            if let fixed = NamedColors.fixed[name] { return ViewColor(light: fixed, expression: expression.text) }
            if NamedColors.isSystem(name) || ["primary", "secondary", "tertiary", "quaternary", "accentColor", "tint"].contains(name) { return ViewColor(system: name, expression: expression.text) }
            if path.count == 1 || path.first == "" { return nil }
        }
        guard Self.mayBeColor(expression) else { return nil }
        let reading = colorEvaluator.evaluate(expression)
        if let color = reading.color { return ViewColor(light: color, expression: expression.text) }
        if let appearance = reading.appearance { return ViewColor(light: appearance.light, dark: appearance.dark, expression: expression.text) }
        switch reading.kind {
        case .alias(let name): return colors[name].map { ViewColor(token: name, light: $0.displayColor, dark: $0.appearance?.dark, expression: expression.text) }
        case .system(let name), .asset(let name): return ViewColor(system: name, expression: expression.text)
        default: return runtimeColor(expression)
        }
    }

    /// A color the evaluators do not read, run in the interpreter: a path through the guide's
    /// own types (`Color(UIColor.govUK.text.primary)`, `DesignSystem.Color.Text.primary`). A path
    /// that ends at one of the guide's color tokens is that token (so the page paints its light
    /// and dark values); anything else is the light value the code gives, or nothing.
    private func runtimeColor(_ expression: SwiftExpression) -> ViewColor? {
        var inner = expression
        // `Color(x)`, `Color(uiColor: x)`: the color `x` is.
        if case .call(let callee, let arguments, nil) = expression, callee.memberName == "Color", arguments.count == 1,
           arguments[0].label == nil || arguments[0].label == "uiColor" {
            inner = arguments[0].value.unlocated
        }
        // A gradient's static is the gradient reader's, not a color.
        guard let path = inner.memberPath, path.count > 1, !path.contains(where: \.isEmpty), GradientEvaluator.typeNames[path[0]] == nil else { return nil }
        if let token = colors[path.last!], token.color != nil || token.appearance != nil {
            return ViewColor(token: token.name, light: token.appearance?.light ?? token.displayColor, dark: token.appearance?.dark, expression: expression.text)
        }
        var light = runtime
        var scope = SwiftScope()
        let value = light.evaluate(inner, in: &scope, context: SwiftRuntime.Context())
        guard case .color(let color) = value else { return nil }
        return ViewColor(light: color, expression: expression.text)
    }

    private static func runtimeName(_ kind: ColorToken.Kind) -> String? {
        switch kind {
        case .system(let name), .asset(let name): name
        default: nil
        }
    }

    /// Calls that can give a color: `Color(…)`, `UIColor(…)`, `.opacity`, helpers.
    private static func mayBeColor(_ expression: SwiftExpression) -> Bool {
        switch expression.unlocated {
        case .call, .member, .identifier, .implicitMember, .ternary: true
        default: false
        }
    }

    /// The font an expression gives, or nil when it is not a font.
    func font(_ expression: SwiftExpression) -> ViewFont? {
        let expression = expression.unlocated
        if let path = expression.memberPath, let name = path.last, let token = fonts[name], ["", "Font", "Self"].contains(path.dropLast().joined(separator: ".")) || path.count == 1 {
            return ViewFont(
                token: name, family: token.family, face: token.face, size: token.displaySize, weight: token.displayWeight,
                design: token.design, textStyle: token.textStyle, isItalic: token.isItalic, expression: expression.text
            )
        }
        // A copy: a view's expression leaves the run as the token readers left it.
        var runtime = self.runtime
        var scope = SwiftScope()
        guard case .font(let value) = runtime.evaluate(expression, in: &scope, context: SwiftRuntime.Context(expected: "Font")) else { return nil }
        let reading = FontReading(value)
        var font = ViewFont(expression: expression.text)
        if case .alias(let name) = reading.kind { font.token = name }
        font.face = reading.face
        font.family = reading.face.map(FontFace.family(of:))
        let style = reading.textStyle.flatMap(TextStyle.init(rawValue:))
        font.size = reading.size ?? style?.defaultPointSize
        font.weight = reading.declaredWeight ?? reading.face.flatMap(FontFace.weight(of:)) ?? style?.defaultWeight ?? (reading.kind == .system ? .regular : nil)
        font.design = reading.design
        font.textStyle = reading.textStyle
        font.isItalic = reading.isItalic
        return font
    }

    /// A gradient from a gradient call or token.
    func gradient(_ expression: SwiftExpression) -> ViewGradient? {
        let expression = expression.unlocated
        var token: String?
        if let name = expression.memberName, gradientTokens[name] != nil { token = name }
        guard let reading = gradientEvaluator.evaluate(expression) else { return nil }
        let count = reading.stops.count
        let stops = reading.stops.enumerated().map { index, stop in
            let color = stop.token.flatMap { name in
                colors[name].map { token in
                    // `.brand.opacity(0.2)`: the token, with the opacity the stop applies.
                    let opacity = (stop.color?.alpha ?? 1) / max(token.displayColor?.alpha ?? 1, 0.0001)
                    return ViewColor(token: name, light: stop.color ?? token.displayColor, dark: token.appearance?.dark.withOpacity(opacity), opacity: opacity, expression: stop.expression)
                }
            } ?? ViewColor(light: stop.color, expression: stop.expression)
            return ViewGradient.Stop(color: color, location: stop.location ?? (count > 1 ? Double(index) / Double(count - 1) : 0))
        }
        return ViewGradient(kind: reading.kind, token: token, stops: stops, startPoint: reading.startPoint, endPoint: reading.endPoint)
    }
}
