import Foundation

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
        let path = arguments.positionals.first ?? "."
        let folder = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                console.err("Error: '\(path)' is a file; name a new or empty folder\n")
                return .ioError
            }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let visible = entries.filter { !$0.hasPrefix(".") }.sorted()
            guard visible.isEmpty else {
                let shown = visible.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (visible.count > 3 ? ", …" : "")
                console.err("Error: refusing to create a project in '\(path)': it is not empty (\(shown))\n")
                return .ioError
            }
        }
        do {
            for file in [EmbeddedFile(path: "sitegen.toml", text: starterSettings)] + EmbeddedTheme.files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                // withoutOverwriting: a file that appeared since the check is never replaced.
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            }
        } catch {
            console.err("Error: could not write the project in '\(path)': \(error.localizedDescription)\n")
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
