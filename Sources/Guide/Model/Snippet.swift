import Diagnostics
import Markdown

/// A fenced code block of the guide, with what it refers to.
public struct Snippet: Sendable, Equatable {
    /// The info string's first word (`swift`), empty when none is given.
    public var language: String
    /// The code as written.
    public var code: String
    /// The nearest heading above it.
    public var heading: String
    /// Where the code starts (the line after the opening fence).
    public var location: SourceLocation
    /// Color tokens of this guide the code uses, in order of first use.
    public var colorReferences: [TokenReference]
    /// Font tokens of this guide the code uses, in order of first use.
    public var fontReferences: [TokenReference]
    /// `Color.x`/`Font.x` members (and `.x` in color or font position) that the guide does not
    /// define and SwiftUI does not provide: likely slips.
    public var undefinedReferences: [TokenReference]
    /// SF Symbol names the code passes as `systemName:`/`systemImage:`.
    public var symbols: [String]
    /// The code's Swift tokens, comments included, as the reader lexed them once (empty for
    /// other languages). Token lines are 0-based within the code, columns 1-based bytes.
    public var tokens: [SwiftToken] = []
    /// The same tokens without comments, what readers of the code read (sharing the storage of
    /// `tokens` when the code has no comments, so no reader copies every token to filter them).
    public var codeTokens: [SwiftToken] = []
    /// The code's syntax tree, parsed once when the guide was read (empty for other languages).
    public var syntax = SwiftSourceFile()
    /// The calls the code writes (`CallLabels`), found in the walk that read the snippet.
    var calls: [CallLabels.WrittenCall] = []
    /// Whether the code names `colorScheme` (`Component.drawsByColorScheme`), found in that walk.
    var readsColorScheme = false
    /// Per code line, how many bytes the file's line has before the code's (the fence's
    /// indentation, a quote's `>`), so a token's column in the file is one addition away.
    public var columnOffsets: [Int] = []

    /// The first time a token is named in a snippet.
    public struct TokenReference: Sendable, Equatable {
        public enum Kind: String, Sendable, Codable { case color, font }
        public var name: String
        public var kind: Kind
        public var location: SourceLocation

        public init(name: String, kind: Kind, location: SourceLocation) {
            self.name = name
            self.kind = kind
            self.location = location
        }
    }
}

/// A signature component: a `###` subsection of the components section.
public struct Component: Sendable, Equatable {
    public var name: String
    /// The subsection's blocks (prose and code), for rendering in order.
    public var blocks: [MarkdownNode]
    /// Its code blocks.
    public var snippets: [Snippet]
    public var location: SourceLocation
    /// What it draws: one tree per state of the inputs its drawing depends on (one state,
    /// labeled `default`, when it depends on none).
    public var views: [ComponentState] = []
    /// What drawing `views` took (`ViewBudget` bounds it, per component and per guide).
    public var work = ViewWork()

    /// Every part of its trees the front end could not draw, each once.
    public var unsupported: [UnsupportedPart] {
        var seen: Set<String> = []
        return views.flatMap(\.view.unsupportedParts).filter { seen.insert("\($0.construct)@\($0.location)").inserted }
    }

    /// Creates a component.
    public init(name: String, blocks: [MarkdownNode], snippets: [Snippet], location: SourceLocation) {
        self.name = name
        self.blocks = blocks
        self.snippets = snippets
        self.location = location
    }

    /// All of its code, blocks joined by a blank line.
    public var code: String { snippets.map(\.code).joined(separator: "\n") }
}
