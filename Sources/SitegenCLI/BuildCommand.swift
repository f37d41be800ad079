import Diagnostics
import Foundation
import Site
import Support

/// `sitegen build`: the whole site from the content and the theme.
struct BuildCommand: SitegenCommand {
    static let spec = CommandSpec(
        name: "build",
        overview: "Build the site from the guides and the theme.",
        options: [
            .value("--content", "dir", help: "The folder of guides.", default: "content"),
            .value("--templates", "dir", help: "Theme files that override the built-in theme's, file by file.", default: "templates"),
            .value("--output", "dir", help: "Where the site goes; replaced as a whole when the build succeeds.", default: "public"),
            .value("--base-url", "url", help: "Where the site is hosted: a path such as /docs/ or a full URL; overrides base_url.", default: "/"),
            .value("--config", "file", help: "The settings file (default: sitegen.toml, when there is one)."),
            .flag("--strict", help: "Fail on warnings too, like 'sitegen check --strict'."),
            .flag("--no-previews", help: "Skip drawing each component's preview (a faster build)."),
        ],
        discussion: """
        Guides are DESIGN-swiftui.md files in <category>/<brand>/ folders (with DESIGN.md and
        README.md beside them) or flat *.md files. Errors and warnings, including what
        'sitegen check' finds, are printed as path:line:col: severity: message; notes are
        counted. The site is written to a folder beside the output and swapped in only when
        the build has no errors (with --strict, no warnings either), so a failed build leaves
        the previous site.

        sitegen.toml in the current folder sets title, base_url, description, appearance
        (light, dark or system) and [content] companions; the options above override it.
        With an origin in the base URL (https://example.com/docs/) the build writes
        sitemap.xml; without one it writes none and says so.

        The theme is built in. A file in the templates folder (templates/ when there is one,
        or --templates) overrides the built-in file at the same path, so a folder holding
        only partials/footer.mustache changes the footer and keeps the rest; 'sitegen init'
        writes the whole theme out to start from.
        """,
        exitCodes: [
            ExitStatus(.success, "The site was built and swapped in."),
            ExitStatus(.failure, "A guide, template or sitegen.toml has errors (with --strict, warnings); the previous site is kept."),
            .usage,
            ExitStatus(.noInput, "The content folder, the --templates folder or the --config file does not exist or cannot be read."),
            ExitStatus(.ioError, "The output cannot be written, or is a folder sitegen must not replace."),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) async -> ExitCode {
        await run(arguments, console: console, project: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// Builds the project in `project` (the current folder; tests name another).
    static func run(_ arguments: ParsedArguments, console: Console, project: URL) async -> ExitCode {
        let configuration: SiteConfiguration
        do throws(SettingsFile.Failure) { configuration = try Self.configuration(arguments, project: project) } catch {
            console.err(error.report)
            if case .invalid(let problems) = error {
                console.err("Build failed: \(problems.count) error\(problems.count == 1 ? "" : "s") in the settings; the previous output is untouched\n")
            }
            return error.exitCode
        }
        do {
            // SITEGEN_TIMING=1 stamps each step with the time since the build started and the
            // memory the process holds.
            let timing = ProcessInfo.processInfo.environment["SITEGEN_TIMING"] == "1"
            let start = ContinuousClock.now
            let report = try await SiteBuilder(configuration: configuration).build { step in
                let stamp = timing ? "[\(NumberFormat.fixed((ContinuousClock.now - start) / .milliseconds(1), digits: 1, width: 7)) ms, \(NumberFormat.integer(Self.residentMegabytes(), width: 4)) MB] " : ""
                console.err(stamp + step + "…\n")
            }
            // The closing listing goes out in one write: a write per line was thousands of
            // system calls at the very end of a large build, with every core idle.
            let destination = report.wroteOutput ? " → \(arguments.value("--output") ?? "public")/" : ""
            console.err(report.closingLines.joined(separator: "\n") + destination + "\n")
            return report.wroteOutput ? .success : .failure
        } catch {
            console.err("Error: \(error.description)\n")
            switch error {
            case .writeFailed, .unsafeOutput: return .ioError
            case .missingFolder: return .noInput
            case .invalidBaseURL: return .usage
            }
        }
    }

    /// The build's configuration: the defaults, then `sitegen.toml`, then the command line.
    static func configuration(_ arguments: ParsedArguments, project: URL) throws(SettingsFile.Failure) -> SiteConfiguration {
        // A folder URL, so the relative paths below resolve inside it rather than beside it.
        let project = URL(fileURLWithPath: project.path, isDirectory: true)
        let settings = try SettingsFile.load(explicit: arguments.value("--config"), project: project)
        func folder(_ option: String, _ fallback: String) -> URL {
            URL(fileURLWithPath: arguments.value(option) ?? fallback, relativeTo: project).standardizedFileURL
        }
        var configuration = SiteConfiguration(
            contentDirectory: folder("--content", "content"),
            templatesDirectory: folder("--templates", "templates"),
            outputDirectory: folder("--output", "public"),
            projectDirectory: project
        )
        // Without --templates and without templates/, the built-in theme alone; with either,
        // the folder's files over it, file by file.
        configuration.builtInTheme = EmbeddedTheme.builtInTheme
        configuration.templatesFolderIsExplicit = arguments.value("--templates") != nil
        configuration.apply(settings)
        if let baseURL = arguments.value("--base-url") { configuration.baseURL = baseURL }
        configuration.strict = arguments.flag("--strict")
        configuration.previews = !arguments.flag("--no-previews")
        configuration.lint = .check
        return configuration
    }

    /// Resident memory, from /proc (0 where there is none).
    static func residentMegabytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
