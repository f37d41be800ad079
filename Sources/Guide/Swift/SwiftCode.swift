/// One code block's tokens, prepared once for every reader: the tokens as lexed, the same
/// tokens without comments (what the parsers read), and the matching bracket of every `(`, `[`
/// and `{`, so no reader has to search for a closing brace (which made deeply nested input
/// quadratic).
public struct SwiftCode: Sendable {
    /// Every token, comments included, as `SwiftLexer` produced them.
    public let tokens: [SwiftToken]
    /// The tokens without comments.
    public let code: [SwiftToken]
    /// For each index of `code`: the index of the bracket that closes or opens it, or
    /// `code.count` for an opener that is never closed (and -1 for a stray closer).
    let codePairs: [Int]
    /// For each index of `tokens`: the matching bracket's index in `tokens`.
    let tokenPairs: [Int]
    /// For each index of `code`: its index in `tokens`.
    let tokenIndex: [Int]
    /// For each index of `tokens` (and one past the end): the index in `code` of the first
    /// token at or after it that is not a comment.
    let codePosition: [Int]
    /// Openers never closed and closers never opened, as indices of `code`.
    let unbalanced: [Int]

    /// Prepares lexed tokens.
    public init(tokens: [SwiftToken]) {
        self.tokens = tokens
        var code: [SwiftToken] = []
        var tokenIndex: [Int] = []
        if tokens.contains(where: \.isComment) {
            code.reserveCapacity(tokens.count)
            for (index, token) in tokens.enumerated() where !token.isComment {
                code.append(token)
                tokenIndex.append(index)
            }
        } else {
            // Code without comments shares the tokens' storage rather than copying every token.
            code = tokens
            tokenIndex = Array(tokens.indices)
        }
        self.code = code
        self.tokenIndex = tokenIndex
        var codePosition = Array(repeating: code.count, count: tokens.count + 1)
        var next = code.count
        for index in stride(from: tokens.count - 1, through: 0, by: -1) {
            if !tokens[index].isComment { next -= 1 }
            codePosition[index] = next
        }
        self.codePosition = codePosition
        var unbalanced: [Int] = []
        codePairs = Self.pairs(of: code, unbalanced: &unbalanced)
        self.unbalanced = unbalanced
        var ignored: [Int] = []
        tokenPairs = code.count == tokens.count ? codePairs : Self.pairs(of: tokens, unbalanced: &ignored)
    }

    /// The index in `tokens` just past the code token before `position` (where a reader that
    /// stopped at `position` in `code` goes on, so trailing comments are still seen).
    func tokenPosition(after position: Int) -> Int {
        position <= 0 ? 0 : (position - 1 < tokenIndex.count ? tokenIndex[position - 1] + 1 : tokens.count)
    }

    /// The matching bracket of `code[index]` (`code.count` when unclosed).
    func pair(ofCode index: Int) -> Int {
        index < codePairs.count && codePairs[index] >= 0 ? codePairs[index] : code.count
    }

    /// Lexes `source` and prepares its tokens.
    public init(source: String) {
        self.init(tokens: SwiftLexer.tokenize(source))
    }

    /// One pass with a stack: a closer of another kind than the open bracket leaves that
    /// bracket unclosed, as a reader would see `( }`.
    static func pairs(of tokens: [SwiftToken], unbalanced: inout [Int]) -> [Int] {
        var pairs = Array(repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                stack.append(index)
            case ")", "]", "}":
                let opener = Self.opener(of: token.text)
                if let top = stack.last, tokens[top].text == opener {
                    pairs[top] = index
                    pairs[index] = top
                    stack.removeLast()
                } else if stack.count >= 2, tokens[stack[stack.count - 2]].text == opener {
                    // `{ ( }`: the `(` was never closed; the `}` closes the `{`.
                    let unclosed = stack.removeLast()
                    pairs[unclosed] = tokens.count
                    unbalanced.append(unclosed)
                    let open = stack.removeLast()
                    pairs[open] = index
                    pairs[index] = open
                } else {
                    unbalanced.append(index)
                }
            default:
                break
            }
        }
        for unclosed in stack { pairs[unclosed] = tokens.count; unbalanced.append(unclosed) }
        unbalanced.sort()
        return pairs
    }

    private static func opener(of closer: String) -> String {
        switch closer {
        case ")": "("
        case "]": "["
        default: "{"
        }
    }
}
