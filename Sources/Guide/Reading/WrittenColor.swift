/// What a color expression names, as written: another of the guide's color tokens (an alias),
/// a color the OS decides (`.label`, `Color(.systemBlue)`), or one of the app's asset catalog
/// (`Color("Brand")`). The interpreter gives the value; this says what the value is of, which
/// a token shows (and an export writes as a reference rather than a copy).
///
/// Only the expression itself is looked at, never followed: `.opacity(…)` keeps what its base
/// names, and a `Color(uiColor:)` wrapper names what it wraps.
enum WrittenColor {
    /// The kind the written expression gives a token, or nil when only its value tells
    /// (a literal or a dynamic color).
    ///
    /// - Parameters:
    ///   - tokens: the names of the guide's color tokens.
    ///   - twins: the names `UIColor` declares too, which `Color(uiColor: .x)` and `UIColor.x`
    ///     mean rather than the `Color` token of that name.
    ///   - reading: the token being read, whose own name is not an alias of itself.
    static func kind(of expression: SwiftExpression, tokens: Set<String>, twins: Set<String> = [], reading: String? = nil, depth: Int = 0) -> ColorToken.Kind? {
        guard depth < 32 else { return nil }
        let expression = expression.unlocated
        switch expression {
        case .call(let callee, let arguments, nil):
            // `x.opacity(0.4)`, `x.withAlphaComponent(0.4)`: what `x` names.
            if case .member(let base, let method) = callee.unlocated, ["opacity", "withAlphaComponent"].contains(method) {
                return kind(of: base, tokens: tokens, twins: twins, reading: reading, depth: depth + 1)
            }
            guard let type = callee.memberName, ["Color", "UIColor", "init"].contains(type) else { return nil }
            if let asset = assetName(arguments) { return .asset(asset) }
            // `Color(uiColor: .brand)`, `Color(.systemBlue)`: what it wraps.
            guard arguments.count == 1, [nil, "uiColor", "cgColor", "nsColor"].contains(arguments[0].label) else { return nil }
            let wrapped = arguments[0].value.unlocated
            if case .implicitMember(let name) = wrapped, twins.contains(name) { return nil }
            return kind(of: wrapped, tokens: tokens, twins: twins, reading: reading, depth: depth + 1)
        case .identifier, .implicitMember, .member:
            guard let path = expression.memberPath, let name = path.last else { return nil }
            let base = path.dropLast().joined(separator: ".")
            guard colorBases.contains(base) else { return nil }
            if base == "UIColor", twins.contains(name) { return nil }
            if name != reading, tokens.contains(name) { return .alias(of: name) }
            if NamedColors.fixed[name] == nil, NamedColors.isSystem(name) { return .system(name) }
            return nil
        default:
            return nil
        }
    }

    /// What a color's name may be written after: nothing (`.brand`), or a color type.
    static let colorBases: Set<String> = ["", "Color", "UIColor", "Self", "SwiftUI.Color"]

    /// `Color("Brand")`, `Color("Brand", bundle: .module)`, `UIColor(named: "Brand")`.
    private static func assetName(_ arguments: [SwiftArgument]) -> String? {
        if let named = arguments.value("named"), case .string(let name, false) = named.unlocated { return name }
        guard arguments.count <= 2, let first = arguments.first, first.label == nil,
              arguments.count == 1 || arguments[1].label == "bundle",
              case .string(let name, false) = first.value.unlocated else { return nil }
        return name
    }
}
