/// `#if` / `#elseif` / `#else` / `#endif` as the compiler reads them for an iOS app: the
/// branch whose condition holds on iOS is code, the others and the directives themselves are
/// not (a design system that builds for macOS and iOS writes `#if os(macOS) … #elseif
/// canImport(UIKit) … #endif`; reading both branches made one initializer two).
///
/// Conditions are what the compiler knows: `os(iOS)`, `canImport(UIKit)`, `arch(arm64)`,
/// `swift(>=5.9)`, `compiler(…)`, `targetEnvironment(…)`, `hasFeature(…)`, `!`, `&&`, `||` and
/// parentheses. A flag of the project's own (`DEBUG`) is not set, as in a release build; a
/// condition sitegen cannot read is false, so only the branches a plain iOS build compiles
/// stay.
enum ConditionalCompilation {
    /// For each token, whether the compiler skips it; nil when the tokens have no directive.
    static func skipped(_ tokens: [SwiftToken]) -> [Bool]? {
        var skipped: [Bool]?
        /// Open `#if`s: whether the enclosing code is active, whether a branch was taken, and
        /// whether the current branch is active.
        var stack: [(outerActive: Bool, taken: Bool, active: Bool)] = []
        var index = 0
        while index < tokens.count {
            guard let directive = directive(at: index, in: tokens) else {
                if let top = stack.last, !top.active { skipped?[index] = true }
                index += 1
                continue
            }
            if skipped == nil { skipped = Array(repeating: false, count: tokens.count) }
            // The directive's line, condition and all.
            let end = endOfLine(from: index, in: tokens)
            for skip in index..<end { skipped?[skip] = true }
            let condition = Array(tokens[(index + 2)..<end])
            let active = stack.last.map { $0.active } ?? true
            switch directive {
            case "if":
                let holds = active && evaluate(condition)
                stack.append((active, holds, holds))
            case "elseif":
                if var top = stack.popLast() {
                    let holds = top.outerActive && !top.taken && evaluate(condition)
                    top.active = holds
                    top.taken = top.taken || holds
                    stack.append(top)
                }
            case "else":
                if var top = stack.popLast() {
                    top.active = top.outerActive && !top.taken
                    top.taken = true
                    stack.append(top)
                }
            default:
                _ = stack.popLast()
            }
            index = end
        }
        return skipped
    }

    /// `if`, `elseif`, `else` or `endif` when `tokens[index]` is the `#` of one at the start of
    /// a line.
    private static func directive(at index: Int, in tokens: [SwiftToken]) -> String? {
        let hash = tokens[index]
        guard hash.kind == .punctuation, hash.startsLine, hash.text == "#", index + 1 < tokens.count else { return nil }
        let name = tokens[index + 1]
        guard name.line == hash.line, name.column == hash.endColumn else { return nil }
        switch name.text {
        case "if", "elseif", "else", "endif": return name.text
        default: return nil
        }
    }

    private static func endOfLine(from index: Int, in tokens: [SwiftToken]) -> Int {
        let line = tokens[index].line
        var end = index + 2
        while end < tokens.count, tokens[end].line == line, !tokens[end].isComment { end += 1 }
        // A trailing comment on the directive's line is left to the comment readers.
        return end
    }

    /// Whether a condition holds for an iOS build.
    static func evaluate(_ condition: [SwiftToken]) -> Bool {
        var reader = ConditionReader(tokens: condition)
        return reader.disjunction(depth: 0)
    }

    /// Frameworks an iOS app cannot import.
    private static let macOnly: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "Carbon"]

    /// A recursive-descent reader of one condition; depth-limited like every reader.
    private struct ConditionReader {
        let tokens: [SwiftToken]
        var position = 0

        mutating func disjunction(depth: Int) -> Bool {
            var value = conjunction(depth: depth)
            while peek("||") { position += 1; value = conjunction(depth: depth) || value }
            return value
        }

        mutating func conjunction(depth: Int) -> Bool {
            var value = unary(depth: depth)
            while peek("&&") { position += 1; value = unary(depth: depth) && value }
            return value
        }

        mutating func unary(depth: Int) -> Bool {
            guard depth < 32, position < tokens.count else { return false }
            if peek("!") { position += 1; return !unary(depth: depth + 1) }
            if peek("(") {
                position += 1
                let value = disjunction(depth: depth + 1)
                if peek(")") { position += 1 }
                return value
            }
            let name = tokens[position].text
            position += 1
            guard peek("(") else {
                // `true`, `false`, or a flag of the project's own, unset.
                return name == "true"
            }
            position += 1
            var argument: [String] = []
            while position < tokens.count, !peek(")") { argument.append(tokens[position].text); position += 1 }
            if peek(")") { position += 1 }
            let first = argument.first ?? ""
            switch name {
            case "os": return first == "iOS"
            case "canImport": return !ConditionalCompilation.macOnly.contains(first)
            case "arch": return first == "arm64"
            case "swift", "compiler", "hasFeature", "hasAttribute": return true
            case "targetEnvironment": return false
            default: return false
            }
        }

        private func peek(_ text: String) -> Bool {
            position < tokens.count && tokens[position].text == text
        }
    }
}
