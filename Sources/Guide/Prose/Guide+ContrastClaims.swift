import Foundation
import Diagnostics
import Markdown

extension Guide {
    /// The guide's own statements about text contrast, from every paragraph that speaks of
    /// contrast, WCAG or AA, in document order. Only clear patterns are read (see `ClaimParser`);
    /// colors are named by hex code, `rgba(…)`, a token's name or white and black.
    public var contrastClaims: [ContrastClaim] {
        let parser = ClaimParser(lexicon: ColorLexicon(colors))
        var claims: [ContrastClaim] = []
        document.root.forEachBlock { paragraph in
            guard paragraph.kind == .paragraph else { return }
            let text = paragraph.plainText
            // Every paragraph of every guide passes here in each build: byte searches.
            let lowered = text.asciiLowercased
            guard lowered.containsBytes("contrast") || lowered.containsBytes("wcag") || lowered.containsBytes(" aa") else { return }
            let scalars = Array(text.unicodeScalars)
            for reading in parser.claims(in: text) {
                let pairs = reading.pairs.enumerated().map { index, pair in
                    let start = index == 0 ? reading.start : pair.foreground.start
                    return ContrastClaim.Pair(
                        foreground: pair.foreground.color, background: pair.background.color,
                        location: Self.location(ofTextAt: start, in: scalars, paragraph: paragraph, document: document)
                    )
                }
                claims.append(ContrastClaim(
                    quote: Self.slice(scalars, reading.start, reading.end), pairs: pairs, verdict: reading.verdict,
                    aaa: reading.aaa, only: reading.only, sizes: reading.sizes, statedRatio: reading.statedRatio
                ))
            }
        }
        return claims
    }

    private static func slice(_ scalars: [Unicode.Scalar], _ start: Int, _ end: Int) -> String {
        let lower = max(0, min(start, scalars.count))
        return ProseLexer.string(scalars[lower..<max(lower, min(end, scalars.count))], lowercased: false)
    }

    /// The place in the file of the word that starts at `start` in the paragraph's text: the
    /// same occurrence of that word in the paragraph's source lines (markup such as backticks
    /// does not change how often a name or hex appears); the paragraph's start when it cannot
    /// be found.
    private static func location(ofTextAt start: Int, in scalars: [Unicode.Scalar], paragraph: MarkdownNode, document: MarkdownDocument) -> SourceLocation {
        var end = start
        while end < scalars.count, !scalars[end].properties.isWhitespace, !"()`*,;".unicodeScalars.contains(scalars[end]) { end += 1 }
        let needle = slice(scalars, start, max(end, start + 1))
        let before = slice(scalars, 0, start)
        var occurrence = asciiOffsets(of: needle, in: Substring(before))?.count ?? before.components(separatedBy: needle).count - 1
        let range = paragraph.range
        for line in max(range.startLine, 1)...max(range.endLine, range.startLine) where line <= document.lines.count {
            var rest = Substring(document.lines[line - 1])
            if line == range.startLine, range.startColumn > 1 {
                rest = Substring(String(decoding: Array(rest.utf8).dropFirst(range.startColumn - 1), as: UTF8.self))
            }
            let lineStartOffset = document.lines[line - 1].utf8.count - rest.utf8.count
            if let offsets = asciiOffsets(of: needle, in: rest) {
                if occurrence < offsets.count { return document.location(line: line, column: lineStartOffset + offsets[occurrence] + 1) }
                occurrence -= offsets.count
                continue
            }
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

    /// Where `needle` occurs in `text`, as byte offsets, left to right and not overlapping, as
    /// Foundation's `range(of:)` finds them; nil unless both are ASCII and the needle is
    /// printable ASCII, not empty. Past ASCII Foundation compares by canonical equivalence (and
    /// a line end may join `\r\n`), and it decides then; otherwise its answer is the bytes'.
    private static func asciiOffsets(of needle: String, in text: Substring) -> [Int]? {
        guard !needle.isEmpty, needle.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }), text.isASCII else { return nil }
        var (needle, text) = (needle, String(text))
        return text.withUTF8 { hay in needle.withUTF8 { pin in ByteSearch.offsets(of: pin, in: hay) } }
    }
}
