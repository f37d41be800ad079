/// Checking the names inside tags.
extension TreeBuilder {
    /// A dotted name (`color.hex`) or `.`.
    func variableName(_ text: String, of lexeme: Lexeme) throws(TemplateError) -> VariableName {
        guard !text.isEmpty else { throw error(.emptyTag, at: lexeme) }
        if text == "." { return VariableName(parts: []) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !text.utf8.contains(where: \.isWhitespace), !parts.contains(where: \.isEmpty) else {
            throw error(.invalidName(text), at: lexeme)
        }
        return VariableName(parts: parts)
    }

    /// A block name, or a partial's fixed name: anything without whitespace.
    func checkSimpleName(_ lexeme: Lexeme) throws(TemplateError) {
        guard !lexeme.content.isEmpty else { throw error(.emptyTag, at: lexeme) }
        guard !lexeme.content.utf8.contains(where: \.isWhitespace) else {
            throw error(.invalidName(lexeme.content), at: lexeme)
        }
    }

    /// What a partial or parent tag refers to. `*` makes the name dynamic; whitespace after it is
    /// padding (`{{> * dynamic }}`).
    func reference(to lexeme: Lexeme) throws(TemplateError) -> PartialReference {
        let name: PartialName
        if lexeme.content.hasPrefix("*") {
            name = .dynamic(try variableName(lexeme.content.dropFirst().trimmingWhitespace(), of: lexeme))
        } else {
            try checkSimpleName(lexeme)
            name = .fixed(lexeme.content)
        }
        return PartialReference(
            name: name,
            indentation: lexeme.isStandalone ? Indentation.removing(currentOutdent, from: lexeme.indentation) : nil,
            location: source.location(of: lexeme.range.lowerBound)
        )
    }
}
