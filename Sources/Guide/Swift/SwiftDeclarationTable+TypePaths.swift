extension SwiftDeclarationTable {
    /// The path of a type as written inside `owner`, as the compiler finds it: nested in the
    /// owner or one of the types around it, else at the top level, else the one type whose path
    /// ends so. A qualified name whose outer types the excerpt leaves out (`Theme.ThemeType`
    /// with `ThemeType` declared at the top) is then looked for by its last name the same way.
    /// An optional's `?` is not part of the name; two types ending so are no answer. A
    /// `typealias` is the type it names.
    func typePath(_ written: String, seenFrom owner: [String] = []) -> String? {
        var plain = written.trimmingSpaces
        if plain.hasSuffix("?") { plain.removeLast() }
        let last = plain.split(separator: ".").last.map(String.init) ?? plain
        for name in plain == last ? [plain] : [plain, last] {
            for depth in stride(from: owner.count, through: 0, by: -1) {
                let path = (owner.prefix(depth) + [name]).joined(separator: ".")
                if types[path] != nil { return path }
                if let target = aliasedPath(path), types[target] != nil { return target }
            }
            let ending = types.keys.filter { $0.hasSuffix("." + name) }
            if ending.count == 1 { return ending[0] }
        }
        return nil
    }
}

extension SwiftDeclarationTable {
    /// The type a name written inside `owner` stands for when it is a `typealias` (looked up in
    /// the owner, the types around it, then at the top level); nil for any other name.
    func aliasTarget(_ written: String, seenFrom owner: [String] = []) -> String? {
        guard !aliases.isEmpty else { return nil }
        for depth in stride(from: owner.count, through: 0, by: -1) {
            let path = (owner.prefix(depth) + [written]).joined(separator: ".")
            if types[path] != nil { return nil }
            if let target = aliasedPath(path) { return target }
        }
        return nil
    }
}

extension SwiftDeclarationTable {
    /// Whether a type written inside `owner` is one of the guide's that describes a font: a
    /// size (an instance property named `size`, `pointSize` or `fontSize`) with a weight of a
    /// font (`Font.Weight`, `UIFont.Weight`) or a face's name beside it. Fluent's
    /// `FluentFontInfo`, an alias of `FontInfo(name:size:weight:)`; not an icon's size and scale.
    func describesFont(_ written: String?, seenFrom owner: [String]) -> Bool {
        guard let written, let path = typePath(written, seenFrom: owner) else { return false }
        return describesFont(path: path)
    }

    /// `describesFont(_:seenFrom:)` of a type already resolved to its path.
    func describesFont(path: String) -> Bool {
        let parts = members(of: path) { member in
            guard !member.isStatic else { return false }
            return Self.fontSizeNames.contains(member.name) || Self.fontPartNames.contains(member.name)
        }
        return parts.contains { Self.fontSizeNames.contains($0.name) }
            && parts.contains { $0.name.hasSuffix("eight") ? $0.type?.hasSuffix("Weight") == true : $0.type?.hasPrefix("String") == true }
    }

    /// A font's weight and face, as a type describing one names them.
    static let fontPartNames: Set<String> = ["weight", "fontWeight", "name", "fontName", "face"]

    static let fontSizeNames = ["size", "pointSize", "fontSize"]
}
