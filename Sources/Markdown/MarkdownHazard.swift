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
        // Over contiguous storage: stepping `Data` through its iterator made the scan of every
        // guide read 3% of a 200-brand build.
        if let found = bytes.withContiguousStorageIfAvailable({ first(inContiguous: $0) }) { return found }
        return Array(bytes).withUnsafeBufferPointer { first(inContiguous: $0) }
    }

    private static func first(inContiguous bytes: UnsafeBufferPointer<UInt8>) -> MarkdownHazard? {
        let atBudget = max(atsTimesLineBytesPerByte * bytes.count, atsTimesLineBytesAtLeast)
        // First the whole file's counts: a file with too few `|`, `<` and `@` for any limit has
        // no hazard (59 of the 62 guides and companions of the collection), and only the others
        // are read line by line. Each guide is checked more than once per build; line by line,
        // that was 2% of a 200-brand build.
        let (pipes, angles, ats) = counts(in: bytes)
        // The `@` cost is at most every `@` times the longest line, which is at most the file.
        if pipes <= cellsPerLine, angles <= openersPerParagraph, ats * bytes.count <= atBudget {
            return nil
        }
        return firstByLines(in: bytes, atBudget: atBudget)
    }

    /// How many `|`, `<` and `@` the bytes hold, sixteen bytes at a time: each comparison gives
    /// a lane of all ones (255) where the byte matches, and subtracting it counts one, in a byte
    /// per lane that is summed before it can wrap (255 rounds). The eight-bytes-a-word count it
    /// replaced was 1.7% of a build's instructions: every guide, companion and README is
    /// checked when read and again when parsed.
    static func counts(in bytes: UnsafeBufferPointer<UInt8>) -> (pipes: Int, angles: Int, ats: Int) {
        var (pipes, angles, ats) = (0, 0, 0)
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let (pipe, angle, at) = (SIMD16<UInt8>(repeating: UInt8(ascii: "|")), SIMD16<UInt8>(repeating: UInt8(ascii: "<")), SIMD16<UInt8>(repeating: UInt8(ascii: "@")))
            while index + 16 <= bytes.count {
                var (pipeLanes, angleLanes, atLanes) = (SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>())
                var rounds = 0
                while rounds < 255, index + 16 <= bytes.count {
                    let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                    pipeLanes &-= unsafeBitCast(chunk .== pipe, to: SIMD16<UInt8>.self)
                    angleLanes &-= unsafeBitCast(chunk .== angle, to: SIMD16<UInt8>.self)
                    atLanes &-= unsafeBitCast(chunk .== at, to: SIMD16<UInt8>.self)
                    index += 16
                    rounds += 1
                }
                pipes += Int(SIMD16<UInt16>(truncatingIfNeeded: pipeLanes).wrappedSum())
                angles += Int(SIMD16<UInt16>(truncatingIfNeeded: angleLanes).wrappedSum())
                ats += Int(SIMD16<UInt16>(truncatingIfNeeded: atLanes).wrappedSum())
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            pipes &+= byte == UInt8(ascii: "|") ? 1 : 0
            angles &+= byte == UInt8(ascii: "<") ? 1 : 0
            ats &+= byte == UInt8(ascii: "@") ? 1 : 0
            index += 1
        }
        return (pipes, angles, ats)
    }

    /// Line by line, in one pass over each line's bytes that finds its end and counts its `|`
    /// and `@` and whether it has a `<` or is blank; only a line with a `<` is looked at again.
    /// A loop that kept every byte's state took 4 ns a byte; separate passes for the end, the
    /// counts, blankness and each `<` (through the standard library's generic search) made the
    /// scan 2% of a 200-brand build (each guide is read, and so scanned, more than once).
    private static func firstByLines(in bytes: UnsafeBufferPointer<UInt8>, atBudget: Int) -> MarkdownHazard? {
        var atCost = 0
        var openers = 0
        var line = 1
        var start = 0
        while start <= bytes.count {
            var end = start
            var pipes = 0
            var ats = 0
            var angles = 0
            var blanks = 0
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
                pipes &+= byte == UInt8(ascii: "|") ? 1 : 0
                ats &+= byte == UInt8(ascii: "@") ? 1 : 0
                angles &+= byte == UInt8(ascii: "<") ? 1 : 0
                blanks &+= byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") ? 1 : 0
                end += 1
            }
            let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
            // On a line past two limits, the one reached first is reported.
            let tooManyCells = pipes > cellsPerLine ? MarkdownHazard(kind: .tableCells, line: line, column: column(ofOccurrence: cellsPerLine + 1, of: UInt8(ascii: "|"), in: text)) : nil
            if blanks == text.count {
                openers = 0
            } else if angles > 0 {
                for found in 0..<text.count where text[found] == UInt8(ascii: "<") {
                    let next = found + 1 < text.count ? text[found + 1] : 0
                    let after = found + 2 < text.count ? text[found + 2] : 0
                    guard next == UInt8(ascii: "?") || (next == UInt8(ascii: "!") && (isLetter(after) || after == UInt8(ascii: "["))) else { continue }
                    openers += 1
                    if openers > openersPerParagraph {
                        guard let tooManyCells, tooManyCells.column < found + 1 else { return MarkdownHazard(kind: .htmlOpeners, line: line, column: found + 1) }
                        return tooManyCells
                    }
                }
            }
            if let tooManyCells { return tooManyCells }
            atCost += ats * text.count
            if atCost > atBudget {
                return MarkdownHazard(kind: .atSigns, line: line, column: column(ofOccurrence: 1, of: UInt8(ascii: "@"), in: text))
            }
            // `\r\n` ends one line, as `\n` and `\r` alone do.
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\r"), bytes[end + 1] == UInt8(ascii: "\n") { end += 1 }
            start = end + 1
            line += 1
        }
        return nil
    }

    /// The 1-based column of the `occurrence`-th `byte` of a line.
    private static func column(ofOccurrence occurrence: Int, of byte: UInt8, in text: UnsafeBufferPointer<UInt8>) -> Int {
        var seen = 0
        for (index, each) in text.enumerated() where each == byte {
            seen += 1
            if seen == occurrence { return index + 1 }
        }
        return 1
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
