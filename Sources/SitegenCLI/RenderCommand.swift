import Foundation
import Support
import Templates

/// `sitegen render <template>`: one template against JSON data, printed exactly as rendered.
///
/// The theme author's tool for trying a template, and the way the Mustache spec runs from outside.
struct RenderCommand: SitegenCommand {
    static let spec = CommandSpec(
        name: "render",
        overview: "Render one Mustache template against JSON data.",
        arguments: [ArgumentSpec("template", help: "The template file, such as templates/brand.mustache.")],
        options: [
            .value("--data", "file.json", help: "The JSON data to render.", default: "an empty object"),
            .value("--partials", "dir", help: "Where partials and parents resolve, by path without '.mustache'.",
                   default: "the template's folder"),
            .value("--missing-partials", "mode", help: "What an unknown partial does: an error, or nothing as in the Mustache spec.",
                   default: "error", choices: ["error", "empty"]),
        ],
        discussion: """
        Prints the rendered text and nothing else (no newline is added). Template errors go to
        standard error as 'path:line:col: error: ...'.
        Exits 0, or 1 when a file is missing or a template has errors; 64 for bad usage.
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) async -> ExitCode {
        let templatePath = arguments.positionals[0]
        let folder = (templatePath as NSString).deletingLastPathComponent
        let partialsPath = arguments.value("--partials") ?? (folder.isEmpty ? "." : folder)
        let missingPartials: TemplateLibrary.MissingPartials = arguments.value("--missing-partials") == "empty" ? .empty : .error
        do {
            let data = try arguments.value("--data").map(readData) ?? [:]
            let text = try readText(templatePath)
            let (library, name) = try makeLibrary(root: text, at: templatePath, partials: partialsPath, missingPartials: missingPartials)
            console.out(try library.render(data, withTemplate: name))
            return .success
        } catch let error as RenderFailure {
            console.err(error.message + "\n")
        } catch let error as TemplateLibraryError {
            console.err(error.description + "\n")
        } catch let error as TemplateError {
            console.err(error.description + "\n")
        } catch {
            console.err("sitegen render: error: \(error)\n")
        }
        return .failure
    }

    /// The library the template renders in, and the template's name there. A template inside the
    /// partials folder is the one loaded with it (`brand`); one elsewhere joins under its path, a
    /// name no partial tag can clash with.
    private static func makeLibrary(root text: String, at path: String, partials: String, missingPartials: TemplateLibrary.MissingPartials) throws -> (TemplateLibrary, String) {
        let folder = URL(fileURLWithPath: partials, isDirectory: true)
        guard isDirectory(partials) else { throw RenderFailure(path: partials, "no such folder") }
        if let name = name(of: path, inside: folder) {
            return (try TemplateLibrary(directory: folder, missingPartials: missingPartials), name)
        }
        // Partials compile leniently first, so unknown names are checked once, with the root included.
        var errors: [TemplateError] = []
        var templates: [Template] = []
        do {
            let partialsOnly = try TemplateLibrary(directory: folder, missingPartials: .empty)
            templates = partialsOnly.names.compactMap { partialsOnly[$0] }
        } catch let error as TemplateLibraryError {
            errors += error.errors
        }
        do throws(TemplateError) {
            templates.append(try Template(text, name: path, file: path))
        } catch {
            errors.append(error)
        }
        guard errors.isEmpty else { throw TemplateLibraryError(errors: errors) }
        return (try TemplateLibrary(templates: templates, missingPartials: missingPartials), path)
    }

    /// The library name of a `.mustache` file under `folder`, or nil for a file elsewhere.
    private static func name(of path: String, inside folder: URL) -> String? {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = folder.standardizedFileURL.path + "/"
        guard file.hasPrefix(prefix), file.hasSuffix(TemplateLibrary.fileExtension) else { return nil }
        return String(file.dropFirst(prefix.count).dropLast(TemplateLibrary.fileExtension.count))
    }

    private static func readText(_ path: String) throws(RenderFailure) -> String {
        guard FileManager.default.fileExists(atPath: path), !isDirectory(path) else { throw RenderFailure(path: path, "no such file") }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw RenderFailure(path: path, "cannot read the file as UTF-8 text")
        }
        return text
    }

    private static func readData(_ path: String) throws(RenderFailure) -> TemplateValue {
        guard FileManager.default.fileExists(atPath: path), !isDirectory(path),
              let bytes = FileManager.default.contents(atPath: path) else { throw RenderFailure(path: path, "no such file") }
        do throws(JSONValue.ParseError) {
            return TemplateValue(try JSONValue(parsing: bytes))
        } catch {
            let (line, column) = error.location(in: bytes)
            throw RenderFailure(path: "\(path):\(line):\(column)", "invalid JSON: \(error.reason)")
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// A file the command cannot use, printed as `path: error: message`.
private struct RenderFailure: Error {
    let message: String

    init(path: String, _ problem: String) {
        message = "\(path): error: \(problem)"
    }
}
