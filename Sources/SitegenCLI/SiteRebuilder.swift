import Foundation
import Site

/// Rebuilds a project's site for `serve`: the same build as `sitegen build`, into the folder
/// being served, reporting diagnostics and the summary line.
struct SiteRebuilder: ProjectRebuilder {
    let configuration: SiteConfiguration

    var watchedFolders: [URL] { [configuration.contentDirectory, configuration.templatesDirectory] }

    func build(changed: Set<URL>?) async -> RebuildOutcome {
        do {
            let report = try await SiteBuilder(configuration: configuration).build()
            let lines = report.listed.map(\.description) + report.remarks.map { "note: \($0)" } + [report.summary]
            return RebuildOutcome(succeeded: report.wroteOutput, report: lines.joined(separator: "\n"))
        } catch {
            return RebuildOutcome(succeeded: false, report: "Error: \(error.description)")
        }
    }

    /// The rebuilder for the project in the current folder, when there is one: `content/` and
    /// `templates/` here, and the served folder inside the project. Its `sitegen.toml` is read
    /// once, here.
    static func forProject(serving folder: String) throws(SettingsFile.Failure) -> SiteRebuilder? {
        let project = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let content = project.appendingPathComponent("content")
        let templates = project.appendingPathComponent("templates")
        guard FileManager.default.fileExists(atPath: content.path), FileManager.default.fileExists(atPath: templates.path) else { return nil }
        let output = URL(fileURLWithPath: folder, relativeTo: project).standardizedFileURL
        // Only a folder inside the project is its output; serving anything else is just serving.
        guard output.path.hasPrefix(project.standardizedFileURL.path + "/") else { return nil }
        var configuration = SiteConfiguration(
            contentDirectory: content, templatesDirectory: templates, outputDirectory: output, projectDirectory: project
        )
        configuration.apply(try SettingsFile.load(explicit: nil, project: project))
        configuration.lint = .check
        return SiteRebuilder(configuration: configuration)
    }
}
