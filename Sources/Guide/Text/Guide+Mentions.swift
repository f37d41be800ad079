extension Guide {
    /// How often each identifier-like word (letters, digits and `_`) occurs anywhere in the
    /// guide's text, code and prose alike: a token whose name occurs once is never mentioned
    /// after its declaration.
    public var mentionCounts: [String: Int] {
        var counts: [String: Int] = [:]
        forEachWord { word in counts[String(word), default: 0] += 1 }
        return counts
    }

    /// `mentionCounts` for `names` alone (a name never written counts 0). A word becomes a
    /// string and is hashed only when its length and first byte are those of some name: most
    /// words of a guide are not token names, and counting them all was over 1% of a build.
    public func mentionCounts(of names: some Sequence<String>) -> [String: Int] {
        var counts: [String: Int] = [:]
        var shapes: Set<Int> = []
        for name in names {
            counts[name] = 0
            if let first = name.utf8.first { shapes.insert(name.utf8.count << 8 | Int(first)) }
        }
        guard !shapes.isEmpty else { return counts }
        forEachWord { word in
            guard let first = word.utf8.first, shapes.contains(word.utf8.count << 8 | Int(first)) else { return }
            let word = String(word)
            if let count = counts[word] { counts[word] = count + 1 }
        }
        return counts
    }

    /// Calls `body` with each word of the text, as a slice of it. A line break is no word
    /// character, so the words are those of each line. Over the UTF-8 bytes, decoding a scalar
    /// only where one starts past ASCII: stepping every line's scalars was 1.8% of a build.
    private func forEachWord(_ body: (Substring) -> Void) {
        let text = document.text
        let utf8 = text.utf8
        let scalars = text.unicodeScalars
        var start: String.Index?
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let isWord: Bool
            let next: String.Index
            if byte < 0x80 {
                isWord = ASCIIWord.isWordByte(byte)
                next = utf8.index(after: index)
            } else {
                isWord = Self.isWordScalar(scalars[index])
                next = scalars.index(after: index)
            }
            if isWord {
                if start == nil { start = index }
            } else if let wordStart = start {
                body(text[wordStart..<index])
                start = nil
            }
            index = next
        }
        if let wordStart = start { body(text[wordStart...]) }
    }

    /// ASCII is decided without Unicode's tables, which are slow to consult for every byte of a guide.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ASCIIWord.isWordByte(UInt8(scalar.value)) : scalar.properties.isAlphabetic
    }
}
