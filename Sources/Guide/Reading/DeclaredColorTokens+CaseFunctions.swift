/// Colors (and fonts) a static function gives for each case of the one enum it takes, as a compiler reads
/// `switch token { case .comm10: return Color(hexValue: 0x061724) … }`:
///
/// - Fluent's `GlobalTokens.brandSwiftUIColor(_ token: BrandColorToken) -> Color` gives a
///   token per case, named by its path (`GlobalTokens.brandSwiftUIColor.comm10`), read in the
///   light and the dark run (a `DynamicColor` it returns resolves itself in each).
/// - Pocket Casts' `ThemeColor.primaryUi01(for theme: ThemeType) -> UIColor` takes the app's
///   theme, whose cases include `light` and `dark`: one token, `primaryUi01`, light from the
///   `.light` theme and dark from the `.dark` one. The other themes are the reader's choice,
///   never the system's, so they are not its counterparts.
extension DeclaredColorTokens {
    ///
    /// With `undeclaredEnumsOnly`, only functions of an enum the excerpt leaves out: the font
    /// reader reads a declared enum's cases as candidates of their own, through the function
    /// that takes them (`SwiftRuntime.fontView`).
    static func caseFunctionCandidates(in table: SwiftDeclarationTable, undeclaredEnumsOnly: Bool = false) -> [Candidate] {
        var candidates: [Candidate] = []
        for member in table.members where !member.owner.isEmpty && member.isStatic && member.ownerKind != .protocol {
            guard let (parameter, cases) = casesVaried(by: member, in: table),
                  !undeclaredEnumsOnly || parameter.type.flatMap({ table.typePath($0, seenFrom: member.owner) }) == nil else { continue }
            // Each case written as the code would pass it: `.comm10` where the parameter's type says which enum.
            func argument(_ name: String) -> SwiftExpression { .implicitMember(name) }
            if SwiftAppearance.isAppTheme(cases: cases) {
                let call = CaseArgument(label: parameter.label, light: argument("light"), dark: argument("dark"), caseName: nil)
                candidates.append(Candidate(owner: member.owner, themes: nil, isCall: false, argument: call, name: member.name,
                                            trivia: member.trivia, block: member.block, position: member.position))
                continue
            }
            for name in cases {
                let call = CaseArgument(label: parameter.label, light: argument(name), dark: argument(name), caseName: name)
                candidates.append(Candidate(owner: member.owner, themes: nil, isCall: false, argument: call, name: member.name,
                                            trivia: member.trivia, block: member.block, position: member.position))
            }
        }
        return candidates
    }

    /// The parameter of a static color function that takes one enum, and the enum's cases
    /// (at least two); nil for any other member.
    static func casesVaried(by member: SwiftDeclarationTable.Member, in table: SwiftDeclarationTable) -> (SwiftParameter, [String])? {
        guard case .function(let function) = member.value, returnsToken(function.returnType, in: table, owner: member.owner),
              let parameter = variedParameter(of: function), let type = parameter.type else { return nil }
        let cases: [String]
        if let path = table.typePath(type, seenFrom: member.owner) {
            guard (table.types[path] ?? []).contains(where: { $0.kind == .enum }) else { return nil }
            cases = (table.types[path] ?? []).flatMap(\.members.cases).filter { !$0.hasAssociatedValues }.map(\.name)
        } else {
            // An enum the excerpt leaves out (Fluent's `FluentTheme.ColorToken`): its cases
            // as the function's own `switch token` names them.
            cases = switchedCases(of: parameter.name, in: function)
        }
        return cases.count >= 2 ? (parameter, cases) : nil
    }

    /// A color or a font, a style of the guide's that resolves to a color (`DynamicColor:
    /// ShapeStyle`), or a type of the guide's that describes a font by its size
    /// (`FluentFontInfo`, an alias of `FontInfo(name:size:weight:)`).
    private static func returnsToken(_ written: String?, in table: SwiftDeclarationTable, owner: [String]) -> Bool {
        guard let written else { return false }
        if SwiftRuntime.isColorType(written) || SwiftRuntime.isFontType(written) { return true }
        guard let path = table.typePath(written, seenFrom: owner) else { return false }
        return (table.types[path] ?? []).contains { $0.inheritance.contains("ShapeStyle") } || table.describesFont(path: path)
    }

    /// The one parameter a call must pass when the others have defaults, or the only one.
    private static func variedParameter(of function: SwiftFunction) -> SwiftParameter? {
        let required = function.parameters.filter { $0.defaultValue == nil }
        if required.count == 1 { return required[0] }
        return required.isEmpty && function.parameters.count == 1 ? function.parameters[0] : nil
    }

    /// The cases a `switch name` of the body matches, as `.case` patterns, in order.
    private static func switchedCases(of name: String, in function: SwiftFunction) -> [String] {
        for statement in function.body?.statements ?? [] {
            guard case .switch(let subject, let switchCases) = statement.kind, subject.unlocated == .identifier(name) else { continue }
            return switchCases.flatMap(\.patterns).compactMap { pattern in
                guard let path = pattern.unlocated.memberPath, path.count == 2, path[0].isEmpty else { return nil }
                return path[1]
            }
        }
        return []
    }
}

extension DeclaredColorTokens {
    /// The case a candidate function is called with, in each run: its own case, or for a
    /// function of the app's theme, the `.light` theme in the light run and `.dark` in the dark.
    struct CaseArgument {
        var label: String?
        var light: SwiftExpression
        var dark: SwiftExpression
        /// The case the token is named by (nil for a theme, one token for the function).
        var caseName: String?
    }
}
