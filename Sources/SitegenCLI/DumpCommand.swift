import Diagnostics
import Foundation
import Guide

/// `sitegen dump <guide>`: the model of one guide as JSON.
struct DumpCommand: SitegenCommand {
    static let spec = CommandSpec(
        name: "dump",
        overview: "Print what sitegen reads from one guide, as JSON.",
        arguments: [ArgumentSpec("guide", help: "A DESIGN-swiftui.md guide (or any guide Markdown file).")],
        options: [.flag("--views", help: "Print each component's view trees instead of the whole model.")],
        discussion: """
        The JSON goes to standard output; diagnostics also go to standard error as
        path:line:col: severity: message.
        With --views: {"components": [{"name", "line", "states": [{"label", "view"}],
        "unsupported": [{"construct", "line", "column"}]}]} (README "View trees"),
        at most 20 times the guide's bytes plus 1 MB: past it, components' views are
        left out, each a gap, with a warning.
        """,
        exitCodes: [
            ExitStatus(.success, "The guide was read without errors."),
            ExitStatus(.failure, "The guide has errors (the JSON is printed all the same), or is over the 5 MB limit (nothing is printed)."),
            .usage,
            ExitStatus(.noInput, "The guide does not exist, is a folder, or cannot be read."),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) async -> ExitCode {
        let path = arguments.positionals[0]
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            console.err("Error: '\(path)' is a folder; name one guide file\n")
            return .noInput
        }
        let data: Data
        do throws(GuideFile.Failure) { data = try GuideFile(path: path).read() } catch {
            guard !error.isUnreadable else {
                console.err("Error: \(error.sentence(about: path))\n")
                return .noInput
            }
            console.err(error.diagnostic(source: path).description + "\n")
            return .failure
        }
        let guide = Guide(parsing: data, source: path, path: path)
        var diagnostics = guide.diagnostics
        if arguments.flag("--views") {
            let (json, problems) = guide.viewsDump()
            console.out(json + "\n")
            diagnostics = (diagnostics + problems).sorted()
        } else {
            console.out(guide.dumpJSON() + "\n")
        }
        for diagnostic in diagnostics { console.err(diagnostic.description + "\n") }
        return guide.diagnostics.containsErrors ? .failure : .success
    }
}
