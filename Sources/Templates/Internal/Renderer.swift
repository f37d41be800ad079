/// Walks a compiled token tree against a value, appending to one output buffer.
///
/// The buffer is UTF-8 bytes (`OutputBuffer`): every piece appended is valid text, so the
/// whole is, and a page goes to its file as it is (a `String` buffer paid for its bookkeeping on
/// each of a page's thousands of appends; those who ask for a `String` get one decoded once at
/// the end). The context stack holds values, which are copy-on-write: pushing an object copies
/// a reference, not the object. Nothing is parsed here. Not copyable, as its buffer is not.
struct Renderer: ~Copyable {
    /// How deep partials, parents and blocks may nest before rendering gives up.
    static let depthLimit = 100
    /// How deep rendering may recurse in all: sections, partials, parents and blocks together.
    /// One template nests at most `Template.nestingLimit` levels, but partials stack those, so
    /// partials and blocks check this too; the stack then never holds more than this plus one
    /// template's nesting (about 1,300 frames of a few hundred bytes).
    static let nestingLimit = 1_000

    let templates: [String: Template]
    let missingPartials: TemplateLibrary.MissingPartials
    var output: OutputBuffer
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
        output = OutputBuffer(capacity: max(4096, capacity * 2))
    }

    /// Renders `list`'s tokens from `start`; `indent` is what each of their source lines starts
    /// with (a standalone partial's indentation), emitted at each `.indent`.
    mutating func render(_ list: TokenList, from start: Int = 0, indent: String) throws(TemplateError) {
        try list.text.withUnsafeBufferPointer { (text) throws(TemplateError) in
            for index in start..<list.tokens.count {
                switch list.tokens[index] {
                case .text(let start, let end):
                    output.append(UnsafeBufferPointer(rebasing: text[start..<end]))
                case .indent:
                    if !indent.isEmpty { output.append(indent) }
                case .variable(let name, let escaped):
                    if let value = lookUp(list.names, name) { append(value, escaped: escaped) }
                case .section(let name, let body, let inverted):
                    try renderSection(list.names[name], body: body, inverted: inverted, indent: indent)
                case .partial(let reference):
                    try renderPartial(reference, overrides: nil, indent: indent)
                case .parent(let reference, let overrides):
                    try renderPartial(reference, overrides: overrides, indent: indent)
                case .block(let site):
                    try renderBlock(site, indent: indent)
                }
            }
        }
    }

    private mutating func renderSection(_ name: VariableName, body: TokenList, inverted: Bool, indent: String) throws(TemplateError) {
        work += 1
        let value = lookUp(name) ?? .null
        guard value.isTruthy != inverted else { return }
        nesting += 1
        defer { nesting -= 1 }
        if inverted {
            try render(body, indent: indent)
        } else if case .list(let items) = value {
            for item in items {
                context.append(ContextFrame(item))
                try render(body, indent: indent)
                context.removeLast()
            }
        } else {
            context.append(ContextFrame(value))
            try render(body, indent: indent)
            context.removeLast()
        }
    }

    /// Resolves a name (`names[index]`): its first part against the context stack from the top,
    /// the rest against what the previous part gave. A miss anywhere is nil, never a fallback
    /// further down.
    func lookUp(_ names: [VariableName], _ index: Int) -> TemplateValue? {
        // Through the buffer, as `lookUp(names[index])` copied the name (two references) first.
        names.withUnsafeBufferPointer { names in lookUp(names[index]) }
    }

    func lookUp(_ name: VariableName) -> TemplateValue? {
        guard let first = name.first else { return context.last?.value }
        // Frames are read in place: copying one out took a reference to its object's storage.
        let found = context.withUnsafeBufferPointer { frames -> TemplateValue? in
            var index = frames.count - 1
            while index >= 0 {
                if let value = frames[index].member(first) { return value }
                index -= 1
            }
            return nil
        }
        guard var value = found else { return nil }
        for part in name.rest {
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
            if escaped { output.append(escaping: text) } else { output.append(text) }
        case .int(let number):
            output.append(String(number))
        default:
            if escaped { output.append(escaping: value.text) } else { output.append(value.text) }
        }
    }

    /// Cuts the output back to `count` UTF-8 bytes.
    mutating func truncateOutput(toUTF8Count count: Int) {
        output.truncate(to: count)
    }

    /// The bytes rendered.
    consuming func finish() -> [UInt8] {
        output.bytes()
    }
}

/// One value on the context stack.
struct ContextFrame {
    let value: TemplateValue

    init(_ value: TemplateValue) {
        self.value = value
    }

    /// The value of a key when the frame is an object: the first part of a name is looked up
    /// in objects only.
    func member(_ key: String) -> TemplateValue? {
        guard case .object(let members) = value else { return nil }
        return members[key]
    }
}
