import Support

/// One thing the search finds, with where it lives: a heading of a guide or its companion page
/// and the text under it up to the next heading, a brand, a token, a component, a symbol.
struct SearchRecord: Sendable, Equatable {
    enum Kind: String, Sendable {
        case brand = "b", heading = "h", component = "k", design = "d", color = "c", font = "f", symbol = "s"
    }

    var kind: Kind
    /// The heading's text, or the token's, component's, symbol's or brand's name.
    var title: String
    /// Where it is: the page section (`Motion & Haptics`, `Design spec`, `Colors`).
    var section: String
    /// Its link: the page's, with the heading's or token's anchor.
    var url: String
    /// The text under the heading (prose, list items, table cells, code), whitespace collapsed.
    var text: String

    /// As a chunk file holds it: `[kind, title, section, url, text]`.
    var json: JSONValue {
        [.string(kind.rawValue), .string(title), .string(section), .string(url), .string(text)]
    }

    /// Appends a block's text (a paragraph, a table cell, code), runs of white space collapsed
    /// to one space. Blocks are set apart by ` · ` where the one before ends without a stop, so
    /// list items and cells do not run together in a snippet ("haptics · Dark mode").
    mutating func append(_ block: String) {
        let separator = text.isEmpty ? "" : (text.unicodeScalars.last.map { ".!?:;…".unicodeScalars.contains($0) } == true ? " " : " · ")
        // The block's words (runs of scalars other than white space) as bytes, then added at
        // once: no longer than the separator and the block.
        var block = block
        let words = block.withUTF8 { bytes in
            [UInt8](unsafeUninitializedCapacity: separator.utf8.count + bytes.count) { words, count in
                var index = 0
                while index < bytes.count {
                    let (isSpace, length) = Self.whitespace(at: index, in: bytes)
                    guard !isSpace else { index += length; continue }
                    // A word: the run up to the next white space, copied whole.
                    let start = index
                    index += length
                    while index < bytes.count {
                        let lead = bytes[index]
                        if lead > 0x20, lead < 0x80 { index += 1; continue }
                        let (isSpace, length) = Self.whitespace(at: index, in: bytes)
                        if isSpace { break }
                        index += length
                    }
                    if count == 0 {
                        for byte in separator.utf8 { words[count] = byte; count += 1 }
                    } else {
                        words[count] = UInt8(ascii: " ")
                        count += 1
                    }
                    UnsafeMutableRawPointer(words.baseAddress! + count).copyMemory(from: bytes.baseAddress! + start, byteCount: index - start)
                    count += index - start
                }
            }
        }
        if !words.isEmpty { text += String(decoding: words, as: UTF8.self) }
    }

    /// Whether the scalar at `index` of a String's bytes is white space, as
    /// `Unicode.Scalar.Properties.isWhitespace` tells it (ASCII without the property table: tab
    /// to carriage return, and space), and how many bytes it takes.
    private static func whitespace(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Bool, Int) {
        let lead = bytes[index]
        guard lead >= 0x80 else { return (lead == 0x20 || (0x09...0x0D).contains(lead), 1) }
        let (scalar, length) = SearchTerms.scalar(at: index, in: bytes)
        return (scalar.properties.isWhitespace, length)
    }
}
