/// One node of a compiled template. Sections, blocks and parents nest their children, so a
/// template compiles once into a tree the renderer walks without looking at source text again.
///
/// The cases the renderer meets most (text, line starts, variables) hold only numbers: their
/// text and names are in the `TokenList` around them, so reading such a token copies no
/// reference (a page reads thousands, and each retain and release of a shared string is an
/// atomic write every rendering thread contends for). The cases with several fields are
/// `indirect`: a boxed payload costs one reference count where its fields would cost one each.
enum Token: Sendable {
    /// Literal text, the bytes `start..<end` of the list's `text`: one line at most, ending at
    /// its `\n` if it has one; the next line starts with an `.indent`.
    case text(start: Int, end: Int)
    /// The start of a source line: emit the current partial indentation (usually none).
    case indent
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`; `name` indexes the list's `names`.
    case variable(name: Int, escaped: Bool)
    /// `{{#name}}…{{/name}}` or, inverted, `{{^name}}…{{/name}}`; `name` indexes the list's `names`.
    indirect case section(name: Int, body: TokenList, inverted: Bool)
    /// `{{>name}}` or `{{>*name}}`.
    indirect case partial(PartialReference)
    /// `{{<name}}…{{/name}}`: the named template, with some of its blocks replaced.
    indirect case parent(PartialReference, overrides: [String: BlockContent])
    /// `{{$name}}default{{/name}}` outside a parent: a place a child template may fill.
    indirect case block(BlockSite)
}

/// Tokens in order (a template's, a section's body, a block's content), with the literal text
/// and the names they refer to by position.
struct TokenList: Sendable {
    var tokens: [Token] = []
    /// The UTF-8 text of every `.text` token, one after the other.
    var text: [UInt8] = []
    /// The names of the `.variable` and `.section` tokens.
    var names: [VariableName] = []

    mutating func append(_ token: Token) {
        tokens.append(token)
    }

    /// Adds a run of literal text.
    mutating func append(text piece: some Collection<UInt8>) {
        let start = text.count
        text.append(contentsOf: piece)
        tokens.append(.text(start: start, end: text.count))
    }

    /// Keeps a name, giving the position a token refers to it by.
    mutating func add(_ name: VariableName) -> Int {
        names.append(name)
        return names.count - 1
    }
}

/// A dotted name (`color.hex`), split once at compile time.
struct VariableName: Sendable {
    /// The part resolved against the context stack; nil for `.`, the top of the stack itself.
    let first: String?
    /// The parts resolved one after the other from what `first` gave.
    let rest: [String]

    init(parts: [String]) {
        first = parts.first
        rest = Array(parts.dropFirst())
    }
}

/// How a partial or parent tag names its template.
enum PartialName: Sendable {
    /// `{{>partials/swatch}}`
    case fixed(String)
    /// `{{>*kind}}`: the name is the string the dotted name resolves to while rendering.
    case dynamic(VariableName)
}

/// A partial or parent tag: the template it names, how it indents, and where it is written.
struct PartialReference: Sendable {
    let name: PartialName
    /// The indentation of a standalone tag, added to every line of the included template;
    /// nil for an inline tag, whose template renders unindented.
    let indentation: String?
    /// The tag's place, for an unknown partial or a runaway recursion.
    let location: TemplateLocation
}

/// What a block holds, as defined in a parent tag (an override) or at the block's site (the default).
struct BlockContent: Sendable {
    let tokens: TokenList
    /// Whether the content starts at a line start: its opening tag stood alone on its line. Such
    /// content indents its own first line; content that starts mid-line leaves that to the site.
    let startsLine: Bool
}

/// A block where it is rendered: its default content and how the content sits in the lines around it.
struct BlockSite: Sendable {
    let name: String
    let defaultContent: BlockContent
    /// For a block whose opening tag stands alone on its line: the indentation every line of the
    /// content gets (the default content's own, or the tag's when the block is empty). Nil for an
    /// inline block.
    let indentation: String?
    /// The line ending a standalone block's content ends with if it does not end a line itself.
    let lineEnding: String
    /// The opening tag's place, for a runaway recursion.
    let location: TemplateLocation
}
