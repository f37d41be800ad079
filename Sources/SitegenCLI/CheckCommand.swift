import Check
import Diagnostics
import Foundation
import Guide
import Site

/// `sitegen check`: what in the guides would mislead their readers.
struct CheckCommand: SitegenCommand {
    static let spec = CommandSpec(
        name: "check",
        overview: "Find what in the guides would mislead their readers.",
        arguments: [ArgumentSpec("guide", help: "Guide files (or folders of guides) to check instead of the content folder.", isOptional: true, isRepeating: true)],
        options: [
            .value("--content", "dir", help: "The folder of guides.", default: "content"),
            .value("--format", "format", help: "How to print the findings.", default: "text", choices: FindingFormat.allCases.map(\.rawValue)),
            .flag("--strict", help: "Fail on warnings too."),
            .flag("--list-rules", help: "Print the rules and what each finds, then exit."),
        ],
        discussion: """
        Reads every guide of the content folder (as 'sitegen build' finds them) and reports
        colors whose components and comment disagree, undefined and unused tokens, light or dark
        colors without a counterpart, text contrast the WCAG 2.2 numbers contradict, missing core
        sections, malformed SF Symbol names and contradicting font weights, together with the
        problems the build itself reports. Findings go to standard output, sorted; the summary
        goes to standard error.
        """,
        exitCodes: [
            ExitStatus(.success, "No guide has an error (with --strict, a warning)."),
            ExitStatus(.failure, "A guide has an error (with --strict, a warning)."),
            .usage,
            ExitStatus(.noInput, "A guide, a folder or the content folder does not exist or cannot be read."),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) async -> ExitCode {
        let check = GuideCheck()
        if arguments.flag("--list-rules") {
            let width = (check.rules.map(\.id.count).max() ?? 0) + 2
            for rule in check.rules { console.out(rule.id.padding(toLength: width, withPad: " ", startingAt: 0) + rule.summary + "\n") }
            return .success
        }
        let format = arguments.value("--format").flatMap(FindingFormat.init(rawValue:)) ?? .text
        let sources: [Source]
        switch Self.sources(arguments) {
        case .success(let found): sources = found
        case .failure(let failure):
            console.err("Error: \(failure.message)\n")
            return failure.exitCode
        }
        let diagnostics = await Self.diagnostics(of: sources, check: check)
        console.out(format.render(diagnostics))
        console.err(Self.summary(of: diagnostics, guides: sources.count) + "\n")
        return diagnostics.fails(strict: arguments.flag("--strict")) ? .failure : .success
    }

    /// A guide to read: its file, how to name it in messages, and its path for the model.
    struct Source: Sendable {
        var file: GuideFile
        var display: String
        var relativePath: String
    }

    struct SourceFailure: Error {
        var message: String
        var exitCode: ExitCode
    }

    private static func sources(_ arguments: ParsedArguments) -> Result<[Source], SourceFailure> {
        let project = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        if !arguments.positionals.isEmpty {
            var files: [Source] = []
            for path in arguments.positionals {
                let url = URL(fileURLWithPath: path, relativeTo: project).standardizedFileURL
                // A folder named on the command line is checked as a content folder, as --content is.
                if isFolder(url) {
                    guard let guides = try? ContentGuide.all(in: url) else {
                        return .failure(SourceFailure(message: "cannot read the folder '\(path)'", exitCode: .noInput))
                    }
                    files += guides.map { Source(file: $0.file, display: SiteConfiguration.display($0.url, relativeTo: project), relativePath: $0.relativePath) }
                } else if FileManager.default.isReadableFile(atPath: url.path), let file = try? GuideFile(path: url.path) {
                    files.append(Source(file: file, display: path, relativePath: path))
                } else {
                    return .failure(SourceFailure(message: "cannot read '\(path)': no such file or not readable", exitCode: .noInput))
                }
            }
            return .success(files)
        }
        let content = URL(fileURLWithPath: arguments.value("--content") ?? "content", relativeTo: project).standardizedFileURL
        guard isFolder(content), let guides = try? ContentGuide.all(in: content) else {
            return .failure(SourceFailure(message: "the content folder '\(arguments.value("--content") ?? "content")' does not exist", exitCode: .noInput))
        }
        return .success(guides.map { guide in
            Source(file: guide.file, display: SiteConfiguration.display(guide.url, relativeTo: project), relativePath: guide.relativePath)
        })
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Reads and checks every guide on all cores; a file that cannot be read is an error at it.
    static func diagnostics(of sources: [Source], check: GuideCheck) async -> [Diagnostic] {
        await withTaskGroup(of: [Diagnostic].self) { group in
            for source in sources {
                group.addTask {
                    let data: Data
                    do throws(GuideFile.Failure) { data = try source.file.read() } catch {
                        return [error.diagnostic(source: source.display)]
                    }
                    let guide = Guide(parsing: data, source: source.display, path: source.relativePath)
                    return check.diagnostics(for: guide)
                }
            }
            var all: [Diagnostic] = []
            for await diagnostics in group { all += diagnostics }
            return all.sorted()
        }
    }

    /// `Checked 31 guides: 2 errors, 14 warnings, 120 notes`.
    static func summary(of diagnostics: [Diagnostic], guides: Int) -> String {
        func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let counts = [counted(diagnostics.count(of: .error), "error"), counted(diagnostics.count(of: .warning), "warning"), counted(diagnostics.count(of: .note), "note")]
        return "Checked \(counted(guides, "guide")): " + counts.joined(separator: ", ")
    }
}
