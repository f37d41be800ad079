/// The README's list of the SwiftUI views and modifiers sitegen supports, printed from the
/// catalog (`ViewKind`, `ModifierKind`) so the list cannot drift from the code: the README
/// holds it between `<!-- catalog:begin -->` and `<!-- catalog:end -->`, a test fails when it
/// is stale, and `scripts/catalog-readme` rewrites it.
public enum CatalogReference {
    /// The Markdown between the markers.
    public static var markdown: String {
        var lines: [String] = []
        let views = ViewKind.allCases.filter { $0.facts.role != .tree }
        let drawn = views.filter { $0.gap == nil && $0.node?.gap == nil }
        lines.append("Views (\(views.count)); each is drawn unless it is a named gap below:")
        lines.append("")
        lines.append(wrapped(drawn.map { view in
            guard let node = view.node else { return "`\(view.rawValue)` " + (view.facts.role == .empty ? "(draws nothing)" : "(its content)") }
            return node == view ? "`\(view.rawValue)`" : "`\(view.rawValue)` (as `\(node.rawValue)`)"
        }))
        lines.append("")
        let read = ModifierKind.allCases.filter { $0.facts.treatment != .ignored && $0.gap == nil && $0 != .unsupported }
        lines.append("Modifiers drawn (\(read.count)):")
        lines.append("")
        lines.append(wrapped(read.map { "`\($0.rawValue)`" }))
        lines.append("")
        let ignored = ModifierKind.allCases.filter(\.isIgnored)
        lines.append("Modifiers ignored by design, because they draw nothing a still picture shows (\(ignored.count), and every `accessibility…` modifier and `on…` handler):")
        lines.append("")
        lines.append(wrapped(ignored.map { "`\($0.rawValue)`" }))
        lines.append("")
        lines.append("Named gaps, recognised and not drawn: the view is drawn as a hatched box that names it, and a")
        lines.append("view with such a modifier is drawn without it, outlined and numbered (the caption names it).")
        lines.append("")
        for view in ViewKind.allCases {
            if let gap = view.gap ?? view.node?.gap { lines.append("- view `\(view.rawValue)`: \(gap)") }
        }
        for modifier in ModifierKind.allCases {
            if let gap = modifier.gap { lines.append("- modifier `.\(modifier.rawValue)`: \(gap)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Names joined with commas, in lines of at most 100 characters.
    private static func wrapped(_ names: [String]) -> String {
        var lines: [String] = []
        var line = ""
        for (index, name) in names.enumerated() {
            let piece = name + (index == names.count - 1 ? "." : ",")
            if !line.isEmpty, line.count + 1 + piece.count > 100 {
                lines.append(line)
                line = piece
            } else {
                line += (line.isEmpty ? "" : " ") + piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
