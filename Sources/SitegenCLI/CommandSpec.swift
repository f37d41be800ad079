/// What a subcommand accepts, used both to parse its arguments and to print its help.
public struct CommandSpec: Sendable {
    /// The subcommand's name (`build`).
    public var name: String
    /// One sentence: what the command does.
    public var overview: String
    /// Positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// Options and flags.
    public var options: [OptionSpec]
    /// Extra paragraphs printed after the options (behaviour, examples).
    public var discussion: String
    /// What each exit code means for this command, printed under `EXIT CODES:`. Every command
    /// uses the one table of `ExitCode`; this says what each case is here.
    public var exitCodes: [ExitStatus]

    /// Creates a command description.
    public init(name: String, overview: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], discussion: String = "", exitCodes: [ExitStatus] = []) {
        self.name = name
        self.overview = overview
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
        self.exitCodes = exitCodes
    }

    /// The one-line synopsis: `sitegen serve [<dir>] [--port <n>]`.
    public var usage: String {
        var parts = ["sitegen", name]
        parts += options.map { option in
            option.valueName.map { "[\(option.name) <\($0)>]" } ?? "[\(option.name)]"
        }
        parts += arguments.map { argument in
            let name = "<\(argument.name)>" + (argument.isRepeating ? " ..." : "")
            return argument.isOptional ? "[\(name)]" : name
        }
        return parts.joined(separator: " ")
    }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
    /// The name shown in help (`dir`).
    public var name: String
    /// What it is.
    public var help: String
    /// Whether it may be left out.
    public var isOptional: Bool
    /// Whether it takes every remaining positional (only the last argument may).
    public var isRepeating: Bool

    /// Creates a positional argument.
    public init(_ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
    }
}

/// A `--name <value>` option, or a `--name` flag when `valueName` is nil.
public struct OptionSpec: Sendable {
    /// The long name with its dashes (`--port`).
    public var name: String
    /// The value's placeholder (`n`), or nil for a flag.
    public var valueName: String?
    /// What it does.
    public var help: String
    /// The default, as shown in help.
    public var defaultValue: String?
    /// The values it accepts, when they form a closed set.
    public var choices: [String]

    /// Creates an option that takes a value.
    public static func value(_ name: String, _ valueName: String, help: String, default defaultValue: String? = nil, choices: [String] = []) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, defaultValue: defaultValue, choices: choices)
    }

    /// Creates a flag.
    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, defaultValue: nil, choices: [])
    }
}

/// One row of a command's `EXIT CODES:`: a code of the shared table and what it means here.
public struct ExitStatus: Sendable {
    public var code: ExitCode
    public var meaning: String

    /// Creates a row.
    public init(_ code: ExitCode, _ meaning: String) {
        self.code = code
        self.meaning = meaning
    }

    /// 64, the same words for every command.
    public static let usage = ExitStatus(.usage, "The command line is wrong (an unknown option, a missing or bad value).")
}
