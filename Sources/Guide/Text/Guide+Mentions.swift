extension Guide {
    /// How often each identifier-like word (letters, digits and `_`) occurs anywhere in the
    /// guide's text, code and prose alike: a token whose name occurs once is never mentioned
    /// after its declaration.
    public var mentionCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for line in document.lines {
            var word = ""
            for character in line.unicodeScalars {
                if Self.isWordScalar(character) {
                    word.unicodeScalars.append(character)
                } else if !word.isEmpty {
                    counts[word, default: 0] += 1
                    word = ""
                }
            }
            if !word.isEmpty { counts[word, default: 0] += 1 }
        }
        return counts
    }

    /// ASCII is decided without Unicode's tables, which are slow to consult for every byte of a guide.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0..<0x80: false
        default: scalar.properties.isAlphabetic
        }
    }
}
