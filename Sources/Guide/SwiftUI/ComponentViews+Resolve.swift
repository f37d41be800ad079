/// The one pass over every node of a drawn tree: what each node inherits, and the count of
/// nodes the budgets bound.
extension ComponentViews {
    /// Gives every node what it takes from SwiftUI's environment (`ViewNode.inherited`), and
    /// every `Text`, `Label` and symbol `Image` the font and color it is drawn with (read from
    /// that environment, for the previews and the dumps).
    /// This pass visits every node of the tree, so it is where nodes are counted: past the
    /// allowance the rest is one gap. The evaluator can share one subtree among many places
    /// (a `ViewModifier` whose body shows `content` twice, applied 30 times, made 2^30 nodes
    /// in a few hundred steps), so the count is of the tree as drawn, not of steps.
    func resolveText(_ root: ViewNode, counting count: inout NodeCount) -> ViewNode {
        if count.isSpent { return count.gap(at: root.location) }
        return resolve(root, .root, depth: 0, count: &count)
    }

    private func resolve(_ node: ViewNode, _ outer: InheritedEnvironment, depth: Int, count: inout NodeCount) -> ViewNode {
        count.used += 1
        guard depth < 512 else { return .unsupported("nested views", at: node.location) }
        var node = node
        let environment = outer.applying(node.modifiers)
        node.inherited = environment
        if node.kind.takesTextStyle, node.property("placeholder") == nil || node.kind != .image {
            let values = environment.values
            node.properties.append(ViewProperty("font", .font(values.styledFont)))
            node.properties.append(ViewProperty("color", .color(values.textColor)))
        }
        let content = node.drawsStyledButton ? environment.styledLabel() : environment
        node.children = resolve(node.children, content, depth: depth + 1, count: &count)
        for index in node.modifiers.indices where !node.modifiers[index].layers.isEmpty {
            node.modifiers[index].layers = resolve(node.modifiers[index].layers, environment, depth: depth + 1, count: &count)
        }
        return node
    }

    /// Siblings resolved in order; once the allowance is spent, the rest are one gap.
    private func resolve(_ nodes: [ViewNode], _ environment: InheritedEnvironment, depth: Int, count: inout NodeCount) -> [ViewNode] {
        var resolved: [ViewNode] = []
        resolved.reserveCapacity(nodes.count)
        for node in nodes {
            if count.isSpent {
                resolved.append(count.gap(at: node.location))
                break
            }
            resolved.append(resolve(node, environment, depth: depth, count: &count))
        }
        return resolved
    }
}
