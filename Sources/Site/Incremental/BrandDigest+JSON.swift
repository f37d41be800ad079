import Diagnostics
import Support

// The manifest is read and written on every build, and at a thousand brands it holds tens of
// thousands of strings: each type maps itself to and from `JSONValue` through one field table,
// a fraction of what the Codable machinery costs (its generic decoding was once the largest
// part of a rebuild). A field added to a digest is added here, once.

extension BrandDigest {
    /// The fields site-wide pages are made from; `siteHash` is the hash of these alone.
    static let siteFields: [JSONField<BrandDigest>] = [
        JSONField("relativePath", \.relativePath),
        JSONField("slug", \.slug),
        JSONField("name", \.name),
        JSONField("category", \.category),
        JSONField("summary", \.summary),
        JSONField("typeface", \.typeface),
        JSONField("appearance", \.appearance),
        JSONField("minimumIOS", \.minimumIOS),
        JSONField("colorCount", \.colorCount),
        JSONField("fontCount", \.fontCount),
        JSONField("componentCount", \.componentCount),
        JSONField("keyColors", \.keyColors),
        JSONField("palette", \.palette),
        JSONField("symbols", \.symbols),
        JSONField("companionPath", \.companionPath),
        JSONField("readmePath", \.readmePath),
    ]

    /// What only the build itself reads back: whether the guide changed, what it reported, and
    /// what its pages were rendered for and took in the output.
    static let buildFields: [JSONField<BrandDigest>] = [
        JSONField("input", \.input),
        JSONField("stamp", \.stamp),
        JSONField("diagnostics", \.diagnostics, read: Diagnostic.manifestList(json:), write: Diagnostic.manifestJSON(of:)),
        JSONField("siteHash", \.siteHash),
        JSONField("key", \.key),
        JSONField("columnHash", \.columnHash),
        JSONField("files", \.files),
        JSONField("pagePaths", \.pagePaths),
        JSONField("previewsFull", \.previewsFull),
        JSONField("previewsPartial", \.previewsPartial),
        JSONField("searchPostings", \.searchPostings),
        JSONField("searchChunkCount", \.searchChunkCount),
        JSONField("searchIDSpace", \.searchIDSpace),
        JSONField("renderDiagnostics", \.renderDiagnostics, read: Diagnostic.manifestList(json:), write: Diagnostic.manifestJSON(of:)),
    ]

    static let fields = siteFields + buildFields
}

extension BrandDigest.NamedColor: JSONRecord {
    static let fields: [JSONField<Self>] = [JSONField("name", \.name), JSONField("hex", \.hex)]
}

extension BrandDigest.SymbolUse: JSONRecord {
    static let fields: [JSONField<Self>] = [JSONField("name", \.name), JSONField("purpose", \.purpose), JSONField("size", \.size)]
}

/// A diagnostic is stored as one flat array, `[file, line, column, severity, code, message,
/// notes]`: manifests hold thousands of them.
extension Diagnostic {
    @Sendable fileprivate static func manifestList(json: JSONValue) -> [Diagnostic]? {
        guard case .array(let elements) = json else { return nil }
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(elements.count)
        for element in elements {
            guard let diagnostic = Diagnostic(manifest: element) else { return nil }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    @Sendable fileprivate static func manifestJSON(of diagnostics: [Diagnostic]) -> JSONValue {
        .array(diagnostics.map(\.manifestJSON))
    }

    private init?(manifest json: JSONValue) {
        guard let fields = json.arrayValue, fields.count >= 6, let file = String(json: fields[0]),
              let line = Int(json: fields[1]), let column = Int(json: fields[2]),
              let severity = String(json: fields[3]).flatMap(Severity.init(rawValue:)),
              let code = String(json: fields[4]), let message = String(json: fields[5]) else { return nil }
        var notes: [Diagnostic] = []
        if fields.count > 6 {
            guard let list = Self.manifestList(json: fields[6]) else { return nil }
            notes = list
        }
        self.init(severity, message, at: SourceLocation(file: file, line: line, column: column), code: code, notes: notes)
    }

    private var manifestJSON: JSONValue {
        var fields: [JSONValue] = [location.file.json, location.line.json, location.column.json, .string(severity.rawValue), code.json, message.json]
        if !notes.isEmpty { fields.append(Self.manifestJSON(of: notes)) }
        return .array(fields)
    }
}
