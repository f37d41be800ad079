/// Resolves the colors, fonts and gradients a view uses through the guide's own tokens and the
/// interpreter's light and dark runs (so a form Guide reads anywhere reads the same in a view).
struct TokenResolver {
    let colors: [String: ColorToken]
    let fonts: [String: FontToken]
    let gradientTokens: [String: GradientToken]
    /// The guide's code run in the light and the dark appearance, its tokens read: a view's
    /// colors and fonts are values of these runs (copies: a view leaves them as they were).
    let light: SwiftRuntime
    let dark: SwiftRuntime
    /// Reads a gradient call's shape; its stops' colors are the light run's.
    let gradients: GradientReader

    /// The instance a call of one of the guide's plain data types makes (`ViewModifiers()`,
    /// `Frame(maxWidth: .infinity)`), as the interpreter makes it in `owner`: nil unless the
    /// type only stores values and every field is plain data (numbers, strings, Booleans, enum cases, nil, arrays and instances
    /// of those), so no color or font in it is fixed to the light run's value.
    func dataInstance(_ expression: SwiftExpression, owner: [String]) -> SwiftValue? {
        var runtime = light
        var scope = SwiftScope()
        let made = runtime.evaluate(expression, in: &scope, context: SwiftRuntime.Context(owner: owner))
        guard case .instance(let instance) = made, Self.isPlainData(made, depth: 0) else { return nil }
        // Only a record of stored values: what a computed member or method gives is the
        // tokens' to work out from the call (`LightColorPalette().onPrimary`, a color token).
        let computes = light.table.members(of: instance.type) { member in
            guard !member.isStatic else { return false }
            switch member.value {
            case .computed, .function: return true
            default: return false
            }
        }
        return computes.isEmpty ? made : nil
    }

    /// The qualified path of a type the guide declares (by its declaration's place: the view
    /// evaluator's library names types by their last name, which two nested types may share).
    func path(of declaration: SwiftTypeDeclaration, block: Int) -> [String]? {
        for (path, declarations) in light.table.types {
            for (candidate, candidateBlock) in zip(declarations, light.table.typeBlocks[path] ?? []) where candidateBlock == block && candidate.position == declaration.position {
                return path.split(separator: ".").map(String.init)
            }
        }
        return nil
    }

    private static func isPlainData(_ value: SwiftValue, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        switch value {
        case .int, .double, .string, .bool, .nil: return true
        case .enumCase(_, _, let payload, _): return payload.allSatisfy { isPlainData($0, depth: depth + 1) }
        case .array(let elements): return elements.allSatisfy { isPlainData($0, depth: depth + 1) }
        case .instance(let instance): return instance.fields.values.allSatisfy { isPlainData($0, depth: depth + 1) }
        default: return false
        }
    }

    /// The color an expression (already reduced) gives, or nil when it is not a color.
    func color(_ expression: SwiftExpression) -> ViewColor? {
        let expression = expression.unlocated
        if case .call(let callee, let arguments, nil) = expression, case .member(let base, "opacity") = callee.unlocated,
           let opacity = arguments.first?.value.numericValue, let color = color(base) {
            return color.withOpacity(opacity)
        }
        if let path = expression.memberPath, let name = path.last, WrittenColor.colorBases.contains(path.dropLast().joined(separator: ".")) || path.count == 1 {
            if let token = colors[name] { return tokenColor(token, expression: expression) }
            if let fixed = NamedColors.fixed[name] { return ViewColor(light: fixed, expression: expression.text) }
            if NamedColors.isSystem(name) || ["primary", "secondary", "tertiary", "quaternary", "accentColor", "tint"].contains(name) { return ViewColor(system: name, expression: expression.text) }
            if path.count == 1 || path.first == "" { return nil }
        }
        guard Self.mayBeColor(expression) else { return nil }
        // A path through the guide's own types that ends at one of its color tokens is that
        // token (`Color(UIColor.govUK.text.primary)`, `Theme.colors.brand`), so the page paints
        // its light and dark values.
        var inner = expression
        if case .call(let callee, let arguments, nil) = expression, callee.memberName == "Color", arguments.count == 1,
           arguments[0].label == nil || arguments[0].label == "uiColor" {
            inner = arguments[0].value.unlocated
        }
        // A token named by its whole path (`PayPalButtonColor.blue.backgroundColor`, an enum
        // case's color) is that one, before any token that shares its last name.
        if let path = inner.memberPath, path.count > 1, !path.contains(where: \.isEmpty), GradientReader.typeNames[path[0]] == nil,
           let token = colors[path.joined(separator: ".")] ?? colors[path.last!], token.color != nil || token.appearance != nil {
            return tokenColor(token, expression: expression)
        }
        if let (lightColor, darkColor) = run(expression) {
            return ViewColor(light: lightColor, dark: darkColor == lightColor ? nil : darkColor, expression: expression.text)
        }
        switch WrittenColor.kind(of: expression, tokens: Set(colors.keys)) {
        case .alias(let name)?: return colors[name].map { tokenColor($0, expression: expression) }
        case .system(let name)?, .asset(let name)?: return ViewColor(system: name, expression: expression.text)
        default: return nil
        }
    }

    private func tokenColor(_ token: ColorToken, expression: SwiftExpression) -> ViewColor {
        ViewColor(token: token.name, light: token.appearance?.light ?? token.displayColor, dark: token.appearance?.dark,
                  system: token.color == nil && token.appearance == nil ? Self.runtimeName(token.kind) : nil, expression: expression.text)
    }

    /// The light and dark colors the interpreter gives `expression` (a `colorScheme` the view
    /// reads is the run's), or nil when the light run gives no color.
    private func run(_ expression: SwiftExpression) -> (RGBAColor, RGBAColor)? {
        var light = self.light
        var scope = SwiftScope(["colorScheme": .traits(light.appearance)])
        let reads = light.appearanceReads
        guard let lightColor = Self.drawn(light.colorView(of: light.evaluate(expression, in: &scope, context: SwiftRuntime.Context(expected: "Color")))) else { return nil }
        guard light.appearanceReads > reads || Self.mentionsScheme(expression) else { return (lightColor, lightColor) }
        var dark = self.dark
        var darkScope = SwiftScope(["colorScheme": .traits(dark.appearance)])
        guard let darkColor = Self.drawn(dark.colorView(of: dark.evaluate(expression, in: &darkScope, context: SwiftRuntime.Context(expected: "Color")))) else { return (lightColor, lightColor) }
        return (lightColor, darkColor)
    }

    /// The color a view paints: the code's, or the one the guide states beside an asset the
    /// code names (`ColorAsset(name: "Obsidian") // #282622`).
    private static func drawn(_ view: SwiftRuntime.ColorView?) -> RGBAColor? {
        switch view {
        case .known(let color)?, .stated(let color, _)?: color
        case .unknown?, nil: nil
        }
    }

    /// Whether the expression reads the appearance through a name (`colorScheme == .dark`),
    /// which the run binds without counting it as a read.
    private static func mentionsScheme(_ expression: SwiftExpression) -> Bool {
        expression.mentionedNames.contains("colorScheme")
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

    /// The outline of the guide's `Shape` type `name` made with `arguments` (reduced to what
    /// the view gives them), as its `path(in:)` draws it; nil when the code gives none.
    func outline(of name: String, arguments: [SwiftArgument]) -> ShapeOutline? {
        var runtime = light
        var scope = SwiftScope()
        let shape = runtime.evaluate(.call(.identifier(name), arguments, trailingClosure: nil), in: &scope, context: SwiftRuntime.Context())
        guard case .instance = shape else { return nil }
        return ShapeOutline.read { width, height in
            let frame = SwiftExpression.call(.identifier("CGRect"), [
                SwiftArgument(label: "x", value: .number(0, text: "0")), SwiftArgument(label: "y", value: .number(0, text: "0")),
                SwiftArgument(label: "width", value: .number(width, text: "\(width)")), SwiftArgument(label: "height", value: .number(height, text: "\(height)")),
            ], trailingClosure: nil)
            var run = runtime
            var local = SwiftScope()
            guard case .instance(let path) = run.invokeMember(shape, "path", [SwiftArgument(label: "in", value: frame)], in: &local, context: SwiftRuntime.Context()),
                  path.type == "Path", case .array(let commands)? = path.fields["commands"] else { return nil }
            return commands
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
        var runtime = self.light
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
        var light = self.light
        guard let reading = gradients.reading(of: expression, in: &light) else { return nil }
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
