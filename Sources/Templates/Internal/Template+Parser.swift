/// Compiling: source → lexemes → standalone lines → a tree of tokens.
extension Template {
    /// The compiled tree and the fixed partial names it uses, which a strict library checks up front.
    struct Compiled {
        var tokens: TokenList
        var references: [PartialReference]
    }

    static func compile(_ source: SourceText) throws(TemplateError) -> Compiled {
        var lexer = Lexer(source)
        let lexemes = markStandaloneLines(try lexer.lexemes())
        var builder = TreeBuilder(source: source)
        for lexeme in lexemes {
            try builder.add(lexeme)
        }
        return try builder.finish()
    }
}
