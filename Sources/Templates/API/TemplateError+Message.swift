extension TemplateError.Reason {
    /// The sentence after `error:`.
    var message: String {
        switch self {
        case .unclosedTag(let expected):
            "tag is never closed; expected '\(expected)'"
        case .emptyTag:
            "tag has no name"
        case .invalidName(let name):
            "invalid name '\(name)'; names have no spaces and no empty parts between dots"
        case .badDelimiters(let content):
            "bad set-delimiters tag '\(content)'; expected two delimiters, as in '{{=<% %>=}}'"
        case .unclosedSection(let name):
            "section '\(name)' is never closed"
        case .mismatchedClosingTag(let expected, let found):
            "section '\(expected)' closed with '{{/\(found)}}'"
        case .unexpectedClosingTag(let name):
            "closing tag '{{/\(name)}}' has no open section"
        case .unknownPartial(let name):
            "unknown partial '\(name)'"
        case .unknownTemplate(let name):
            "no template named '\(name)'"
        case .recursionTooDeep(let name, let limit):
            "partial '\(name)' nests more than \(limit) levels deep"
        case .nestedTooDeep(let name, let limit):
            "'\(name)' is nested deeper than \(limit) levels"
        case .invalidUTF8:
            "the template is not UTF-8 text (a byte here is not valid UTF-8)"
        }
    }
}
