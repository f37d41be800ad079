import Diff
import Foundation

/// `sitegen diff`: what changed between two versions of guides, failing on what breaks apps.
struct DiffCommand: SitegenCommand {
    static let spec = CommandSpec(
        name: "diff",
        overview: "Report what changed between two versions of guides.",
        arguments: [
            ArgumentSpec("old", help: "The old guide or content folder; with --git, the guide or folder to compare.", isOptional: true),
            ArgumentSpec("new", help: "The new guide or content folder (not with --git).", isOptional: true),
        ],
        options: [
            .value("--git", "rev", help: "Compare the working tree with this git revision of it (HEAD, main, a1b2c3d)."),
            .value("--content", "dir", help: "The folder of guides --git compares when no path is given.", default: "content"),
            .value("--format", "format", help: "How to print the report.", default: "text", choices: DiffFormat.allCases.map(\.rawValue)),
        ],
        discussion: """
        Compares two guides, two content folders (guides matched by their path in the folder,
        as 'sitegen build' finds them), or, with --git, a guide or folder with the same one at a
        git revision. Reports tokens added, removed and changed (old and new hex, CIEDE2000
        difference, contrast on the canvas before and after), fonts changed (face, family,
        size, weight), components and SF Symbols added or removed, light/dark pairs broken, and
        text/background pairs the components draw that passed WCAG AA and now fail, in light or
        dark. The report goes to standard output (markdown: for a pull-request comment), the
        summary to standard error.
        """,
        exitCodes: [
            ExitStatus(.success, "Nothing breaking changed (additions and value changes are fine)."),
            ExitStatus(.failure, "A token was removed, or a drawn text/background pair fell below WCAG AA."),
            .usage,
            ExitStatus(.noInput, "An input cannot be read; with --git, git, the revision or the path is missing."),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) async -> ExitCode {
        let format = arguments.value("--format").flatMap(DiffFormat.init(rawValue:)) ?? .text
        let inputs: DiffInputs
        do throws(DiffInputs.Failure) {
            inputs = try DiffInputs(arguments, spec: spec, environment: ProcessInfo.processInfo.environment)
        } catch {
            switch error {
            case .usage(let usage):
                console.err(usage.report)
                return .usage
            case .unreadable(let message):
                console.err("Error: \(message)\n")
                return .noInput
            }
        }
        let (old, new) = await (inputs.old.guides(), inputs.new.guides())
        let diff = ContentDiff(old: old, new: new)
        console.out(format.render(diff))
        console.err(Self.summary(of: diff) + "\n")
        return diff.isBreaking ? .failure : .success
    }

    /// `Compared 5 guides: 1 changed, breaking (1 token removed, 1 pair below AA)`.
    static func summary(of diff: ContentDiff) -> String {
        func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var text = "Compared \(counted(diff.compared, "guide")): \(diff.guides.count) changed"
        let removed = diff.guides.reduce(0) { $0 + $1.tokensRemoved.count }
        let drops = diff.guides.reduce(0) { $0 + $1.contrastDrops.count }
        if diff.isBreaking {
            text += ", breaking (" + [removed > 0 ? counted(removed, "token") + " removed" : nil,
                                      drops > 0 ? counted(drops, "pair") + " below AA" : nil].compactMap { $0 }.joined(separator: ", ") + ")"
        }
        return text
    }
}
