/// The hex codes a document's prose states, in its text and code spans, each with the color it
/// names: what a page draws a chip beside. Read here, with the rest of the guide, so the site
/// only asks.
public struct ProseHexCodes: Sendable {
    /// A hex code within the text of one text or code node.
    public struct Code: Sendable, Equatable {
        /// Where it stands, as UTF-8 offsets into the node's text.
        public let utf8Range: Range<Int>
        public let color: RGBAColor
    }

    /// The reader of a document's prose. A text node's codes are read when its page asks for
    /// them: the page's writer visits each node once anyway, and a walk of the whole tree up
    /// front to fill a table by text was 1.1% of a build.
    public init() {}

    /// The codes in the text of a text or code node, in order.
    public func codes(in text: String) -> [Code] {
        Self.mayHoldACode(text) ? Self.codes(inText: text) : []
    }

    /// Whether `text` has a `#`: every code starts with one, and most text nodes have none.
    private static func mayHoldACode(_ text: String) -> Bool {
        // Over the bytes where they lie: the UTF-8 view's iterator was 0.8% of a build.
        text.containsBytes("#")
    }

    private static func codes(inText text: String) -> [Code] {
        let utf8 = text.utf8
        return StatedColorParser.hexCodeRanges(in: text).compactMap { range in
            RGBAColor(hex: text[range]).map { color in
                Code(utf8Range: utf8.distance(from: utf8.startIndex, to: range.lowerBound)..<utf8.distance(from: utf8.startIndex, to: range.upperBound), color: color)
            }
        }
    }
}

extension Guide {
    /// The hex codes the guide's prose states (`ProseHexCodes`).
    public var proseHexCodes: ProseHexCodes { ProseHexCodes() }
}
