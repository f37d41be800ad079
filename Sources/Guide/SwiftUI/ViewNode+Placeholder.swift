import Diagnostics

/// A `Text` whose content the code does not determine: a named gap, drawn as a readable
/// stand-in in the gap style and counted with the unsupported parts, never as its source code.
extension ViewNode {
    /// A `Text` of `content`: `text` when it is known; else `placeholder` (the stand-in) and
    /// `construct` (the code as written), and no `text`, so no reader takes the stand-in for
    /// what the component shows.
    static func text(_ content: TextContent, at location: SourceLocation) -> ViewNode {
        switch content {
        case .known(let text):
            return ViewNode(kind: .text, properties: [ViewProperty("text", .string(text))], location: location)
        case .placeholder(let standIn, let construct):
            return ViewNode(kind: .text, properties: [ViewProperty("placeholder", .string(standIn)), ViewProperty("construct", .string(construct))], location: location)
        }
    }

    /// The stand-in and the construct of a `Text` the code does not determine; nil for any
    /// other node.
    public var placeholderText: (standIn: String, construct: String)? {
        guard kind == .text, case .string(let standIn)? = property("placeholder"), case .string(let construct)? = property("construct") else { return nil }
        return (standIn, construct)
    }
}
