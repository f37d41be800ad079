/// What a `Text` shows: a string the code determines, or a named gap, a readable stand-in made
/// from the names in the code (`title` → "Title", `reviews.formatted()` → "Reviews") with the
/// construct as written.
enum TextContent: Equatable {
    case known(String)
    case placeholder(standIn: String, construct: String)

    /// The text drawn: the string, or the stand-in.
    var drawn: String {
        switch self {
        case .known(let text): text
        case .placeholder(let standIn, _): standIn
        }
    }

    /// The content as a value of the evaluator.
    var value: SwiftValue {
        switch self {
        case .known(let text): .expression(.string(text, isInterpolated: false))
        case .placeholder(let standIn, let construct): .placeholder(standIn: standIn, written: construct)
        }
    }
}

extension TextContent {
    var isPlaceholder: Bool { if case .placeholder = self { true } else { false } }
}
