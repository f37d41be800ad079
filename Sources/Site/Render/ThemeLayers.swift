import Foundation
import Templates

/// The two layers of a theme: the templates folder, when there is one, over the theme the
/// binary carries. A file of the folder wins over the built-in file at the same path, and
/// every built-in file the folder leaves out is used as it is, as Hugo's lookup takes a
/// site's layout over its theme's one file at a time: a folder holding only
/// `partials/footer.mustache` changes the footer and keeps the rest of the built-in theme.
struct ThemeLayers: Sendable {
    /// The templates folder; nil when the built-in theme is used alone.
    let folder: URL?
    /// The built-in theme's files, by path in the theme (`partials/card.mustache`).
    let builtIn: [String: String]
    /// The folder's regular files, by path in the folder, hidden ones left out; sorted.
    let folderFiles: [String]

    init(folder: URL?, builtIn: [String: String]) {
        self.folder = folder
        self.builtIn = builtIn
        self.folderFiles = folder.map(Self.files(in:)) ?? []
    }

    /// The names of the folder's templates (`partials/card`).
    var folderTemplateNames: Set<String> {
        Set(folderFiles.compactMap(Self.templateName(of:)))
    }

    /// The built-in templates' sources, by name.
    var builtInTemplates: [String: String] {
        var sources: [String: String] = [:]
        for (path, text) in builtIn {
            if let name = Self.templateName(of: path) { sources[name] = text }
        }
        return sources
    }

    /// Every file of the theme that is not a template, copied to the same path in the site:
    /// the folder's, then the built-in ones at paths the folder does not have.
    func assets() -> [SiteFile] {
        var files: [String: SiteFile] = [:]
        for (path, text) in builtIn where Self.isAsset(path) {
            files[path] = SiteFile(path, text: text)
        }
        if let folder {
            for path in folderFiles where Self.isAsset(path) {
                files[path] = SiteFile(path, copying: folder.appendingPathComponent(path))
            }
        }
        return files.keys.sorted().compactMap { files[$0] }
    }

    /// A hash of every file the theme is made of, each by its path and bytes; a folder's file
    /// that matches the built-in one it overrides hashes as that file does.
    func hash() -> String {
        var bytes: [String: Data] = [:]
        for (path, text) in builtIn { bytes[path] = Data(text.utf8) }
        if let folder {
            for path in folderFiles {
                bytes[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
            }
        }
        var hash = ContentHash()
        for path in bytes.keys.sorted() {
            guard let data = bytes[path] else { continue }
            hash.combine(path)
            hash.combine(data)
        }
        return hash.value
    }

    /// `partials/card` for `partials/card.mustache`; nil for a file that is not a template.
    private static func templateName(of path: String) -> String? {
        path.hasSuffix(TemplateLibrary.fileExtension) ? String(path.dropLast(TemplateLibrary.fileExtension.count)) : nil
    }

    /// A README in a theme describes the theme; it is no file of the site.
    private static func isAsset(_ path: String) -> Bool {
        templateName(of: path) == nil && (path.split(separator: "/").last ?? "").lowercased() != "readme.md"
    }

    private static func files(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        let root = folder.standardizedFileURL.path
        var paths: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            paths.append(String(url.standardizedFileURL.path.dropFirst(root.count + 1)))
        }
        return paths.sorted()
    }
}
