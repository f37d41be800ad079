import Foundation

extension TemplateLibrary {
    /// Loads every `*.mustache` file under `directory`, recursively, each named by its path under
    /// the folder without the extension (`partials/swatch`). Hidden files and folders are skipped.
    ///
    /// Throws `TemplateLibraryError` for template errors (file paths as `directory` spells them),
    /// or the file system's error when a file cannot be read.
    public init(directory: URL, missingPartials: MissingPartials = .error) throws {
        try self.init(directory: directory, over: [:], missingPartials: missingPartials)
    }

    /// Loads the templates of `directory` over `fallback` (template sources by name): a file
    /// of the folder replaces the fallback's template of its name and the fallback's others
    /// stay, so a folder can override one partial of a theme and keep the rest, as a Hugo
    /// site's layouts override its theme's. A nil `directory` gives the fallback alone.
    /// Partials resolve across both. Fallback templates have no file: errors name them.
    public init(directory: URL?, over fallback: [String: String], missingPartials: MissingPartials = .error) throws {
        var sources: [String: (name: String, text: String, file: String?)] = [:]
        for (name, text) in fallback { sources[name] = (name, text, nil) }
        var undecodable: [(name: String, error: TemplateError)] = []
        if let directory {
            // Error paths start the way the caller spelled the folder (`templates/brand.mustache`).
            let folder = directory.relativePath == "." ? "" : directory.relativePath + "/"
            for relativePath in try Self.templateFiles(in: directory) {
                let name = String(relativePath.dropLast(Self.fileExtension.count))
                let data = try Data(contentsOf: directory.appendingPathComponent(relativePath))
                // Not UTF-8 is a template error at the first bad byte, like any other, rather
                // than the file system's error, which names no file.
                switch SourceText.decoding(Array(data), templateName: name, file: folder + relativePath) {
                case .success(let text): sources[name] = (name, text, folder + relativePath)
                case .failure(let error):
                    sources[name] = nil
                    undecodable.append((name, error))
                }
            }
        }
        let ordered = sources.values.sorted { $0.name < $1.name }
        try self.init(compiling: ordered, failures: undecodable, missingPartials: missingPartials)
    }

    /// The file extension of templates, with its dot.
    public static let fileExtension = ".mustache"

    /// Paths of template files relative to `directory`, sorted so loading is deterministic.
    private static func templateFiles(in directory: URL) throws -> [String] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
        }
        let paths = fileManager.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { path in
            path.hasSuffix(fileExtension)
                && !path.split(separator: "/").contains { $0.hasPrefix(".") }
                && !isFolder(directory.appendingPathComponent(path).path, fileManager)
        }.sorted()
    }

    private static func isFolder(_ path: String, _ fileManager: FileManager) -> Bool {
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
