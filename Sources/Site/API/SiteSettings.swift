import Diagnostics
import Support

/// What a project's `sitegen.toml` says about its site. Every key may be left out; the
/// command line overrides what the file gives (`--base-url`).
///
/// ```toml
/// title = "Acme design"
/// base_url = "https://example.com/docs/"
/// description = "Acme's SwiftUI brand guides."
/// appearance = "system"        # light, dark or system
///
/// [content]
/// companions = ["DESIGN.md"]   # published beside each guide as its own page; [] for none
/// ```
public struct SiteSettings: Sendable, Equatable {
    /// The file's name at the project root.
    public static let fileName = "sitegen.toml"

    /// The site's name, in every page's title and header (default `sitegen`).
    public var title: String?
    /// Where the site is hosted; with an origin (`https://…`) the build writes a sitemap.
    public var baseURL: String?
    /// The home page's description (its `<meta name="description">`).
    public var description: String?
    /// What a visitor sees before choosing in the theme toggle.
    public var appearance: Appearance?
    /// The companion files published beside each guide as pages of their own.
    public var companions: [String]?

    /// Settings that set nothing.
    public init() {}

    /// Reads `sitegen.toml`'s bytes; every problem is reported, each at its line and column
    /// in `file` (the path as shown).
    public init(parsing bytes: [UInt8], file: String) throws(SiteSettingsError) {
        let document: TOMLDocument
        do { document = try TOMLDocument(parsing: bytes) } catch {
            throw SiteSettingsError(diagnostics: [Self.diagnostic(error.message, file: file, at: error.position)])
        }
        var reader = SiteSettingsReader(file: file)
        self = reader.read(document.root)
        if !reader.problems.isEmpty { throw SiteSettingsError(diagnostics: reader.problems.sorted()) }
    }

    static func diagnostic(_ message: String, file: String, at position: TOMLPosition) -> Diagnostic {
        Diagnostic(.error, message, at: SourceLocation(file: file, line: position.line, column: position.column), code: "config")
    }
}

/// Why `sitegen.toml` cannot be used: its problems, sorted, as `path:line:col: error: …`.
public struct SiteSettingsError: Error, Sendable, Equatable {
    /// Every problem found, sorted by place.
    public var diagnostics: [Diagnostic]
}
