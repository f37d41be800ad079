/// A Mustache template, compiled once from its text into a tree that renders without parsing again.
///
/// ```swift
/// let template = try Template("Hello {{name}}!", name: "greeting")
/// let text = try template.render(["name": "world"])   // "Hello world!"
/// ```
///
/// Supports the whole core spec (interpolation, sections, inverted sections, comments, partials,
/// set delimiters) plus inheritance (`{{<layout}}{{$block}}…{{/block}}{{/layout}}`) and dynamic
/// names (`{{>*kind}}`). Partials and parents resolve through a `TemplateLibrary`.
public struct Template: Sendable {
    /// The name partials use for it, and errors print when it has no file (`partials/swatch`).
    public let name: String
    /// The file it was read from, as the user gave it, for error locations.
    public let file: String?
    let tokens: TokenList
    /// Every fixed partial and parent name it uses, with the tag's place.
    let references: [PartialReference]
    /// The source's size, a hint for the output buffer.
    let sourceSize: Int

    /// How deep sections, inverted sections, blocks and parents may nest in one template. Real
    /// templates nest under ten; 256 keeps compiling, rendering and releasing the token tree (all
    /// recursive) to a few hundred kilobytes of stack, and matches Markdown's limit.
    public static let nestingLimit = 256

    /// Compiles `text`. Throws the first error with its place: an unclosed or mismatched section,
    /// an unclosed tag, bad delimiters, an empty tag or a malformed name.
    public init(_ text: String, name: String, file: String? = nil) throws(TemplateError) {
        let source = SourceText(text, templateName: name, file: file)
        let compiled = try Self.compile(source)
        self.name = name
        self.file = file
        tokens = compiled.tokens
        references = compiled.references
        sourceSize = source.bytes.count
    }

    /// Renders the template on its own, where every partial and parent is missing and so renders
    /// as the empty string (the spec's rule). Use `TemplateLibrary` for templates with partials.
    public func render(_ value: TemplateValue) throws(TemplateError) -> String {
        var work = 0
        return try render(value, work: &work)
    }

    /// Renders, adding to `work` the sections, partials and blocks entered: what the tests count
    /// to show rendering grows linearly with nesting.
    func render(_ value: TemplateValue, work: inout Int) throws(TemplateError) -> String {
        var renderer = Renderer(value: value, templates: [:], missingPartials: .empty, capacity: sourceSize)
        do {
            try renderer.render(tokens, indent: "")
        } catch {
            work += renderer.work
            throw error
        }
        work += renderer.work
        return String(decoding: renderer.finish(), as: UTF8.self)
    }
}
