/// Everything wrong with a set of templates, found while making a library: each template's first
/// compile error and, in strict mode, every unknown partial.
public struct TemplateLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The errors, sorted by file, line and column.
    public var errors: [TemplateError]

    /// Creates the error from its parts, sorting them.
    public init(errors: [TemplateError]) {
        self.errors = errors.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    /// Every error in the format editors parse, separated by newlines.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
