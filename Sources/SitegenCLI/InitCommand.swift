import Foundation
import Support

/// `sitegen init [<dir>]`: a new project, as `hugo new site` and `zola init` make one, from
/// what the binary carries (no checkout needed): `sitegen.toml`, `content/` with one sample
/// guide and its license, and `templates/`, the default theme.
struct InitCommand: SitegenCommand {
    static let spec = CommandSpec(
        name: "init",
        overview: "Create a new project: sitegen.toml, a sample guide and the default theme.",
        arguments: [ArgumentSpec("dir", help: "The folder to create the project in (default: the current folder).", isOptional: true)],
        discussion: """
        Writes sitegen.toml, content/dating/bumble/ (a sample guide with its README and
        DESIGN.md, and content/LICENSE, the guide's MIT license) and templates/ (the default
        theme, to edit like a Hugo theme). The folder is created when missing; one that holds
        anything but hidden files (such as .git) is refused, so nothing is overwritten. Then:

          cd <dir> && sitegen build && sitegen serve
        """,
        exitCodes: [
            ExitStatus(.success, "The project was created."),
            .usage,
            ExitStatus(.ioError, "The folder is not empty (or is a file), or a file cannot be written."),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) async -> ExitCode {
        createProject(at: arguments.positionals.first ?? ".", console: console)
    }

    /// Creates the project at `path`. The folder is opened once, checked for emptiness through
    /// that descriptor, and every folder and file is created beneath it (`FolderBoundary.create`),
    /// never through a link: one swapped in after the check (`templates` → elsewhere) stops the
    /// writing with exit 74 rather than taking the theme outside the project. `afterCheck` runs
    /// between the check and the first write, where tests swap a link in.
    static func createProject(at path: String, console: Console, afterCheck: () -> Void = {}) -> ExitCode {
        let folder = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            console.err("Error: '\(path)' is a file; name a new or empty folder\n")
            return .ioError
        }
        let target: FolderBoundary
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard let opened = FolderBoundary(path: folder.path) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            target = opened
        } catch {
            console.err("Error: could not write the project in '\(path)': \(error.localizedDescription)\n")
            return .ioError
        }
        let visible = target.names().filter { !$0.hasPrefix(".") }.sorted()
        guard visible.isEmpty else {
            let shown = visible.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (visible.count > 3 ? ", …" : "")
            console.err("Error: refusing to create a project in '\(path)': it is not empty (\(shown))\n")
            return .ioError
        }
        afterCheck()
        do throws(FileFailure) {
            for file in [EmbeddedFile(path: "sitegen.toml", text: starterSettings)] + EmbeddedTheme.files {
                try target.create(file.path, bytes: file.text.utf8)
            }
        } catch {
            console.err("Error: could not write the project in '\(path)': \(error.sentence(about: path))\n")
            return .ioError
        }
        let next = path == "." ? "sitegen build && sitegen serve" : "cd \(path) && sitegen build && sitegen serve"
        console.out("Created a sitegen project in \(path) (\(EmbeddedTheme.files.count + 1) files). Next:\n  \(next)\n")
        return .success
    }

    /// The new project's `sitegen.toml`: every key, the optional ones commented out.
    static let starterSettings = """
    # sitegen.toml: the settings of this site. Command-line flags override them
    # (sitegen build --base-url ...); sitegen build --help lists them.
    title = "Brand guides"
    # description = "Our SwiftUI brand guides: colors, type, components and symbols."

    # Where the site is published. With an origin (https://...) the build writes sitemap.xml
    # with absolute URLs; with a path alone (/docs/) or nothing, it writes none.
    # base_url = "https://example.com/docs/"

    # What a visitor sees until they pick one with the theme toggle: light, dark or system.
    appearance = "system"

    [content]
    # Companion files published beside each guide as pages of their own; [] for none.
    companions = ["DESIGN.md"]

    """
}
