/// The spec's whitespace rule: a line holding nothing but whitespace and tags that render nothing
/// themselves (sections, comments, partials, delimiters, inheritance) is "standalone", and
/// disappears entirely, line ending included, leaving only what the tags render.
extension Template {
    /// Marks standalone tags, drops the whitespace of their lines, and marks what starts a line.
    static func markStandaloneLines(_ lexemes: [Lexeme]) -> [Lexeme] {
        var output: [Lexeme] = []
        output.reserveCapacity(lexemes.count)
        var openKinds: [Lexeme.Kind] = []
        // Standalone block openings waiting for the next line's indentation.
        var awaitingNextLine: [Int] = []

        for (number, var line) in lines(of: lexemes).enumerated() {
            let leading = leadingWhitespace(of: line)
            for index in awaitingNextLine { output[index].nextLineIndentation = leading }
            awaitingNextLine = []

            var closesInheritance = false
            var onlyInheritance = true
            for index in line.indices {
                line[index].line = number
                switch line[index].kind {
                case .section, .inverted, .parent, .block:
                    openKinds.append(line[index].kind)
                case .close:
                    let closed = openKinds.popLast()
                    closesInheritance = closesInheritance || closed == .parent || closed == .block
                    onlyInheritance = onlyInheritance && (closed == .parent || closed == .block)
                default:
                    break
                }
            }

            guard isStandalone(line, closesInheritance: closesInheritance, closesOnlyInheritance: onlyInheritance) else {
                line[0].startsLine = true
                output.append(contentsOf: line)
                continue
            }
            let ending = lineEnding(of: line)
            for var lexeme in line where lexeme.kind != .text {
                lexeme.isStandalone = true
                lexeme.indentation = leading
                lexeme.lineEnding = ending
                if lexeme.kind == .block { awaitingNextLine.append(output.count) }
                output.append(lexeme)
            }
        }
        return mergingText(output)
    }

    /// Whether a line is standalone. One tag that renders nothing, as in the core spec; or several
    /// on one line when all are parent and block tags (and comments), which the inheritance spec
    /// treats as one unit (`{{<layout}}{{$body}}`). Other tags sharing a line are not standalone,
    /// so `{{#items}}{{>item}}{{/items}}` keeps its line ending, as in every Mustache engine.
    private static func isStandalone(_ line: [Lexeme], closesInheritance: Bool, closesOnlyInheritance: Bool) -> Bool {
        let tags = line.filter { $0.kind != .text }
        guard !tags.isEmpty, tags.allSatisfy(\.canStandAlone) else { return false }
        let texts = line.filter { $0.kind == .text }
        guard texts.allSatisfy({ isBlank($0.content) }) else { return false }
        if tags.count == 1 { return true }
        let opensOnlyInheritance = tags.allSatisfy { [.parent, .block, .comment, .close].contains($0.kind) }
        let hasInheritance = closesInheritance || tags.contains { $0.kind == .parent || $0.kind == .block }
        return opensOnlyInheritance && closesOnlyInheritance && hasInheritance
    }

    /// Splits lexemes into source lines; text is cut after each `\n`, which stays with its line.
    private static func lines(of lexemes: [Lexeme]) -> [[Lexeme]] {
        var lines: [[Lexeme]] = []
        var current: [Lexeme] = []
        for lexeme in lexemes {
            guard lexeme.kind == .text else {
                current.append(lexeme)
                continue
            }
            let bytes = Array(lexeme.content.utf8)
            func piece(_ range: Range<Int>) -> Lexeme {
                let start = lexeme.range.lowerBound
                return Lexeme(kind: .text, content: String(decoding: bytes[range], as: UTF8.self),
                              range: start + range.lowerBound..<start + range.upperBound)
            }
            var pieceStart = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                current.append(piece(pieceStart..<index + 1))
                lines.append(current)
                current = []
                pieceStart = index + 1
            }
            if pieceStart < bytes.count { current.append(piece(pieceStart..<bytes.count)) }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Leading spaces and tabs of a line (nothing when it starts with a tag).
    private static func leadingWhitespace(of line: [Lexeme]) -> String {
        guard let first = line.first, first.kind == .text else { return "" }
        return String(first.content.prefix { $0 == " " || $0 == "\t" })
    }

    private static func lineEnding(of line: [Lexeme]) -> String {
        guard let last = line.last, last.kind == .text, last.content.utf8.last == UInt8(ascii: "\n") else { return "" }
        return last.content.utf8.dropLast().last == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }

    /// Only spaces and tabs, up to an optional line ending.
    private static func isBlank(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.last == UInt8(ascii: "\n") {
            bytes = bytes.dropLast()
            if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        }
        return bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Joins neighbouring text lexemes back into one, which keeps the first one's `startsLine`.
    private static func mergingText(_ lexemes: [Lexeme]) -> [Lexeme] {
        var merged: [Lexeme] = []
        merged.reserveCapacity(lexemes.count)
        for lexeme in lexemes {
            if lexeme.kind == .text, let last = merged.last, last.kind == .text {
                merged[merged.count - 1].content += lexeme.content
                merged[merged.count - 1].range = last.range.lowerBound..<lexeme.range.upperBound
            } else {
                merged.append(lexeme)
            }
        }
        return merged
    }
}
