/// `sitegen dump <guide>`: the model of one guide as JSON.
struct DumpCommand: SitegenCommand {
    static let spec = CommandSpec(
        name: "dump",
        overview: "Print what sitegen reads from one guide, as JSON.",
        arguments: [ArgumentSpec("guide", help: "A DESIGN-swiftui.md guide (or any guide Markdown file).")],
        discussion: "Exits 0, or 1 when the guide has errors; the JSON is printed either way."
    )

    static func run(_ arguments: ParsedArguments, console: Console) async -> ExitCode {
        console.err("dump: not yet implemented\n")
        return .failure
    }
}
