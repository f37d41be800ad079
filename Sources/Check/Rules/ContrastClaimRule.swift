import Diagnostics
import Guide
import Markdown

/// The guide's own contrast statements, recomputed: "`#8A8A8E` secondary on `#FFFFFF` passes
/// WCAG AA at 13pt+" (3.43:1 does not), "Bumble Black `#1F1F1F` on yellow fails WCAG AA at
/// small sizes" (10.48:1 passes), "use white text on …".
///
/// Every finding is a warning, like the contrast of the pairs the snippets use: the prose
/// misleads, but the tokens the site publishes are still what the guide defines, so the build
/// still publishes. (Errors are kept for values that contradict themselves, such as components
/// against the hex their comment states.) `--strict` makes them fatal.
/// Sizes given without a weight, and semibold at 14–18 pt, are read leniently (as possibly
/// large text), so a "passes" is only contradicted when no reading of it holds. Backgrounds
/// with transparency are skipped, since what shows through is not said.
struct ContrastClaimRule: CheckRule {
    let id = "check.contrast-claim"
    let summary = "Contrast the guide states or recommends that the WCAG 2.2 numbers contradict."

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        let guide = checked.guide
        let parser = ClaimParser(lexicon: ColorLexicon(guide))
        var findings: [Diagnostic] = []
        guide.document.root.forEachNode { paragraph in
            guard paragraph.kind == .paragraph else { return }
            let text = paragraph.plainText
            // Every paragraph of every guide passes here in each build: byte searches.
            let lowered = text.asciiLowercased
            guard lowered.containsBytes("contrast") || lowered.containsBytes("wcag") || lowered.containsBytes(" aa") else { return }
            for claim in parser.claims(in: text) {
                let quote = Self.slice(text, claim.start, claim.end)
                for (index, pair) in claim.pairs.enumerated() {
                    guard pair.background.color.alpha >= 1, let problem = Self.problem(with: claim, pair: pair) else { continue }
                    // The first pair is placed where the quote starts; later ones at their own text color.
                    let start = index == 0 ? claim.start : pair.foreground.start
                    let location = Self.location(ofTextAt: start, in: text, paragraph: paragraph, document: guide.document)
                    let colors = "\(Self.describe(pair.foreground.color)) on \(Self.describe(pair.background.color))"
                    findings.append(Diagnostic(.warning, "the guide says '\(quote)', but \(colors) is \(problem)", at: location, code: id))
                }
            }
        }
        return findings
    }

    /// What is wrong with the claim for one pair, if anything.
    static func problem(with claim: ContrastClaim, pair: ContrastClaim.Pair) -> String? {
        let ratio = pair.foreground.color.contrastRatio(on: pair.background.color)
        let shown = TextContrast.format(ratio)
        let level = claim.aaa ? "AAA" : "AA"
        if let stated = claim.statedRatio, abs(stated - ratio) > 0.1 {
            return "\(shown), not \(TextContrast.format(stated))"
        }
        let normal = TextContrast.threshold(.normal, aaa: claim.aaa)
        switch claim.verdict {
        case .passes, .recommended:
            // A recommendation gives no size: it must hold at least for large text. A verdict
            // without sizes speaks of text of any size.
            let largeness: [TextContrast.Largeness] = claim.verdict == .recommended ? [.ambiguous]
                : claim.sizes.isEmpty ? [.normal] : claim.sizes.map { TextContrast.largeness(size: $0.points, weight: $0.weight) }
            let large = TextContrast.threshold(.large, aaa: claim.aaa)
            for size in largeness {
                let required = TextContrast.threshold(size, aaa: claim.aaa)
                guard ratio < required else { continue }
                if ratio < large {
                    return "\(shown), which fails \(level) at every size (large text needs \(TextContrast.formatThreshold(large)))"
                }
                let which = claim.sizes.isEmpty ? "normal-size text" : "text of that size"
                return "\(shown); \(level) needs \(TextContrast.formatThreshold(required)) for \(which)"
            }
            if claim.only, ratio >= normal {
                return "\(shown), which passes \(level) at every size"
            }
            return nil
        case .fails:
            if claim.sizes.isEmpty {
                return ratio >= normal ? "\(shown), which passes \(level) at every size" : nil
            }
            for size in claim.sizes {
                // Read strictly: only a pass under the normal-text threshold contradicts "fails".
                let largeness = TextContrast.largeness(size: size.points, weight: size.weight)
                let required = TextContrast.threshold(largeness == .large ? .large : .normal, aaa: claim.aaa)
                if ratio >= required { return "\(shown), which passes \(level) at that size" }
            }
            return nil
        }
    }

    static func describe(_ color: RGBAColor) -> String {
        guard color.alpha < 1 else { return color.hex }
        let (r, g, b) = color.bytes
        return "rgba(\(r),\(g),\(b),\(AlphaMismatchRule.format(color.alpha)))"
    }

    private static func slice(_ text: String, _ start: Int, _ end: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        return String(String.UnicodeScalarView(scalars[max(0, start)..<min(end, scalars.count)]))
    }

    /// The place in the file of the word that starts at `start` in the paragraph's text: the
    /// same occurrence of that word in the paragraph's source lines (markup such as backticks
    /// does not change how often a name or hex appears); the paragraph's start when it cannot
    /// be found.
    private static func location(ofTextAt start: Int, in text: String, paragraph: MarkdownNode, document: MarkdownDocument) -> SourceLocation {
        let scalars = Array(text.unicodeScalars)
        var end = start
        while end < scalars.count, !scalars[end].properties.isWhitespace, !"()`*,;".unicodeScalars.contains(scalars[end]) { end += 1 }
        let needle = slice(text, start, max(end, start + 1))
        let before = slice(text, 0, start)
        var occurrence = before.components(separatedBy: needle).count - 1
        let range = paragraph.range
        for line in max(range.startLine, 1)...max(range.endLine, range.startLine) where line <= document.lines.count {
            var rest = Substring(document.lines[line - 1])
            if line == range.startLine, range.startColumn > 1 {
                rest = Substring(String(decoding: Array(rest.utf8).dropFirst(range.startColumn - 1), as: UTF8.self))
            }
            let lineStartOffset = document.lines[line - 1].utf8.count - rest.utf8.count
            var searchStart = rest.startIndex
            while let found = rest[searchStart...].range(of: needle) {
                if occurrence == 0 {
                    let column = lineStartOffset + rest.utf8.distance(from: rest.startIndex, to: found.lowerBound) + 1
                    return document.location(line: line, column: column)
                }
                occurrence -= 1
                searchStart = found.upperBound
            }
        }
        return document.location(of: paragraph)
    }
}
