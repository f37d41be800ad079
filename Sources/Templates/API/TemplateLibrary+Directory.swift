import Foundation

extension TemplateLibrary {
    /// Loads every `*.mustache` file under `directory`, recursively, each named by its path under
    /// the folder without the extension (`partials/swatch`). Hidden files and folders are skipped.
    ///
    /// Throws `TemplateLibraryError` for template errors (file paths as `directory` spells them),
    /// or the file system's error when a file cannot be read.
    public init(directory: URL, missingPartials: MissingPartials = .error) throws {
        // Error paths start the way the caller spelled the folder (`templates/brand.mustache`).
        let folder = directory.relativePath == "." ? "" : directory.relativePath + "/"
        var sources: [(name: String, text: String, file: String?)] = []
        var undecodable: [(name: String, error: TemplateError)] = []
        for relativePath in try Self.templateFiles(in: directory) {
            let name = String(relativePath.dropLast(Self.fileExtension.count))
            let data = try Data(contentsOf: directory.appendingPathComponent(relativePath))
            // Not UTF-8 is a template error at the first bad byte, like any other, rather than
            // the file system's error, which names no file.
            switch SourceText.decoding(Array(data), templateName: name, file: folder + relativePath) {
            case .success(let text): sources.append((name, text, folder + relativePath))
            case .failure(let error): undecodable.append((name, error))
            }
        }
        try self.init(compiling: sources, failures: undecodable, missingPartials: missingPartials)
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
