/// What font a value of the guide's stands for, as its own code converts it: a style struct's
/// `font` (or its one font), an enum case through a function that takes it or its font member.
extension SwiftRuntime {
    static func isFontType(_ written: String?) -> Bool {
        guard let written else { return false }
        return ["Font", "UIFont"].contains(plainType(written))
    }

    mutating func fontView(of value: SwiftValue) -> SwiftFont? {
        var scope = SwiftScope()
        switch value {
        case .font(let font): return font
        case .instance(let instance):
            let fonts = instance.fields.sorted { $0.key < $1.key }.compactMap { field -> (String, SwiftFont)? in
                if case .font(let font) = field.value { return (field.key, font) }
                return nil
            }
            if let font = fonts.first(where: { $0.0 == "font" })?.1 ?? (fonts.count == 1 ? fonts[0].1 : nil) { return font }
            // A style that keeps a size and a weight and makes its font in a method
            // (`TextStyling(for: .body, size: 17, weight: .regular).systemFont()`).
            guard fonts.isEmpty else { return nil }
            return fontMember(of: value, in: &scope) ?? Self.describedFont(instance)
        case .enumCase(let type?, _, _, _):
            return fontFunction(taking: type, value, in: &scope) ?? fontMember(of: value, in: &scope)
        default: return nil
        }
    }

    /// The names a type that describes a font gives its parts: Fluent's `FontInfo(name:size:weight:)`,
    /// a `FontSpec(size: 22, weight: .bold)` the design system turns into a font later (its
    /// size's names are `SwiftDeclarationTable.fontSizeNames`).
    private static let describedWeights = ["weight", "fontWeight"]
    private static let describedFaces = ["name", "fontName", "face"]

    /// The font an instance that only describes one stands for: its size, its weight (regular
    /// when it gives none) and its face (the system's when it names none, as `nil` does).
    private static func describedFont(_ instance: SwiftInstance) -> SwiftFont? {
        guard let size = SwiftDeclarationTable.fontSizeNames.lazy.compactMap({ instance.fields[$0]?.number }).first else { return nil }
        let weightValue = describedWeights.lazy.compactMap { instance.fields[$0] }.first
        var weight: FontWeight?
        if let weightValue {
            guard case .enumCase(_, let name, _, _) = weightValue, let named = FontWeight(rawValue: name) else { return nil }
            weight = named
        }
        switch describedFaces.lazy.compactMap({ instance.fields[$0] }).first {
        case .string(let face)?:
            return SwiftFont(face: face, size: size, weight: weight, kind: .custom, declaredWeight: weight, writtenSize: size)
        case nil, .nil?:
            return SwiftFont(size: size, weight: weight ?? .regular, declaredWeight: weight, writtenSize: size)
        default:
            return nil
        }
    }

    /// `static func for(_ font: WMFFont, compatibleWith traits: UITraitCollection) -> UIFont`
    /// called with the case (a trait collection, if it asks for one, in this appearance).
    private mutating func fontFunction(taking type: String, _ value: SwiftValue, in scope: inout SwiftScope) -> SwiftFont? {
        // The enum's own type, the types around it (`LinkUI.font(forTextStyle:)` for
        // `LinkUI.TextStyle`), then the fonts' extensions.
        let path = type.split(separator: ".").map(String.init)
        let around = path.indices.dropLast().reversed().map { path[...$0].joined(separator: ".") }
        for owner in [type] + around + ["Font", "UIFont"] {
            for member in table.members(of: owner) where member.isStatic {
                // The type test last: resolving a written type the guide does not declare reads
                // every type's path.
                guard case .function(let function) = member.value, let first = function.parameters.first, Self.names(first.type, type),
                      Self.isFontType(member.type) || table.describesFont(member.type, seenFrom: member.owner) else { continue }
                var arguments = [Argument(label: first.label, value: value)]
                for parameter in function.parameters.dropFirst() where parameter.defaultValue == nil {
                    guard parameter.type.map(Self.plainType) == "UITraitCollection" else { arguments = []; break }
                    arguments.append(Argument(label: parameter.label, value: .traits(readAppearance())))
                }
                guard !arguments.isEmpty else { continue }
                let callable = SwiftCallable(body: .function(function, owner: member.owner), captured: SwiftScope(), receiver: nil)
                if let font = fontView(of: invoke(callable, arguments, in: &scope)) { return font }
            }
        }
        return nil
    }

    private mutating func fontMember(of value: SwiftValue, in scope: inout SwiftScope) -> SwiftFont? {
        for path in ownerPaths(of: value) {
            for member in table.members(of: path) where !member.isStatic && member.ownerKind != .protocol && Self.isFontType(member.type) {
                let result: SwiftValue
                switch member.value {
                case .computed: result = self.member(value, member.name, in: &scope, context: Context())
                // `func font(size: CGFloat? = nil) -> UIFont`, at its defaults.
                case .function(let function) where function.parameters.allSatisfy({ $0.defaultValue != nil }):
                    result = invoke(SwiftCallable(body: .function(function, owner: member.owner), captured: SwiftScope(), receiver: value), [], in: &scope)
                default: continue
                }
                if case .font(let font) = result { return font }
            }
        }
        return nil
    }
}
