/// Help pages in the layout of swift-argument-parser, so they read like other Swift tools.
enum HelpText {
    static let helpOption = OptionSpec.flag("-h, --help", help: "Show help information.")

    /// The help page of one subcommand.
    static func page(for spec: CommandSpec) -> String {
        var out = "OVERVIEW: \(spec.overview)\n\nUSAGE: \(spec.usage)\n"
        if !spec.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            out += spec.arguments.map { row("<\($0.name)>", $0.help) }.joined()
        }
        out += "\nOPTIONS:\n"
        for option in spec.options + [helpOption] {
            let label = option.valueName.map { "\(option.name) <\($0)>" } ?? option.name
            var help = option.help
            if !option.choices.isEmpty { help += " (values: \(option.choices.joined(separator: ", ")))" }
            if let value = option.defaultValue { help += " (default: \(value))" }
            out += row(label, help)
        }
        if !spec.discussion.isEmpty { out += "\n\(spec.discussion)\n" }
        if !spec.exitCodes.isEmpty {
            out += "\nEXIT CODES:\n"
            out += spec.exitCodes.map { row(String($0.code.rawValue), $0.meaning) }.joined()
        }
        return out
    }

    /// The top-level help page listing every subcommand.
    static func overview(of commands: [CommandSpec], version: String) -> String {
        var out = """
        OVERVIEW: sitegen \(version) publishes SwiftUI brand guides as a static documentation site.

        USAGE: sitegen <subcommand> [<options>]

        OPTIONS:

        """
        out += row("--version", "Show the version.")
        out += row(helpOption.name, helpOption.help)
        out += "\nSUBCOMMANDS:\n"
        out += commands.map { row($0.name, $0.overview) }.joined()
        out += "\n  See 'sitegen help <subcommand>' for detailed help.\n"
        return out
    }

    /// One two-column row; a long label pushes its help onto the next line.
    private static func row(_ label: String, _ help: String) -> String {
        let width = 24
        let padded = "  " + label
        if padded.count < width {
            return padded + String(repeating: " ", count: width - padded.count) + help + "\n"
        }
        return padded + "\n" + String(repeating: " ", count: width) + help + "\n"
    }
}
