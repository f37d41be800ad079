import Diagnostics

/// The calls of a component's code as written, shortened (`Text("Send")`, `Text(label)`,
/// `Label("Gate B32", systemImage: "airplane")`), found by where a view tree node was built,
/// so a rule can name the code a finding is about without reading the code itself.
public struct CallLabels: Sendable {
    /// The calls of a name with parentheses (`Text(…)`, not `x.padding(…)` or `VStack { … }`),
    /// by the place of the name: read in the walk that read each snippet (`CodeFacts`), where a
    /// walk per lookup made a component of 100,000 `Text`s, a finding each, quadratic.
    private let calls: [SourceLocation: Call]

    private struct Call: Sendable {
        var name: String
        /// The arguments inside the parentheses.
        var arguments: [SwiftArgument]
    }

    /// A call of a name with parentheses, where the walk of a snippet's tree met it.
    struct WrittenCall: Sendable, Equatable {
        var position: SwiftPosition
        var name: String
        /// The arguments inside the parentheses.
        var arguments: [SwiftArgument]
    }

    init(snippets: [Snippet]) {
        var calls: [SourceLocation: Call] = [:]
        for snippet in snippets {
            for call in snippet.calls {
                let location = snippet.location(of: call.position)
                calls[location] = calls[location] ?? Call(name: call.name, arguments: call.arguments)
            }
        }
        self.calls = calls
    }

    /// The call `expression` is, when it calls a name with parentheses (`Text("a")`).
    static func call(_ expression: SwiftExpression, at position: SwiftPosition?) -> WrittenCall? {
        guard case .call(let callee, let arguments, let trailing) = expression, let position,
              case .identifier(let name) = callee.unlocated, !SwiftToken.keywords.contains(name),
              let inside = parenthesized(arguments, trailing: trailing) else { return nil }
        return WrittenCall(position: position, name: name, arguments: inside)
    }

    /// The arguments written inside parentheses, leaving out the labeled trailing closures
    /// (`} label: { … }`); nil when the call has none (`VStack { … }`).
    private static func parenthesized(_ arguments: [SwiftArgument], trailing: SwiftClosure?) -> [SwiftArgument]? {
        guard let trailing else { return arguments }
        let inside = arguments.prefix { argument in
            guard argument.label != nil, case .closure(let closure) = argument.value.unlocated,
                  let at = closure.position, let opened = trailing.position else { return true }
            return (at.line, at.column) < (opened.line, opened.column)
        }
        // `Foo() { … }` and `Foo { … }` are one tree: read as the second, which guides write.
        return inside.isEmpty ? nil : Array(inside)
    }

    /// The call at `location`; `Text(…)` when the code there is not a call. Shows the first six
    /// pieces of its arguments as Swift is usually written, and `…` when there are more.
    public func label(at location: SourceLocation) -> String {
        guard let call = calls[location] else { return "Text(…)" }
        var pieces = CallPieces(limit: 7)
        pieces.add(call.arguments)
        let shown = Array(pieces.pieces.prefix(6))
        var text = ""
        for (index, piece) in shown.enumerated() {
            if index > 0, Self.spaced(shown[index - 1], piece, labelColon: piece == .punctuation(":") && Self.isLabel(at: index - 1, in: shown)) { text += " " }
            guard case .string(let value) = piece else { text += piece.text; continue }
            text += "\"" + (value.count > 40 ? value.prefix(40) + "…" : value) + "\""
        }
        return "\(call.name)(\(text)\(pieces.pieces.count > 6 ? " …" : ""))"
    }

    /// Spacing as Swift is usually written: `a, b`, `label: value`, `a ? b : c`, `x.y`, `f(x)`.
    private static func spaced(_ previous: CallPieces.Piece, _ piece: CallPieces.Piece, labelColon: Bool) -> Bool {
        if labelColon { return false }
        if previous == .punctuation(",") || previous == .punctuation(":") || piece == .punctuation(":") { return true }
        if case .operator = piece { return true }
        if case .operator = previous { return true }
        return previous.isWordlike && piece.isWordlike
    }

    /// Whether the name at `index` is an argument label (it follows `(` or `,`, or starts).
    private static func isLabel(at index: Int, in pieces: [CallPieces.Piece]) -> Bool {
        guard case .identifier = pieces[index] else { return false }
        return index == 0 || pieces[index - 1] == .punctuation("(") || pieces[index - 1] == .punctuation(",")
    }
}

extension Guide {
    /// The calls `component`'s code writes, by where each view was built.
    public func callLabels(of component: Component) -> CallLabels {
        CallLabels(snippets: component.snippets)
    }
}

private extension Snippet {
    /// Where a place in the code is in the guide file, the code's lost indentation counted back.
    func location(of position: SwiftPosition) -> SourceLocation {
        let offset = position.line >= 0 && position.line < columnOffsets.count ? columnOffsets[position.line] : 0
        return SourceLocation(file: location.file, line: location.line + position.line, column: position.column + offset)
    }
}
