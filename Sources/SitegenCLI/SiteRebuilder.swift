import Foundation
import Site

/// Rebuilds a project's site for `serve`: the same build as `sitegen build`, into the folder
/// being served, reporting diagnostics and the summary line.
struct SiteRebuilder: ProjectRebuilder {
    /// The configuration before `sitegen.toml` is applied: the file is read again for every
    /// build, so an edit to it shows on the next one, as an edit to a guide does.
    let base: SiteConfiguration
    /// The project folder, as a folder URL: `sitegen.toml` is found relative to it.
    let project: URL

    init(base: SiteConfiguration, project: URL) {
        self.base = base
        self.project = URL(fileURLWithPath: project.path, isDirectory: true)
    }

    var watchedFolders: [URL] { [base.contentDirectory, base.templatesDirectory] }
    var watchedFiles: [URL] { [project.appendingPathComponent(SiteSettings.fileName)] }

    func build(changed: Set<URL>?) async -> RebuildOutcome {
        var configuration = base
        do throws(SettingsFile.Failure) {
            configuration.apply(try SettingsFile.load(explicit: nil, project: project))
        } catch {
            return RebuildOutcome(succeeded: false, report: error.report.trimmingCharacters(in: .newlines))
        }
        do {
            let report = try await SiteBuilder(configuration: configuration).build()
            return RebuildOutcome(succeeded: report.wroteOutput, report: report.closingLines.joined(separator: "\n"))
        } catch {
            return RebuildOutcome(succeeded: false, report: "Error: \(error.description)")
        }
    }

    /// The rebuilder for the project in `project` (the current folder), when there is one:
    /// `content/` there, and the served folder inside the project; `templates/`, when there is
    /// one, over the built-in theme. Its `sitegen.toml` is read here first, so `serve` refuses
    /// to start on a broken one, and again for every build.
    static func forProject(
        serving folder: String, in project: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws(SettingsFile.Failure) -> SiteRebuilder? {
        let content = project.appendingPathComponent("content")
        let templates = project.appendingPathComponent("templates")
        guard FileManager.default.fileExists(atPath: content.path) else { return nil }
        let output = URL(fileURLWithPath: folder, relativeTo: project).standardizedFileURL
        // Only a folder inside the project is its output; serving anything else is just serving.
        guard output.path.hasPrefix(project.standardizedFileURL.path + "/") else { return nil }
        var configuration = SiteConfiguration(
            contentDirectory: content, templatesDirectory: templates, outputDirectory: output, projectDirectory: project
        )
        configuration.lint = .check
        configuration.builtInTheme = EmbeddedTheme.builtInTheme
        configuration.templatesFolderIsExplicit = false
        _ = try SettingsFile.load(explicit: nil, project: project)
        return SiteRebuilder(base: configuration, project: project)
    }
}
