/// The guide's string constants (`enum AppFont { static let face = "DMSans" }`,
/// `private static let brand = "Inter"`), so a font face named through one is followed:
/// `Font.custom(AppFont.face, size: 17)`, `Font.custom("\(brand)-Black", size: 40)`.
///
/// A constant is a stored member whose value is a plain string literal. A name declared with
/// two values is looked up only by its type (`AppFont.face`); alone it is ambiguous and read as
/// nothing, never as one of the two.
struct StringConstants: Sendable {
    private var byName: [String: String?] = [:]
    private var byQualifiedName: [String: String] = [:]

    init(_ declarations: [SwiftDeclaration] = []) {
        for declaration in declarations {
            guard case .stored(let expression) = declaration.kind, case .string(let value, isInterpolated: false) = expression.unlocated else { continue }
            let qualified = declaration.container + "." + declaration.name
            if byQualifiedName[qualified] == nil { byQualifiedName[qualified] = value }
            if let known = byName[declaration.name] {
                if known != value { byName[declaration.name] = .some(nil) }
            } else {
                byName[declaration.name] = value
            }
        }
    }

    /// The text `expression` stands for: a literal, a constant (`face`, `AppFont.face`,
    /// `Self.face`), or a literal whose every interpolation is a constant; nil otherwise.
    func text(of expression: SwiftExpression) -> String? {
        switch expression.unlocated {
        case .string(let value, isInterpolated: false): return value
        case .string(let value, isInterpolated: true): return interpolating(value)
        case .identifier, .member: return expression.memberPath.flatMap(constant(atPath:))
        default: return nil
        }
    }

    /// `AppFont.face` by its type when given one, else `face` alone when it has one value.
    private func constant(atPath path: [String]) -> String? {
        guard let name = path.last, path.count <= 2 else { return nil }
        if path.count == 2, path[0] != "Self", let value = byQualifiedName[path.joined(separator: ".")] { return value }
        return byName[name] ?? nil
    }

    /// `"\(brand)-Black"` with `brand` known: `Inter-Black`. Nil when any part is not a constant.
    private func interpolating(_ literal: String) -> String? {
        var result = ""
        var rest = literal[...]
        while let open = rest.range(of: "\\(") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { return nil }
            let path = rest[open.upperBound..<close].split(separator: ".", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            guard !path.isEmpty, path.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
                  let value = constant(atPath: path) else { return nil }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
