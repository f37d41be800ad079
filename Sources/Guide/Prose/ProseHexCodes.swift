import Markdown

/// The hex codes a document's prose states, in its text and code spans, each with the color it
/// names: what a page draws a chip beside. Read here, with the rest of the guide, so the site
/// only looks them up.
public struct ProseHexCodes: Sendable {
    /// A hex code within the text of one text or code node.
    public struct Code: Sendable, Equatable {
        /// Where it stands, as UTF-8 offsets into the node's text.
        public let utf8Range: Range<Int>
        public let color: RGBAColor
    }

    /// By the literal of each text or code node that states one (most state none).
    private let byText: [String: [Code]]

    /// The codes stated in `document`'s text and code spans; a code that names no color
    /// (`#12345`) is left out.
    public init(document: MarkdownDocument) {
        var byText: [String: [Code]] = [:]
        Self.collect(document.blocks, into: &byText)
        self.byText = byText
    }

    /// Walks `nodes` and their children reading each node's kind where it lies: a walk handing
    /// each node to a closure copied it, children and all, and that was most of 1.4% of a
    /// build. As deep as the tree, which `MarkdownDocument.nestingLimit` bounds.
    private static func collect(_ nodes: [MarkdownNode], into byText: inout [String: [Code]]) {
        for index in nodes.indices {
            switch nodes[index].kind {
            case .text(let literal), .code(let literal):
                if mayHoldACode(literal), byText[literal] == nil {
                    let codes = codes(in: literal)
                    if !codes.isEmpty { byText[literal] = codes }
                }
            default:
                break
            }
            if !nodes[index].children.isEmpty { collect(nodes[index].children, into: &byText) }
        }
    }

    /// The codes in the text of a text or code node of the document, in order.
    public func codes(in text: String) -> [Code] {
        Self.mayHoldACode(text) ? byText[text] ?? [] : []
    }

    /// Whether `text` has a `#`: every code starts with one. A scan of its bytes is cheaper
    /// than hashing all of them for a lookup, and most text nodes of a page have none.
    private static func mayHoldACode(_ text: String) -> Bool {
        // Over the bytes where they lie: the UTF-8 view's iterator was 0.8% of a build.
        text.containsBytes("#")
    }

    private static func codes(in text: String) -> [Code] {
        let utf8 = text.utf8
        return StatedColorParser.hexCodes(in: text).compactMap { code in
            RGBAColor(hex: code.text).map { color in
                Code(utf8Range: utf8.distance(from: utf8.startIndex, to: code.range.lowerBound)..<utf8.distance(from: utf8.startIndex, to: code.range.upperBound), color: color)
            }
        }
    }
}

extension Guide {
    /// The hex codes the guide's prose states (`ProseHexCodes`).
    public var proseHexCodes: ProseHexCodes { ProseHexCodes(document: document) }
}
