import Markdown

/// A paragraph or table cell as the prose readers see it: its text without markup, where each
/// inline code and text node lies in that text, and where its sentences start.
///
/// Offsets count the text's unicode scalars, as `ProseLexer` does.
struct ProseUnit {
    /// One code span or text node of the unit.
    struct Piece {
        var node: MarkdownNode
        var isCode: Bool
        /// The literal (a code span's code, a text node's text).
        var literal: String
        var start: Int
        var end: Int
    }

    let scalars: [Unicode.Scalar]
    let pieces: [Piece]
    /// Where each sentence starts, ascending; the first is 0.
    let sentenceStarts: [Int]

    init(_ block: MarkdownNode) {
        var scalars: [Unicode.Scalar] = []
        var pieces: [Piece] = []
        // Inlines nest (emphasis in a link in strong): an explicit stack, children in order.
        var pending = Array(block.children.reversed())
        while let node = pending.popLast() {
            switch node.kind {
            case .text(let literal), .code(let literal):
                let start = scalars.count
                scalars += literal.unicodeScalars
                pieces.append(Piece(node: node, isCode: node.kind == .code(literal), literal: literal, start: start, end: scalars.count))
            case .softBreak, .lineBreak:
                scalars.append(" ")
            default:
                pending += node.children.reversed()
            }
        }
        self.scalars = scalars
        self.pieces = pieces
        self.sentenceStarts = Self.sentenceStarts(scalars, pieces: pieces)
    }

    /// A sentence ends at `.`, `!` or `?` in text (never in code) followed by a space and by
    /// anything but a lower-case letter (so `e.g. the` goes on). A colon never ends one, nor does
    /// a dot between digits (`5.3:1`, `1.0`), which no space follows.
    private static func sentenceStarts(_ scalars: [Unicode.Scalar], pieces: [Piece]) -> [Int] {
        var starts = [0]
        for piece in pieces where !piece.isCode {
            for index in piece.start..<piece.end where isStop(scalars[index]) {
                var next = index + 1
                guard next < scalars.count, scalars[next].properties.isWhitespace else { continue }
                while next < scalars.count, scalars[next].properties.isWhitespace { next += 1 }
                if next < scalars.count, scalars[next].properties.isLowercase { continue }
                if next > starts[starts.count - 1], next < scalars.count { starts.append(next) }
            }
        }
        return starts
    }

    /// `.`, `!` or `?`, compared as values: searching the string ".!?" for every scalar of the
    /// prose went through its UnicodeScalarView each time (6 M instructions on 31 guides).
    private static func isStop(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", "!", "?": true
        default: false
        }
    }

    /// The index of the sentence that holds `offset`, found by halving.
    func sentenceIndex(of offset: Int) -> Int {
        var (low, high) = (0, sentenceStarts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if sentenceStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The scalars of sentence `index`.
    func sentence(_ index: Int) -> Range<Int> {
        sentenceStarts[index]..<(index + 1 < sentenceStarts.count ? sentenceStarts[index + 1] : scalars.count)
    }

    /// The text of `range`, its surrounding whitespace trimmed.
    func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, scalars.count))
        let upper = max(lower, min(range.upperBound, scalars.count))
        // Through UTF-8 bytes: appended to a `String.UnicodeScalarView` one by one, the scalars
        // cost over a hundred instructions each, two thirds of reading a sentence's words.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(upper - lower)
        for scalar in scalars[lower..<upper] {
            if scalar.isASCII { bytes.append(UInt8(truncatingIfNeeded: scalar.value)) } else { bytes += UTF8.encode(scalar)! }
        }
        return String(decoding: bytes, as: UTF8.self).trimmedWhitespace
    }

    /// Whether each sentence has a word that `query` looks for, as `ProseLexer` reads the words
    /// of the sentence's text pieces (lower-cased; code holds no words). Most sentences are
    /// answered from their scalars alone; only a part the scan cannot answer for certain is
    /// lexed. Lexing every sentence to ask this of its words was most of reading motion from
    /// prose.
    func sentences(havingWordThat query: ProseWordQuery) -> [Bool] {
        var answers = Array(repeating: false, count: sentenceStarts.count)
        forEachSentencePart { index, part in
            guard !answers[index] else { return }
            switch query.answer(in: scalars[part]) {
            case .no: break
            case .yes: answers[index] = true
            case .unknown: answers[index] = ProseLexer.tokens(in: text(part)).contains { $0.kind == .word && query.matches($0.text) }
            }
        }
        return answers
    }

    /// Calls `body` with each text piece's part in each sentence, in order.
    private func forEachSentencePart(_ body: (_ sentence: Int, _ part: Range<Int>) -> Void) {
        for piece in pieces where !piece.isCode && piece.start < piece.end {
            var index = sentenceIndex(of: piece.start)
            var lower = piece.start
            while lower < piece.end {
                let upper = min(piece.end, sentence(index).upperBound)
                body(index, lower..<upper)
                (lower, index) = (upper, index + 1)
            }
        }
    }
}
