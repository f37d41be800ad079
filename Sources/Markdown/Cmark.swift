import CCmarkGFM
import Foundation

/// Shared setup for every use of cmark-gfm.
enum Cmark {
    /// The GFM extensions sitegen parses with. `tagfilter` is left out: it only matters when raw
    /// HTML is let through, and sitegen always renders in safe mode.
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// Registering mutates cmark's global extension list, so it must happen exactly once, before
    /// any parser exists; a `static let` gives that under Swift's thread-safe lazy initialisation.
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Safe defaults: no `CMARK_OPT_UNSAFE`, so raw HTML from a guide renders as a comment.
    static let options = CMARK_OPT_DEFAULT

    /// A new parser with the GFM extensions attached. The caller frees it.
    static func makeParser() -> OpaquePointer {
        _ = registered
        let parser = cmark_parser_new(options)!
        for name in extensionNames {
            // cmark_find_syntax_extension only reads the registry filled above.
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        return parser
    }

    /// Finishes a parse: the inlines are processed then. cmark-gfm keeps the inline parser's
    /// special characters in one global table, which each parse fills with its extensions'
    /// characters (`:` and `w` for autolinks) and clears again when its inlines are done
    /// (github/cmark-gfm#221), so two parses at once on two threads could drop each other's
    /// autolinks: the same guide built twice gave a link once and plain text once. Parses are
    /// therefore finished one at a time; block parsing (`cmark_parser_feed`) touches no global.
    static func finish(_ parser: OpaquePointer) -> OpaquePointer? {
        inlineProcessing.lock()
        defer { inlineProcessing.unlock() }
        return cmark_parser_finish(parser)
    }

    private static let inlineProcessing = NSLock()

    /// The extension object that owns nodes of the given extension kind.
    static func syntaxExtension(named name: String) -> OpaquePointer? {
        _ = registered
        return cmark_find_syntax_extension(name)
    }
}
