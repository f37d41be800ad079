import Guide

/// The bracket structure of a snippet's tokens: which bracket closes which, which bracket
/// encloses each token, and SwiftUI-style modifier chains (`.font(…).background { … }`).
struct CodeStructure: Sendable {
    let tokens: [SwiftToken]
    /// For each opening `(` `[` `{`, the index of its closing bracket (or the end, unclosed).
    private(set) var closing: [Int: Int] = [:]
    /// For each closing bracket, its opening one.
    private(set) var opening: [Int: Int] = [:]
    /// For each token, the innermost opening bracket around it, if any.
    private(set) var enclosing: [Int?] = []

    init(_ tokens: [SwiftToken]) {
        self.tokens = tokens
        var stack: [Int] = []
        enclosing = Array(repeating: nil, count: tokens.count)
        for (index, token) in tokens.enumerated() {
            enclosing[index] = stack.last
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "{":
                stack.append(index)
            case ")", "]", "}":
                guard let open = stack.popLast() else { continue }
                closing[open] = index
                opening[index] = open
                enclosing[index] = stack.last
            default:
                break
            }
        }
        for open in stack { closing[open] = tokens.count }
    }

    /// One modifier of a chain: `.name(arguments) { closure }`.
    struct Modifier: Sendable {
        var name: String
        /// Tokens strictly inside the parentheses, if there are any.
        var arguments: Range<Int>?
        /// Tokens strictly inside the first trailing closure, if there is one.
        var closure: Range<Int>?
    }

    /// The modifiers from `index` on (`index` at a `.`), up to `limit`, and the index after
    /// the last one.
    func modifiers(from index: Int, before limit: Int = .max) -> (modifiers: [Modifier], end: Int) {
        var modifiers: [Modifier] = []
        var position = index
        while position + 1 < min(tokens.count, limit), tokens[position].isPunctuation("."), tokens[position + 1].kind == .identifier || tokens[position + 1].kind == .keyword {
            var modifier = Modifier(name: tokens[position + 1].text)
            position += 2
            if position < tokens.count, tokens[position].isPunctuation("("), let close = closing[position] {
                modifier.arguments = (position + 1)..<close
                position = close + 1
            }
            while position < tokens.count, tokens[position].isPunctuation("{"), let close = closing[position] {
                if modifier.closure == nil { modifier.closure = (position + 1)..<close }
                position = close + 1
            }
            modifiers.append(modifier)
        }
        return (modifiers, position)
    }

    /// The end of a call starting at `index` (an identifier): past its parentheses and every
    /// trailing closure, labeled ones included (`Button { … } label: { … }`).
    func endOfCall(at index: Int) -> Int {
        var position = index + 1
        if position < tokens.count, tokens[position].isPunctuation("("), let close = closing[position] { position = close + 1 }
        while position < tokens.count {
            if tokens[position].isPunctuation("{"), let close = closing[position] {
                position = close + 1
            } else if position + 2 < tokens.count, tokens[position].kind == .identifier, tokens[position + 1].isPunctuation(":"), tokens[position + 2].isPunctuation("{"),
                      let close = closing[position + 2] {
                position = close + 1
            } else {
                break
            }
        }
        return position
    }

    /// Splits `range` at commas outside brackets (the arguments of a call).
    func arguments(in range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var position = range.lowerBound
        while position < range.upperBound {
            let token = tokens[position]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{"), let close = closing[position] {
                position = close + 1
                continue
            }
            if token.isPunctuation(",") {
                parts.append(start..<position)
                start = position + 1
            }
            position += 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }

    /// The statements of a closure body: ranges that start on a new line (or after `;`) at the
    /// body's own depth, modifier lines (`.padding()`) belonging to the statement above.
    func statements(in body: Range<Int>) -> [Range<Int>] {
        var starts: [Int] = []
        var position = body.lowerBound
        while position < body.upperBound {
            let token = tokens[position]
            let previous = position > body.lowerBound ? tokens[position - 1] : nil
            let continues = token.isPunctuation(".") || token.kind == .operator || previous?.kind == .operator
                || previous?.isPunctuation(",") == true || previous?.isPunctuation("(") == true || token.isPunctuation(":") || previous?.isPunctuation(":") == true
            if starts.isEmpty || (token.startsLine && !continues) || previous?.isPunctuation(";") == true {
                if !token.isPunctuation(";") { starts.append(position) }
            }
            if (token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{")), let close = closing[position] {
                position = min(close + 1, body.upperBound)
                continue
            }
            position += 1
        }
        return starts.enumerated().map { offset, start in start..<(offset + 1 < starts.count ? starts[offset + 1] : body.upperBound) }
    }
}
