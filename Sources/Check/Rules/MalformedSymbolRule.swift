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
        for literal in guide.symbolLiterals where !SymbolRow.isWellFormedSymbolName(literal.name) {
            findings.append(Diagnostic(.warning, "'\(literal.name)' is not a well-formed SF Symbol name", at: literal.location, code: id))
        }
        return findings
    }

    /// Whether a code span of the symbol column reads as an attempted symbol name.
    static func isAttemptedName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isLowercase || ("0"..."9").contains(first) else { return false }
        guard text.contains(".") else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == " " }
    }
}
