import Guide

/// The guide's Swift snippets, for the rules that point at a token of the code.
struct GuideCode: Sendable {
    let snippets: [SnippetCode]

    init(_ guide: Guide) {
        snippets = guide.snippets.filter { !$0.tokens.isEmpty }.map { SnippetCode($0, lines: guide.document.lines) }
    }
}
