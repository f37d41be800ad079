/// The one pass over every node of a drawn tree: what each text inherits, and the count of
/// nodes the budgets bound.
extension ComponentViews {
    /// Gives every `Text`, `Label` and symbol `Image` the font and color it is drawn with: its
    /// own `.font`/`.foregroundStyle`, else the nearest ancestor's, else SwiftUI's defaults.
    /// This pass visits every node of the tree, so it is where nodes are counted: past the
    /// allowance the rest is one gap. The evaluator can share one subtree among many places
    /// (a `ViewModifier` whose body shows `content` twice, applied 30 times, made 2^30 nodes
    /// in a few hundred steps), so the count is of the tree as drawn, not of steps.
    func resolveText(_ root: ViewNode, counting count: inout NodeCount) -> ViewNode {
        if count.isSpent { return count.gap(at: root.location) }
        return resolve(root, font: .body, color: ViewColor(system: "primary", expression: ".primary"), weight: nil, depth: 0, count: &count)
    }

    private func resolve(_ node: ViewNode, font inheritedFont: ViewFont, color inheritedColor: ViewColor, weight inheritedWeight: FontWeight?, depth: Int, count: inout NodeCount) -> ViewNode {
        count.used += 1
        guard depth < 512 else { return .unsupported("nested views", at: node.location) }
        var node = node
        var font = inheritedFont
        var color = inheritedColor
        var weight = inheritedWeight
        // The innermost foreground style is the one the view and its content take.
        var setsColor = false
        for modifier in node.modifiers {
            // `.foregroundStyle(theme.colors.primary)` the evaluator could not read: what is
            // beneath is painted in a color nobody knows, never in the one it would inherit
            // (that guess reached the contrast rules as a real pair).
            if modifier.unsupportedConstruct != nil {
                if let unread = modifier.unreadStyle, unread.sets == "foregroundStyle", !setsColor { color = ViewColor(expression: unread.written); setsColor = true }
                continue
            }
            switch modifier.kind.sets {
            case .font?: if case .font(let value)? = modifier.property("font") { font = value; weight = nil }
            case .fontWeight?: if case .keyword(let name)? = modifier.property("weight"), let value = FontWeight(rawValue: name) { weight = value }
            case .foreground? where !setsColor:
                if case .color(let value)? = modifier.property("color") { color = value }
                setsColor = true
            case .foreground?, .tint?, .buttonStyle?, .textLayout?, .unknown?, nil: break
            }
        }
        if node.kind.takesTextStyle, node.property("placeholder") == nil || node.kind != .image {
            var resolved = font
            if let weight { resolved.weight = weight }
            node.properties.append(ViewProperty("font", .font(resolved)))
            node.properties.append(ViewProperty("color", .color(color)))
        }
        node.children = resolve(node.children, font: font, color: color, weight: weight, depth: depth + 1, count: &count)
        for index in node.modifiers.indices where !node.modifiers[index].layers.isEmpty {
            node.modifiers[index].layers = resolve(node.modifiers[index].layers, font: font, color: color, weight: weight, depth: depth + 1, count: &count)
        }
        return node
    }

    /// Siblings resolved in order; once the allowance is spent, the rest are one gap.
    private func resolve(_ nodes: [ViewNode], font: ViewFont, color: ViewColor, weight: FontWeight?, depth: Int, count: inout NodeCount) -> [ViewNode] {
        var resolved: [ViewNode] = []
        resolved.reserveCapacity(nodes.count)
        for node in nodes {
            if count.isSpent {
                resolved.append(count.gap(at: node.location))
                break
            }
            resolved.append(resolve(node, font: font, color: color, weight: weight, depth: depth, count: &count))
        }
        return resolved
    }
}
