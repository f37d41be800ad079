extension Guide {
    /// How often each identifier-like word (letters, digits and `_`) occurs anywhere in the
    /// guide's text, code and prose alike: a token whose name occurs once is never mentioned
    /// after its declaration.
    public var mentionCounts: [String: Int] {
        var counts: [String: Int] = [:]
        forEachWord { word in counts[String(decoding: word, as: UTF8.self), default: 0] += 1 }
        return counts
    }

    /// `mentionCounts` for `names` alone (a name never written counts 0), comparing each word's
    /// bytes with the names' (see `NameTally`): most words of a guide are not token names, and
    /// making each a string to count it was over 1% of a build.
    public func mentionCounts(of names: some Sequence<String>) -> [String: Int] {
        var tally = NameTally(names)
        if !tally.isEmpty { forEachWord { tally.count($0) } }
        return tally.result
    }

    /// Calls `body` with the UTF-8 bytes of each word of the text (never empty). A line break
    /// is no word character, so the words are those of each line. Over the bytes where they
    /// lie, decoding a scalar only where one starts past ASCII: stepping the text's indices
    /// byte by byte was 1% of a build, and every line's scalars 1.8% before that.
    private func forEachWord(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = document.text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                var step = Self.character(in: bytes, at: index)
                guard step.isWord else {
                    index = step.next
                    continue
                }
                let start = index
                repeat {
                    index = step.next
                    guard index < bytes.count else { break }
                    step = Self.character(in: bytes, at: index)
                } while step.isWord
                body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                index = step.next
            }
        }
    }

    /// Whether the character starting at `index` is a word character, and where the next starts.
    @inline(__always)
    private static func character(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (isWord: Bool, next: Int) {
        let byte = bytes[index]
        if byte < 0x80 { return (ASCIIWord.isWordByte(byte), index + 1) }
        // A String's bytes are valid UTF-8: a lead byte says how many follow.
        let width = min(byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2, bytes.count - index)
        var value = UInt32(byte) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
        for offset in 1..<width { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value).map(isWordScalar) ?? false, index + width)
    }

    /// ASCII is decided without Unicode's tables, which are slow to consult for every byte of a guide.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ASCIIWord.isWordByte(UInt8(scalar.value)) : scalar.properties.isAlphabetic
    }
}
