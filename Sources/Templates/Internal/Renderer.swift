/// Walks a compiled token tree against a value, appending to one output buffer.
///
/// The buffer is UTF-8 bytes with reserved capacity: every piece appended is valid text, so the
/// whole is, and a page goes to its file as it is (a `String` buffer paid for its bookkeeping on
/// each of a page's thousands of appends; those who ask for a `String` get one decoded once at
/// the end). The context stack
/// holds values, which are copy-on-write: pushing an object copies a reference, not the object.
/// Nothing is parsed here.
struct Renderer {
    /// How deep partials, parents and blocks may nest before rendering gives up.
    static let depthLimit = 100
    /// How deep rendering may recurse in all: sections, partials, parents and blocks together.
    /// One template nests at most `Template.nestingLimit` levels, but partials stack those, so
    /// partials and blocks check this too; the stack then never holds more than this plus one
    /// template's nesting (about 1,300 frames of a few hundred bytes).
    static let nestingLimit = 1_000

    let templates: [String: Template]
    let missingPartials: TemplateLibrary.MissingPartials
    var output: [UInt8] = []
    private var context: [ContextFrame]
    /// The overrides of every parent being rendered, outermost first: the outermost wins.
    var overrides: [[String: BlockContent]] = []
    var depth = 0
    /// Sections, partials and blocks being rendered, one inside the other.
    var nesting = 0
    /// Sections, partials and blocks rendered: the work the tests count.
    var work = 0

    init(value: TemplateValue, templates: [String: Template], missingPartials: TemplateLibrary.MissingPartials, capacity: Int) {
        self.templates = templates
        self.missingPartials = missingPartials
        context = [ContextFrame(value)]
        context.reserveCapacity(16)
        output.reserveCapacity(max(4096, capacity * 2))
    }

    /// Renders `tokens`; `indent` is what each of their source lines starts with (a standalone
    /// partial's indentation), emitted at each `.indent`.
    mutating func render(_ tokens: ArraySlice<Token>, indent: String) throws(TemplateError) {
        var index = tokens.startIndex
        while index < tokens.endIndex {
            defer { index += 1 }
            switch tokens[index] {
            case .text(let text):
                output += text.utf8
            case .indent:
                if !indent.isEmpty { output += indent.utf8 }
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
        work += 1
        let value = lookUp(name) ?? .null
        guard value.isTruthy != inverted else { return }
        nesting += 1
        defer { nesting -= 1 }
        if inverted {
            try render(body[...], indent: indent)
        } else if case .list(let items) = value {
            for item in items {
                context.append(ContextFrame(item))
                try render(body[...], indent: indent)
                context.removeLast()
            }
        } else {
            context.append(ContextFrame(value))
            try render(body[...], indent: indent)
            context.removeLast()
        }
    }

    /// Resolves a name: its first part against the context stack from the top, the rest against
    /// what the previous part gave. A miss anywhere is nil, never a fallback further down.
    func lookUp(_ name: VariableName) -> TemplateValue? {
        guard let first = name.first else { return context.last?.value }
        var index = context.count - 1
        while index >= 0 {
            if var value = context[index].members?[first] {
                for part in name.rest {
                    guard let next = value.member(part) else { return nil }
                    value = next
                }
                return value
            }
            index -= 1
        }
        return nil
    }

    private mutating func append(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .null:
            break
        case .string(let text):
            if escaped { HTMLEscaping.append(escaping: text, to: &output) } else { output += text.utf8 }
        case .int(let number):
            output += String(number).utf8
        default:
            if escaped { HTMLEscaping.append(escaping: value.text, to: &output) } else { output += value.text.utf8 }
        }
    }

    /// Cuts the output back to `count` UTF-8 bytes.
    mutating func truncateOutput(toUTF8Count count: Int) {
        output.removeSubrange(count...)
    }
}

/// One value on the context stack, with its members taken out once when it is pushed rather
/// than on every name looked up through it.
struct ContextFrame {
    let value: TemplateValue
    let members: [String: TemplateValue]?

    init(_ value: TemplateValue) {
        self.value = value
        if case .object(let members) = value { self.members = members } else { members = nil }
    }
}
