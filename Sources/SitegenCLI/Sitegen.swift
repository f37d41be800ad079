import Site

/// The `sitegen` command line: finds the subcommand, handles help and version, runs it.
public enum Sitegen {
    /// The version printed by `sitegen --version`.
    public static let version = SiteBuilder.version

    /// Every subcommand, in the order help lists them.
    static let commands: [any SitegenCommand.Type] = [
        InitCommand.self,
        BuildCommand.self,
        CheckCommand.self,
        DiffCommand.self,
        DumpCommand.self,
        ServeCommand.self,
        RenderCommand.self,
    ]

    /// Runs sitegen with `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String], console: Console = .standard) async -> Int32 {
        let specs = commands.map { $0.spec }
        guard let first = arguments.first else {
            console.out(HelpText.overview(of: specs, version: version))
            return ExitCode.success.rawValue
        }
        switch first {
        case "-h", "--help":
            console.out(HelpText.overview(of: specs, version: version))
            return ExitCode.success.rawValue
        case "--version":
            console.out(version + "\n")
            return ExitCode.success.rawValue
        case "help":
            return help(for: Array(arguments.dropFirst()), console: console)
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            let error = first.hasPrefix("-")
                ? UsageError(topLevel: "Unknown option '\(first)'")
                : UsageError(topLevel: "Unknown subcommand '\(first)'")
            console.err(error.report)
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("-h") || rest.contains("--help") {
            console.out(HelpText.page(for: command.spec))
            return ExitCode.success.rawValue
        }
        do {
            let parsed = try ParsedArguments(rest, spec: command.spec)
            return await command.run(parsed, console: console).rawValue
        } catch {
            console.err(error.report)
            return ExitCode.usage.rawValue
        }
    }

    private static func help(for arguments: [String], console: Console) -> Int32 {
        guard let name = arguments.first else {
            console.out(HelpText.overview(of: commands.map { $0.spec }, version: version))
            return ExitCode.success.rawValue
        }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            console.err(UsageError(topLevel: "Unknown subcommand '\(name)'").report)
            return ExitCode.usage.rawValue
        }
        console.out(HelpText.page(for: command.spec))
        return ExitCode.success.rawValue
    }
}
