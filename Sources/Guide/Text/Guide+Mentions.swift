extension Guide {
    /// How often each identifier-like word (letters, digits and `_`) occurs anywhere in the
    /// guide's text, code and prose alike: a token whose name occurs once is never mentioned
    /// after its declaration.
    public var mentionCounts: [String: Int] {
        var counts: [String: Int] = [:]
        forEachWord { word in counts[String(decoding: word, as: UTF8.self), default: 0] += 1 }
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
            guard shapes.contains(word.count << 8 | Int(word[0])) else { return }
            let word = String(decoding: word, as: UTF8.self)
            if let count = counts[word] { counts[word] = count + 1 }
        }
        return counts
    }

    /// Calls `body` with the UTF-8 bytes of each word of the text (never empty). A line break
    /// is no word character, so the words are those of each line. Over the bytes where they
    /// lie, decoding a scalar only where one starts past ASCII: stepping the text's indices
    /// byte by byte was 1% of a build, and every line's scalars 1.8% before that.
    private func forEachWord(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = document.text
        text.withUTF8 { bytes in
            var start: Int?
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let isWord: Bool
                var next = index + 1
                if byte < 0x80 {
                    isWord = ASCIIWord.isWordByte(byte)
                } else {
                    // A String's bytes are valid UTF-8: a lead byte says how many follow.
                    let width = min(byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2, bytes.count - index)
                    var value = UInt32(byte) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
                    for offset in 1..<width { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                    isWord = Unicode.Scalar(value).map(Self.isWordScalar) ?? false
                    next = index + width
                }
                if isWord {
                    if start == nil { start = index }
                } else if let wordStart = start {
                    body(UnsafeBufferPointer(rebasing: bytes[wordStart..<index]))
                    start = nil
                }
                index = next
            }
            if let wordStart = start { body(UnsafeBufferPointer(rebasing: bytes[wordStart...])) }
        }
    }

    /// ASCII is decided without Unicode's tables, which are slow to consult for every byte of a guide.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ASCIIWord.isWordByte(UInt8(scalar.value)) : scalar.properties.isAlphabetic
    }
}
