/// What SwiftUI draws beside a view: `.safeAreaInset` at one of its edges, and a toolbar's bar
/// with the `.navigationTitle` it shows.
extension ViewEvaluator {
    /// `.safeAreaInset(edge: .bottom, alignment: .center, spacing: 8) { … }`: the edge, the
    /// alignment along it and the spacing, as written; the content is the modifier's layers.
    mutating func safeAreaInset(_ arguments: [SwiftArgument], _ scope: Scope) -> [ViewProperty] {
        var properties: [ViewProperty] = []
        if let edge = arguments.value("edge") { properties.append(ViewProperty("edge", keyword(edge, scope))) }
        if let alignment = arguments.value("alignment") { properties.append(ViewProperty("alignment", keyword(alignment, scope))) }
        if let spacing = arguments.value("spacing") {
            // A spacing the code computes is kept as written, and the drawing names it.
            properties.append(ViewProperty("spacing", number(spacing, scope).map(ViewValue.number) ?? .keyword(spacing.text)))
        }
        return properties
    }

    /// `.navigationTitle("Inbox")` or `.navigationTitle(Text("Inbox"))`: the `title`, or the
    /// `construct` as written when the code does not determine it.
    mutating func navigationTitle(_ argument: SwiftExpression?, _ scope: Scope) -> [ViewProperty] {
        guard let argument else { return [] }
        if case .views(let nodes) = value(argument, scope), nodes.count == 1, nodes[0].kind == .text, case .string(let title)? = nodes[0].property("text") {
            return [ViewProperty("title", .string(title))]
        }
        switch text(argument, scope) {
        case .known(let title): return [ViewProperty("title", .string(title))]
        case .placeholder(_, let construct): return [ViewProperty("construct", .string(".navigationTitle(" + construct + ")"))]
        }
    }
}
