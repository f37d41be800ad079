/// A subcommand: its spec, and what it does with parsed arguments.
public protocol SitegenCommand: Sendable {
    /// The command's name, arguments and options.
    static var spec: CommandSpec { get }
    /// Runs the command and returns the process exit status.
    static func run(_ arguments: ParsedArguments, console: Console) async -> ExitCode
}
