import Diagnostics
import Markdown

extension ProseMotionReader {
    /// How many of each unit a duration is written in make a second (a divisor: `350 / 1000`
    /// is 0.35, `350 * 0.001` is not).
    private static let units: [String: Double] = [
        "ms": 1000, "millisecond": 1000, "milliseconds": 1000,
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    ]

    /// The durations a text node states: a number and a unit, joined or one space apart
    /// (`200ms`, `0.2 s`, `1.5 seconds`), read by `ProseLexer` as every prose reader reads
    /// numbers. A `delay` right after it (`a 2s delay`, `2s-delay`) makes it a delay. Each is an
    /// easing with no curve, named after what it gives.
    func durations(in piece: ProseUnit.Piece, unit: ProseUnit, sentenceText: (Int) -> String) -> [MotionSpec] {
        let text = piece.literal
        let scalars = Array(text.unicodeScalars)
        let tokens = ProseLexer.tokens(in: text)
        var specs: [MotionSpec] = []
        // The UTF-8 bytes before `scalarOffset`, carried along so that a long text with many
        // durations is counted once.
        var (scalarOffset, byteOffset) = (0, 0)
        for index in tokens.indices.dropLast() {
            guard case .number(let value) = tokens[index].kind else { continue }
            let word = tokens[index + 1]
            let gap = word.start - tokens[index].end
            guard word.kind == .word, let perSecond = Self.units[word.text], gap == 0 || gap == 1 && scalars[tokens[index].end] == " " else { continue }
            let isDelay = index + 2 < tokens.count && tokens[index + 2].isWord("delay") && tokens[index + 2].start - word.end <= 1
            let label = isDelay ? "delay" : "duration"
            let written = ProseLexer.string(scalars[tokens[index].start..<word.end], lowercased: false)
            while scalarOffset < tokens[index].start {
                byteOffset += UTF8.width(scalars[scalarOffset])
                scalarOffset += 1
            }
            specs.append(MotionSpec(
                kind: .easing, name: label,
                parameters: [MotionSpec.Parameter(label: label, value: written, number: value / perSecond)],
                label: sentenceText(unit.sentenceIndex(of: piece.start + tokens[index].start)), code: written,
                location: location(of: written, afterBytes: byteOffset, in: piece), origin: .prose
            ))
        }
        return specs
    }

    /// Where the duration is in the file: the text node's start plus the UTF-8 bytes before it,
    /// when the source line there holds what the text does; the node's start otherwise (an
    /// entity or a backslash escape before it makes the text shorter than its source).
    private func location(of written: String, afterBytes offset: Int, in piece: ProseUnit.Piece) -> SourceLocation {
        let range = piece.node.range
        let column = range.startColumn + offset
        if range.startLine >= 1, range.startLine <= document.lines.count, range.startColumn >= 1 {
            let line = document.lines[range.startLine - 1].utf8
            if let at = line.index(line.startIndex, offsetBy: column - 1, limitedBy: line.endIndex), line[at...].starts(with: written.utf8) {
                return document.location(line: range.startLine, column: column)
            }
        }
        return document.location(of: piece.node)
    }
}
