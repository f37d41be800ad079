/// A command line checked against a `CommandSpec`.
public struct ParsedArguments: Sendable, Equatable {
    /// Positional arguments in order.
    public var positionals: [String] = []
    /// Option values by long name (`--port` → `8080`); the last one when given more than once.
    public var values: [String: String] = [:]
    /// Every value of each option, in order, for those that may be repeated (`--allow-host`).
    public var repeatedValues: [String: [String]] = [:]
    /// Flags that were given.
    public var flags: Set<String> = []

    /// The value of an option, if given.
    public func value(_ name: String) -> String? { values[name] }

    /// Every value given for an option, in order; empty if none.
    public func allValues(_ name: String) -> [String] { repeatedValues[name] ?? [] }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Parses `arguments` (without the program and command names) against `spec`.
    ///
    /// Accepts `--name value`, `--name=value`, and `--` to end options.
    public init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw UsageError("Unknown option '\(name)'", command: spec)
            }
            guard option.valueName != nil else {
                if inlineValue != nil { throw UsageError("Option '\(name)' takes no value", command: spec) }
                flags.insert(name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError("Missing value for option '\(name)'", command: spec)
            }
            if !option.choices.isEmpty && !option.choices.contains(value) {
                let allowed = option.choices.map { "'\($0)'" }.joined(separator: ", ")
                throw UsageError("The value '\(value)' is invalid for '\(name)'; use one of \(allowed)", command: spec)
            }
            values[name] = value
            repeatedValues[name, default: []].append(value)
        }
        let required = spec.arguments.filter { !$0.isOptional }.count
        if positionals.count < required {
            throw UsageError("Missing expected argument '<\(spec.arguments[positionals.count].name)>'", command: spec)
        }
        if positionals.count > spec.arguments.count, spec.arguments.last?.isRepeating != true {
            throw UsageError("Unexpected argument '\(positionals[spec.arguments.count])'", command: spec)
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A command line that does not fit the command: printed with the usage line, exit 64.
public struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, as a sentence without the `Error: ` prefix.
    public var message: String
    /// The command whose usage applies, or nil for the top level.
    public var commandName: String?
    /// The usage line to print.
    public var usage: String

    /// Creates a usage error for `command`.
    public init(_ message: String, command: CommandSpec) {
        self.message = message
        self.commandName = command.name
        self.usage = command.usage
    }

    /// Creates a usage error for the top-level command.
    public init(topLevel message: String) {
        self.message = message
        self.commandName = nil
        self.usage = "sitegen <subcommand> [<options>]"
    }

    /// The three lines printed to standard error.
    public var report: String {
        let helpCommand = commandName.map { "sitegen help \($0)" } ?? "sitegen --help"
        return "Error: \(message)\nUsage: \(usage)\nSee '\(helpCommand)' for more information.\n"
    }
}
