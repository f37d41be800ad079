extension String {
    /// The words of a camel-case identifier, each starting at an uppercase letter, digits kept
    /// with their word: `bumbleDarkSurface2` → ["bumble", "Dark", "Surface2"]. Token names say
    /// their theme and role this way, which is how pairing and the check rules read them.
    public var camelCaseWords: [String] {
        var words: [String] = []
        var current = ""
        for character in self {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
