import Foundation
import Diagnostics
import Markdown

/// Everything a SwiftUI brand guide says, read from its Markdown: identity, sections, tokens,
/// snippets, components, symbols, motion and accessibility notes.
public struct Guide: Sendable {
    /// The guide's path as given (relative to the content folder when built as a site).
    public var path: String
    /// The brand's name from the title (`Bumble`), else from the slug.
    public var brand: String
    /// URL-safe name from the folder (`bumble`) or file name.
    public var slug: String
    /// The category folder of the upstream layout (`dating`), nil for a flat file.
    public var category: String?
    /// The blocks between the title and the first section.
    public var intro: [MarkdownNode]
    /// The minimum iOS version the guide targets (`17`, `16.4`).
    public var minimumIOS: String?
    /// Top-level sections in order, recognised or not.
    public var sections: [GuideSection]
    public var colors: [ColorToken] { didSet { colorIndex = Self.firstIndexByName(colors.map(\.name)) } }
    /// The light and dark themes of the colors, their counterparts and chrome families.
    public var themes: ColorThemes
    public var gradients: [GradientToken]
    public var fonts: [FontToken] { didSet { fontIndex = Self.firstIndexByName(fonts.map(\.name)) } }
    /// What the typography section recommends when the brand faces are missing.
    public var typographyFallback: TypographyFallback?
    /// Every fenced code block, in order.
    public var snippets: [Snippet]
    /// The `###` subsections of the components section.
    public var components: [Component]
    /// Rows of the SF Symbols table(s).
    public var symbols: [SymbolRow]
    /// Springs, easings and haptics of the motion section.
    public var motion: [MotionSpec]
    /// List items of the accessibility section.
    public var accessibilityNotes: [AccessibilityNote]
    /// Problems found while reading, sorted.
    public var diagnostics: [Diagnostic]
    /// The parsed document, for rendering sections.
    public var document: MarkdownDocument
    /// The index in `colors` and `fonts` of the first token of each name, kept with them, so
    /// asking for a token by name is a lookup (pages ask for one per token; a scan of every
    /// token for each was quadratic on a guide of many tokens).
    var colorIndex: [String: Int]
    var fontIndex: [String: Int]

    /// The first section with `role`.
    public func section(_ role: GuideSection.Role) -> GuideSection? {
        sections.first { $0.role == role }
    }

    /// The color token named `name`.
    public func color(named name: String) -> ColorToken? { colorIndex[name].map { colors[$0] } }

    /// What drawing all the components' views took: the counts `ViewBudget` bounds per guide.
    public var viewWork: ViewWork { components.reduce(ViewWork()) { $0 + $1.work } }

    /// Whether the guide has a dark mode (see `ColorThemes.hasDarkMode`).
    public var hasDarkMode: Bool { themes.hasDarkMode }

    /// The font token named `name`.
    public func font(named name: String) -> FontToken? { fontIndex[name].map { fonts[$0] } }

    /// Color groups in the order the guide declares them, with their tokens.
    public var colorGroups: [(name: String?, tokens: [ColorToken])] {
        var groups: [(name: String?, tokens: [ColorToken])] = []
        var indexByGroup: [String?: Int] = [:]
        for token in colors {
            if let index = indexByGroup[token.group] {
                groups[index].tokens.append(token)
            } else {
                indexByGroup[token.group] = groups.count
                groups.append((token.group, [token]))
            }
        }
        return groups
    }

    static func firstIndexByName(_ names: [String]) -> [String: Int] {
        Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension Guide {
    /// Reads a parsed guide. `path` decides slug and category: pass it relative to the content
    /// folder (`dating/bumble/DESIGN-swiftui.md`). Declared in an extension so the reader can
    /// use the memberwise initializer. Each Swift code block is lexed once, through `lexing`.
    ///
    /// With `scope: .outline` the reading leaves out what only pages and checks read: what each
    /// component draws (its view trees, and what drawing them reports: the part of reading that
    /// costs the most), snippets, symbols, motion and the typography fallback. A site's outline
    /// (names, sections, tokens, themes, roles) needs none of them.
    ///
    /// `colors` is what an earlier reading of the same text worked out of its colors
    /// (`colorReading`): the reading takes it instead of pairing the themes and inferring the
    /// roles again, the costliest step of an outline. Only the caller knows the text is the same.
    public init(document: MarkdownDocument, path: String, lexing: SwiftLexing = SwiftLexing(), scope: ReadingScope = .full, colors: ColorReading? = nil) {
        self = GuideReader(document: document, path: path, lexing: lexing, scope: scope, colorReading: colors).read()
    }

    /// Reads the guide from its file's bytes (`source`: the file as messages name it): the
    /// site hands Guide the file and never parses a guide itself.
    public init(parsing data: Data, source: String, path: String, lexing: SwiftLexing = SwiftLexing(), scope: ReadingScope = .full, colors: ColorReading? = nil) {
        self.init(document: MarkdownDocument(parsing: data, source: source), path: path, lexing: lexing, scope: scope, colors: colors)
    }

    /// The guide's colors with their themes and roles worked out, to hand a later reading of
    /// the same text (`init(document:path:lexing:scope:colors:)`): a site too large to keep its
    /// readings reads each guide in outline, then again in full for its pages.
    public var colorReading: ColorReading { ColorReading(colors: colors, themes: themes) }

    /// Paired colors and the themes they were paired by: what `colorReading` gives.
    public struct ColorReading: Sendable {
        let colors: [ColorToken]
        let themes: ColorThemes
    }

    /// How much of a guide a reading works out.
    public enum ReadingScope: Sendable {
        /// Everything the guide says, components' view trees included.
        case full
        /// Names, sections, tokens, themes and roles: for an outline of many guides, never for
        /// checking or rendering one.
        case outline
    }
}
