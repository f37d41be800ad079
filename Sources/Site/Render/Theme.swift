import Diagnostics
import Foundation
import Templates

/// The theme folder: Mustache templates (compiled once) and the static files beside them.
struct Theme: Sendable {
    var library: TemplateLibrary?
    var assets: [SiteFile]
    var diagnostics: [Diagnostic]
    /// A hash of every file of the theme: any change to it changes every page.
    var hash: String

    /// Templates every site needs.
    static let required = ["index", "category", "brand", "design", "symbols", "404", "compare", "compare-category", "partials/snippet", "partials/compare-cell"]

    static func load(from directory: URL, display: (URL) -> String) -> Theme {
        var diagnostics: [Diagnostic] = []
        var library: TemplateLibrary?
        do {
            library = try TemplateLibrary(directory: directory)
        } catch let error as TemplateLibraryError {
            diagnostics += error.errors.map { diagnostic(for: $0, directory: directory, display: display) }
        } catch {
            diagnostics.append(Diagnostic(.error, "cannot read the templates: \(error.localizedDescription)", at: SourceLocation(file: display(directory)), code: "template.unreadable"))
        }
        if let loaded = library {
            for name in required where loaded[name] == nil {
                diagnostics.append(Diagnostic(.error, "the theme has no '\(name).mustache' template", at: SourceLocation(file: display(directory.appendingPathComponent("\(name).mustache"))), code: "template.missing"))
                library = nil
            }
        }
        return Theme(library: library, assets: assets(in: directory), diagnostics: diagnostics, hash: hash(of: directory))
    }

    /// A template error as a diagnostic at `templates/<name>.mustache:line:col`.
    static func diagnostic(for error: TemplateError, directory: URL, display: (URL) -> String) -> Diagnostic {
        let file = display(directory.appendingPathComponent(error.templateName + TemplateLibrary.fileExtension))
        let location = SourceLocation(file: file, line: error.line, column: error.column)
        return Diagnostic(.error, error.message, at: location, code: "template.error")
    }

    private static func hash(of directory: URL) -> String {
        var hash = ContentHash()
        let root = directory.standardizedFileURL.path
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).sorted()
        for file in files {
            guard let data = FileManager.default.contents(atPath: root + "/" + file) else { continue }
            hash.combine(file)
            hash.combine(data)
        }
        return hash.value
    }

    /// Every file of the theme that is not a template, copied to the same path in the site.
    private static func assets(in directory: URL) -> [SiteFile] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        let root = directory.standardizedFileURL.path
        var files: [SiteFile] = []
        for case let url as URL in walker where url.pathExtension != "mustache" && url.lastPathComponent.lowercased() != "readme.md" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            files.append(SiteFile(String(path.dropFirst(root.count + 1)), copying: url))
        }
        return files.sorted { $0.path < $1.path }
    }
}
