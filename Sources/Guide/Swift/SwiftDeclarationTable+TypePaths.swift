extension SwiftDeclarationTable {
    /// The path of a type as written inside `owner`, as the compiler finds it: nested in the
    /// owner or one of the types around it, else at the top level, else the one type whose path
    /// ends so. A qualified name whose outer types the excerpt leaves out (`Theme.ThemeType`
    /// with `ThemeType` declared at the top) is then looked for by its last name the same way.
    /// An optional's `?` is not part of the name; two types ending so are no answer.
    func typePath(_ written: String, seenFrom owner: [String] = []) -> String? {
        var plain = written.trimmingSpaces
        if plain.hasSuffix("?") { plain.removeLast() }
        let last = plain.split(separator: ".").last.map(String.init) ?? plain
        for name in plain == last ? [plain] : [plain, last] {
            for depth in stride(from: owner.count, through: 0, by: -1) {
                let path = (owner.prefix(depth) + [name]).joined(separator: ".")
                if types[path] != nil { return path }
            }
            let ending = types.keys.filter { $0.hasSuffix("." + name) }
            if ending.count == 1 { return ending[0] }
        }
        return nil
    }
}
