/// How Guide lexes a guide's Swift code: `SwiftLexer`, and an optional observer that hears each
/// code text as it is lexed.
///
/// Guide lexes each Swift snippet once, while reading; the highlighter, the token references
/// and every rule use `Snippet.tokens`. The observer is how a test shows it: a build's
/// configuration passes one down to `Guide(document:path:lexing:)` and counts what it hears.
/// No global state: each reading has its own.
public struct SwiftLexing: Sendable {
    /// Hears the code of each lexing, before it is lexed; called from any thread.
    public var observer: (@Sendable (String) -> Void)?

    /// Lexing that tells `observer`, when there is one.
    public init(observer: (@Sendable (String) -> Void)? = nil) {
        self.observer = observer
    }

    /// The tokens of `code`, comments included.
    public func tokenize(_ code: String) -> [SwiftToken] {
        observer?(code)
        return SwiftLexer.tokenize(code)
    }
}
