import Diagnostics

/// A string passed as an SF Symbol name in the code (`Image(systemName: "heart.fill")`,
/// `Label("Likes", systemImage: "heart")`), well formed or not, with its place in the guide.
public struct SymbolLiteral: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
}

extension Guide {
    /// Where `token`, one of `snippet.tokens`, is in the guide file. Code inside a list item lost
    /// the item's indentation; the column counts it back from the file's line.
    public func location(of token: SwiftToken, in snippet: Snippet) -> SourceLocation {
        // The offsets were measured once when the block was read; splitting the code into lines
        // again for every token was a tenth of a build's time.
        let offset = token.line >= 0 && token.line < snippet.columnOffsets.count ? snippet.columnOffsets[token.line] : 0
        return SourceLocation(file: snippet.location.file, line: snippet.location.line + token.line, column: token.column + offset)
    }

    /// Every plain string the code passes as `systemName:` or `systemImage:` (both branches of
    /// `cond ? "a" : "b"`), in order; interpolated strings are left out, since their value is
    /// only known at run time. `Snippet.symbols` keeps the well-formed ones.
    public var symbolLiterals: [SymbolLiteral] {
        var literals: [SymbolLiteral] = []
        for snippet in snippets {
            let tokens = snippet.codeTokens
            for index in tokens.indices where index + 1 < tokens.count && Self.isSymbolLabel(tokens[index]) && tokens[index + 1].isPunctuation(":") {
                for literal in Self.stringLiterals(in: tokens, from: index + 2) {
                    literals.append(SymbolLiteral(name: literal.text, location: location(of: literal, in: snippet)))
                }
            }
        }
        return literals
    }

    /// Whether `token` is the label `systemName` or `systemImage`. Every token of every snippet
    /// is asked: the length rules out nearly all of them before the text is compared.
    private static func isSymbolLabel(_ token: SwiftToken) -> Bool {
        guard case .identifier = token.kind else { return false }
        let length = token.text.utf8.count
        return (length == 10 && token.text == "systemName") || (length == 11 && token.text == "systemImage")
    }

    /// The plain string literals of one argument.
    private static func stringLiterals(in tokens: [SwiftToken], from start: Int) -> [SwiftToken] {
        var literals: [SwiftToken] = []
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.isPunctuation(",") { break }
            if case .string(false) = token.kind, !token.text.isEmpty { literals.append(token) }
            index += 1
        }
        return literals
    }
}
