extension Guide {
    /// Every name the guide's Swift code declares: functions, properties, constants and enum
    /// cases, in any type. A reference to one of these is defined even when it is not a color or
    /// font token (`Color.ueText(scheme)` calls a helper; `.forID(id)` is a static function of an
    /// enum). Read from the tokens each snippet was lexed into once.
    public var declaredNames: Set<String> {
        // Gathered in an array, then hashed into a set made at its size once.
        var names: [String] = []
        for snippet in snippets {
            let tokens = snippet.codeTokens
            for index in tokens.indices where index + 1 < tokens.count {
                let token = tokens[index]
                guard case .keyword = token.kind, Self.isDeclaring(token.text) else { continue }
                var next = index + 1
                while next < tokens.count, case .identifier = tokens[next].kind {
                    names.append(tokens[next].text)
                    // `case a, b, c` declares several; `let a = …, b = …` is rare enough to skip.
                    guard token.text == "case", next + 2 < tokens.count, tokens[next + 1].isPunctuation(",") else { break }
                    next += 2
                }
            }
        }
        return Set(names)
    }

    /// Whether a keyword declares the names after it: `func`, `let`, `var`, `case`.
    private static func isDeclaring(_ keyword: String) -> Bool {
        switch keyword {
        case "func", "let", "var", "case": true
        default: false
        }
    }
}
