import Markdown

extension Guide {
    /// The code blocks of a companion document (a brand's `DESIGN.md`) as snippets, Swift ones
    /// lexed once as the guide's own are, so a page can highlight them without reading code
    /// itself. A companion defines no tokens, so its snippets name none.
    public static func companionSnippets(in document: MarkdownDocument, lexing: SwiftLexing = SwiftLexing()) -> [Snippet] {
        let analysis = SnippetAnalysis(colorNames: [], fontNames: [])
        return GuideReader.codeBlocks(in: document.blocks, document: document, lexing: lexing).map(analysis.snippet(for:))
    }
}
