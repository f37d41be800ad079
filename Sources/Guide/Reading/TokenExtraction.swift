import Diagnostics

/// Reads the color, gradient and font tokens declared anywhere in a guide's Swift code.
struct TokenExtraction {
    private(set) var colors: [ColorToken] = []
    private(set) var gradients: [GradientToken] = []
    private(set) var fonts: [FontToken] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// What the tokens were read with, for reading the colors, fonts and gradients views use:
    /// the color and gradient evaluators, and the interpreter's light run, fonts and all.
    private(set) var evaluators: (colors: ColorEvaluator, runtime: SwiftRuntime, gradients: GradientEvaluator)?
    /// Dependencies and expressions looked at while resolving the tokens: what tests count at
    /// N and 2N to show that alias chains resolve in linear time.
    private(set) var work = 0

    /// The guide's declarations, which the tokens are read from.
    let table: SwiftDeclarationTable

    init(blocks: [CodeBlock]) {
        table = SwiftDeclarationTable(blocks: blocks)
        let declarations = table.tokenDeclarations(blocks: blocks)
        let byCategory = Dictionary(grouping: declarations, by: \.category)
        let colorDeclarations = unique(byCategory[.color] ?? [], kind: "color")
        let gradientDeclarations = unique(byCategory[.gradient] ?? [], kind: "gradient")
        let fontDeclarations = unique(byCategory[.font] ?? [], kind: "font")
        let helpers = HelperFunctions((byCategory[.helper] ?? []).map(\.declaration))

        // Where the declaration readers' tokens are: the interpreter's readers leave them alone.
        let tokenPlaces = Set([LocatedDeclaration.Category.color, .gradient, .font].flatMap { byCategory[$0] ?? [] }.map(\.location))
        var colorEvaluator = ColorEvaluator(declarations: Self.index(colorDeclarations), helpers: helpers)
        colorEvaluator.uiColorTwins = Self.index((byCategory[.color] ?? []).filter { $0.declaration.container == "UIColor" })
        let colorStops = resolveColors(&colorEvaluator, declarations: colorDeclarations)
        colors = colorDeclarations.map { makeColor($0, reading: colorEvaluator.resolved[$0.declaration.name], stop: colorStops[$0.declaration.name]) }
        // The guide's own types, run: what the declaration readers above do not read.
        let declaredColors = DeclaredColorTokens(table: table, blocks: blocks, known: colors, skipping: tokenPlaces)
        colors += declaredColors.tokens
        var gradientEvaluator = GradientEvaluator(colors: colorEvaluator, gradients: Self.index(gradientDeclarations))
        let gradientStops = resolveGradients(&gradientEvaluator, declarations: gradientDeclarations)
        gradients = gradientDeclarations.compactMap { makeGradient($0, reading: gradientEvaluator.resolved[$0.declaration.name] ?? nil, stop: gradientStops[$0.declaration.name]) }
        var runtime = declaredColors.runtime
        // A literal the reader found malformed stays an error without a value (the interpreter
        // would clamp its components into one).
        let malformed = Set(colorDeclarations.map(\.declaration.name).filter { colorEvaluator.resolved[$0]?.problem != nil })
        runUnreadColors(colorDeclarations, skipping: malformed, light: &runtime)
        fonts = readFonts(fontDeclarations, helpers: helpers, in: &runtime)
        fonts += DeclaredFontTokens(table: table, blocks: blocks, known: fonts, skipping: tokenPlaces, runtime: runtime).tokens
        evaluators = (colorEvaluator, runtime, gradientEvaluator)
    }

    /// The color declarations the declaration reader gave no value, run in the interpreter in
    /// light and dark: a static set by a closure called at once (`{ .init(light:dark:) }()`), a
    /// helper of several returns (`fromHex` over `Scanner`), a path through the guide's own
    /// types (`DesignSystem.Color.Base.green1`). Only what the reader left without a value is
    /// asked, so every value read before stays as it was; `light` is the run the declared
    /// tokens made, whose statics are evaluated once.
    private mutating func runUnreadColors(_ declarations: [LocatedDeclaration], skipping malformed: Set<String>, light: inout SwiftRuntime) {
        var dark: SwiftRuntime?
        for (index, located) in declarations.enumerated() where index < colors.count && !malformed.contains(located.declaration.name) {
            let token = colors[index]
            guard token.color == nil, token.appearance == nil, !light.isSpent else { continue }
            switch token.kind {
            case .function, .dynamic: break
            default: continue
            }
            let declaration = located.declaration
            guard let member = table.members(of: declaration.owner.joined(separator: "."), named: declaration.name).first(where: \.isStatic) else { continue }
            let readsBefore = light.appearanceReads
            guard case .known(let lightColor)? = light.colorView(of: light.staticValue(member)) else { continue }
            let adaptive = light.appearanceReads > readsBefore
            if dark == nil { dark = SwiftRuntime(table: table, appearance: .dark) }
            let darkView = dark!.colorView(of: dark!.staticValue(member))
            if case .known(let darkColor)? = darkView, darkColor != lightColor || adaptive {
                colors[index].kind = .dynamic
                colors[index].appearance = Appearance(light: lightColor, dark: darkColor, source: .code)
            } else {
                colors[index].kind = .literal
                colors[index].color = lightColor
            }
            warnOfMismatch(colors[index], at: located.location)
        }
    }

    /// Reads every color declaration and `UIColor` twin once, after the ones it names.
    private mutating func resolveColors(_ evaluator: inout ColorEvaluator, declarations: [LocatedDeclaration]) -> [String: String] {
        let (named, twins, helpers) = (evaluator.declarations, evaluator.uiColorTwins, evaluator.helpers)
        // Helpers are keys too (never read): a token is read after what its helpers name.
        let keys = declarations.map(\.declaration.name) + twins.keys.sorted().map(ColorEvaluator.twinKey) + helpers.functions.keys.sorted().map(HelperFunctions.key)
        return evaluator.resolve(keys, dependencies: { key in
            let names = helpers.mentionedNames(ofKey: key)
                ?? (key.hasPrefix("UIColor.") ? twins[String(key.dropFirst(8))] : named[key])?.mentionedNames ?? []
            return names.flatMap { name in
                [named[name] != nil ? name : nil, twins[name] != nil ? ColorEvaluator.twinKey(name) : nil,
                 helpers.isHelper(name) ? HelperFunctions.key(name) : nil].compactMap { $0 }
            }
        }, work: &work)
    }

    private mutating func resolveGradients(_ evaluator: inout GradientEvaluator, declarations: [LocatedDeclaration]) -> [String: String] {
        let gradients = evaluator.gradients
        // Color names are resolved already; only gradients name gradients.
        return evaluator.resolve(declarations.map(\.declaration.name), dependencies: { key in
            (gradients[key]?.mentionedNames ?? []).filter { gradients[$0] != nil }
        }, work: &work)
    }

    /// Runs each font declaration's value in the interpreter, after the ones it names (so a
    /// chain of names, even written from its end, is one evaluation each and never a deep one),
    /// and makes its token. Adds the ordering's work and the interpreter's steps to `work`.
    private mutating func readFonts(_ declarations: [LocatedDeclaration], helpers: HelperFunctions, in runtime: inout SwiftRuntime) -> [FontToken] {
        let named = Self.index(declarations)
        let keys = declarations.map { ($0.declaration.owner + [$0.declaration.name]).joined(separator: ".") }
        runtime.fontTokens = Set(keys)
        let order = AliasOrder(declarations.map(\.declaration.name) + helpers.functions.keys.sorted().map(HelperFunctions.key)) { key in
            (helpers.mentionedNames(ofKey: key) ?? named[key]?.mentionedNames ?? []).flatMap { name in
                [named[name] != nil ? name : nil, helpers.isHelper(name) ? HelperFunctions.key(name) : nil].compactMap { $0 }
            }
        }
        work += order.work
        let stepsBefore = runtime.steps
        var values: [String: SwiftValue] = [:]
        for name in order.order {
            guard let declaration = named[name],
                  let member = table.members(of: declaration.owner.joined(separator: "."), named: name).first(where: \.isStatic) else { continue }
            values[name] = runtime.staticValue(member)
        }
        work += runtime.steps - stepsBefore
        return zip(declarations, keys).map { located, key in
            // A reading that ran into a limit is not read at all, whatever it gave.
            let stop = runtime.stop(evaluating: key)
            var reading: FontReading?
            if stop == nil, case .font(let font)? = values[located.declaration.name] { reading = FontReading(font) }
            return makeFont(located, reading: reading, stop: stop.map { Self.message($0, reading: located.declaration.name, limit: runtime.stepLimit) })
        }
    }

    /// The warning of a token whose reading ran into one of the interpreter's limits.
    private static func message(_ stop: SwiftRuntime.Stop, reading name: String, limit: Int) -> String {
        switch stop {
        case .tooDeep: "calls in '\(name)' nested deeper than \(SwiftRuntime.maximumDepth) levels; its value is not read"
        case .overBudget: "reading '\(name)' stopped: the guide's code ran the \(limit) steps it may; its value is not read"
        }
    }

    /// The warning of a reading that stopped short.
    private mutating func warn(_ stop: String?, at located: LocatedDeclaration) {
        guard let stop else { return }
        diagnostics.append(Diagnostic(.warning, stop, at: located.location, code: "token.too-deep"))
    }

    /// A declaration's value as written, for a token sitegen cannot read.
    private static func written(_ declaration: SwiftDeclaration) -> String {
        if case .stored(let expression) = declaration.kind { return expression.text }
        return declaration.name
    }

    private static func index(_ declarations: [LocatedDeclaration]) -> [String: SwiftDeclaration] {
        Dictionary(declarations.map { ($0.declaration.name, $0.declaration) }, uniquingKeysWith: { first, _ in first })
    }

    /// Keeps the first declaration of each name. A second one in the same type would not
    /// compile, so it is an error; one in another type is a warning (a gap of sitegen's, which
    /// names tokens by member name); a mirror naming the token is the token; a `UIColor` twin of a `Color` token is the usual bridge and
    /// is quietly left to the `Color` one.
    private mutating func unique(_ declarations: [LocatedDeclaration], kind: String) -> [LocatedDeclaration] {
        // The first declaration of each name is looked up where it is kept, by index: a second
        // table of copies retained every declaration once more.
        var keptIndex: [String: Int] = [:]
        keptIndex.reserveCapacity(declarations.count)
        var kept: [LocatedDeclaration] = []
        kept.reserveCapacity(declarations.count)
        func isBridge(_ container: String) -> Bool { container == "UIColor" || container == "UIFont" }
        for candidate in declarations {
            let name = candidate.declaration.name
            guard let index = keptIndex[name] else {
                keptIndex[name] = kept.count
                kept.append(candidate)
                continue
            }
            // `extension ShapeStyle where Self == Color { static var x: Self { Color.x } }`, the
            // usual mirror that lets `.foregroundStyle(.x)` find a token: the member only names
            // the token of its name, so it is that token again, not a second one.
            if candidate.declaration.isMirror(of: name) { continue }
            if kept[index].declaration.isMirror(of: name) {
                kept[index] = candidate
                continue
            }
            let firstIsBridge = isBridge(kept[index].declaration.container)
            if isBridge(candidate.declaration.container) != firstIsBridge {
                if firstIsBridge { kept[index] = candidate }
                continue
            }
            let first = kept[index]
            guard candidate.declaration.container == first.declaration.container else {
                // `DS.Foreground.primary` and `DS.Background.primary`: Swift holds both, since
                // each type has its own members. Tokens are named by their member name alone
                // for now, so the second is not read; that is a gap of sitegen's, not an error
                // of the guide's.
                diagnostics.append(Diagnostic(
                    .warning, "\(kind) token '\(name)' of '\(candidate.declaration.container)' has the name of one of '\(first.declaration.container)'; only the first is read",
                    at: candidate.location, code: "token.same-name",
                    notes: [Diagnostic(.note, "'\(name)' is first declared here", at: first.location)]
                ))
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

    private mutating func makeColor(_ located: LocatedDeclaration, reading: ColorReading?, stop: String?) -> ColorToken {
        let declaration = located.declaration
        let reading = reading ?? ColorReading(kind: .function(declaration.name))
        warn(stop, at: located)
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
        warnOfMismatch(token, at: located.location)
        return token
    }

    /// The warning of a token whose code gives another color than its comment states.
    private mutating func warnOfMismatch(_ token: ColorToken, at location: SourceLocation) {
        guard let color = token.color, let stated = token.stated, color.maximumChannelDifference(from: stated.color) > 1 else { return }
        diagnostics.append(Diagnostic(
            .warning, "'\(token.name)' components give \(color.hex) but the comment says \(stated.text.split(separator: " ").first ?? "")",
            at: location, code: "color.hex-mismatch"
        ))
    }

    private mutating func makeGradient(_ located: LocatedDeclaration, reading: GradientEvaluator.Reading?, stop: String?) -> GradientToken? {
        let declaration = located.declaration
        warn(stop, at: located)
        return GradientToken(
            name: declaration.name, group: declaration.group, kind: reading?.kind ?? .linear, stops: reading?.stops ?? [],
            startPoint: reading?.startPoint, endPoint: reading?.endPoint, center: reading?.center,
            startRadius: reading?.startRadius, endRadius: reading?.endRadius, angle: reading?.angle,
            comment: declaration.trailingComment, documentation: declaration.documentation,
            source: declaration.source, location: located.location
        )
    }

    private mutating func makeFont(_ located: LocatedDeclaration, reading: FontReading?, stop: String?) -> FontToken {
        let declaration = located.declaration
        let reading = reading ?? FontReading(kind: .unresolved(Self.written(declaration)))
        warn(stop, at: located)
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
