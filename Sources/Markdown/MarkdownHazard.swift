import Diagnostics

/// Shapes of Markdown that the cmark-gfm sitegen links (Debian's 0.29.0.gfm.6) parses in time
/// that grows with the square of their size. Later upstream releases fixed them, but a build
/// must not hang on the library it has, so a guide with one is refused before it is parsed,
/// as one over the size limit is. No real guide comes near these: the 31 of the collection
/// have at most 8 `|` on a line and no raw-HTML opener of these kinds at all.
///
/// - A table row appends each cell to a linked list by walking the list, so a row of n cells
///   costs n² (200 KB of `|` on one line took 9.9 s, 20,000 columns 14 s). Counting `|` per
///   line bounds every row, whatever table it is in: the work is then at most
///   `cellsPerLine` steps per cell.
/// - A raw-HTML opener that never closes (`<?`, `<!` before a letter, `<![CDATA[`) is followed
///   to the end of its paragraph, for each opener: 50,000 `<![CDATA[` (450 KB) took 14.3 s.
///   A paragraph never spans a blank line, so counting openers between blank lines bounds
///   every paragraph's: each costs at most `openersPerParagraph` passes over it.
///
/// - An e-mail autolink copies the rest of its text, to the end of the line at most, and the
///   copy is kept: 4,000 addresses in one 428 KB line took 372 MB, and `a@` repeated scans the
///   rest of the line at each `@` (1 MB, 3.7 s). Summing, over the lines, the `@` of a line
///   times its length bounds both: past `atsTimesLineBytesPerByte` times the file's size the
///   copies alone would outgrow the memory the rest of the build takes.
///
/// The scan is one pass over the bytes and does not tell code from prose: it may count a `|`
/// in a fenced block that cmark would not read as a cell, never the other way round.
public struct MarkdownHazard: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// More than `cellsPerLine` `|` on one line.
        case tableCells
        /// More than `openersPerParagraph` raw-HTML openers between two blank lines.
        case htmlOpeners
        /// `@` on long lines: their count times the line's length, summed, past the budget.
        case atSigns
    }

    public var kind: Kind
    /// Where the first `|` or opener past the limit is: 1-based line, 1-based byte column.
    public var line: Int
    public var column: Int

    /// `|` allowed on a line: thirty times the most a real guide has.
    public static let cellsPerLine = 256
    /// Raw-HTML openers (`<?`, `<!X`, `<![CDATA[`) allowed in a run of lines without a blank one.
    public static let openersPerParagraph = 100

    /// The budget for `@`: each line's count of them times its length in bytes, summed, may be
    /// this many times the file's size (and a few megabytes in any file). A real guide's lines
    /// with an address or a Swift attribute sum to under a hundredth of it.
    public static let atsTimesLineBytesPerByte = 32
    static let atsTimesLineBytesAtLeast = 4 << 20

    /// What is wrong, for the diagnostic.
    public var message: String {
        switch kind {
        case .tableCells:
            "a line has more than \(Self.cellsPerLine) '|' (table cells); the Markdown parser takes time that grows with the square of a row's cells, so the guide is not read"
        case .htmlOpeners:
            "more than \(Self.openersPerParagraph) raw HTML openers ('<?', '<!…', '<![CDATA[') in one paragraph; the Markdown parser takes time that grows with the square of their number, so the guide is not read"
        case .atSigns:
            "too many '@' on long lines; the Markdown parser copies the rest of the line for each e-mail address it finds, which grows with the square of the line's length, so the guide is not read"
        }
    }

    /// The error that refuses the file, at the hazard.
    public func diagnostic(source: String) -> Diagnostic {
        Diagnostic(.error, message, at: SourceLocation(file: source, line: line, column: column), code: "markdown.quadratic")
    }

    /// The first hazard in `bytes`, or nil. Lines end at `\n`, `\r\n` or `\r`, as CommonMark's do.
    public static func first(in bytes: some Collection<UInt8>) -> MarkdownHazard? {
        var line = 1
        var column = 0
        var pipes = 0
        let atBudget = max(atsTimesLineBytesPerByte * bytes.count, atsTimesLineBytesAtLeast)
        var atCost = 0
        var ats = 0
        var firstAtColumn = 0
        var openers = 0
        var lineIsBlank = true
        // The two bytes before the current one, for `<?` and `<!X` (the `<![` of CDATA is an
        // opener as soon as its `[` is seen: `<![CDATA[` or not, it is scanned to the end).
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        var lastWasCarriageReturn = false
        for byte in bytes {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                let continuesCRLF = byte == UInt8(ascii: "\n") && lastWasCarriageReturn
                lastWasCarriageReturn = byte == UInt8(ascii: "\r")
                if continuesCRLF { continue }
                if lineIsBlank { openers = 0 }
                if let hazard = endOfLine() { return hazard }
                line += 1
                column = 0
                pipes = 0
                ats = 0
                lineIsBlank = true
                previous = 0
                beforePrevious = 0
                continue
            }
            lastWasCarriageReturn = false
            column += 1
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { lineIsBlank = false }
            if byte == UInt8(ascii: "@") {
                if ats == 0 { firstAtColumn = column }
                ats += 1
            }
            if byte == UInt8(ascii: "|") {
                pipes += 1
                if pipes > cellsPerLine { return MarkdownHazard(kind: .tableCells, line: line, column: column) }
            }
            // The column of the opener's `<`: one byte back for `<?`, two for `<!X`.
            var openerStart = 0
            if previous == UInt8(ascii: "<"), byte == UInt8(ascii: "?") {
                openerStart = column - 1
            } else if beforePrevious == UInt8(ascii: "<"), previous == UInt8(ascii: "!"), isLetter(byte) || byte == UInt8(ascii: "[") {
                openerStart = column - 2
            }
            if openerStart > 0 {
                openers += 1
                if openers > openersPerParagraph { return MarkdownHazard(kind: .htmlOpeners, line: line, column: openerStart) }
            }
            beforePrevious = previous
            previous = byte
        }
        return endOfLine()

        /// Adds the line's `@` times its length to the cost; the hazard once past the budget.
        func endOfLine() -> MarkdownHazard? {
            atCost += ats * column
            return atCost > atBudget ? MarkdownHazard(kind: .atSigns, line: line, column: firstAtColumn) : nil
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
