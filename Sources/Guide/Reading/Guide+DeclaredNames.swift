extension Guide {
    /// Every name the guide's Swift code declares: functions, properties, constants and enum
    /// cases, in any type. A reference to one of these is defined even when it is not a color or
    /// font token (`Color.ueText(scheme)` calls a helper; `.forID(id)` is a static function of an
    /// enum). Read from the tokens each snippet was lexed into once.
    public var declaredNames: Set<String> {
        var names: Set<String> = []
        for snippet in snippets {
            let tokens = snippet.codeTokens
            for index in tokens.indices where index + 1 < tokens.count {
                let token = tokens[index]
                guard token.kind == .keyword, ["func", "let", "var", "case"].contains(token.text) else { continue }
                var next = index + 1
                while next < tokens.count, tokens[next].kind == .identifier {
                    names.insert(tokens[next].text)
                    // `case a, b, c` declares several; `let a = …, b = …` is rare enough to skip.
                    guard token.text == "case", next + 2 < tokens.count, tokens[next + 1].isPunctuation(",") else { break }
                    next += 2
                }
            }
        }
        return names
    }
}
