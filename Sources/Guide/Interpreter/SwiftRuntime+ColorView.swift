/// What color a value of the guide's stands for, as the guide's own code converts it: a
/// wrapper struct's one color property (`BPKColor.value`), an enum case through the guide's
/// `UIColor(coreColor:)` or its `color` member (`color(_ colorScheme:)` given the appearance),
/// a SwiftGen asset's `color`.
extension SwiftRuntime {
    enum ColorView: Equatable {
        case known(RGBAColor)
        /// A color the code does not give but the guide states beside it.
        case stated(RGBAColor, construct: String)
        /// A color the code names but does not give (an asset, a system color): the construct.
        case unknown(String)
    }

    /// The color `value` is or converts to; nil when it is no color.
    mutating func colorView(of value: SwiftValue) -> ColorView? {
        var scope = SwiftScope()
        switch value {
        case .color(let color): return .known(color)
        case .statedColor(let color, let construct): return .stated(color, construct: construct)
        case .instance(let instance):
            // A `ShapeStyle` of the guide's resolves itself in an environment (Fluent's
            // `DynamicColor.resolve(in:)`, which reads `colorScheme`): run it for this appearance.
            if let resolve = declaredFunction(on: value, named: "resolve", labels: ["in"]) {
                let callable = SwiftCallable(body: .function(resolve.function, owner: resolve.owner), captured: SwiftScope(), receiver: value)
                switch invoke(callable, [Argument(label: "in", value: .traits(readAppearance()))], in: &scope, expecting: "Color") {
                case .color(let color): return .known(color)
                case .statedColor(let color, let construct): return .stated(color, construct: construct)
                default: break
                }
            }
            // A palette whose parts are themselves groups of colors (Gravatar's `Palette` with
            // `foreground: ForegroundColors(…)` beside `border: UIColor`) is a theme, not one color.
            let holdsGroups = instance.fields.values.contains { field in
                guard case .instance(let part) = field else { return false }
                return part.fields.values.contains { if case .color = $0 { true } else { false } }
            }
            if holdsGroups { return nil }
            let colors = instance.fields.sorted { $0.key < $1.key }.compactMap { field -> ColorView? in
                if case .color(let color) = field.value { return .known(color) }
                return nil
            }
            if colors.count == 1 { return colors[0] }
            return colorMember(of: value, type: instance.type, in: &scope)
        case .enumCase(let type?, _, _, _):
            if let converted = colorInitializer(taking: type, value, in: &scope) { return converted }
            return colorMember(of: value, type: type, in: &scope)
        default: return nil
        }
    }

    /// What a type's color members give (`var color: Color`, `func color(_: ColorScheme) -> Color`),
    /// when they all give the same: a type whose members give several colors is a theme of
    /// colors (`LightColorPalette`), not one. Its stored parts count only when it stores one color.
    private mutating func colorMember(of value: SwiftValue, type: String, in scope: inout SwiftScope) -> ColorView? {
        var seen: Set<String> = []
        var views: [ColorView] = []
        for path in ownerPaths(of: value) {
            // The conversions the type gives before its stored parts: a `DynamicColor` stores
            // `lightColor` and `darkColor` and converts through `color`. A protocol's
            // requirements have no body to run.
            let members = table.members(of: path).filter { !$0.isStatic && $0.ownerKind != .protocol && Self.isColorType($0.type) && !seen.contains($0.name) }
            let stored = members.filter { if case .stored = $0.value { true } else { false } }
            let converting = members.filter { if case .stored = $0.value { false } else { true } }
            for member in converting + (stored.count == 1 && views.isEmpty && converting.isEmpty ? stored : []) {
                seen.insert(member.name)
                let result: SwiftValue
                switch member.value {
                case .function(let function):
                    guard function.parameters.count <= 1 else { continue }
                    let arguments = function.parameters.map { Argument(label: $0.label, value: .enumCase(type: nil, name: readAppearance().rawValue, payload: [], raw: nil)) }
                    result = invoke(SwiftCallable(body: .function(function, owner: member.owner), captured: SwiftScope(), receiver: value), arguments, in: &scope)
                case .computed, .stored:
                    result = self.member(value, member.name, in: &scope, context: Context())
                case .initializer: continue
                }
                switch result {
                case .color(let color): views.append(.known(color))
                case .statedColor(let color, let construct): views.append(.stated(color, construct: construct))
                case .gap(let what): views.append(.unknown(what))
                default: continue
                }
            }
        }
        guard let first = views.first, views.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// `extension UIColor { convenience init(coreColor: CoreColor) }` applied to a case.
    private mutating func colorInitializer(taking type: String, _ value: SwiftValue, in scope: inout SwiftScope) -> ColorView? {
        for colorType in Self.colorTypes {
            for member in table.members(of: colorType, named: "init") {
                guard case .initializer(let function) = member.value, function.parameters.count == 1,
                      Self.names(function.parameters[0].type, type) else { continue }
                let declared = DeclaredFunction(function: function, owner: member.owner, isStatic: false)
                switch construct(declared, [Argument(label: function.parameters[0].label, value: value)], on: .type(colorType), in: &scope) {
                case .color(let color): return .known(color)
                case .gap(let what): return .unknown(what)
                default: continue
                }
            }
        }
        return nil
    }

    static func isColorType(_ written: String?) -> Bool {
        guard let written else { return false }
        return ["Color", "UIColor"].contains(plainType(written))
    }
}
