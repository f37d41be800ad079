/// A set of compiled templates by name, through which partials and parents resolve.
///
/// ```swift
/// let library = try TemplateLibrary(directory: URL(fileURLWithPath: "templates"))
/// let html = try library.render(page, withTemplate: "brand")
/// ```
///
/// Every template is compiled once, when the library is made; rendering only walks the trees.
public struct TemplateLibrary: Sendable {
    /// What a partial or parent tag naming no template in the library does.
    public enum MissingPartials: Sendable, Equatable {
        /// Report it: fixed names when the library is made, each with its place; dynamic names
        /// (`{{>*kind}}`) while rendering. The default, so a typo in a theme is an error.
        case error
        /// Render it as the empty string, as the Mustache spec says.
        case empty
    }

    /// How missing partials are treated.
    public let missingPartials: MissingPartials
    private let templates: [String: Template]

    /// Makes a library of compiled templates. A later template with the same name replaces an
    /// earlier one. In `.error` mode, throws every fixed partial or parent name that names no
    /// template, each at its tag.
    public init(templates: [Template], missingPartials: MissingPartials = .error) throws(TemplateLibraryError) {
        try self.init(compiled: templates, failures: [], missingPartials: missingPartials)
    }

    /// Compiles templates from their text, keyed by name. Throws every template's first error
    /// (and, in `.error` mode, every unknown partial) at once.
    public init(sources: [String: String], missingPartials: MissingPartials = .error) throws(TemplateLibraryError) {
        try self.init(
            compiling: sources.sorted { $0.key < $1.key }.map { (name: $0.key, text: $0.value, file: nil) },
            missingPartials: missingPartials
        )
    }

    /// The names of the templates, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// The template with a name, if there is one.
    public subscript(name: String) -> Template? { templates[name] }

    /// Renders the named template against `value`. The text is in storage of its own size:
    /// a small result kept for long (a comparison cell, held until every compare page is out)
    /// keeps none of the room the renderer reserved ahead.
    public func render(_ value: TemplateValue, withTemplate name: String) throws(TemplateError) -> String {
        String(decoding: try renderUTF8(value, withTemplate: name), as: UTF8.self)
    }

    /// Renders the named template against `value` as UTF-8 bytes: for a page that goes to its
    /// file as it is, with no `String` made of it.
    public func renderUTF8(_ value: TemplateValue, withTemplate name: String) throws(TemplateError) -> [UInt8] {
        guard let template = templates[name] else {
            throw TemplateError(.unknownTemplate(name), at: TemplateLocation(templateName: name))
        }
        var renderer = Renderer(value: value, templates: templates, missingPartials: missingPartials, capacity: template.sourceSize)
        try renderer.render(template.tokens, indent: "")
        return renderer.finish()
    }

    /// Compiles sources, collecting each one's error instead of stopping at the first.
    init(compiling sources: [(name: String, text: String, file: String?)], failures earlier: [(name: String, error: TemplateError)] = [], missingPartials: MissingPartials) throws(TemplateLibraryError) {
        var compiled: [Template] = []
        var failures = earlier
        for source in sources {
            do {
                compiled.append(try Template(source.text, name: source.name, file: source.file))
            } catch {
                failures.append((source.name, error))
            }
        }
        try self.init(compiled: compiled, failures: failures, missingPartials: missingPartials)
    }

    private init(compiled: [Template], failures: [(name: String, error: TemplateError)], missingPartials: MissingPartials) throws(TemplateLibraryError) {
        var templates: [String: Template] = [:]
        for template in compiled { templates[template.name] = template }
        self.templates = templates
        self.missingPartials = missingPartials

        var errors = failures.map(\.error)
        if missingPartials == .error {
            // A template that failed to compile still exists: naming it is not a second error.
            let known = Set(templates.keys).union(failures.map(\.name))
            for template in templates.values {
                for reference in template.references {
                    if case .fixed(let name) = reference.name, !known.contains(name) {
                        errors.append(TemplateError(.unknownPartial(name), at: reference.location))
                    }
                }
            }
        }
        if !errors.isEmpty { throw TemplateLibraryError(errors: errors) }
    }
}
