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
            return fonts.isEmpty ? fontMember(of: value, in: &scope) : nil
        case .enumCase(let type?, _, _, _):
            return fontFunction(taking: type, value, in: &scope) ?? fontMember(of: value, in: &scope)
        default: return nil
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
            for member in table.members(of: owner) where member.isStatic && Self.isFontType(member.type) {
                guard case .function(let function) = member.value, let first = function.parameters.first,
                      Self.names(first.type, type) else { continue }
                var arguments = [Argument(label: first.label, value: value)]
                for parameter in function.parameters.dropFirst() where parameter.defaultValue == nil {
                    guard parameter.type.map(Self.plainType) == "UITraitCollection" else { arguments = []; break }
                    arguments.append(Argument(label: parameter.label, value: .traits(readAppearance())))
                }
                guard !arguments.isEmpty else { continue }
                let callable = SwiftCallable(body: .function(function, owner: member.owner), captured: SwiftScope(), receiver: nil)
                if case .font(let font) = invoke(callable, arguments, in: &scope) { return font }
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
