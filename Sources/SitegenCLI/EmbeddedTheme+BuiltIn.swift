extension EmbeddedTheme {
    /// The default theme as `build` and `serve` use it beneath a project's `templates/`: each
    /// file's text by its path in the theme (`partials/card.mustache`), the same files
    /// `sitegen init` writes out.
    static let builtInTheme: [String: String] = {
        let prefix = "templates/"
        var theme: [String: String] = [:]
        for file in files where file.path.hasPrefix(prefix) {
            theme[String(file.path.dropFirst(prefix.count))] = file.text
        }
        return theme
    }()
}
