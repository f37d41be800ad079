/// Colors held by a theme's instances: a struct or protocol whose instance members are colors
/// (`struct WMFTheme { let text: UIColor … }`, `protocol ColorPalette { var primary: Color { get } }`),
/// and the instances the guide makes of it: static ones (`static let light = WMFTheme(…)`), an
/// environment key's `defaultValue`, a conforming type made with its `init()`
/// (`LightColorPalette`). Each color member is one token, named by the theme's type
/// (`WMFTheme.text`): its light value from the light instance, its dark value from the dark one.
///
/// Which instance is light and which dark, the code says where it can (a `userInterfaceStyle` or
/// `colorScheme` property set to `.dark`), else its name (`dark`, `DarkColorPalette`); with no
/// instance named light, the environment's default stands for light.
extension DeclaredColorTokens {
    struct ThemeInstance {
        var name: String
        var value: SwiftValue
    }

    /// A candidate for each color member of each theme that has a light instance, and the
    /// paths of the themes so read.
    static func themeCandidates(in table: SwiftDeclarationTable, light: inout SwiftRuntime, dark: inout SwiftRuntime) -> (candidates: [Candidate], themes: Set<String>) {
        let themes = themeTypes(in: table)
        let themePaths = Set(themes.map(\.path))
        var read: Set<String> = []
        let candidates = themes.flatMap { theme -> [Candidate] in
            // A conformer of a theme protocol is one of its instances, not a theme of its own.
            guard !(table.types[theme.path] ?? []).contains(where: { !themePaths.isDisjoint(with: $0.inheritance) }) else { return [] }
            let found = instances(of: theme.path, in: table, runtime: &light)
            let themes: (light: SwiftValue, dark: SwiftValue?)
            let isOnePalette: Bool
            if let lightInstance = lightAndDark(found).light {
                // The dark instance as the dark run makes it, so a dynamic color in it is its dark value.
                themes = (lightInstance.value, lightAndDark(instances(of: theme.path, in: table, runtime: &dark)).dark?.value)
                isOnePalette = false
            } else if found.isEmpty, let made = ownInstance(of: theme.path, in: table, runtime: &light) {
                // A palette the guide makes nowhere but by its own `init()` (Firefox's
                // `LightColourPalette`, whose protocol is declared elsewhere): its defaults.
                themes = (made, ownInstance(of: theme.path, in: table, runtime: &dark))
                isOnePalette = true
            } else {
                return []
            }
            guard light.colorView(of: themes.light) == nil else { return [] }
            read.insert(theme.path)
            return theme.members.map { member in
                Candidate(owner: theme.path.split(separator: ".").map(String.init), themes: themes, themeIsOnePalette: isOnePalette, isCall: false,
                          name: member.name, trivia: member.trivia, block: member.block, position: member.position)
            }
        }
        return (candidates, read)
    }

    /// The theme types: structs, classes and protocols with two color members or more.
    static func themeTypes(in table: SwiftDeclarationTable) -> [(path: String, members: [SwiftDeclarationTable.Member])] {
        table.types.keys.sorted().compactMap { path in
            guard (table.types[path] ?? []).contains(where: { [.struct, .class, .protocol].contains($0.kind) }) else { return nil }
            var seen: Set<String> = []
            let members = table.members(of: path) { !$0.isStatic && isColor($0.type) && seen.insert($0.name).inserted }
            return members.count >= 2 ? (path, members) : nil
        }
    }

    /// `SwiftRuntime.isColorType`, asked only of a type written with `Color` in it (as every
    /// one it accepts is): most members are no color, and it reads a type in thousands of
    /// instructions (10.5 M of looking for themes in 31 guides).
    static func isColor(_ type: String?) -> Bool {
        guard let type, type.containsBytes("Color") else { return false }
        return SwiftRuntime.isColorType(type)
    }

    /// The instances of `theme` the guide makes, as the light runtime evaluates them.
    static func instances(of theme: String, in table: SwiftDeclarationTable, runtime: inout SwiftRuntime) -> [ThemeInstance] {
        var found: [ThemeInstance] = []
        var scope = SwiftScope()
        for member in table.members where member.isStatic && !member.owner.isEmpty {
            guard case .stored(_?) = member.value else { continue }
            let value = runtime.member(.type(member.owner.joined(separator: ".")), member.name, in: &scope, context: SwiftRuntime.Context(owner: member.owner))
            guard case .instance(let instance) = value, runtime.ownerPaths(of: value).contains(theme) else { continue }
            found.append(ThemeInstance(name: member.name == "defaultValue" ? "default " + instance.type : member.name, value: value))
        }
        for (path, declarations) in table.types.sorted(by: { $0.key < $1.key }) where path != theme {
            guard declarations.contains(where: { $0.inheritance.contains(theme) }), !found.contains(where: { $0.name == path }) else { continue }
            let made = runtime.invokeMember(.type(path), "init", [], in: &scope, context: SwiftRuntime.Context())
            if case .instance = made { found.append(ThemeInstance(name: path, value: made)) }
        }
        return found
    }

    /// A struct or class made by its own `init()` with no arguments (every stored member has a
    /// default), when it is no view, style or shape: nil when it cannot be made so.
    static func ownInstance(of path: String, in table: SwiftDeclarationTable, runtime: inout SwiftRuntime) -> SwiftValue? {
        let declarations = table.types[path] ?? []
        guard declarations.contains(where: { [.struct, .class].contains($0.kind) }),
              !declarations.contains(where: { !ViewKind.drawingProtocols.isDisjoint(with: $0.inheritance) }),
              table.members(of: path, where: { ["body", "makeBody"].contains($0.name) }).isEmpty else { return nil }
        var scope = SwiftScope()
        let made = runtime.invokeMember(.type(path), "init", [], in: &scope, context: SwiftRuntime.Context())
        guard case .instance = made else { return nil }
        return made
    }

    /// The light and the dark instance among `instances`.
    static func lightAndDark(_ instances: [ThemeInstance]) -> (light: ThemeInstance?, dark: ThemeInstance?) {
        func says(_ instance: ThemeInstance) -> SwiftAppearance? {
            if case .instance(let made) = instance.value {
                for key in ["userInterfaceStyle", "colorScheme"] {
                    if case .enumCase(_, let name, _, _)? = made.fields[key], let appearance = SwiftAppearance(rawValue: name) { return appearance }
                }
            }
            let words = Set(instance.name.split(separator: " ").flatMap { String($0).camelCaseWords }.map { $0.lowercased() })
            if words.contains("dark") { return .dark }
            if words.contains("light") { return .light }
            return nil
        }
        let light = instances.first { says($0) == .light } ?? instances.first { $0.name.hasPrefix("default ") && says($0) != .dark }
        let dark = instances.first { says($0) == .dark }
        return (light, dark)
    }
}
