/// What drawing a guide's components may take: each component within its own limits, and all
/// of them together within the guide's, so a guide of many components that reuse one costly
/// view cannot multiply the per-component limits (ten components of a view that nests itself
/// twice, 29 levels deep, took 14.5 s and 2.7 GB). Components spend it in the guide's order,
/// one after another, so the same guide is drawn, and cut, the same way every time.
struct ViewBudget {
    static let stepsPerComponent = ViewWork.componentLimit.steps
    static let nodesPerComponent = ViewWork.componentLimit.nodes
    static let stepsPerGuide = ViewWork.guideLimit.steps
    static let nodesPerGuide = ViewWork.guideLimit.nodes

    /// What the components drawn so far took.
    var spent = ViewWork()
    /// Whether running out of the guide's steps (nodes) was reported: once for the guide, not
    /// again by every component after.
    var reportedSteps = false
    var reportedNodes = false

    /// Steps the guide has left for the next component.
    var stepsLeft: Int { max(0, Self.stepsPerGuide - spent.steps) }
    /// Nodes the guide has left for the next component.
    var nodesLeft: Int { max(0, Self.nodesPerGuide - spent.nodes) }

    /// The warning for a guide whose steps ran out at `location`.
    static let stepsMessage = "the guide's views took the \(stepsPerGuide) steps all its components may take; the rest is not drawn"
    /// The warning for a guide whose trees reached the nodes all its components may hold.
    static let nodesMessage = "the guide's views reached the \(nodesPerGuide) nodes all its components may draw; the rest is not drawn"
    /// The warning for a component whose trees reached their nodes.
    static let componentNodesMessage = "the component's views reached the \(nodesPerComponent) nodes a component may draw; the rest is not drawn"
}
