/// Colors held in groups by a static instance of the guide's: Amplify UI's
/// `static let Font = AuthenticatorTheme.Colors.Color(primary: Color(light: …, dark: …), …)`,
/// Gravatar's `static var system: Palette { .init(foreground: .init(primary: …), …) }`. Each
/// color the instance holds, through its stored properties and the groups in them, is a token
/// named by its path (`AmplifyUI.Font.primary`, `Palette.system.foreground.primary`), its
/// light and dark values what the light and the dark run make of the same static.
///
/// A theme's light and dark instances (`WMFTheme.light`, `WMFTheme.dark`) are the theme
/// reader's (`DeclaredColorTokens+Themes`): one token per member, not one per instance.
extension DeclaredColorTokens {
    /// Groups nest at most this deep below the static (a palette of groups of colors is two).
    private static let groupDepth = 4

    static func groupCandidates(in table: SwiftDeclarationTable, themes readByThemes: Set<String>, light: inout SwiftRuntime, dark: inout SwiftRuntime) -> [Candidate] {
        var candidates: [Candidate] = []
        var scope = SwiftScope()
        for member in table.members where member.isStatic && !member.owner.isEmpty && member.ownerKind != .protocol {
            switch member.value {
            case .stored(_?), .computed: break
            default: continue
            }
            // Only a static whose written type (if any) is one of the guide's: most are colors,
            // numbers or fonts, which are not evaluated again here. The members of `extension
            // Color`/`Font` are the declaration readers' tokens: evaluated here first, a font
            // alias (`static let bio = Font.body`) would be kept before it is known as one.
            if let written = member.type, table.typePath(written, seenFrom: member.owner) == nil { continue }
            if member.owner.count == 1, SwiftRuntime.colorTypes.contains(member.owner[0]) || SwiftRuntime.isFontType(member.owner[0]) { continue }
            let owner = SwiftValue.type(member.owner.joined(separator: "."))
            let context = SwiftRuntime.Context(owner: member.owner)
            let lightValue = light.member(owner, member.name, in: &scope, context: context)
            guard case .instance(let instance) = lightValue, !readByThemes.contains(instance.type), light.colorView(of: lightValue) == nil else { continue }
            let darkValue = dark.member(owner, member.name, in: &scope, context: context)
            collect(lightValue, darkValue, path: member.owner + [member.name], of: member, depth: 0, table: table, light: &light, into: &candidates)
        }
        return candidates
    }

    /// The colors an instance holds, in the order its type declares them, and those of the
    /// groups among its stored properties.
    private static func collect(_ lightGroup: SwiftValue, _ darkGroup: SwiftValue, path: [String], of member: SwiftDeclarationTable.Member, depth: Int,
                                table: SwiftDeclarationTable, light: inout SwiftRuntime, into candidates: inout [Candidate]) {
        guard depth < groupDepth, case .instance(let instance) = lightGroup else { return }
        var seen: Set<String> = []
        let fields = table.members(of: instance.type) { field in
            guard !field.isStatic, case .stored = field.value else { return false }
            return seen.insert(field.name).inserted
        }
        var leaves: [Candidate] = []
        for field in fields {
            guard let value = instance.fields[field.name] else { continue }
            // A group of one color (`background: BackgroundColors(primary: .white)`) is still
            // a group: its color is `background.primary`. A style that converts itself to a
            // color (`resolve(in:)`, `var color: Color`) is one color.
            if case .instance(let part) = value, !convertsToColor(part.type, in: table) {
                let darkField: SwiftValue = if case .instance(let darkInstance) = darkGroup, let inner = darkInstance.fields[field.name] { inner } else { .gap(field.name) }
                let before = leaves.count
                collect(value, darkField, path: path + [field.name], of: member, depth: depth + 1, table: table, light: &light, into: &leaves)
                if leaves.count > before { continue }
            }
            if light.colorView(of: value) != nil {
                leaves.append(Candidate(owner: path, themes: (lightGroup, darkGroup), themeIsOnePalette: true, isCall: false, name: field.name,
                                        trivia: field.trivia, block: member.block, position: member.position))
            }
        }
        candidates += leaves
    }

    /// Whether the guide's type turns itself into a color: a `resolve(in:)` of a `ShapeStyle`,
    /// or a computed member or function typed as a color.
    private static func convertsToColor(_ type: String, in table: SwiftDeclarationTable) -> Bool {
        !table.members(of: type) { member in
            guard !member.isStatic else { return false }
            switch member.value {
            case .function(let function): return function.name == "resolve" || isColor(member.type)
            case .computed: return isColor(member.type)
            default: return false
            }
        }.isEmpty
    }
}
