/// Partials, parents and blocks: rendering other templates, and the blocks they leave open.
extension Renderer {
    /// Renders a partial, or a parent with its overrides in force.
    mutating func renderPartial(_ reference: PartialReference, overrides parentOverrides: [String: BlockContent]?, indent: String) throws(TemplateError) {
        work += 1
        guard let template = try template(for: reference) else { return }
        guard depth < Self.depthLimit else {
            throw TemplateError(.recursionTooDeep(template.name, limit: Self.depthLimit), at: reference.location)
        }
        guard nesting < Self.nestingLimit else {
            throw TemplateError(.nestedTooDeep(template.name, limit: Self.nestingLimit), at: reference.location)
        }
        depth += 1
        nesting += 1
        defer { nesting -= 1 }
        if let parentOverrides { overrides.append(parentOverrides) }
        // A standalone partial indents every line by the tag's indentation, on top of the
        // indentation it already has; an inline one renders its lines as written.
        try render(template.tokens, indent: reference.indentation.map { indent + $0 } ?? "")
        if parentOverrides != nil { overrides.removeLast() }
        depth -= 1
    }

    /// Renders a block: the outermost override of its name, or its default content.
    mutating func renderBlock(_ site: BlockSite, indent: String) throws(TemplateError) {
        work += 1
        guard depth < Self.depthLimit else {
            throw TemplateError(.recursionTooDeep(site.name, limit: Self.depthLimit), at: site.location)
        }
        guard nesting < Self.nestingLimit else {
            throw TemplateError(.nestedTooDeep(site.name, limit: Self.nestingLimit), at: site.location)
        }
        depth += 1
        nesting += 1
        defer { depth -= 1; nesting -= 1 }
        let content = override(named: site.name) ?? site.defaultContent
        guard let siteIndentation = site.indentation else {
            // Inline: the content's first line continues the site's line, so it gets no indentation.
            let skipsIndent = if case .indent? = content.tokens.tokens.first { true } else { false }
            try render(content.tokens, from: skipsIndent ? 1 : 0, indent: indent)
            return
        }
        // A block on a line of its own renders as whole lines: indented on the first line too,
        // ending with a line ending, and leaving no line at all when the content is empty.
        let lineStart = output.count
        let lineIndent = indent + siteIndentation
        if !content.startsLine { output.append(lineIndent) }
        let contentStart = output.count
        try render(content.tokens, indent: lineIndent)
        if output.count == contentStart {
            truncateOutput(toUTF8Count: lineStart)
        } else if output.last != UInt8(ascii: "\n") {
            output.append(site.lineEnding)
        }
    }

    private func override(named name: String) -> BlockContent? {
        for parentOverrides in overrides {
            if let content = parentOverrides[name] { return content }
        }
        return nil
    }

    /// The template a partial tag names. Missing: nil in lenient mode; an error in strict mode
    /// (where fixed names were already checked when the library was made, so only a dynamic name
    /// can miss here). A dynamic name that resolves to nothing renders nothing in both modes.
    private func template(for reference: PartialReference) throws(TemplateError) -> Template? {
        let name: String
        switch reference.name {
        case .fixed(let fixed):
            name = fixed
        case .dynamic(let variable):
            guard case .string(let resolved)? = lookUp(variable), !resolved.isEmpty else { return nil }
            name = resolved
        }
        if let template = templates[name] { return template }
        guard missingPartials == .empty else {
            throw TemplateError(.unknownPartial(name), at: reference.location)
        }
        return nil
    }
}
