/// What sitegen knows of one view kind (`ViewKind.facts`).
public struct ViewFacts: Sendable, Equatable {
    /// Where a kind comes from.
    public enum Role: String, Sendable {
        /// A SwiftUI view, a node of its own.
        case view
        /// A SwiftUI view whose content stands in its place (`ForEach`, `AnyView`).
        case transparent
        /// A SwiftUI view that draws nothing (`EmptyView`).
        case empty
        /// The tree's own kind, never a call's name.
        case tree
    }

    /// What a view is to the texts inside it and beneath them.
    public enum TextRole: String, Sendable {
        /// A text itself (a `Label` when it has a title).
        case text
        /// Its children drawn as they are, over what is beneath the view.
        case children
        /// Layers, each over those before it (`ZStack`).
        case layers
        /// A button: a built-in bordered style draws its own background and label color.
        case button
        /// Rows on a system background the tree does not know (`List`, `Form`).
        case rows
    }

    public var role: Role = .view
    /// The kind of node it becomes, when not its own (`Link` → `Button`).
    public var node: ViewKind?
    public var takesContent = false
    public var takesColor = false
    /// Drawn in the font and foreground style it inherits.
    public var takesTextStyle = false
    public var isShape = false
    public var text: TextRole = .children
    /// Why the previews do not draw it; nil for a kind they draw.
    public var gap: String?
}
