import Diagnostics

/// Reads the color, gradient and font tokens declared anywhere in a guide's Swift code.
struct TokenExtraction {
    private(set) var colors: [ColorToken] = []
    private(set) var gradients: [GradientToken] = []
    private(set) var fonts: [FontToken] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The evaluators the tokens were read with, for reading the colors and fonts views use.
    private(set) var evaluators: (colors: ColorEvaluator, fonts: FontEvaluator, gradients: GradientEvaluator)?

    init(blocks: [CodeBlock]) {
        let declarations = blocks.filter(\.isSwift).flatMap { block in
            SwiftDeclarationScanner(code: block.code, swift: block.swift).declarations().map { LocatedDeclaration(declaration: $0, block: block) }
        }
        let byCategory = Dictionary(grouping: declarations, by: \.category)
        let colorDeclarations = unique(byCategory[.color] ?? [], kind: "color")
        let gradientDeclarations = unique(byCategory[.gradient] ?? [], kind: "gradient")
        let fontDeclarations = unique(byCategory[.font] ?? [], kind: "font")
        let helpers = HelperFunctions((byCategory[.helper] ?? []).map(\.declaration))

        var colorEvaluator = ColorEvaluator(declarations: Self.index(colorDeclarations), helpers: helpers)
        colorEvaluator.uiColorTwins = Self.index((byCategory[.color] ?? []).filter { $0.declaration.container == "UIColor" })
        colors = colorDeclarations.map { makeColor($0, evaluator: colorEvaluator) }
        let gradientEvaluator = GradientEvaluator(colors: colorEvaluator, gradients: Self.index(gradientDeclarations))
        gradients = gradientDeclarations.compactMap { makeGradient($0, evaluator: gradientEvaluator) }
        let fontEvaluator = FontEvaluator(declarations: Self.index(fontDeclarations), helpers: helpers)
        fonts = fontDeclarations.map { makeFont($0, evaluator: fontEvaluator) }
        evaluators = (colorEvaluator, fontEvaluator, gradientEvaluator)
    }

    private static func index(_ declarations: [LocatedDeclaration]) -> [String: SwiftDeclaration] {
        Dictionary(declarations.map { ($0.declaration.name, $0.declaration) }, uniquingKeysWith: { first, _ in first })
    }

    /// Keeps the first declaration of each name. A second one in the same type would not
    /// compile, so it is an error; a `UIColor` twin of a `Color` token is the usual bridge and
    /// is quietly left to the `Color` one.
    private mutating func unique(_ declarations: [LocatedDeclaration], kind: String) -> [LocatedDeclaration] {
        var firstByName: [String: LocatedDeclaration] = [:]
        var kept: [LocatedDeclaration] = []
        for candidate in declarations {
            let name = candidate.declaration.name
            guard let first = firstByName[name] else {
                firstByName[name] = candidate
                kept.append(candidate)
                continue
            }
            let bridge: Set<String> = ["UIColor", "UIFont"]
            if bridge.contains(candidate.declaration.container) != bridge.contains(first.declaration.container) {
                if bridge.contains(first.declaration.container), let index = kept.firstIndex(where: { $0.declaration.name == name }) {
                    kept[index] = candidate
                    firstByName[name] = candidate
                }
                continue
            }
            diagnostics.append(Diagnostic(
                .error, "\(kind) token '\(name)' is declared twice; the first declaration is used",
                at: candidate.location, code: "token.duplicate",
                notes: [Diagnostic(.note, "'\(name)' is first declared here", at: first.location)]
            ))
        }
        return kept
    }

    private mutating func makeColor(_ located: LocatedDeclaration, evaluator: ColorEvaluator) -> ColorToken {
        let declaration = located.declaration
        let reading = evaluator.read(declaration, visiting: [declaration.name])
        if let problem = reading.problem {
            diagnostics.append(Diagnostic(.error, "malformed color literal for '\(declaration.name)': \(problem)", at: located.location, code: "color.malformed"))
        }
        let stated = declaration.trailingComment.flatMap(StatedColorParser.parse)
        var appearance = reading.appearance
        if appearance == nil, reading.color == nil, let stated, let dark = stated.dark {
            appearance = Appearance(light: stated.color, dark: dark, source: .comment)
        }
        let token = ColorToken(
            name: declaration.name, group: declaration.group, kind: reading.kind, color: reading.color,
            appearance: appearance, comment: declaration.trailingComment, stated: stated,
            documentation: declaration.documentation, source: declaration.source, location: located.location
        )
        if let color = token.color, let stated, color.maximumChannelDifference(from: stated.color) > 1 {
            diagnostics.append(Diagnostic(
                .warning, "'\(token.name)' components give \(color.hex) but the comment says \(stated.text.split(separator: " ").first ?? "")",
                at: located.location, code: "color.hex-mismatch"
            ))
        }
        return token
    }

    private func makeGradient(_ located: LocatedDeclaration, evaluator: GradientEvaluator) -> GradientToken? {
        let declaration = located.declaration
        let expression: SwiftExpression?
        switch declaration.kind {
        case .stored(let value): expression = value
        case .computed(let body): expression = body.results.count == 1 ? body.results[0] : nil
        case .function: expression = nil
        }
        let reading = expression.flatMap { evaluator.evaluate($0, visiting: [declaration.name]) }
        return GradientToken(
            name: declaration.name, group: declaration.group, kind: reading?.kind ?? .linear, stops: reading?.stops ?? [],
            startPoint: reading?.startPoint, endPoint: reading?.endPoint, center: reading?.center,
            startRadius: reading?.startRadius, endRadius: reading?.endRadius, angle: reading?.angle,
            comment: declaration.trailingComment, documentation: declaration.documentation,
            source: declaration.source, location: located.location
        )
    }

    private func makeFont(_ located: LocatedDeclaration, evaluator: FontEvaluator) -> FontToken {
        let declaration = located.declaration
        let reading = evaluator.read(declaration)
        let faceWeight = reading.face.flatMap(FontFace.weight(of:))
        return FontToken(
            name: declaration.name, group: declaration.group, kind: reading.kind, face: reading.face,
            family: reading.face.map(FontFace.family(of:)), size: reading.size,
            weight: reading.declaredWeight ?? faceWeight, faceWeight: faceWeight, declaredWeight: reading.declaredWeight,
            design: reading.design, isItalic: reading.isItalic, textStyle: reading.textStyle,
            usesMonospacedDigits: reading.usesMonospacedDigits, comment: declaration.trailingComment,
            documentation: declaration.documentation, source: declaration.source, location: located.location
        )
    }
}
