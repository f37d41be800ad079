/// Nests lexemes into tokens with a stack of open sections, checking that each closes in order.
struct TreeBuilder {
    /// A section, block or parent being filled, or the template itself at the bottom.
    private struct Frame {
        var opening: Lexeme?
        var tokens = TokenList()
        var references: [PartialReference] = []
        /// Overrides collected inside a parent tag.
        var overrides: [String: BlockContent] = [:]
        /// The indentation removed from the start of every line in this frame: inside a block
        /// whose content is indented, that indentation (the site adds its own back).
        var outdent: String

        var isParent: Bool { opening?.kind == .parent }
    }

    let source: SourceText
    private var frames: [Frame]

    /// The indentation removed from lines in the innermost open frame.
    var currentOutdent: String { frames[frames.count - 1].outdent }

    /// An error at a tag's opening delimiter.
    func error(_ reason: TemplateError.Reason, at lexeme: Lexeme) -> TemplateError {
        source.error(reason, at: lexeme.range.lowerBound)
    }

    init(source: SourceText) {
        self.source = source
        frames = [Frame(opening: nil, outdent: "")]
    }

    mutating func add(_ lexeme: Lexeme) throws(TemplateError) {
        switch lexeme.kind {
        case .text:
            appendText(lexeme)
        case .variable, .unescaped:
            let name = frames[frames.count - 1].tokens.add(try variableName(lexeme.content, of: lexeme))
            append(.variable(name: name, escaped: lexeme.kind == .variable), for: lexeme)
        case .comment, .delimiters:
            // Renders nothing, but an inline comment at a line start still sits behind the indentation.
            if lexeme.startsLine { frames[frames.count - 1].tokens.append(.indent) }
        case .section, .inverted:
            _ = try variableName(lexeme.content, of: lexeme)
            try checkDepth(lexeme)
            frames.append(Frame(opening: lexeme, outdent: frames[frames.count - 1].outdent))
        case .block:
            try checkSimpleName(lexeme)
            try checkDepth(lexeme)
            // A block whose opening tag stands alone has its content's own indentation removed.
            let outdent = lexeme.isStandalone ? lexeme.nextLineIndentation : nil
            frames.append(Frame(opening: lexeme, outdent: outdent ?? frames[frames.count - 1].outdent))
        case .parent:
            _ = try reference(to: lexeme)
            try checkDepth(lexeme)
            frames.append(Frame(opening: lexeme, outdent: frames[frames.count - 1].outdent))
        case .partial:
            let reference = try reference(to: lexeme)
            append(.partial(reference), for: lexeme)
            if !frames[frames.count - 1].isParent { frames[frames.count - 1].references.append(reference) }
        case .close:
            try close(with: lexeme)
        }
    }

    /// Refuses a section, block or parent that would open past `Template.nestingLimit`: the
    /// token tree is walked recursively (rendering, and its release), so its depth is bounded.
    private func checkDepth(_ lexeme: Lexeme) throws(TemplateError) {
        // frames[0] is the template itself.
        guard frames.count <= Template.nestingLimit else {
            throw error(.nestedTooDeep(lexeme.content, limit: Template.nestingLimit), at: lexeme)
        }
    }

    /// The template's tokens, once every section is closed.
    func finish() throws(TemplateError) -> Template.Compiled {
        if let open = frames.last?.opening {
            throw source.error(.unclosedSection(open.content), at: open.range.lowerBound)
        }
        return Template.Compiled(tokens: frames[0].tokens, references: frames[0].references)
    }

    private mutating func close(with closing: Lexeme) throws(TemplateError) {
        guard frames.count > 1, let opening = frames[frames.count - 1].opening else {
            throw source.error(.unexpectedClosingTag(closing.content), at: closing.range.lowerBound)
        }
        guard opening.content == closing.content else {
            throw source.error(.mismatchedClosingTag(expected: opening.content, found: closing.content), at: closing.range.lowerBound)
        }
        let frame = frames.removeLast()
        // Only what is needed of the enclosing frame, not a copy of it: a copy would share its
        // token array, and the append below would then copy every token before it, at every
        // close (20,000 sibling sections took 29 s, 40,000 took 92 s).
        let enclosing = (isParent: frames[frames.count - 1].isParent, outdent: frames[frames.count - 1].outdent)
        switch opening.kind {
        case .block where enclosing.isParent:
            let content = BlockContent(tokens: frame.tokens, startsLine: opening.isStandalone)
            if frames[frames.count - 1].overrides[opening.content] == nil {
                frames[frames.count - 1].overrides[opening.content] = content
            }
            frames[frames.count - 1].references += frame.references
        case .block:
            let site = BlockSite(
                name: opening.content,
                defaultContent: BlockContent(tokens: frame.tokens, startsLine: opening.isStandalone),
                indentation: siteIndentation(opening: opening, closing: closing, enclosingOutdent: enclosing.outdent),
                lineEnding: opening.lineEnding,
                location: source.location(of: opening.range.lowerBound)
            )
            append(.block(site), for: opening)
            if !enclosing.isParent { frames[frames.count - 1].references += frame.references }
        case .parent:
            let reference = try reference(to: opening)
            append(.parent(reference, overrides: frame.overrides), for: opening)
            if !enclosing.isParent { frames[frames.count - 1].references += [reference] + frame.references }
        default:
            let name = frames[frames.count - 1].tokens.add(try variableName(opening.content, of: opening))
            append(.section(name: name, body: frame.tokens, inverted: opening.kind == .inverted), for: opening)
            // Inside a parent tag a section is ignored, and so are the partials in it.
            if !enclosing.isParent { frames[frames.count - 1].references += frame.references }
        }
    }

    /// Adds a token to the open frame, after the line's indentation if it starts a line. Inside a
    /// parent tag only blocks count: the spec ignores everything else there.
    private mutating func append(_ token: Token, for lexeme: Lexeme) {
        guard !frames[frames.count - 1].isParent else { return }
        if lexeme.startsLine { frames[frames.count - 1].tokens.append(.indent) }
        frames[frames.count - 1].tokens.append(token)
    }

    /// Adds text cut into lines, each line that starts in the source behind an `.indent`, so the
    /// renderer appends text whole and never scans it for line starts. Line starts lose the
    /// enclosing block's own indentation. Empty lines get no indentation (as in mustache.js), so
    /// indenting leaves no trailing whitespace.
    private mutating func appendText(_ lexeme: Lexeme) {
        guard !frames[frames.count - 1].isParent else { return }
        let lines = lexeme.content.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1
            // Text ending with `\n`: the next line starts with whatever follows the text.
            if isLast, index > 0, line.isEmpty { break }
            let startsLine = index > 0 || lexeme.startsLine
            let content = String(decoding: line, as: UTF8.self)
            let piece = (startsLine ? Indentation.removing(currentOutdent, from: content) : content) + (isLast ? "" : "\n")
            // An empty piece at a line start is indentation taken off; the tag after it starts the line.
            if startsLine, piece != "\n", piece != "\r\n" { frames[frames.count - 1].tokens.append(.indent) }
            if !piece.isEmpty { frames[frames.count - 1].tokens.append(text: piece.utf8) }
        }
    }

    /// How a block's content is indented where it is rendered: nil inline; for a standalone
    /// opening tag, its content's own indentation, or the tag's when the block opens and closes
    /// on one line; relative to the enclosing block's.
    private func siteIndentation(opening: Lexeme, closing: Lexeme, enclosingOutdent: String) -> String? {
        guard opening.isStandalone else { return nil }
        let onOneLine = closing.isStandalone && closing.line == opening.line
        let indentation = onOneLine ? opening.indentation : opening.nextLineIndentation ?? opening.indentation
        return Indentation.removing(enclosingOutdent, from: indentation)
    }
}
