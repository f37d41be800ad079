extension SwiftExpressionParser {
    /// Parses statements up to `close` (exclusive), leaving the position there.
    mutating func parseStatements(before close: Int) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        while position < close {
            let start = position
            if tokens[position].isPunctuation(";") { position += 1; continue }
            if tokens[position].isKeyword("case") || tokens[position].isKeyword("default") { break }
            // `@unknown default:` ends a case as `default:` does (read as a statement, it took
            // the next case into the one before).
            if tokens[position].isPunctuation("@"), position + 1 < close, tokens[position + 1].text == "unknown" { break }
            if let statement = parseStatement(before: close) {
                statements.append(statement)
                // `let big: CGFloat = 19, small: CGFloat = 6`: each of the list is a declaration.
                if case .variable(_, let isConstant, _, _) = statement.kind {
                    while position + 1 < close, tokens[position].isPunctuation(","), tokens[position + 1].kind == .identifier,
                          position + 2 < close, tokens[position + 2].isPunctuation(":") || (tokens[position + 2].kind == .operator && tokens[position + 2].text == "=") {
                        position += 1
                        statements.append(parseVariable(before: close, continuing: isConstant))
                    }
                }
            }
            if position == start {
                statements.append(SwiftStatement(.unknown(tokens[position].text), at: positionOf(position)))
                position += 1
            }
        }
        return statements
    }

    /// One statement at the current position.
    mutating func parseStatement(before close: Int) -> SwiftStatement? {
        guard position < min(close, end) else { return nil }
        let token = tokens[position]
        let at = positionOf(position)
        if token.kind == .keyword {
            switch token.text {
            case "let", "var": return parseVariable(before: close)
            case "if": return parseIf(before: close)
            case "guard": return parseGuard(before: close)
            case "switch": return parseSwitch(before: close)
            case "for": return parseFor(before: close)
            case "return":
                position += 1
                guard let next = current, position < close, next.line == token.endLine, !next.isPunctuation("}"), !next.isKeyword("case"), !next.isKeyword("default") else {
                    return SwiftStatement(.return(nil), at: at)
                }
                return SwiftStatement(.return(parseExpression()), at: at)
            case "struct", "enum", "class", "func", "extension", "actor", "protocol", "typealias", "import", "init":
                skipDeclaration(before: close)
                return SwiftStatement(.unknown(token.text), at: at)
            default:
                break
            }
        }
        if token.isPunctuation("#") || token.isPunctuation("@") {
            skipDeclaration(before: close)
            return SwiftStatement(.unknown(token.text), at: at)
        }
        let expression = parseExpression()
        if let op = current, position < close, op.kind == .operator, ["=", "+=", "-=", "*=", "/=", "||=", "&&="].contains(op.text) {
            position += 1
            return SwiftStatement(.assignment(target: expression, operator: op.text, value: parseExpression()), at: at)
        }
        return SwiftStatement(.expression(expression), at: at)
    }

    /// `let name: Type = value`; `continuing` (whether the list is of `let`s) for a later one of
    /// a comma-separated list, which starts at its name.
    private mutating func parseVariable(before close: Int, continuing: Bool? = nil) -> SwiftStatement {
        let at = positionOf(position)
        let introducer = continuing.map { $0 ? "let" : "var" } ?? tokens[position].text
        if continuing == nil { position += 1 }
        // `let a, r, g, b: UInt64` and `let (a, b) = …` bind several names: the statement's name
        // is them all, as written ("a, r, g, b", "(a, b)"), for the interpreter to bind one by one.
        var names: [String] = []
        let isTuple = current?.isPunctuation("(") == true && position + 1 < close && tokens[position + 1].kind == .identifier
        if isTuple { position += 1 }
        while position < close, let name = current, name.kind == .identifier {
            names.append(name.text)
            position += 1
            guard position + 1 < close, current?.isPunctuation(",") == true, tokens[position + 1].kind == .identifier else { break }
            position += 1
        }
        guard !names.isEmpty, !isTuple || current?.isPunctuation(")") == true else {
            return SwiftStatement(.unknown(introducer), at: at)
        }
        if isTuple { position += 1 }
        let name = isTuple ? "(" + names.joined(separator: ", ") + ")" : names.joined(separator: ", ")
        var type: String?
        if let colon = current, colon.isPunctuation(":") {
            position += 1
            let typeStart = position
            while position < close, let token = current, !(token.kind == .operator && token.text == "="), !token.isPunctuation("{"), !token.isPunctuation(";"),
                  position == typeStart || token.line == tokens[position - 1].endLine {
                if token.isPunctuation("(") || token.isPunctuation("[") { position = min(source.pair(ofCode: position) + 1, close); continue }
                position += 1
            }
            type = Self.typeText(tokens, from: typeStart, to: position)
        }
        var value: SwiftExpression?
        if let equals = current, position < close, equals.kind == .operator, equals.text == "=" {
            position += 1
            value = parseExpression()
        }
        return SwiftStatement(.variable(name: name, isConstant: introducer == "let", type: type, value: value), at: at)
    }

    /// Conditions up to the `{` of the body: `a, let b = c, case .x = d`.
    mutating func parseConditions(before close: Int) -> [SwiftCondition] {
        let saved = allowsTrailingClosures
        allowsTrailingClosures = false
        defer { allowsTrailingClosures = saved }
        var conditions: [SwiftCondition] = []
        while position < close, let token = current, !token.isPunctuation("{"), !token.isKeyword("else") {
            if token.isPunctuation(",") { position += 1; continue }
            let start = position
            if token.isKeyword("let") || token.isKeyword("var"), position + 1 < close, tokens[position + 1].kind == .identifier {
                let name = tokens[position + 1].text
                position += 2
                if let equals = current, equals.kind == .operator, equals.text == "=" {
                    position += 1
                    conditions.append(.binding(name: name, value: parseExpression()))
                } else {
                    conditions.append(.binding(name: name, value: .identifier(name)))
                }
            } else if token.isKeyword("case") {
                position += 1
                // `case let .invalid(message)`: every name in the pattern is bound.
                let bindsAll = current.map { $0.isKeyword("let") || $0.isKeyword("var") } ?? false
                if bindsAll { position += 1 }
                var pattern = parseExpression()
                if bindsAll { pattern = pattern.bindingNames() }
                if let equals = current, equals.kind == .operator, equals.text == "=" { position += 1 }
                conditions.append(.pattern(pattern, value: parseExpression()))
            } else {
                conditions.append(.expression(parseExpression()))
            }
            if position == start { position += 1 }
        }
        return conditions
    }

    /// `{ … }` at the current position as statements (empty when there is no brace).
    mutating func parseBlock() -> [SwiftStatement] {
        guard let open = current, open.isPunctuation("{") else { return [] }
        let close = min(source.pair(ofCode: position), end)
        guard enter() else {
            report(.warning, "nested deeper than \(limits.maximumDepth) levels; the rest of this block is skipped", at: open, code: "swift.too-deep")
            position = min(close + 1, end)
            return []
        }
        defer { depth -= 1 }
        position += 1
        let statements = parseStatements(before: close)
        position = min(close + 1, end)
        return statements
    }

    mutating func parseIf(before close: Int) -> SwiftStatement {
        let at = positionOf(position)
        position += 1
        let conditions = parseConditions(before: close)
        let then = parseBlock()
        var otherwise: [SwiftStatement]?
        if let token = current, position < close, token.isKeyword("else") {
            position += 1
            if let next = current, next.isKeyword("if") {
                guard enter() else {
                    _ = tooDeep()
                    return SwiftStatement(.if(conditions: conditions, then: then, otherwise: []), at: at)
                }
                otherwise = [parseIf(before: close)]
                depth -= 1
            } else {
                otherwise = parseBlock()
            }
        }
        return SwiftStatement(.if(conditions: conditions, then: then, otherwise: otherwise), at: at)
    }

    private mutating func parseGuard(before close: Int) -> SwiftStatement {
        let at = positionOf(position)
        position += 1
        let conditions = parseConditions(before: close)
        if let token = current, token.isKeyword("else") { position += 1 }
        return SwiftStatement(.guard(conditions: conditions, otherwise: parseBlock()), at: at)
    }

    private mutating func parseFor(before close: Int) -> SwiftStatement {
        let at = positionOf(position)
        position += 1
        let patternStart = position
        while position < close, let token = current, !token.isKeyword("in"), !token.isPunctuation("{") { position += 1 }
        let pattern = Self.typeText(tokens, from: patternStart, to: position)
        if let token = current, token.isKeyword("in") { position += 1 }
        let saved = allowsTrailingClosures
        allowsTrailingClosures = false
        let sequence = parseExpression()
        allowsTrailingClosures = saved
        while position < close, let token = current, !token.isPunctuation("{") { position += 1 }
        return SwiftStatement(.for(pattern: pattern, sequence: sequence, body: parseBlock()), at: at)
    }

    mutating func parseSwitch(before close: Int) -> SwiftStatement {
        let at = positionOf(position)
        position += 1
        let saved = allowsTrailingClosures
        allowsTrailingClosures = false
        let subject = parseExpression()
        allowsTrailingClosures = saved
        while position < close, let token = current, !token.isPunctuation("{") { position += 1 }
        guard position < close else { return SwiftStatement(.switch(subject: subject, cases: []), at: at) }
        let bodyClose = min(source.pair(ofCode: position), end)
        guard enter() else {
            report(.warning, "nested deeper than \(limits.maximumDepth) levels; the rest of this block is skipped", at: tokens[position], code: "swift.too-deep")
            position = min(bodyClose + 1, end)
            return SwiftStatement(.switch(subject: subject, cases: []), at: at)
        }
        defer { depth -= 1 }
        position += 1
        var cases: [SwiftSwitchCase] = []
        while position < bodyClose {
            let token = tokens[position]
            let caseAt = positionOf(position)
            var patterns: [SwiftExpression] = []
            var isDefault = false
            if token.isKeyword("default") {
                isDefault = true
                position += 1
            } else if token.isKeyword("case") {
                position += 1
                while position < bodyClose, let next = current, !next.isPunctuation(":") {
                    if next.isPunctuation(",") { position += 1; continue }
                    if next.isKeyword("let") || next.isKeyword("var") { position += 1; continue }
                    let start = position
                    patterns.append(parseExpression())
                    if position == start { position += 1 }
                }
            } else {
                position += 1
                continue
            }
            if let colon = current, colon.isPunctuation(":") { position += 1 }
            let body = parseStatements(before: bodyClose)
            cases.append(SwiftSwitchCase(patterns: patterns, isDefault: isDefault, body: body, position: caseAt))
        }
        position = min(bodyClose + 1, end)
        return SwiftStatement(.switch(subject: subject, cases: cases), at: at)
    }

    /// Skips a declaration inside a body: through its braces, or to the end of its line.
    private mutating func skipDeclaration(before close: Int) {
        let line = tokens[position].line
        position += 1
        while position < close, let token = current {
            if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[") {
                let wasBrace = token.isPunctuation("{")
                position = min(source.pair(ofCode: position) + 1, close)
                if wasBrace { return }
                continue
            }
            if token.line != line, token.startsLine { return }
            position += 1
        }
    }

    /// Type text as written, with a space only between words (`some View`, `() -> Void`).
    static func typeText(_ tokens: [SwiftToken], from start: Int, to stop: Int) -> String {
        var text = ""
        var previous: SwiftToken?
        for token in tokens[start..<max(start, min(stop, tokens.count))] {
            if let previous {
                let words = (previous.kind == .identifier || previous.kind == .keyword) && (token.kind == .identifier || token.kind == .keyword)
                if words || token.text == "->" || previous.text == "->" || previous.isPunctuation(",") { text += " " }
            }
            text += token.text
            previous = token
        }
        return text
    }
}
