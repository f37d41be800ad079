/// A diagnostic is stored as one flat array, `[file, line, column, severity, code, message,
/// notes]`: build manifests hold thousands of them, and an array decodes several times faster
/// than an object with a nested location.
extension Diagnostic {
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        let location = SourceLocation(file: try fields.decode(String.self), line: try fields.decode(Int.self), column: try fields.decode(Int.self))
        let severity = try fields.decode(Severity.self)
        let code = try fields.decode(String.self)
        let message = try fields.decode(String.self)
        let notes = fields.isAtEnd ? [] : try fields.decode([Diagnostic].self)
        self.init(severity, message, at: location, code: code, notes: notes)
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(location.file)
        try fields.encode(location.line)
        try fields.encode(location.column)
        try fields.encode(severity)
        try fields.encode(code)
        try fields.encode(message)
        if !notes.isEmpty { try fields.encode(notes) }
    }
}
