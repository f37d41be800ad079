extension String {
    /// The words of a camel-case identifier, each starting at an uppercase letter, digits kept
    /// with their word: `bumbleDarkSurface2` → ["bumble", "Dark", "Surface2"]. Token names say
    /// their theme and role this way, which is how pairing and the check rules read them.
    public var camelCaseWords: [String] {
        // Token names are ASCII nearly always: split as bytes, without Unicode's tables (the
        // themes ask for every color's words several times).
        if isASCII {
            var words: [String] = []
            var start = utf8.startIndex
            var index = utf8.startIndex
            while index < utf8.endIndex {
                let byte = utf8[index]
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z"), index > start {
                    words.append(String(self[start..<index]))
                    start = index
                }
                index = utf8.index(after: index)
            }
            if start < utf8.endIndex { words.append(String(self[start...])) }
            return words
        }
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
