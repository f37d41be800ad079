import Diagnostics
import Foundation
import Site
import Support

/// Finds and reads a project's `sitegen.toml` for `build` and `serve`. The file is optional:
/// without one every setting keeps its default. Site knows the keys; this only finds the file.
enum SettingsFile {
    /// Why the settings cannot be had.
    enum Failure: Error {
        /// The file has errors (exit 1), each as `sitegen.toml:line:col: error: …`.
        case invalid([Diagnostic])
        /// `--config` names a file that does not exist, or it cannot be read (exit 66).
        case unreadable(String)

        var exitCode: ExitCode {
            switch self {
            case .invalid: .failure
            case .unreadable: .noInput
            }
        }

        /// The lines to print.
        var report: String {
            switch self {
            case .invalid(let diagnostics): diagnostics.map { $0.description + "\n" }.joined()
            case .unreadable(let reason): "Error: \(reason)\n"
            }
        }
    }

    /// The settings of the project in `project`: `explicit` (from `--config`) when given and
    /// else `sitegen.toml` there, if present.
    static func load(explicit: String?, project: URL) throws(Failure) -> SiteSettings {
        let url = URL(fileURLWithPath: explicit ?? SiteSettings.fileName, relativeTo: project).standardizedFileURL
        let shown = explicit ?? SiteSettings.fileName
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            if explicit == nil { return SiteSettings() }
            throw .unreadable("the settings file '\(shown)' does not exist")
        }
        // A FIFO or device would block or never end: only a regular file is read.
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard !isFolder.boolValue, attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw .unreadable("the settings file '\(shown)' is not a regular file")
        }
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= TOMLDocument.maximumBytes else {
            let message = TOMLError(.fileTooLarge(bytes: size), at: TOMLPosition(line: 0, column: 0)).message
            throw .invalid([Diagnostic(.error, message, at: SourceLocation(file: shown), code: "config")])
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadable("cannot read the settings file '\(shown)'")
        }
        do { return try SiteSettings(parsing: Array(data), file: shown) } catch {
            throw .invalid(error.diagnostics)
        }
    }
}
