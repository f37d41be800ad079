import Diagnostics

/// Reads the color, gradient and font tokens declared anywhere in a guide's Swift code.
struct TokenExtraction {
    private(set) var colors: [ColorToken] = []
    private(set) var gradients: [GradientToken] = []
    private(set) var fonts: [FontToken] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The interpreter's light and dark runs the tokens were read with, statics and font
    /// tokens evaluated, and the gradient reader with the gradient tokens read: the colors,
    /// fonts and gradients views use are read with them.
    private(set) var runs: (light: SwiftRuntime, dark: SwiftRuntime, gradients: GradientReader)?
    /// Dependencies and expressions looked at while resolving the tokens: what tests count at
    /// N and 2N to show that alias chains resolve in linear time.
    var work = 0
    /// The names of color tokens that share their member name with one in another type: their
    /// path, by where they are declared (the first of the name keeps the name alone).
    private(set) var qualifiedNames: [SourceLocation: String] = [:]

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
        var light = SwiftRuntime(table: table, appearance: .light)
        var dark = SwiftRuntime(table: table, appearance: .dark)
        let twins = (byCategory[.color] ?? []).filter { $0.declaration.container == "UIColor" }
        let (readings, colorStops) = runColors(colorDeclarations, twins: twins, helpers: helpers, light: &light, dark: &dark)
        colors = colorDeclarations.map { makeColor($0, reading: readings[$0.declaration.path], stop: colorStops[$0.declaration.path]) }
        // The guide's own types, run: what the declaration readers above do not read.
        colors += DeclaredColorTokens(table: table, blocks: blocks, known: colors, skipping: tokenPlaces, light: &light, dark: &dark).tokens
        var gradientReader = GradientReader(colors: Set(colors.map(\.name)), gradients: Self.index(gradientDeclarations))
        let gradientStops = resolveGradients(&gradientReader, declarations: gradientDeclarations, light: &light)
        gradients = gradientDeclarations.compactMap { makeGradient($0, reading: gradientReader.resolved[$0.declaration.name] ?? nil, stop: gradientStops[$0.declaration.name]) }
        fonts = readFonts(fontDeclarations, helpers: helpers, in: &light)
        fonts += DeclaredFontTokens(table: table, blocks: blocks, known: fonts, skipping: tokenPlaces, runtime: light).tokens
        runs = (light, dark, gradientReader)
    }

    /// Reads each gradient declaration once, after the gradients it names, each within its
    /// share of the light run's steps. Returns the warning of each that ran into a limit.
    private mutating func resolveGradients(_ reader: inout GradientReader, declarations: [LocatedDeclaration], light: inout SwiftRuntime) -> [String: String] {
        let gradients = reader.gradients
        // Color names are resolved already; only gradients name gradients.
        let order = AliasOrder(declarations.map(\.declaration.name)) { key in
            (gradients[key]?.mentionedNames ?? []).filter { gradients[$0] != nil }
        }
        work += order.work
        var stops: [String: String] = [:]
        let stepsBefore = light.steps
        func read(_ name: String) {
            let outer = light.stop
            light.stop = nil
            light.stepCeiling = light.steps + Self.colorReadingSteps
            let reading = reader.read(name, in: &light)
            if let stop = light.stop {
                stops[name] = Self.message(stop, reading: name, limit: light.stepLimit)
                reader.resolved[name] = nil
            } else {
                reader.resolved[name] = reading
            }
            light.stop = outer
        }
        for name in order.order { read(name) }
        if let first = order.firstInCycle {
            for name in order.order[first...] { read(name) }
        }
        light.stepCeiling = nil
        work += light.steps - stepsBefore
        return stops
    }

    /// Runs each font declaration's value in the interpreter, after the ones it names (so a
    /// chain of names, even written from its end, is one evaluation each and never a deep one),
    /// and makes its token. Adds the ordering's work and the interpreter's steps to `work`.
    private mutating func readFonts(_ declarations: [LocatedDeclaration], helpers: HelperFunctions, in runtime: inout SwiftRuntime) -> [FontToken] {
        let named = Self.index(declarations)
        func key(_ declaration: SwiftDeclaration) -> String { (declaration.owner + [declaration.name]).joined(separator: ".") }
        let keys = declarations.map { key($0.declaration) }
        runtime.fontTokens = Set(keys)
        let order = AliasOrder(declarations.map(\.declaration.name) + helpers.functions.keys.sorted().map(HelperFunctions.key)) { key in
            (helpers.mentionedNames(ofKey: key) ?? named[key]?.mentionedNames ?? []).flatMap { name in
                [named[name] != nil ? name : nil, helpers.isHelper(name) ? HelperFunctions.key(name) : nil].compactMap { $0 }
            }
        }
        work += order.work
        let stepsBefore = runtime.steps
        // By path: fonts of one name in two types (`DS.Body.large`, `DS.Body.Emphasized.large`)
        // are two values. The first of each name in alias order, then any other.
        var values: [String: SwiftValue] = [:]
        func read(_ declaration: SwiftDeclaration) {
            let path = key(declaration)
            guard values[path] == nil,
                  let member = table.members(of: declaration.owner.joined(separator: "."), named: declaration.name).first(where: \.isStatic) else { return }
            values[path] = runtime.staticValue(member)
        }
        for name in order.order { if let declaration = named[name] { read(declaration) } }
        for located in declarations { read(located.declaration) }
        work += runtime.steps - stepsBefore
        return zip(declarations, keys).map { located, key in
            // A reading that ran into a limit is not read at all, whatever it gave.
            let stop = runtime.stop(evaluating: key)
            var reading: FontReading?
            if stop == nil, case .font(let font)? = values[key] { reading = FontReading(font) }
            return makeFont(located, reading: reading, stop: stop.map { Self.message($0, reading: located.declaration.name, limit: runtime.stepLimit) })
        }
    }

    /// The warning of a token whose reading ran into one of the interpreter's limits.
    static func message(_ stop: SwiftRuntime.Stop, reading name: String, limit: Int) -> String {
        switch stop {
        case .tooDeep: "calls in '\(name)' nested deeper than \(SwiftRuntime.maximumDepth) levels; its value is not read"
        case .overBudget: "reading '\(name)' stopped: the guide's code ran the \(limit) steps it may; its value is not read"
        case .overReadingBudget: "reading '\(name)' stopped after \(colorReadingSteps) steps; its value is not read"
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
    /// compile, so it is an error; a mirror naming the token is the token; a `UIColor` twin that
    /// a `Color` token wraps (`Color(uiColor: .brand)`) is the usual bridge and is quietly left to
    /// the `Color` one. A color of the same name in another type (`DS.Foreground.primary` beside
    /// `DS.Background.primary`, a UIKit palette of its own beside the SwiftUI one) is a token of
    /// its own, named by its path (`qualifiedNames`), and so is a font (Gravatar's
    /// `UIFont.DS.Body.Emphasized.large` beside `UIFont.DS.Body.large`); a gradient there is a warning.
    private mutating func unique(_ declarations: [LocatedDeclaration], kind: String) -> [LocatedDeclaration] {
        // The first declaration of each name is looked up where it is kept, by index: a second
        // table of copies retained every declaration once more.
        var keptIndex: [String: Int] = [:]
        keptIndex.reserveCapacity(declarations.count)
        var kept: [LocatedDeclaration] = []
        kept.reserveCapacity(declarations.count)
        var qualifiedPaths: Set<String> = []
        func isBridge(_ container: String) -> Bool { container == "UIColor" || container == "UIFont" }
        func keepQualified(_ located: LocatedDeclaration) {
            let declaration = located.declaration
            var owner = declaration.owner
            if owner.count > 1, owner[0] == "Color" { owner.removeFirst() }
            let name = (owner + [declaration.name]).joined(separator: ".")
            guard qualifiedPaths.insert(name).inserted else { return }
            qualifiedNames[located.location] = name
            kept.append(located)
        }
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
                let (bridge, token) = firstIsBridge ? (kept[index], candidate) : (candidate, kept[index])
                // The `Color` token keeps the name; the `UIColor` one is its bridge when the
                // token wraps it, else a palette of its own.
                if firstIsBridge { kept[index] = candidate }
                if kind == "color", !token.declaration.mentionedNames.contains(name) { keepQualified(bridge) }
                continue
            }
            let first = kept[index]
            guard candidate.declaration.container == first.declaration.container else {
                if kind == "color" || kind == "font" {
                    keepQualified(candidate)
                    continue
                }
                // Gradients are named by their member name alone, so the second is not read;
                // that is a gap of sitegen's, not an error of the guide's.
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
        let stated = declaration.trailingComment.flatMap(StatedColorParser.parse) ?? reading.stated
        var appearance = reading.appearance
        if appearance == nil, reading.color == nil, let stated, let dark = stated.dark {
            appearance = Appearance(light: stated.color, dark: dark, source: .comment)
        }
        let token = ColorToken(
            name: qualifiedNames[located.location] ?? declaration.name, group: declaration.group, kind: reading.kind, color: reading.color,
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

    private mutating func makeGradient(_ located: LocatedDeclaration, reading: GradientReader.Reading?, stop: String?) -> GradientToken? {
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
            name: qualifiedNames[located.location] ?? declaration.name, group: declaration.group, kind: reading.kind, face: reading.face,
            family: reading.face.map(FontFace.family(of:)), size: reading.size,
            weight: reading.declaredWeight ?? faceWeight, faceWeight: faceWeight, declaredWeight: reading.declaredWeight,
            design: reading.design, isItalic: reading.isItalic, textStyle: reading.textStyle,
            usesMonospacedDigits: reading.usesMonospacedDigits, comment: declaration.trailingComment,
            documentation: declaration.documentation, source: declaration.source, location: located.location
        )
    }
}
