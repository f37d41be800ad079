/// One node of a compiled template. Sections, blocks and parents nest their children, so a
/// template compiles once into a tree the renderer walks without looking at source text again.
///
/// The cases with several fields are `indirect`: the renderer copies each token it visits, and
/// a boxed payload costs one reference count where its fields would cost one each.
enum Token: Sendable {
    /// Literal text: one line at most, ending at its `\n` if it has one; the next line starts
    /// with an `.indent`.
    case text(String)
    /// The start of a source line: emit the current partial indentation (usually none).
    case indent
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
    case variable(VariableName, escaped: Bool)
    /// `{{#name}}…{{/name}}` or, inverted, `{{^name}}…{{/name}}`.
    indirect case section(VariableName, body: [Token], inverted: Bool)
    /// `{{>name}}` or `{{>*name}}`.
    indirect case partial(PartialReference)
    /// `{{<name}}…{{/name}}`: the named template, with some of its blocks replaced.
    indirect case parent(PartialReference, overrides: [String: BlockContent])
    /// `{{$name}}default{{/name}}` outside a parent: a place a child template may fill.
    indirect case block(BlockSite)
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
    let tokens: [Token]
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
