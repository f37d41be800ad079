/// String interpolation: `"\(brand)-Black"`, `"\(AppFont.face)-Bold"`. Each interpolated
/// expression runs where the literal stands (so a constant beside it, of its type or of
/// another, is found as Swift finds it) and is written as `String(describing:)` writes it.
extension SwiftRuntime {
    /// The string `literal` (its text as written, `\(…)` and all) gives; a gap, the literal as
    /// written, when any interpolation has no text the source determines.
    mutating func interpolating(_ literal: String, in scope: inout SwiftScope, context: Context) -> SwiftValue {
        let written = SwiftValue.gap("\"\(literal)\"")
        var result = ""
        var rest = literal[...]
        while let open = rest.range(of: "\\(") {
            result += rest[..<open.lowerBound]
            guard let close = Self.closingParenthesis(in: rest[open.upperBound...]) else { return written }
            let tokens = SwiftLexer.tokenize(String(rest[open.upperBound..<close])).filter { !$0.isComment }
            var parser = SwiftExpressionParser(tokens: tokens)
            let expression = parser.parseExpression()
            guard !tokens.isEmpty, parser.position == tokens.count else { return written }
            guard let text = Self.describe(evaluate(expression, in: &scope, context: context.expecting(nil))) else { return written }
            result += text
            rest = rest[rest.index(after: close)...]
        }
        return .string(result + rest)
    }

    /// The `)` that closes an interpolation, past the parentheses of the calls inside it (the
    /// view evaluator's texts find their interpolations with it too).
    static func closingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
        }
        return nil
    }
}
