extension Component {
    /// Whether the component's code reads `colorScheme` (`@Environment(\.colorScheme)`), and
    /// so may draw other views or colors in dark mode than its trees, which are drawn in light.
    /// Pairing its dark token values over the light tree could pair colors that never meet.
    public var drawsByColorScheme: Bool {
        snippets.contains { snippet in snippet.tokens.contains { $0.kind == .identifier && $0.text == "colorScheme" } }
    }
}
