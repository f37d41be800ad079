import Diagnostics
import Guide

/// SF Symbol names that are not well formed: upper-case letters, spaces, empty parts
/// (`heart..fill`), a trailing dot.
///
/// A warning: `Image(systemName:)` with such a name shows nothing at run time (and logs an
/// error), so a reader who copies it gets a blank. Two places claim a symbol name: strings
/// passed as `systemName:`/`systemImage:` in the code, and code spans in the symbol column of
/// the SF Symbols table. In the table only spans that look like an attempt at a dotted name
/// count (lower-case start, a dot, nothing that reads as code): `Circle` (a drawn shape) or
/// `.symbolEffect(.bounce)` (a modifier) are notes about the symbol, not names.
struct MalformedSymbolRule: CheckRule {
    let id = "check.malformed-symbol"
    let summary = "SF Symbol names that are malformed, in the symbols table or in systemName: strings."

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        let guide = checked.guide
        var findings: [Diagnostic] = []
        for row in guide.symbols {
            for code in row.otherCodes where Self.isAttemptedName(code) {
                findings.append(Diagnostic(.warning, "'\(code)' in the symbols table is not a well-formed SF Symbol name", at: row.location, code: id))
            }
        }
        for code in checked.code.snippets {
            let tokens = code.tokens
            for index in tokens.indices where ["systemName", "systemImage"].contains(tokens[index].text) && tokens[index].kind == .identifier {
                guard index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") else { continue }
                for literal in Self.stringLiterals(in: tokens, from: index + 2) where !SymbolRow.isWellFormedSymbolName(literal.text) {
                    findings.append(Diagnostic(.warning, "'\(literal.text)' is not a well-formed SF Symbol name", at: code.location(of: literal), code: id))
                }
            }
        }
        return findings
    }

    /// Whether a code span of the symbol column reads as an attempted symbol name.
    static func isAttemptedName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isLowercase || ("0"..."9").contains(first) else { return false }
        guard text.contains(".") else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == " " }
    }

    /// The plain string literals of one argument (`cond ? "a" : "b"` gives both); interpolated
    /// strings are left out, since their value is only known at run time.
    static func stringLiterals(in tokens: [SwiftToken], from start: Int) -> [SwiftToken] {
        var literals: [SwiftToken] = []
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.isPunctuation(",") { break }
            if case .string(false) = token.kind, !token.text.isEmpty { literals.append(token) }
            index += 1
        }
        return literals
    }
}
