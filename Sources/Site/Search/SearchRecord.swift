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
        var separator: String? = text.isEmpty ? nil : (text.unicodeScalars.last.map { ".!?:;…".unicodeScalars.contains($0) } == true ? " " : " · ")
        var pendingSpace = false
        for scalar in block.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !text.isEmpty
            } else {
                if let pending = separator {
                    text += pending
                    separator = nil
                } else if pendingSpace {
                    text.unicodeScalars.append(" ")
                }
                pendingSpace = false
                text.unicodeScalars.append(scalar)
            }
        }
    }
}
