import Diagnostics
import Markdown

/// Reads the motion a section's prose gives: its inline code, parsed by the same Swift front
/// end and read by the same `MotionReader` as code blocks are (`` `.spring(response: 0.35,
/// dampingFraction: 0.8)` ``, `` `UIImpactFeedbackGenerator(style: .medium)` ``), feedbacks
/// written on their own where the prose speaks of haptics (`` `.impact(.light)` ``,
/// `` `.success` ``), and durations written in `ms` or `s` (`a 200ms cross-fade`). Each spec's
/// label is the sentence it was read from.
struct ProseMotionReader {
    let document: MarkdownDocument
    var lexing = SwiftLexing()

    /// The specs of `section`'s paragraphs, list items and table cells (not its code blocks),
    /// in the order written. Durations are read everywhere in a motion section; elsewhere (the
    /// accessibility notes) only in a sentence that speaks of motion, where a number of seconds
    /// could otherwise be a VoiceOver announcement's interval.
    func specs(in section: GuideSection) -> [MotionSpec] {
        let isMotion = section.role == .motion
        var specs: [MotionSpec] = []
        var headingSpeaksOfHaptics = ProseUnit(section.heading).sentences(havingWordThat: Self.hapticWords).contains(true)
        // Blocks with whether an enclosing list item's own text speaks of haptics. Markdown
        // nests at most `MarkdownDocument.nestingLimit` levels, so the stack stays small.
        var pending: [(MarkdownNode, Bool)] = section.blocks.reversed().map { ($0, false) }
        while let (block, inHaptics) = pending.popLast() {
            switch block.kind {
            case .heading:
                headingSpeaksOfHaptics = ProseUnit(block).sentences(havingWordThat: Self.hapticWords).contains(true)
            case .paragraph, .tableCell:
                specs += read(ProseUnit(block), hapticContext: inHaptics || headingSpeaksOfHaptics, readsEveryDuration: isMotion)
            case .item:
                let lead = block.children.first.map { $0.kind == .paragraph && ProseUnit($0).sentences(havingWordThat: Self.hapticWords).contains(true) } ?? false
                let context = inHaptics || lead
                pending += block.children.reversed().map { ($0, context) }
            case .codeBlock, .htmlBlock, .thematicBreak:
                break
            default:
                pending += block.children.reversed().map { ($0, inHaptics) }
            }
        }
        return specs
    }

    private func read(_ unit: ProseUnit, hapticContext: Bool, readsEveryDuration: Bool) -> [MotionSpec] {
        // Each sentence's words and text worked out once, however many spans it holds, and only
        // where a question is asked of them and may be answered yes.
        let sentences = unit.sentenceStarts.count
        let haptics = hapticContext ? Array(repeating: true, count: sentences) : unit.sentences(havingWordThat: Self.hapticWords)
        let motion = readsEveryDuration ? Array(repeating: true, count: sentences) : unit.sentences(havingWordThat: Self.motionWords)
        var texts: [Int: String] = [:]
        func sentenceText(_ index: Int) -> String {
            if let text = texts[index] { return text }
            let text = unit.text(unit.sentence(index))
            texts[index] = text
            return text
        }
        var specs: [MotionSpec] = []
        for piece in unit.pieces {
            let sentence = unit.sentenceIndex(of: piece.start)
            if piece.isCode {
                specs += codeSpecs(piece, label: label(of: piece, in: unit, sentence: sentence, text: sentenceText), haptics: haptics[sentence])
            } else if motion[sentence] {
                specs += durations(in: piece, unit: unit, sentenceText: sentenceText)
            }
        }
        return specs
    }

    /// What one inline code gives, read as a one-line code block. Code the parser reports a
    /// problem in gives nothing: prose names signatures (`.spring(response:dampingFraction:)`)
    /// and fragments, which say which API to use but give no values.
    private func codeSpecs(_ piece: ProseUnit.Piece, label: String?, haptics: Bool) -> [MotionSpec] {
        let tokens = lexing.tokenize(piece.literal)
        // Most inline code is a name, a hex or a label string: no tree for what names no spec.
        guard tokens.contains(where: { $0.kind == .identifier && MotionReader.names.contains($0.text) }) else { return [] }
        let code = SwiftCode(tokens: tokens)
        // A signature ends its labels with `:)`, which the parser reads past (it takes
        // `response:dampingFraction:` for `response: dampingFraction`).
        let isSignature = zip(code.code, code.code.dropFirst()).contains { $0.text == ":" && $1.text == ")" }
        let syntax = SwiftSourceFile(code: code)
        guard !isSignature, syntax.diagnostics.isEmpty else { return [] }
        let range = piece.node.range
        let source = MotionReader.Source(
            syntax: syntax,
            // cmark-gfm places a code span at its first byte after the backticks; a span that
            // wraps a line is placed at its start (its line end became a space in the literal).
            location: { position in
                let column = range.startLine == range.endLine && position.line == 0 ? range.startColumn + position.column - 1 : range.startColumn
                return document.location(line: range.startLine, column: column)
            },
            label: { _ in label },
            code: { _ in piece.literal.trimmedWhitespace }
        )
        let reader = MotionReader(isProse: true)
        let found = reader.specs(in: source)
        guard found.isEmpty else { return found }
        // `.impact(…)` is a feedback wherever it stands; `.success` or `.start` only where the
        // prose speaks of haptics.
        guard let feedback = reader.feedback(in: source), haptics || feedback.name == "impact" && !feedback.parameters.isEmpty else { return [] }
        return [feedback]
    }

    /// The sentence around a code span, without the span when the sentence starts with it
    /// (`` `.impact(.light)` on stepper taps`` → `on stepper taps`), as a code comment names what
    /// its code is for.
    private func label(of piece: ProseUnit.Piece, in unit: ProseUnit, sentence: Int, text sentenceText: (Int) -> String) -> String? {
        let range = unit.sentence(sentence)
        // Only the sentence's first span can lead it: only the text before it is looked at.
        let leads = !unit.scalars[range.lowerBound..<piece.start].contains { !$0.properties.isWhitespace }
        var text = Substring(leads ? unit.text(piece.end..<range.upperBound) : sentenceText(sentence))
        while let first = text.first, ":,;—–-".contains(first) || first.isWhitespace { text = text.dropFirst() }
        return text.isEmpty ? nil : String(text)
    }
}

extension ProseMotionReader {
    /// Words a sentence about haptics uses.
    static let hapticWords = ProseWordQuery(prefixes: ["haptic"], words: ["feedback"])

    /// Word stems a sentence about an animation uses (`animation`, `cross-fade`, `eases`).
    static let motionWords = ProseWordQuery(prefixes: ["anim", "fade", "transition", "spring", "motion", "delay", "duration", "ease", "easing", "slide", "bounce", "dissolve", "morph"])
}
