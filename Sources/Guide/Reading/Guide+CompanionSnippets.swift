import Foundation
import Markdown

extension Guide {
    /// A brand's companion document (its `DESIGN.md`) read from its file's bytes, for the
    /// page that renders it and `companionSnippets(in:lexing:)`.
    public static func companion(parsing data: Data, source: String) -> MarkdownDocument {
        MarkdownDocument(parsing: data, source: source)
    }

    /// The code blocks of a companion document (a brand's `DESIGN.md`) as snippets, Swift ones
    /// lexed once as the guide's own are, so a page can highlight them without reading code
    /// itself. A companion defines no tokens, so its snippets name none.
    public static func companionSnippets(in document: MarkdownDocument, lexing: SwiftLexing = SwiftLexing()) -> [Snippet] {
        let analysis = SnippetAnalysis(colorNames: [], fontNames: [])
        return GuideReader.codeBlocks(in: document.blocks, document: document, lexing: lexing).map(analysis.snippet(for:))
    }
}

extension Guide {
    /// A brand's one-line summary from its companion README: the text of its first paragraph.
    public static func summary(ofReadme data: Data, source: String) -> String? {
        summary(ofReadme: MarkdownDocument(parsing: data, source: source))
    }

    /// `summary(ofReadme:source:)` of a parsed README.
    public static func summary(ofReadme document: MarkdownDocument) -> String? {
        document.blocks.first { if case .paragraph = $0.kind { true } else { false } }?.plainText.trimmedWhitespace
    }

    /// Whether a code block of a page shows as Swift: tagged `swift`, or untagged and declaring
    /// with `let` (untagged blocks without are shown as plain text, though the reader still
    /// lexes them for tokens).
    public static func showsAsSwift(code: String, language: String) -> Bool {
        language == "swift" || language.isEmpty && code.containsBytes("let ")
    }
}
