import Diagnostics

/// The nodes one component's trees may still hold: the fewer of what the component and the
/// guide have left. Counted as the trees are resolved (`ComponentViews.resolveText`); past it,
/// the rest of a list of siblings is one gap naming the limit, so a tree holds at most the
/// allowance plus one gap per level it was cut at.
struct NodeCount {
    let limit: Int
    /// Whether the guide's allowance is the smaller, so a cut is the guide's.
    let cutsGuide: Bool
    /// Nodes counted, gaps included.
    var used = 0
    /// Where the first cut was, for the warning.
    var firstCut: SourceLocation?

    init(componentLeft: Int, guideLeft: Int) {
        limit = min(componentLeft, guideLeft)
        cutsGuide = guideLeft < componentLeft
    }

    var isSpent: Bool { used >= limit }

    /// The gap that stands for the views past the allowance, counted as a node.
    mutating func gap(at location: SourceLocation) -> ViewNode {
        used += 1
        if firstCut == nil { firstCut = location }
        return .unsupported(cutsGuide ? Self.guideNodesConstruct : "views past the component's \(ViewBudget.nodesPerComponent) nodes", at: location)
    }

    /// What a gap says of views the guide's budget left out.
    static let guideNodesConstruct = "views past the guide's \(ViewBudget.nodesPerGuide) nodes"
    static let guideStepsConstruct = "views past the guide's \(ViewBudget.stepsPerGuide) steps"
}
