import Diagnostics

/// The calls of a component's code as written, shortened (`Text("Send")`, `Text(label)`,
/// `Label("Gate B32", systemImage: "airplane")`), found by where a view tree node was built,
/// so a rule can name the code a finding is about without reading the code itself.
public struct CallLabels: Sendable {
    private let guide: Guide
    private let snippets: [Snippet]

    // The calls are looked up when asked for: a label is wanted for a finding, a few per guide,
    // and a table of every identifier of every component cost more than all lookups together.
    // Each lookup is a binary search of one snippet's tokens, which are in the order of their
    // places, and reads a few tokens past the call: a scan of the tokens per lookup made a
    // component of 100,000 `Text`s, a finding each, take 23 s.
    init(guide: Guide, snippets: [Snippet]) {
        self.guide = guide
        self.snippets = snippets
    }

    /// The identifier at `location`, with the tokens of its snippet.
    private func call(at location: SourceLocation) -> (tokens: [SwiftToken], start: Int)? {
        for snippet in snippets {
            let tokens = snippet.codeTokens
            guard let last = tokens.last, location.file == snippet.location.file,
                  location.line >= snippet.location.line, location.line <= snippet.location.line + last.endLine else { continue }
            var (low, high) = (0, tokens.count)
            while low < high {
                let middle = (low + high) / 2
                let place = guide.location(of: tokens[middle], in: snippet)
                if (place.line, place.column) < (location.line, location.column) { low = middle + 1 } else { high = middle }
            }
            if low < tokens.count, tokens[low].kind == .identifier, guide.location(of: tokens[low], in: snippet) == location { return (tokens, low) }
        }
        return nil
    }

    /// The call at `location`; `Text(…)` when the code there is not a call. Shows its first six
    /// tokens, and `…` when there are more.
    public func label(at location: SourceLocation) -> String {
        guard let (tokens, site) = call(at: location), site + 1 < tokens.count, tokens[site + 1].isPunctuation("(") else { return "Text(…)" }
        let shownEnd = min(site + 8, tokens.count)
        // Only whether the call closes among the tokens shown matters, so the search for the
        // closing bracket stops just past them.
        var depth = 0
        var close = tokens.count
        for index in (site + 1)..<min(site + 9, tokens.count) where tokens[index].kind == .punctuation {
            if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
            if [")", "]", "}"].contains(tokens[index].text) { depth -= 1 }
            if depth == 0 { close = index; break }
        }
        let shown = Array(tokens[(site + 2)..<min(close, shownEnd)])
        var text = ""
        for (index, token) in shown.enumerated() {
            if index > 0, Self.spaced(shown[index - 1], token, labelColon: token.isPunctuation(":") && Self.isLabel(at: index - 1, in: shown)) { text += " " }
            guard case .string = token.kind else { text += token.text; continue }
            text += "\"" + (token.text.count > 40 ? token.text.prefix(40) + "…" : token.text) + "\""
        }
        return "\(tokens[site].text)(\(text)\(close - site - 2 > 6 ? " …" : ""))"
    }

    /// Spacing as Swift is usually written: `a, b`, `label: value`, `a ? b : c`, `x.y`, `f(x)`.
    private static func spaced(_ previous: SwiftToken, _ token: SwiftToken, labelColon: Bool) -> Bool {
        if labelColon { return false }
        if previous.isPunctuation(",") || previous.isPunctuation(":") || token.isPunctuation(":") { return true }
        if case .operator = token.kind { return true }
        if case .operator = previous.kind { return true }
        return previous.isWordlike && token.isWordlike
    }

    /// Whether the identifier at `index` is an argument label (it follows `(` or `,`, or starts).
    private static func isLabel(at index: Int, in tokens: [SwiftToken]) -> Bool {
        guard tokens[index].kind == .identifier else { return false }
        return index == 0 || tokens[index - 1].isPunctuation("(") || tokens[index - 1].isPunctuation(",")
    }
}

extension Guide {
    /// The calls `component`'s code writes, by where each view was built.
    public func callLabels(of component: Component) -> CallLabels {
        CallLabels(guide: self, snippets: component.snippets)
    }
}

private extension SwiftToken {
    var isWordlike: Bool {
        switch kind {
        case .identifier, .keyword, .number, .string: true
        default: false
        }
    }
}
