/// One piece of a template's source before nesting: a run of text or one tag.
///
/// The scanner fills in the kind, content and range; `Template.markStandaloneLines` fills in the
/// rest, which decides the whitespace the spec's "standalone" rules remove.
struct Lexeme {
    enum Kind: Equatable {
        case text
        /// `{{name}}`
        case variable
        /// `{{{name}}}` or `{{&name}}`
        case unescaped
        /// `{{#name}}`
        case section
        /// `{{^name}}`
        case inverted
        /// `{{/name}}`
        case close
        /// `{{! … }}`
        case comment
        /// `{{>name}}`
        case partial
        /// `{{<name}}`
        case parent
        /// `{{$name}}`
        case block
        /// `{{=<% %>=}}`
        case delimiters
    }

    var kind: Kind
    /// The text itself for `.text`; the name, trimmed and without its sigil, for a tag.
    var content: String
    /// Byte range in the source, delimiters included.
    var range: Range<Int>

    /// Whether the tag stands alone on its line, which the renderer then leaves out entirely.
    var isStandalone = false
    /// The whitespace before a standalone tag: a standalone partial or parent indents its lines by it.
    var indentation = ""
    /// The line ending removed with a standalone line (`"\n"`, `"\r\n"`, or `""` at the end).
    var lineEnding = ""
    /// Whether this is the first thing on a source line that is rendered, so the partial
    /// indentation goes in front of it.
    var startsLine = false
    /// For a standalone block opening tag: the leading whitespace of the next line, the block
    /// content's own ("intrinsic") indentation.
    var nextLineIndentation: String?
    /// 0-based source line, used to tell whether a block opens and closes on the same line.
    var line = 0

    /// Whether the tag renders nothing itself, so it may stand alone on a line.
    var canStandAlone: Bool {
        switch kind {
        case .text, .variable, .unescaped: false
        default: true
        }
    }
}
