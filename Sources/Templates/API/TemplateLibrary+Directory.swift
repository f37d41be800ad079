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
        let sources = try Self.templateFiles(in: directory).map { relativePath in
            (
                name: String(relativePath.dropLast(Self.fileExtension.count)),
                text: try String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8),
                file: Optional(folder + relativePath)
            )
        }
        try self.init(compiling: sources, missingPartials: missingPartials)
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
