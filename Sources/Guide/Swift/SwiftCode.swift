/// One code block's tokens, prepared once for every reader: the tokens as lexed, the same
/// tokens without comments (what the parsers read), and the matching bracket of every `(`, `[`
/// and `{`, so no reader has to search for a closing brace (which made deeply nested input
/// quadratic).
public struct SwiftCode: Sendable {
    /// Every token, comments included, as `SwiftLexer` produced them.
    public let tokens: [SwiftToken]
    /// The tokens without comments and without what `#if` leaves out of an iOS build.
    public let code: [SwiftToken]
    /// For each index of `code`: the index of the bracket that closes or opens it, or
    /// `code.count` for an opener that is never closed (and -1 for a stray closer).
    ///
    /// Indices are 32-bit, and code without comments keeps no index of its own (its tokens are
    /// their own code): a token's bookkeeping was 32 bytes beside the token's own 32.
    let codePairs: [Int32]
    /// For each index of `tokens`: the matching bracket's index in `tokens`; nil when the code
    /// has no comments, so `codePairs` says it.
    let tokenPairs: [Int32]?
    /// For each index of `code`: its index in `tokens`; nil when the code has no comments.
    private let tokenIndex: [Int32]?
    /// For each index of `tokens` (and one past the end): the index in `code` of the first
    /// token at or after it that is not a comment; nil when the code has no comments.
    private let codePositions: [Int32]?
    /// Openers never closed and closers never opened, as indices of `code`.
    let unbalanced: [Int]

    /// Prepares lexed tokens.
    public init(tokens: [SwiftToken]) {
        self.tokens = tokens
        var unbalanced: [Int] = []
        // What the compiler skips for an iOS build is no code, as comments are none.
        let skipped = ConditionalCompilation.skipped(tokens)
        func isCode(_ index: Int) -> Bool { !tokens[index].isComment && skipped?[index] != true }
        if skipped != nil || tokens.contains(where: \.isComment) {
            var code: [SwiftToken] = []
            var tokenIndex: [Int32] = []
            code.reserveCapacity(tokens.count)
            for (index, token) in tokens.enumerated() where isCode(index) {
                code.append(token)
                tokenIndex.append(Int32(truncatingIfNeeded: index))
            }
            self.code = code
            self.tokenIndex = tokenIndex
            var codePositions = Array(repeating: Int32(truncatingIfNeeded: code.count), count: tokens.count + 1)
            var next = code.count
            for index in stride(from: tokens.count - 1, through: 0, by: -1) {
                if isCode(index) { next -= 1 }
                codePositions[index] = Int32(truncatingIfNeeded: next)
            }
            self.codePositions = codePositions
            let codePairs = Self.pairs(of: code, unbalanced: &unbalanced)
            self.codePairs = codePairs
            tokenPairs = Self.tokenPairs(codePairs, tokenIndex: tokenIndex, tokenCount: tokens.count)
        } else {
            // Code without comments shares the tokens' storage rather than copying every token.
            code = tokens
            tokenIndex = nil
            codePositions = nil
            codePairs = Self.pairs(of: tokens, unbalanced: &unbalanced)
            tokenPairs = nil
        }
        self.unbalanced = unbalanced
    }

    /// The index in `code` of the first code token at or after `tokens[index]` (`code.count`
    /// past the end).
    func codePosition(_ index: Int) -> Int {
        guard let codePositions else { return min(max(index, 0), code.count) }
        return index >= 0 && index < codePositions.count ? Int(codePositions[index]) : code.count
    }

    /// The matching bracket of `tokens[index]`, as an index of `tokens` (`tokens.count` when
    /// unclosed, -1 for a stray closer).
    func pair(ofToken index: Int) -> Int {
        guard let tokenPairs else { return Int(codePairs[index]) }
        return Int(tokenPairs[index])
    }

    /// The index in `tokens` just past the code token before `position` (where a reader that
    /// stopped at `position` in `code` goes on, so trailing comments are still seen).
    func tokenPosition(after position: Int) -> Int {
        guard position > 0 else { return 0 }
        guard let tokenIndex else { return min(position, tokens.count) }
        return position - 1 < tokenIndex.count ? Int(tokenIndex[position - 1]) + 1 : tokens.count
    }

    /// The index in `tokens` of `code[index]` (`tokens.count` past the end).
    func tokenIndex(ofCode index: Int) -> Int {
        guard index >= 0 else { return 0 }
        guard let tokenIndex else { return min(index, tokens.count) }
        return index < tokenIndex.count ? Int(tokenIndex[index]) : tokens.count
    }

    /// The matching bracket of `code[index]` (`code.count` when unclosed).
    func pair(ofCode index: Int) -> Int {
        index >= 0 && index < codePairs.count && codePairs[index] >= 0 ? Int(codePairs[index]) : code.count
    }

    /// Lexes `source` and prepares its tokens.
    public init(source: String) {
        self.init(tokens: SwiftLexer.tokenize(source))
    }

    /// One pass with a stack: a closer of another kind than the open bracket leaves that
    /// bracket unclosed, as a reader would see `( }`. Brackets are told by their one byte:
    /// comparing each punctuation token's text as a String was half this pass.
    static func pairs(of tokens: [SwiftToken], unbalanced: inout [Int]) -> [Int32] {
        var pairs = Array(repeating: Int32(-1), count: tokens.count)
        let count = Int32(truncatingIfNeeded: tokens.count)
        var stack: [(index: Int, opener: UInt8)] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            guard let byte = Self.bracket(token) else { continue }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append((index, byte))
            default:
                let opener = Self.opener(of: byte)
                if let top = stack.last, top.opener == opener {
                    pairs[top.index] = Int32(truncatingIfNeeded: index)
                    pairs[index] = Int32(truncatingIfNeeded: top.index)
                    stack.removeLast()
                } else if stack.count >= 2, stack[stack.count - 2].opener == opener {
                    // `{ ( }`: the `(` was never closed; the `}` closes the `{`.
                    let unclosed = stack.removeLast().index
                    pairs[unclosed] = count
                    unbalanced.append(unclosed)
                    let open = stack.removeLast().index
                    pairs[open] = Int32(truncatingIfNeeded: index)
                    pairs[index] = Int32(truncatingIfNeeded: open)
                } else {
                    unbalanced.append(index)
                }
            }
        }
        for unclosed in stack { pairs[unclosed.index] = count; unbalanced.append(unclosed.index) }
        unbalanced.sort()
        return pairs
    }

    /// The pairs of the code's brackets as indices of all the tokens. Comments are no
    /// brackets, so the tokens pair as their code does: mapping the code's pairs replaces a
    /// second pass over every token (a third of preparing code with comments).
    static func tokenPairs(_ codePairs: [Int32], tokenIndex: [Int32], tokenCount: Int) -> [Int32] {
        var pairs = Array(repeating: Int32(-1), count: tokenCount)
        let unclosed = Int32(truncatingIfNeeded: codePairs.count)
        for (index, pair) in codePairs.enumerated() where pair >= 0 {
            pairs[Int(tokenIndex[index])] = pair == unclosed ? Int32(truncatingIfNeeded: tokenCount) : tokenIndex[Int(pair)]
        }
        return pairs
    }

    /// The bracket a punctuation token is (its one byte), or nil for any other token.
    private static func bracket(_ token: SwiftToken) -> UInt8? {
        let utf8 = token.text.utf8
        guard utf8.count == 1, let byte = utf8.first else { return nil }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return byte
        default: return nil
        }
    }

    private static func opener(of closer: UInt8) -> UInt8 {
        switch closer {
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: "[")
        default: UInt8(ascii: "{")
        }
    }
}
