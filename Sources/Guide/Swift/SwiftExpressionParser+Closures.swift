extension SwiftExpressionParser {
    /// Parses `{ … }` at the current position, consuming the closing brace.
    mutating func parseClosure() -> SwiftClosure {
        let open = position
        let close = min(source.pair(ofCode: open), end)
        guard enter() else {
            report(.warning, "nested deeper than \(limits.maximumDepth) levels; the rest of this block is skipped", at: tokens[open], code: "swift.too-deep")
            position = min(close + 1, end)
            return SwiftClosure(results: [], text: "…", position: positionOf(open))
        }
        defer { depth -= 1 }
        let text = tokens[min(open + 1, tokens.count)..<max(min(close, tokens.count), min(open + 1, tokens.count))]
        if readsStatements {
            position = open + 1
            let parameters = parseClosureHeader(before: close)
            let statements = parseStatements(before: close)
            position = min(close + 1, end)
            return SwiftClosure(results: Self.results(of: statements), tokens: text, parameters: parameters, statements: statements, position: positionOf(open))
        }
        let results = results(from: open + 1, to: close)
        position = min(close + 1, end)
        return SwiftClosure(results: results, tokens: text)
    }

    /// `{ trait in`, `{ (a, b) in`, `{ _ in`: the parameter names, consuming through `in`.
    mutating func parseClosureHeader(before close: Int) -> [String] {
        var index = position
        var names: [String] = []
        var parentheses = 0
        var inType = false
        while index < close {
            let token = tokens[index]
            if token.isKeyword("in") {
                // `{ a in`, `{ (a, b) in`; not `{ x.f(in: y) }`.
                guard parentheses == 0 else { return [] }
                position = index + 1
                return names
            }
            if token.isPunctuation("(") { parentheses += 1 }
            if token.isPunctuation(")") { parentheses -= 1 }
            if token.isPunctuation(":") || token.text == "->" { inType = true }
            if token.isPunctuation(",") { inType = false }
            let allowed = token.kind == .identifier || (token.kind == .punctuation && [",", "(", ")", ":", "[", "]"].contains(token.text))
                || (token.isPunctuation(".") && inType) || (token.kind == .operator && ["->", "?"].contains(token.text)) || token.isKeyword("self")
            guard allowed, parentheses >= 0 else { return [] }
            if token.kind == .identifier, index == position || tokens[index - 1].isPunctuation(",") || tokens[index - 1].isPunctuation("(") {
                names.append(token.text)
            }
            index += 1
        }
        return []
    }

    /// What a body of statements yields: its `return` expressions (outside nested closures), or
    /// its single expression.
    static func results(of statements: [SwiftStatement]) -> [SwiftExpression] {
        var returns: [SwiftExpression] = []
        var pending = Array(statements.reversed())
        while let statement = pending.popLast() {
            switch statement.kind {
            case .return(let value?): returns.append(value)
            case .if(_, let then, let otherwise): pending += (then + (otherwise ?? [])).reversed()
            case .guard(_, let otherwise): pending += otherwise.reversed()
            case .switch(_, let cases): pending += cases.flatMap(\.body).reversed()
            case .for(_, _, let body): pending += body.reversed()
            default: break
            }
        }
        if !returns.isEmpty { return returns }
        if statements.count == 1, case .expression(let expression) = statements[0].kind { return [expression] }
        return []
    }

    /// The token readers' reading of a body, as before the front end: its `return` expressions,
    /// or else its one expression statement (after an optional `params in` header).
    mutating func results(from start: Int, to stop: Int) -> [SwiftExpression] {
        var returns: [SwiftExpression] = []
        var index = start
        while index < stop {
            // Returns inside a nested closure literal (`let x: T = { … }()`) belong to it, not
            // to this body; statement bodies (`if … {`, `else {`) do not start an expression.
            if tokens[index].isPunctuation("{"), index > start, Self.startsExpression(tokens[index - 1]) {
                index = source.pair(ofCode: index) + 1
                continue
            }
            if tokens[index].isKeyword("return") {
                var parser = child(position: index + 1, end: stop)
                returns.append(parser.parseExpression())
                absorb(parser)
                index = max(parser.position, index + 1)
            } else {
                index += 1
            }
        }
        if !returns.isEmpty { return returns }
        var first = start
        var index2 = start
        while index2 < stop, tokens[index2].kind == .identifier || tokens[index2].isPunctuation(",") || tokens[index2].isPunctuation("(") || tokens[index2].isPunctuation(")") {
            index2 += 1
        }
        if index2 < stop, tokens[index2].isKeyword("in") { first = index2 + 1 }
        guard first < stop else { return [] }
        var parser = child(position: first, end: stop)
        let expression = parser.parseExpression()
        absorb(parser)
        // A body with more statements than one expression yields nothing certain.
        return parser.position >= stop ? [expression] : []
    }

    private static func startsExpression(_ previous: SwiftToken) -> Bool {
        if previous.kind == .punctuation { return ["=", "(", ",", "[", ":"].contains(previous.text) }
        if previous.kind == .operator { return true }
        return previous.isKeyword("return")
    }

    static func text(of tokens: [SwiftToken], from start: Int, to stop: Int) -> String {
        guard start < stop else { return "" }
        return text(of: tokens[start..<min(stop, tokens.count)])
    }

    static func text(of tokens: ArraySlice<SwiftToken>) -> String {
        tokens.map { $0.isString ? "\"\($0.text)\"" : $0.text }.joined(separator: " ")
    }

    // MARK: - Limits

    /// Goes one level deeper; false (and nothing changed) past the limit.
    mutating func enter() -> Bool {
        guard depth < limits.maximumDepth else { return false }
        depth += 1
        return true
    }

    /// One more step of a chain (`a + b + c`, `x.a.b`, `Text("").padding().bold()`): each wraps
    /// the expression so far, so a chain is as deep as it is long and counts against the limit as
    /// nesting does (300,000 `+ a` overflowed the stack releasing the tree). The caller gives the
    /// levels back when the chain ends. Past the limit, reports it and skips the rest of the
    /// chain, and returns false.
    mutating func deepenChain() -> Bool {
        if enter() { return true }
        reportTooDeep()
        skipRest(stoppingAtNewStatements: true)
        return false
    }

    /// Reports nesting past the limit at the current token and skips the rest of the construct.
    mutating func tooDeep() -> SwiftExpression {
        reportTooDeep()
        skipRest(stoppingAtNewStatements: false)
        return .unknown("…")
    }

    private mutating func reportTooDeep() {
        if let token = current {
            report(.warning, "nested deeper than \(limits.maximumDepth) levels; the rest of this expression is skipped", at: token, code: "swift.too-deep")
        }
    }

    /// Skips to the next separator or closing bracket at this level, jumping over bracket pairs;
    /// for the rest of a chain, also to a line that starts a new statement (one that does not
    /// begin with `.` or an operator, as a continued chain does).
    private mutating func skipRest(stoppingAtNewStatements: Bool) {
        while position < end {
            let token = tokens[position]
            if stoppingAtNewStatements, token.startsLine, !token.isPunctuation("."), token.kind != .operator { return }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{":
                    position = min(source.pair(ofCode: position) + 1, end)
                    continue
                case ")", "]", "}", ",", ";":
                    return
                default:
                    break
                }
            }
            position += 1
        }
    }

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at token: SwiftToken, code: String) {
        diagnostics.append(SwiftSyntaxDiagnostic(severity, message, at: SwiftPosition(line: token.line, column: token.column), code: code))
    }
}

import Diagnostics
