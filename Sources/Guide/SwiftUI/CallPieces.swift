/// The arguments of a call written back out as the pieces Swift's tokens would be (`label`,
/// `:`, `"Send"`, `.`, `primary`), for `CallLabels` to space and shorten as the code reads.
///
/// Stops at `limit` pieces: a label shows a few, and an argument may be as deep as the parser
/// allows (the recursion is bounded by that depth, and by the limit long before it).
struct CallPieces {
    enum Piece: Equatable {
        case identifier(String)
        case keyword(String)
        case number(String)
        case string(String)
        case punctuation(String)
        case `operator`(String)

        var text: String {
            switch self {
            case .identifier(let text), .keyword(let text), .number(let text), .string(let text), .punctuation(let text), .operator(let text): text
            }
        }

        var isWordlike: Bool {
            switch self {
            case .identifier, .keyword, .number, .string: true
            case .punctuation, .operator: false
            }
        }
    }

    let limit: Int
    private(set) var pieces: [Piece] = []

    init(limit: Int) {
        self.limit = limit
    }

    private var isFull: Bool { pieces.count >= limit }

    private mutating func append(_ piece: Piece) {
        if !isFull { pieces.append(piece) }
    }

    /// A name as the lexer would tell it: a keyword or an identifier.
    private mutating func name(_ text: String) {
        append(SwiftToken.keywords.contains(text) ? .keyword(text) : .identifier(text))
    }

    /// `label: value, …`
    mutating func add(_ arguments: [SwiftArgument]) {
        for (index, argument) in arguments.enumerated() where !isFull {
            if index > 0 { append(.punctuation(",")) }
            if let label = argument.label {
                name(label)
                append(.punctuation(":"))
            }
            add(argument.value)
        }
    }

    mutating func add(_ expression: SwiftExpression) {
        guard !isFull else { return }
        switch expression {
        case .identifier(let text): name(text)
        case .implicitMember(let text):
            append(.punctuation("."))
            name(text)
        case .member(let base, let text):
            add(base)
            append(.punctuation("."))
            // `items[0]` is a call of the member `[]`.
            if text != "[]" { name(text) }
        case .call(let callee, let arguments, let trailing):
            let isSubscript = if case .member(_, "[]") = callee.unlocated { true } else { false }
            if isSubscript, case .member(let base, _) = callee.unlocated { add(base) } else { add(callee) }
            append(.punctuation(isSubscript ? "[" : "("))
            add(arguments)
            append(.punctuation(isSubscript ? "]" : ")"))
            if trailing != nil { closure() }
        case .number(_, let text): append(.number(text))
        case .string(let text, _): append(.string(text))
        case .bool(let value): append(.keyword(value ? "true" : "false"))
        case .nil: append(.keyword("nil"))
        case .array(let elements):
            append(.punctuation("["))
            add(elements.map { SwiftArgument(label: nil, value: $0) })
            append(.punctuation("]"))
        case .tuple(let elements):
            append(.punctuation("("))
            add(elements)
            append(.punctuation(")"))
        case .closure: closure()
        case .ternary(let condition, let whenTrue, let whenFalse):
            add(condition)
            append(.operator("?"))
            add(whenTrue)
            append(.punctuation(":"))
            add(whenFalse)
        case .binary(let op, let lhs, let rhs):
            add(lhs)
            append(.operator(op))
            add(rhs)
        case .prefix(let op, let operand):
            append(.operator(op))
            add(operand)
        case .keyPath(let components):
            append(.punctuation("\\"))
            for (index, component) in components.enumerated() {
                if index > 0 { append(.punctuation(".")) }
                if !component.isEmpty { name(component) }
            }
        case .located(let inner, _): add(inner)
        case .unknown(let text): if !text.isEmpty { append(.identifier(text)) }
        }
    }

    /// A closure, whose statements a label never shows: its braces.
    private mutating func closure() {
        append(.punctuation("{"))
        append(.punctuation("}"))
    }
}
