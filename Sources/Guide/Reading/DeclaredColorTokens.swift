import Diagnostics

/// Colors a guide declares in its own types, read by running its code (`SwiftRuntime`) in the
/// light and the dark appearance: a static of any type whose value is a color or converts to
/// one as the guide's code converts it (`static let canvasColor = BPKColor(…).darkVariant(…)`,
/// `case gray_100 = 0xFAFAFA` with `UIColor(coreColor:)`, `Design.Text.primary` through its
/// `color(_:)`), and SwiftGen-style assets (`ColorAsset(name: "Bone") // #FFFFFF`), listed by
/// name with the value the comment states.
///
/// The tokens the declaration readers read already (`extension Color`, members typed `Color`)
/// are left to them, so their names and values stay as they were. A token of a nested type is
/// named by its path (`Colors.Text.primary`, `Asset.Colors.ZDesign.Base.bone`), one of a
/// top-level type by its member name as today's are (`canvasColor`), or by its path when
/// that name is taken.
struct DeclaredColorTokens {
    private(set) var tokens: [ColorToken] = []

    /// A member the interpreter reads: a static property or an enum case of `owner`, or a
    /// color member of a theme read through its light and dark instances.
    struct Candidate {
        var owner: [String]
        var themes: (light: SwiftValue, dark: SwiftValue?)?
        /// Whether `themes` are one palette made by its own `init()` in each run, light and
        /// dark: a color of it is dynamic only where the two runs give different values.
        var themeIsOnePalette = false
        /// A function of no arguments, called for its value.
        var isCall: Bool
        /// The optional parameters such a function wants passed, passed `nil`: Primer's
        /// `static func titleXLarge(tokens: DesignTokens?) -> Font` gives its font for no token set.
        var nilArguments: [SwiftArgument] = []
        /// A function of one enum, called with a case (`DeclaredColorTokens+CaseFunctions`).
        var argument: CaseArgument? = nil
        var name: String
        var trivia: SwiftTrivia
        var block: Int
        var position: SwiftPosition
    }

    /// Runs the candidates in `light` and `dark`, the runs the declaration readers' tokens
    /// were read in (so each static is evaluated once).
    init(table: SwiftDeclarationTable, blocks: [CodeBlock], known: [ColorToken], skipping places: Set<SourceLocation>,
         light: inout SwiftRuntime, dark: inout SwiftRuntime) {
        var taken = Set(known.map(\.name))
        let themes = Self.themeCandidates(in: table, light: &light, dark: &dark)
        let candidates = Self.candidates(in: table, blocks: blocks, skipping: places) + themes.candidates
            + Self.enumCaseCandidates(in: table, runtime: &light) + Self.caseFunctionCandidates(in: table)
            + Self.groupCandidates(in: table, themes: themes.themes, light: &light, dark: &dark)
        let names = Self.names(of: candidates, taken: taken)
        for (candidate, name) in zip(candidates, names) where !taken.contains(name) {
            guard !light.isSpent, !dark.isSpent else { break }
            let path = candidate.owner.joined(separator: ".")
            var scope = SwiftScope()
            let readsBefore = light.appearanceReads
            let lightValue = candidate.value(of: candidate.themes?.light ?? .type(path), in: &light, scope: &scope)
            guard let lightView = light.colorView(of: lightValue) else { continue }
            let darkOwner = candidate.themes.map { $0.dark } ?? .type(path)
            let darkView = darkOwner.flatMap { dark.colorView(of: candidate.value(of: $0, in: &dark, scope: &scope)) }
            let location = blocks[candidate.block].location(line: candidate.position.line, column: candidate.position.column)
            // Light and dark from the code: by a theme's two instances, or a value that asked for the appearance.
            let isAdaptive = candidate.themes.map { $0.dark != nil && !candidate.themeIsOnePalette }
                ?? (candidate.argument.map { $0.caseName == nil } == true || light.appearanceReads > readsBefore)
            var token = Self.token(named: name, candidate, light: lightView, dark: darkView, adaptive: isAdaptive, location: location)
            token.swiftPath = candidate.swiftPath
            tokens.append(token)
            taken.insert(name)
        }
    }

    private static func token(named name: String, _ candidate: Candidate, light: SwiftRuntime.ColorView, dark: SwiftRuntime.ColorView?, adaptive: Bool, location: SourceLocation) -> ColorToken {
        // Grouped as the guide groups them: by MARK, else by the type they are declared in.
        var candidate = candidate
        if candidate.trivia.group == nil { candidate.trivia.group = candidate.owner.drop { SwiftRuntime.colorTypes.contains($0) }.joined(separator: ".") }
        let stated = candidate.trivia.trailingComment.flatMap(StatedColorParser.parse)
        var kind = ColorToken.Kind.literal
        var color: RGBAColor?
        var appearance: Appearance?
        switch (light, dark) {
        case (.known(let lightColor), .known(let darkColor)?) where lightColor != darkColor || adaptive:
            kind = .dynamic
            appearance = Appearance(light: lightColor, dark: darkColor, source: .code)
        case (.known(let lightColor), _):
            color = lightColor
        case (.unknown(let construct), _):
            kind = .function(construct)
            if let stated, let statedDark = stated.dark { appearance = Appearance(light: stated.color, dark: statedDark, source: .comment) }
        case (.stated(let lightColor, let construct), _):
            // Through an asset whose value the guide states: the comment's value, not the code's.
            kind = .function(construct)
            var darkColor = stated?.dark
            if case .stated(let value, _)? = dark { darkColor = value }
            if let darkColor, darkColor != lightColor { appearance = Appearance(light: lightColor, dark: darkColor, source: .comment) }
            return ColorToken(
                name: name, group: candidate.trivia.group, kind: kind, color: nil, appearance: appearance,
                comment: candidate.trivia.trailingComment, stated: stated ?? StatedColor(color: lightColor, text: lightColor.hex),
                documentation: candidate.trivia.documentation, source: candidate.trivia.source, location: location
            )
        }
        return ColorToken(
            name: name, group: candidate.trivia.group, kind: kind, color: color, appearance: appearance,
            comment: candidate.trivia.trailingComment, stated: stated, documentation: candidate.trivia.documentation,
            source: candidate.trivia.source, location: location
        )
    }

    /// Static properties, functions of no arguments and enum cases of the guide's types, in source order, but for the
    /// members of `Color` and `UIColor` themselves and what the declaration readers read.
    static func candidates(in table: SwiftDeclarationTable, blocks: [CodeBlock], skipping places: Set<SourceLocation>) -> [Candidate] {
        var candidates: [Candidate] = []
        for member in table.members where !member.owner.isEmpty && member.isStatic && member.ownerKind != .protocol {
            guard !SwiftRuntime.colorTypes.contains(member.owner[0]) || member.owner.count > 1 else { continue }
            var isCall = false
            var nilArguments: [SwiftArgument] = []
            switch member.value {
            case .stored(_?), .computed: break
            // `static func daxTitle1() -> UIFont`: a function of no arguments that gives a color
            // or font, or only of the guide's own optional types, passed nil: Primer's
            // `titleXLarge(tokens: DesignTokens?)` (a helper of `CGFloat?` and `String?` parts
            // builds fonts; it is no font of its own).
            case .function(let function) where function.parameters.allSatisfy({ parameter in
                    parameter.defaultValue != nil || parameter.type.map { $0.hasSuffix("?") && table.typePath($0, seenFrom: member.owner) != nil } == true
                })
                && (SwiftRuntime.isColorType(function.returnType) || SwiftRuntime.isFontType(function.returnType))
                && casesVaried(by: member, in: table) == nil:
                isCall = true
                nilArguments = function.parameters.filter { $0.defaultValue == nil }.map { SwiftArgument(label: $0.label, value: .nil) }
            default: continue
            }
            let location = blocks[member.block].location(line: member.position.line, column: member.position.column)
            guard !places.contains(location) else { continue }
            var candidate = Candidate(owner: member.owner, themes: nil, isCall: isCall, name: member.name, trivia: member.trivia, block: member.block, position: member.position)
            candidate.nilArguments = nilArguments
            candidates.append(candidate)
        }
        for (path, declarations) in table.types {
            for (declaration, block) in zip(declarations, table.typeBlocks[path] ?? []) where declaration.kind == .enum {
                for enumCase in declaration.members.cases where !enumCase.hasAssociatedValues {
                    candidates.append(Candidate(owner: path.split(separator: ".").map(String.init), themes: nil, isCall: false, name: enumCase.name,
                                                trivia: SwiftTrivia(), block: block, position: enumCase.position))
                }
            }
        }
        return candidates.sorted { ($0.block, $0.position.line, $0.position.column) < ($1.block, $1.position.line, $1.position.column) }
    }

    /// Each candidate's token name: its member name for a top-level type (unless two share it,
    /// or an existing token has it), its path without a leading `Color` for a nested one.
    static func names(of candidates: [Candidate], taken: Set<String>) -> [String] {
        var counts: [String: Int] = [:]
        for candidate in candidates where candidate.owner.count == 1 { counts[candidate.name, default: 0] += 1 }
        return candidates.map { candidate in
            var owner = candidate.owner
            if owner.count > 1, SwiftRuntime.colorTypes.contains(owner[0]) { owner.removeFirst() }
            // A case of a function of one enum is always named by its path and case.
            if let caseName = candidate.argument?.caseName { return (owner + [candidate.name, caseName]).joined(separator: ".") }
            if owner.count == 1, counts[candidate.name] == 1, !taken.contains(candidate.name) { return candidate.name }
            return (owner + [candidate.name]).joined(separator: ".")
        }
    }
}

extension DeclaredColorTokens.Candidate {
    /// `BPKColor.canvasColor`, `Asset.Colors.bone`, `UIFont.daxTitle1()`: its owner's path and name.
    var swiftPath: String {
        let path = (owner + [name]).joined(separator: ".")
        if let argument { return path + "(" + (argument.label.map { $0 + ": " } ?? "") + (argument.caseName.map { "." + $0 } ?? "…") + ")" }
        guard isCall else { return path }
        return path + "(" + nilArguments.map { ($0.label.map { $0 + ": " } ?? "") + "nil" }.joined(separator: ", ") + ")"
    }

    /// The candidate's value on `owner` (its type, or a theme's instance): the member, or the
    /// function's result.
    func value(of owner: SwiftValue, in runtime: inout SwiftRuntime, scope: inout SwiftScope) -> SwiftValue {
        let context = SwiftRuntime.Context(owner: self.owner)
        if let argument {
            let passed = runtime.appearance == .dark ? argument.dark : argument.light
            return runtime.invokeMember(owner, name, [SwiftArgument(label: argument.label, value: passed)], in: &scope, context: context)
        }
        return isCall ? runtime.invokeMember(owner, name, nilArguments, in: &scope, context: context) : runtime.member(owner, name, in: &scope, context: context)
    }
}
