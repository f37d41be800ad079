/// The work drawing views took: evaluation steps and the nodes of the trees drawn. What the
/// budgets (`ViewBudget`) bound, and what tests count instead of timing a hostile guide.
public struct ViewWork: Sendable, Equatable {
    /// Values and views evaluated (`ViewEvaluator.enter()` calls), every state together.
    public var steps: Int
    /// Nodes of the drawn trees, every state together (modifier layers included; a gap that
    /// stands for what a budget left out counts as one).
    public var nodes: Int

    /// What one component may take, its states together (`ViewBudget`): about ten times what
    /// the largest component of the real guides takes (14,435 steps, 148 nodes over the 31
    /// guides of `../shared/guides` and the sample content). Its steps were 200,000 before
    /// the guide had a budget; as much as the guide's now, they stop a single costly component
    /// with its own warning.
    public static let componentLimit = ViewWork(steps: 150_000, nodes: 1_500)
    /// What all of a guide's components may take together: about ten times what the largest
    /// real guide takes (15,360 steps, 229 nodes), so no real guide comes near it and a hostile
    /// one stops at a bounded cost however many components reuse a costly view.
    public static let guideLimit = ViewWork(steps: 150_000, nodes: 2_500)

    /// Creates a count.
    public init(steps: Int = 0, nodes: Int = 0) {
        self.steps = steps
        self.nodes = nodes
    }

    /// The two counts added.
    public static func + (lhs: ViewWork, rhs: ViewWork) -> ViewWork {
        ViewWork(steps: lhs.steps + rhs.steps, nodes: lhs.nodes + rhs.nodes)
    }
}
