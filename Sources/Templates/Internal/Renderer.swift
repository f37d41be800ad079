/// Walks a compiled token tree against a value, appending to one output buffer.
///
/// The context stack holds values, which are copy-on-write: pushing an object copies a reference,
/// not the object. Nothing is parsed here.
struct Renderer {
    /// How deep partials, parents and blocks may nest before rendering gives up.
    static let depthLimit = 100

    let templates: [String: Template]
    let missingPartials: TemplateLibrary.MissingPartials
    var output = ""
    private var context: [TemplateValue]
    /// The overrides of every parent being rendered, outermost first: the outermost wins.
    var overrides: [[String: BlockContent]] = []
    var depth = 0

    init(value: TemplateValue, templates: [String: Template], missingPartials: TemplateLibrary.MissingPartials, capacity: Int) {
        self.templates = templates
        self.missingPartials = missingPartials
        context = [value]
        context.reserveCapacity(16)
        output.reserveCapacity(max(4096, capacity * 2))
    }

    /// Renders `tokens`; `indent` is what each of their source lines starts with (a standalone
    /// partial's indentation).
    mutating func render(_ tokens: ArraySlice<Token>, indent: String) throws(TemplateError) {
        for token in tokens {
            switch token {
            case .text(let text):
                append(text, indent: indent)
            case .indent:
                output += indent
            case .variable(let name, let escaped):
                if let value = lookUp(name) { append(value, escaped: escaped) }
            case .section(let name, let body, let inverted):
                try renderSection(name, body: body, inverted: inverted, indent: indent)
            case .partial(let reference):
                try renderPartial(reference, overrides: nil, indent: indent)
            case .parent(let reference, let overrides):
                try renderPartial(reference, overrides: overrides, indent: indent)
            case .block(let site):
                try renderBlock(site, indent: indent)
            }
        }
    }

    private mutating func renderSection(_ name: VariableName, body: [Token], inverted: Bool, indent: String) throws(TemplateError) {
        let value = lookUp(name) ?? .null
        guard value.isTruthy != inverted else { return }
        if inverted {
            try render(body[...], indent: indent)
        } else if case .list(let items) = value {
            for item in items {
                context.append(item)
                try render(body[...], indent: indent)
                context.removeLast()
            }
        } else {
            context.append(value)
            try render(body[...], indent: indent)
            context.removeLast()
        }
    }

    /// Resolves a name: its first part against the context stack from the top, the rest against
    /// what the previous part gave. A miss anywhere is nil, never a fallback further down.
    func lookUp(_ name: VariableName) -> TemplateValue? {
        guard let first = name.parts.first else { return context.last }
        var found: TemplateValue?
        for frame in context.reversed() {
            if case .object(let members) = frame, let value = members[first] {
                found = value
                break
            }
        }
        guard var value = found else { return nil }
        for part in name.parts.dropFirst() {
            guard let next = value.member(part) else { return nil }
            value = next
        }
        return value
    }

    private mutating func append(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .null:
            break
        case .string(let text):
            if escaped { HTMLEscaping.append(escaping: text, to: &output) } else { output += text }
        default:
            if escaped { HTMLEscaping.append(escaping: value.text, to: &output) } else { output += value.text }
        }
    }

    /// Appends literal text, putting `indent` after each newline that more text follows.
    private mutating func append(_ text: String, indent: String) {
        guard !indent.isEmpty else {
            output += text
            return
        }
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        var index = lineStart
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == UInt8(ascii: "\n"), next != bytes.endIndex {
                output += Substring(bytes[lineStart..<next])
                output += indent
                lineStart = next
            }
            index = next
        }
        output += Substring(bytes[lineStart...])
    }

    /// Cuts the output back to `count` UTF-8 bytes.
    mutating func truncateOutput(toUTF8Count count: Int) {
        output.removeSubrange(output.utf8.index(output.utf8.startIndex, offsetBy: count)...)
    }
}
