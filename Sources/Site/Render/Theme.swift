import Diagnostics
import Foundation
import Templates

/// The theme: Mustache templates (compiled once) and the static files beside them, from the
/// templates folder over the built-in theme, file by file (`ThemeLayers`).
struct Theme: Sendable {
    var library: TemplateLibrary?
    var assets: [SiteFile]
    var diagnostics: [Diagnostic]
    /// A hash of every file of the theme, the folder's and the built-in ones it leaves: any
    /// change to it changes every page.
    var hash: String
    /// Where each template's errors point: its file in the folder, or the built-in theme.
    var files: TemplateFiles

    /// Templates every site needs.
    static let required = ["index", "category", "brand", "design", "symbols", "404", "compare", "compare-category", "partials/snippet", "partials/compare-cell"]

    /// The theme of `layers`: the folder's templates over the built-in ones.
    static func load(_ layers: ThemeLayers, display: @escaping @Sendable (URL) -> String) -> Theme {
        let files = TemplateFiles(
            folder: layers.folder, folderTemplates: layers.folderTemplateNames,
            builtInTemplates: Set(layers.builtInTemplates.keys), display: display
        )
        var diagnostics: [Diagnostic] = []
        var library: TemplateLibrary?
        do {
            library = try TemplateLibrary(directory: layers.folder, over: layers.builtInTemplates)
        } catch let error as TemplateLibraryError {
            diagnostics += error.errors.map { files.diagnostic(for: $0) }
        } catch {
            diagnostics.append(Diagnostic(.error, "cannot read the templates: \(error.localizedDescription)", at: SourceLocation(file: layers.folder.map(display) ?? ""), code: "template.unreadable"))
        }
        if let loaded = library {
            for name in required where loaded[name] == nil {
                diagnostics.append(Diagnostic(.error, "the theme has no '\(name).mustache' template", at: SourceLocation(file: files.file(of: name)), code: "template.missing"))
                library = nil
            }
        }
        return Theme(library: library, assets: layers.assets(), diagnostics: diagnostics, hash: layers.hash(), files: files)
    }
}

/// The file a template came from, for its errors: `templates/partials/card.mustache` when the
/// folder has it, else `<built-in>/partials/card.mustache`, the built-in theme's own (which
/// `sitegen init` writes out as `templates/partials/card.mustache`). A template neither has
/// belongs in the folder, when there is one.
struct TemplateFiles: Sendable {
    let folder: URL?
    let folderTemplates: Set<String>
    let builtInTemplates: Set<String>
    let display: @Sendable (URL) -> String

    static let builtInPrefix = "<built-in>/"

    func file(of template: String) -> String {
        let path = template + TemplateLibrary.fileExtension
        if let folder, folderTemplates.contains(template) || !builtInTemplates.contains(template) {
            return display(folder.appendingPathComponent(path))
        }
        return Self.builtInPrefix + path
    }

    /// A template error as a diagnostic at its file's line and column.
    func diagnostic(for error: TemplateError) -> Diagnostic {
        let location = SourceLocation(file: file(of: error.templateName), line: error.line, column: error.column)
        return Diagnostic(.error, error.message, at: location, code: "template.error")
    }
}
