import Foundation

/// Parses expressions from a token stream. It is forgiving: what it cannot read becomes
/// `.unknown` with the source text, and it always makes progress.
struct SwiftExpressionParser {
    let tokens: [SwiftToken]
    private(set) var position: Int
    /// Where parsing must stop (exclusive): the end of the body being read, so callers can
    /// share one token array instead of copying a prefix of it for every declaration.
    let end: Int

    init(tokens: [SwiftToken], position: Int = 0, end: Int? = nil) {
        self.tokens = tokens
        self.position = position
        self.end = min(end ?? tokens.count, tokens.count)
    }

    var current: SwiftToken? { position < end ? tokens[position] : nil }

    /// Parses one expression starting at the current position.
    mutating func parseExpression() -> SwiftExpression {
        let condition = parseBinary(minimumPrecedence: 0)
        guard let token = current, token.kind == .operator, token.text == "?" else { return condition }
        position += 1
        let whenTrue = parseExpression()
        guard current?.isPunctuation(":") == true else { return .ternary(condition: condition, whenTrue: whenTrue, whenFalse: .unknown("")) }
        position += 1
        let whenFalse = parseExpression()
        return .ternary(condition: condition, whenTrue: whenTrue, whenFalse: whenFalse)
    }

    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "??": 4,
        "..<": 5, "...": 5, "+": 6, "-": 6, "|": 6, "*": 7, "/": 7, "%": 7, "&": 7, "<<": 8, ">>": 8,
    ]

    private mutating func parseBinary(minimumPrecedence: Int) -> SwiftExpression {
        var lhs = parsePrefix()
        while let token = current, token.kind == .operator, let precedence = Self.precedence[token.text], precedence >= minimumPrecedence {
            position += 1
            let rhs = parseBinary(minimumPrecedence: precedence + 1)
            lhs = .binary(token.text, lhs, rhs)
        }
        return lhs
    }

    private mutating func parsePrefix() -> SwiftExpression {
        if let token = current, token.kind == .operator, ["-", "+", "!"].contains(token.text) {
            position += 1
            return .prefix(token.text, parsePrefix())
        }
        if let token = current, token.isKeyword("try") || token.isKeyword("await") {
            position += 1
            return parsePrefix()
        }
        return parsePostfix(parsePrimary())
    }

    private mutating func parsePrimary() -> SwiftExpression {
        guard let token = current else { return .unknown("") }
        switch token.kind {
        case .number:
            position += 1
            return .number(Self.numberValue(token.text), text: token.text)
        case .string(let interpolated):
            position += 1
            return .string(token.text, isInterpolated: interpolated)
        case .identifier:
            position += 1
            return .identifier(token.text)
        case .keyword where ["true", "false"].contains(token.text):
            position += 1
            return .bool(token.text == "true")
        case .keyword where token.text == "nil":
            position += 1
            return .nil
        case .keyword where ["self", "Self", "init", "some", "any"].contains(token.text):
            position += 1
            return .identifier(token.text)
        case .punctuation where token.text == ".":
            position += 1
            guard let name = current, name.kind == .identifier || name.kind == .keyword else { return .unknown(".") }
            position += 1
            return .implicitMember(name.text)
        case .punctuation where token.text == "(":
            position += 1
            let elements = parseArguments(closing: ")")
            if elements.count == 1, elements[0].label == nil { return elements[0].value }
            return .tuple(elements)
        case .punctuation where token.text == "[":
            position += 1
            let elements = parseArguments(closing: "]")
            return .array(elements.map(\.value))
        case .punctuation where token.text == "{":
            return .closure(parseClosure())
        default:
            position += 1
            return .unknown(token.text)
        }
    }

    private mutating func parsePostfix(_ base: SwiftExpression) -> SwiftExpression {
        var expression = base
        while let token = current {
            if token.isPunctuation(".") {
                guard position + 1 < end else { break }
                let name = tokens[position + 1]
                guard name.kind == .identifier || name.kind == .keyword || name.kind == .number else { break }
                position += 2
                expression = .member(expression, name.text)
            } else if token.isPunctuation("("), !token.startsLine {
                position += 1
                let arguments = parseArguments(closing: ")")
                let closure = trailingClosure()
                expression = .call(expression, arguments, trailingClosure: closure)
            } else if token.isPunctuation("{"), !token.startsLine, Self.takesTrailingClosure(expression) {
                expression = .call(expression, [], trailingClosure: parseClosure())
            } else if token.isPunctuation("["), !token.startsLine {
                position += 1
                _ = parseArguments(closing: "]")
                expression = .unknown("subscript")
            } else if token.kind == .operator, token.text == "!" || token.text == "?", position + 1 < end,
                      tokens[position + 1].isPunctuation("."), tokens[position + 1].line == token.endLine, tokens[position + 1].column == token.endColumn {
                // `x?.y` and `x!.y` (touching); `c ? .a : .b` is a conditional.
                position += 1
            } else {
                break
            }
        }
        return expression
    }

    /// Only names that start with a capital (types such as `UIColor { … }`) take a trailing
    /// closure without parentheses here; anything else followed by `{` ends the expression, as
    /// in `static var x: Color { … }` or `if a { … }`.
    private static func takesTrailingClosure(_ expression: SwiftExpression) -> Bool {
        guard let name = expression.memberPath?.last, let first = name.first else { return false }
        return first.isUppercase
    }

    private mutating func trailingClosure() -> SwiftClosure? {
        guard let token = current, token.isPunctuation("{"), !token.startsLine else { return nil }
        return parseClosure()
    }

    /// Parses `label: value, …` up to the closing bracket, which it consumes.
    private mutating func parseArguments(closing: String) -> [SwiftArgument] {
        var arguments: [SwiftArgument] = []
        while let token = current, !token.isPunctuation(closing) {
            if token.isPunctuation(",") || token.isComment { position += 1; continue }
            var label: String?
            if position + 1 < end, token.kind == .identifier || token.kind == .keyword, tokens[position + 1].isPunctuation(":") {
                label = token.text
                position += 2
            }
            let start = position
            let value = parseExpression()
            arguments.append(SwiftArgument(label: label, value: value))
            if position == start { position += 1 }
            // Skip what the parser did not understand up to the next separator.
            skipToSeparator(closing: closing)
        }
        if current?.isPunctuation(closing) == true { position += 1 }
        return arguments
    }

    private mutating func skipToSeparator(closing: String) {
        var depth = 0
        while let token = current {
            if depth == 0, token.isPunctuation(",") || token.isPunctuation(closing) { return }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                if depth == 0 { return }
                depth -= 1
            }
            position += 1
        }
    }

    /// Parses `{ … }` at the current position, consuming the closing brace.
    mutating func parseClosure() -> SwiftClosure {
        let open = position
        let close = min(Self.matchingBrace(in: tokens, from: open), end)
        let body = Array(tokens[(open + 1)..<close])
        position = min(close + 1, end)
        return SwiftClosure(results: Self.results(of: body), text: Self.text(of: body))
    }

    /// The index of the `}` that closes the `{` at `open` (or the end of the tokens).
    static func matchingBrace(in tokens: [SwiftToken], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].isPunctuation("{") { depth += 1 }
            if tokens[index].isPunctuation("}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return tokens.count
    }

    /// What a body yields: its `return` expressions, or else its one expression statement
    /// (after an optional `params in` header).
    static func results(of body: [SwiftToken]) -> [SwiftExpression] {
        let code = body.filter { !$0.isComment }
        var returns: [SwiftExpression] = []
        var index = 0
        while index < code.count {
            // Returns inside a nested closure literal (`let x: T = { … }()`) belong to it, not
            // to this body; statement bodies (`if … {`, `else {`) do not start an expression.
            if code[index].isPunctuation("{"), index > 0, Self.startsExpression(code[index - 1]) {
                index = matchingBrace(in: code, from: index) + 1
                continue
            }
            if code[index].isKeyword("return") {
                var parser = SwiftExpressionParser(tokens: code, position: index + 1)
                returns.append(parser.parseExpression())
                index = max(parser.position, index + 1)
            } else {
                index += 1
            }
        }
        if !returns.isEmpty { return returns }
        var start = 0
        if let inIndex = code.firstIndex(where: { $0.isKeyword("in") }), code[..<inIndex].allSatisfy({ $0.kind == .identifier || $0.isPunctuation(",") || $0.isPunctuation("(") || $0.isPunctuation(")") || $0.isPunctuation("_") || $0.kind == .keyword && $0.text == "_" }) {
            start = inIndex + 1
        }
        guard start < code.count else { return [] }
        var parser = SwiftExpressionParser(tokens: code, position: start)
        let expression = parser.parseExpression()
        // A body with more statements than one expression yields nothing certain.
        return parser.position >= code.count ? [expression] : []
    }

    private static func startsExpression(_ previous: SwiftToken) -> Bool {
        if previous.kind == .punctuation { return ["=", "(", ",", "[", ":"].contains(previous.text) }
        if previous.kind == .operator { return true }
        return previous.isKeyword("return")
    }

    static func text(of tokens: [SwiftToken]) -> String {
        tokens.filter { !$0.isComment }.map { $0.isString ? "\"\($0.text)\"" : $0.text }.joined(separator: " ")
    }

    static func numberValue(_ text: String) -> Double {
        let cleaned = text.replacingOccurrences(of: "_", with: "")
        if cleaned.hasPrefix("0x") || cleaned.hasPrefix("0X") {
            return Double(UInt64(cleaned.dropFirst(2), radix: 16) ?? 0)
        }
        return Double(cleaned) ?? 0
    }
}
