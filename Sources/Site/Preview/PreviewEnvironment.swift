import Guide

/// What a view passes down to what it contains while it is drawn, beyond what SwiftUI's
/// environment gives it: the container's axis (which way a `Spacer` grows), the depth, and the
/// text color a `Button` gives a label that sets none. The foreground, tint and text settings
/// are Guide's (`ViewNode.inherited`, worked out once for the previews, Check and Diff); the
/// drawing keeps the environment of the view it is drawing, for the parts it draws that are no
/// node of their own (a stepper's symbols, a tab bar's icons).
struct PreviewEnvironment {
    enum Axis { case row, column, depth }

    var axis = Axis.column
    /// What the view being drawn takes from SwiftUI's environment (`ViewNode.inherited`).
    var inherited = InheritedEnvironment.root
    /// The text color a `Button` gives a label that sets none (its tint).
    var buttonText: PreviewDrawing.GivenPaint?
    var depth = 0
}
