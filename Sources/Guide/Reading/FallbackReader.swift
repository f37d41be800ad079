import Foundation
import Markdown

/// Reads the typography section's advice on substitutes: "Fall back to SF Pro Display/Text",
/// "fall back to Inter (or `.system`)", and fallback helpers such as
/// `.system(size: size, weight: weight, design: .rounded)`.
enum FallbackReader {
    static func fallback(in section: GuideSection?, helpers: [SwiftDeclarationTable.Member]) -> TypographyFallback? {
        var fallback = TypographyFallback()
        if let section {
            for block in section.blocks {
                guard case .paragraph = block.kind else { continue }
                let text = block.plainText
                guard let range = text.range(of: "fall back to ", options: .caseInsensitive) else { continue }
                let advice = clause(text[range.upperBound...])
                fallback.statement = sentence(around: range, in: text)
                for candidate in candidates(in: advice) {
                    if isSystem(candidate) {
                        fallback.usesSystemFont = true
                        if candidate.lowercased().contains("rounded") { fallback.systemDesign = "rounded" }
                    } else if !fallback.families.contains(candidate) {
                        fallback.families.append(candidate)
                    }
                }
                break
            }
        }
        // A helper function that returns `.system(…, design: .rounded)` is the code's fallback;
        // font tokens with a design are not, and a monospaced helper serves digits, not text.
        for helper in helpers where helper.isStatic && !helper.owner.isEmpty {
            guard case .function(let function) = helper.value, let body = function.body, body.text.contains("system") else { continue }
            fallback.usesSystemFont = true
            for design in ["rounded", "serif"] where body.text.contains("design : . \(design)") {
                fallback.systemDesign = fallback.systemDesign ?? design
            }
        }
        return fallback == TypographyFallback() ? nil : fallback
    }

    /// The advice up to the end of its clause.
    private static func clause(_ text: Substring) -> String {
        var end = text.endIndex
        for stop in [". ", " — ", " – ", "; ", " since ", " which ", " when ", " if "] {
            if let range = text.range(of: stop), range.lowerBound < end { end = range.lowerBound }
        }
        return String(text[..<end]).trimmingCharacters(in: CharacterSet(charactersIn: " ."))
    }

    private static func sentence(around range: Range<String.Index>, in text: String) -> String {
        let start = text[..<range.lowerBound].range(of: ". ", options: .backwards)?.upperBound ?? text.startIndex
        let end = text[range.upperBound...].range(of: ". ")?.lowerBound ?? text.endIndex
        return String(text[start..<end]).trimmingCharacters(in: .whitespaces) + "."
    }

    /// `SF Pro Display/Text` → ["SF Pro Display", "SF Pro Text"]; `Inter (or .system)` →
    /// ["Inter", ".system"]; `Lato or SF Pro` → ["Lato", "SF Pro"].
    static func candidates(in advice: String) -> [String] {
        var names: [String] = []
        for part in withoutRemarks(advice).components(separatedBy: CharacterSet(charactersIn: ",")).flatMap({ $0.components(separatedBy: " or ") }) {
            var words = part.trimmingCharacters(in: .whitespaces)
            for filler in ["the ", "to ", "use ", "a ", "an "] where words.lowercased().hasPrefix(filler) { words = String(words.dropFirst(filler.count)) }
            for tail in [" from Google Fonts", " on iOS", " font"] {
                if let range = words.range(of: tail, options: .caseInsensitive) { words = String(words[..<range.lowerBound]) }
            }
            words = words.trimmingCharacters(in: CharacterSet(charactersIn: " `*"))
            guard !words.isEmpty, words.first?.isUppercase == true || words.hasPrefix(".") || words.lowercased().hasPrefix("system") else { continue }
            if let slash = words.firstIndex(of: "/"), let space = words[..<slash].lastIndex(of: " ") {
                let stem = words[..<space]
                names.append(String(words[..<slash]))
                names += words[words.index(after: slash)...].split(separator: "/").map { "\(stem) \($0)" }
            } else {
                names.append(words)
            }
        }
        return names
    }

    /// Parenthesised alternatives (`(or .system)`) become list items; other remarks in
    /// parentheses (`(SIL OFL)`, `(system)`) are dropped.
    private static func withoutRemarks(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            result += rest[..<open]
            let close = rest[open...].firstIndex(of: ")") ?? rest.endIndex
            let inside = rest[rest.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            if inside.lowercased().hasPrefix("or ") { result += ", " + inside.dropFirst(3) + "," }
            rest = close < rest.endIndex ? rest[rest.index(after: close)...] : ""
        }
        return result + rest
    }

    private static func isSystem(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasPrefix("sf pro") || lowered.contains("system") || lowered.hasPrefix("san francisco") || lowered.hasPrefix(".system")
    }
}
