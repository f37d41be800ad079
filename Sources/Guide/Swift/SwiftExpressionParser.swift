import Foundation

/// Parses expressions from a code block's comment-free tokens. It is forgiving: what it cannot
/// read becomes `.unknown` with the source text, and it always makes progress. Nesting past
/// `limits.maximumDepth` is reported and skipped, never followed into a stack overflow.
struct SwiftExpressionParser {
    let source: SwiftCode
    /// `source.code`: the tokens without comments.
    let tokens: [SwiftToken]
    var position: Int
    /// Where parsing must stop (exclusive): the end of the body being read, so callers can
    /// share one token array instead of copying a prefix of it for every declaration.
    let end: Int
    let limits: SwiftParserLimits
    /// How deeply the current construct is nested.
    var depth = 0
    /// Whether closures are read as statements (the SwiftUI front end, and helper functions), or
    /// only their results are read (the token readers).
    var readsStatements = false
    /// Whether calls and names keep their positions (the SwiftUI front end).
    var recordsPositions = false
    /// False in `if`/`switch`/`for` heads, where `{` opens the body, not a trailing closure.
    var allowsTrailingClosures = true
    var diagnostics: [SwiftSyntaxDiagnostic] = []

    init(code source: SwiftCode, position: Int = 0, end: Int? = nil, limits: SwiftParserLimits = SwiftParserLimits()) {
        self.source = source
        self.tokens = source.code
        self.position = position
        self.end = min(end ?? source.code.count, source.code.count)
        self.limits = limits
    }

    /// Parses tokens that are not a prepared block (a test, a stray snippet).
    init(tokens: [SwiftToken], position: Int = 0, end: Int? = nil) {
        self.init(code: SwiftCode(tokens: tokens), position: position, end: end)
    }

    var current: SwiftToken? { position < end ? tokens[position] : nil }

    func positionOf(_ index: Int) -> SwiftPosition {
        let token = index < tokens.count ? tokens[index] : tokens.last
        return SwiftPosition(line: token?.line ?? 0, column: token?.column ?? 1)
    }

    /// A parser for `position..<end` that shares this one's tokens, depth and mode.
    func child(position: Int, end: Int) -> SwiftExpressionParser {
        var parser = SwiftExpressionParser(code: source, position: position, end: end, limits: limits)
        parser.depth = depth
        parser.readsStatements = readsStatements
        parser.recordsPositions = recordsPositions
        return parser
    }

    /// Takes what a child parser found.
    mutating func absorb(_ child: SwiftExpressionParser) {
        diagnostics += child.diagnostics
    }

    /// Parses one expression starting at the current position.
    mutating func parseExpression() -> SwiftExpression {
        guard enter() else { return tooDeep() }
        defer { depth -= 1 }
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
        let outer = depth
        defer { depth = outer }
        while let token = current {
            // `self as PlatformGlobalTokenProviding.Type`, `value as? UIColor`: casts bind
            // tighter than `??` and looser than ranges, as Swift's CastingPrecedence does.
            if token.kind == .identifier, token.text == "as" || token.text == "is", Self.castingPrecedence >= minimumPrecedence {
                guard deepenChain() else { break }
                lhs = parseCast(of: lhs)
                continue
            }
            guard token.kind == .operator, let precedence = Self.precedence[token.text], precedence >= minimumPrecedence, deepenChain() else { break }
            position += 1
            let rhs = parseBinary(minimumPrecedence: precedence + 1)
            lhs = .binary(token.text, lhs, rhs)
        }
        return lhs
    }

    /// Whether `next` follows `token` with no space between (`UIColor?`).
    private static func glued(_ token: SwiftToken, _ next: SwiftToken) -> Bool {
        token.endLine == next.line && token.endColumn == next.column
    }

    /// Between `??` (4) and the range operators (5): a cast of `a ?? b as T` is of `b`.
    private static let castingPrecedence = 5

    /// `as`, `as?`, `as!` or `is` and the type after it: a binary expression whose operator is
    /// the cast and whose right side is the type, as written (`.identifier("UIColor?")`).
    private mutating func parseCast(of operand: SwiftExpression) -> SwiftExpression {
        var op = tokens[position].text
        position += 1
        if op == "as", let mark = current, mark.kind == .operator || mark.kind == .punctuation, mark.text == "?" || mark.text == "!" {
            op += mark.text
            position += 1
        }
        let start = position
        var angle = 0
        while let token = current {
            if token.isPunctuation("(") || token.isPunctuation("[") {
                guard position == start || angle > 0 else { break }
                position = min(source.pair(ofCode: position) + 1, end)
                continue
            }
            if token.kind == .operator, token.text.allSatisfy({ $0 == "<" || $0 == ">" || $0 == "?" || $0 == "!" }) {
                let opens = token.text.filter { $0 == "<" }.count
                let closes = token.text.filter { $0 == ">" }.count
                // A `?` after the type (`as? [String: Any]?`) ends it unless it is glued on.
                if opens == 0 && closes == 0 && (angle == 0 && position > start && !Self.glued(tokens[position - 1], token)) { break }
                if opens == 0 && closes > angle { break }
                angle += opens - closes
                position += 1
                continue
            }
            let continues = token.kind == .identifier || token.isKeyword("Self") || token.isKeyword("any") || token.isKeyword("some")
                || (token.isPunctuation(".") || token.isPunctuation(",") && angle > 0) || (token.isPunctuation(":") && angle > 0)
            guard continues, position == start || angle > 0 || token.isPunctuation(".") || tokens[position - 1].isPunctuation(".")
                    || tokens[position - 1].isKeyword("any") || tokens[position - 1].isKeyword("some") else { break }
            position += 1
        }
        return .binary(op, operand, .identifier(Self.typeText(tokens, from: start, to: position)))
    }

    private mutating func parsePrefix() -> SwiftExpression {
        if let token = current, token.kind == .operator, ["-", "+", "!", "~", "&", "..<", "..."].contains(token.text) {
            guard enter() else { return tooDeep() }
            defer { depth -= 1 }
            position += 1
            return .prefix(token.text, parsePrefix())
        }
        while let token = current, token.isKeyword("try") || token.isKeyword("await") {
            position += 1
        }
        let start = position
        return parsePostfix(parsePrimary(), start: start)
    }

    private mutating func parsePrimary() -> SwiftExpression {
        guard let token = current else { return .unknown("") }
        switch token.kind {
        case .number:
            position += 1
            return .number(numberValue(token), text: token.text)
        case .string(let interpolated):
            position += 1
            return .string(token.text, isInterpolated: interpolated)
        case .identifier:
            position += 1
            return located(.identifier(token.text), at: position - 1)
        case .keyword where ["true", "false"].contains(token.text):
            position += 1
            return .bool(token.text == "true")
        case .keyword where token.text == "nil":
            position += 1
            return .nil
        case .keyword where (token.text == "let" || token.text == "var") && position + 1 < end && tokens[position + 1].kind == .identifier:
            // `let message` in a case pattern (`.invalid(let message)`): the name it binds.
            position += 2
            return .prefix(SwiftExpression.bindingPrefix, located(.identifier(tokens[position - 1].text), at: position - 1))
        case .keyword where (token.text == "if" || token.text == "switch") && readsStatements:
            // `let font: UIFont = if family == "Inter" { a } else { b }` (Swift 5.9): the
            // statement as a closure called at once, whose one `if` or `switch` gives the
            // taken branch's value (`SwiftStatement.asExpressionBranches`).
            guard enter() else { return tooDeep() }
            defer { depth -= 1 }
            let start = position
            let statement = token.text == "if" ? parseIf(before: end) : parseSwitch(before: end)
            let body = SwiftClosure(results: [], tokens: tokens[start..<max(start, position)], statements: [statement], position: positionOf(start))
            return located(.call(.closure(body), [], trailingClosure: nil), at: start)
        case .keyword where ["self", "Self", "init", "some", "any"].contains(token.text):
            position += 1
            return located(.identifier(token.text), at: position - 1)
        case .punctuation where token.text == ".":
            position += 1
            guard let name = current, name.kind == .identifier || name.kind == .keyword else { return .unknown(".") }
            position += 1
            return located(.implicitMember(name.text), at: position - 2)
        case .punctuation where token.text == "\\":
            return parseKeyPath()
        case .punctuation where token.text == "(":
            position += 1
            let elements = parseArguments(closing: ")")
            if elements.count == 1, elements[0].label == nil { return elements[0].value }
            return .tuple(elements)
        case .punctuation where token.text == "[":
            // An array literal, or a dictionary literal as the array of its `(key, value)` pairs
            // (`[.traits: [weight: .bold]]`, `[:]`): the interpreter reads a dictionary as its
            // pairs, and the readers that look for names see every key and value.
            position += 1
            return .array(parseArguments(closing: "]", readsPairs: true).map(\.value))
        case .punctuation where token.text == "{":
            return .closure(parseClosure())
        case .punctuation where token.text == "#" && position + 2 < end && ["available", "unavailable"].contains(tokens[position + 1].text)
            && !tokens[position + 1].startsLine && tokens[position + 2].isPunctuation("("):
            // `#available(iOS 13.0, *)`: a call of `#available` with each platform as written
            // (`iOS 13.0`, `*`), which the interpreter answers (`SwiftRuntime.availability`).
            let name = "#" + tokens[position + 1].text
            let close = min(source.pair(ofCode: position + 2), end)
            var platforms: [SwiftArgument] = []
            var start = position + 3
            for index in start...close where index == close || tokens[index].isPunctuation(",") {
                let text = tokens[start..<max(start, index)].map(\.text).joined(separator: " ")
                if !text.isEmpty { platforms.append(SwiftArgument(label: nil, value: .identifier(text))) }
                start = index + 1
            }
            let at = position
            position = min(close + 1, end)
            return located(.call(.identifier(name), platforms, trailingClosure: nil), at: at)
        case .punctuation where token.text == "#" && position + 1 < end && tokens[position + 1].text == "colorLiteral" && !tokens[position + 1].startsLine:
            // `#colorLiteral(red:green:blue:alpha:)`, Xcode's color literal: on iOS a UIColor
            // (SwiftUI's Color takes the same literal), made by the initializer of the same labels.
            position += 2
            return located(.identifier("UIColor"), at: position - 2)
        default:
            position += 1
            return .unknown(token.text)
        }
    }

    /// `\.colorScheme`, `\Item.id`, `\.self`.
    private mutating func parseKeyPath() -> SwiftExpression {
        position += 1
        var components: [String] = []
        if let root = current, root.kind == .identifier, !root.startsLine {
            components.append(root.text)
            position += 1
        } else {
            components.append("")
        }
        while let dot = current, dot.isPunctuation("."), position + 1 < end, tokens[position + 1].kind == .identifier || tokens[position + 1].kind == .keyword {
            components.append(tokens[position + 1].text)
            position += 2
        }
        return .keyPath(components)
    }

    private mutating func parsePostfix(_ base: SwiftExpression, start: Int) -> SwiftExpression {
        var expression = base
        var stepStart = start
        let outer = depth
        defer { depth = outer }
        while let token = current {
            if token.isPunctuation(".") {
                guard position + 1 < end else { break }
                let name = tokens[position + 1]
                guard name.kind == .identifier || name.kind == .keyword || name.kind == .number else { break }
                guard deepenChain() else { break }
                stepStart = position
                position += 2
                // The member's dot, for readers of the tree that point at a name (`Color.brandX`);
                // a called member drops it again (`callee`), its call already being there.
                expression = located(.member(expression, name.text), at: stepStart)
            } else if token.isPunctuation("("), !token.startsLine {
                guard deepenChain() else { break }
                position += 1
                var arguments = parseArguments(closing: ")")
                let closure = trailingClosure()
                if closure != nil { arguments += labeledTrailingClosures() }
                expression = located(.call(Self.callee(expression), arguments, trailingClosure: closure), at: stepStart)
            } else if token.isPunctuation("{"), !token.startsLine, allowsTrailingClosures, Self.takesTrailingClosure(expression) || (readsStatements && Self.isMember(expression)) {
                guard deepenChain() else { break }
                let closure = parseClosure()
                expression = located(.call(Self.callee(expression), labeledTrailingClosures(), trailingClosure: closure), at: stepStart)
            } else if token.isPunctuation("["), !token.startsLine {
                guard deepenChain() else { break }
                position += 1
                let index = parseArguments(closing: "]")
                // The front end reads `photos[i]`; the token readers never needed it.
                expression = recordsPositions ? located(.call(.member(expression, "[]"), index, trailingClosure: nil), at: stepStart) : .unknown("subscript")
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

    /// A called member without the position its step recorded: the call is located at the
    /// same dot, and a callee is read as `.member(base, name)`, as it always was.
    private static func callee(_ expression: SwiftExpression) -> SwiftExpression {
        if case .located(let inner, _) = expression, case .member = inner { return inner }
        return expression
    }

    /// Only names that start with a capital (types such as `UIColor { … }`, `VStack { … }`)
    /// take a trailing closure without parentheses here; anything else followed by `{` ends the
    /// expression, as in `static var x: Color { … }` or `if a { … }`. The front end also takes
    /// the SwiftUI calls that are lower-case (`.overlay { … }`, `.background { … }`).
    private static func takesTrailingClosure(_ expression: SwiftExpression) -> Bool {
        if case .member(_, let name) = expression.unlocated, trailingClosureModifiers.contains(name) { return true }
        guard let path = expression.memberPath, let name = path.last, let first = name.first else { return false }
        return first.isUppercase
    }

    /// `x.tabItem { … }`: in statements (where heads of `if`/`for`/`switch` are excluded), a
    /// member followed by `{` on its line takes it as a trailing closure.
    private static func isMember(_ expression: SwiftExpression) -> Bool {
        if case .member = expression.unlocated { return true }
        return false
    }

    private static let trailingClosureModifiers: Set<String> = [
        "overlay", "background", "mask", "onTapGesture", "onAppear", "onDisappear", "task", "contextMenu",
        "toolbar", "safeAreaInset", "onLongPressGesture", "refreshable", "swipeActions", "sheet", "onChange", "map",
        "onSubmit", "onHover", "alert", "popover", "fullScreenCover", "gesture", "onReceive", "simultaneousGesture", "compactMap",
        "filter", "forEach", "navigationDestination", "confirmationDialog", "onEnded", "onChanged", "flatMap", "sorted",
    ]

    private mutating func trailingClosure() -> SwiftClosure? {
        guard allowsTrailingClosures, let token = current, token.isPunctuation("{"), !token.startsLine else { return nil }
        return parseClosure()
    }

    /// `} label: { … }`: further trailing closures, read as labeled arguments.
    private mutating func labeledTrailingClosures() -> [SwiftArgument] {
        var arguments: [SwiftArgument] = []
        while position + 2 < end, let label = current, label.kind == .identifier || label.kind == .keyword,
              tokens[position + 1].isPunctuation(":"), tokens[position + 2].isPunctuation("{"), label.line == tokens[position - 1].endLine {
            position += 2
            arguments.append(SwiftArgument(label: label.text, value: .closure(parseClosure())))
        }
        return arguments
    }

    /// Parses `label: value, …` up to the closing bracket, which it consumes.
    /// The arguments up to `closing`; with `readsPairs`, the elements of a collection literal,
    /// where `a: b` is a dictionary's pair (a tuple of the two), never a label.
    mutating func parseArguments(closing: String, readsPairs: Bool = false) -> [SwiftArgument] {
        let opener = position - 1
        let close = min(source.pair(ofCode: opener), end)
        let saved = allowsTrailingClosures
        allowsTrailingClosures = true
        defer { allowsTrailingClosures = saved }
        var arguments: [SwiftArgument] = []
        while position < close, let token = current, !token.isPunctuation(closing) {
            if token.isPunctuation(",") || (readsPairs && token.isPunctuation(":")) { position += 1; continue }
            var label: String?
            if !readsPairs, position + 1 < end, token.kind == .identifier || token.kind == .keyword, tokens[position + 1].isPunctuation(":") {
                label = token.text
                position += 2
            }
            let start = position
            var value = parseExpression()
            if position == start { position += 1 }
            if readsPairs, position < close, current?.isPunctuation(":") == true {
                position += 1
                value = .tuple([SwiftArgument(label: nil, value: value), SwiftArgument(label: nil, value: parseExpression())])
            }
            arguments.append(SwiftArgument(label: label, value: value))
            // Skip what the parser did not understand up to the next separator.
            skipToSeparator(closing: closing, before: close)
        }
        if close < end, tokens[close].isPunctuation(closing) { position = close + 1 } else { position = max(position, close) }
        return arguments
    }

    private mutating func skipToSeparator(closing: String, before close: Int) {
        while position < close {
            let token = tokens[position]
            if token.isPunctuation(",") { return }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                position = min(source.pair(ofCode: position), close - 1) + 1
                continue
            }
            position += 1
        }
    }

    /// Wraps `expression` with the position of `tokens[index]` when the front end reads.
    func located(_ expression: SwiftExpression, at index: Int) -> SwiftExpression {
        recordsPositions ? .located(expression, positionOf(index)) : expression
    }

    /// The value of a number literal; out-of-range literals are reported, never trapped on.
    private mutating func numberValue(_ token: SwiftToken) -> Double {
        // Fits an Int and is finite: nothing to report.
        if let value = ShortDecimal.value(of: token.text) { return value }
        let cleaned = token.text.withoutUnderscores
        if cleaned.hasPrefix("0x") || cleaned.hasPrefix("0X") {
            guard let value = UInt64(cleaned.dropFirst(2), radix: 16) else {
                report(.warning, "integer literal '\(token.text)' overflows Int", at: token, code: "swift.number-range")
                return 0
            }
            if value > UInt64(Int.max) { report(.warning, "integer literal '\(token.text)' overflows Int", at: token, code: "swift.number-range") }
            return Double(value)
        }
        let isInteger = !cleaned.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        if isInteger, Int(cleaned) == nil {
            report(.warning, "integer literal '\(token.text)' overflows Int", at: token, code: "swift.number-range")
        }
        guard let value = Double(cleaned), value.isFinite else {
            report(.warning, "number literal '\(token.text)' is out of range", at: token, code: "swift.number-range")
            return 0
        }
        return value
    }

    static func numberValue(_ text: String) -> Double {
        if let value = ShortDecimal.value(of: text) { return value }
        let cleaned = text.withoutUnderscores
        if cleaned.hasPrefix("0x") || cleaned.hasPrefix("0X") {
            return Double(UInt64(cleaned.dropFirst(2), radix: 16) ?? 0)
        }
        guard let value = Double(cleaned), value.isFinite else { return 0 }
        return value
    }
}
