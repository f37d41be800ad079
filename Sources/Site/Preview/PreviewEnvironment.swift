/// What a view passes down to what it contains while it is drawn: the container's axis (which
/// way a `Spacer` grows), the foreground and tint styles, and the text settings SwiftUI keeps in
/// the environment (`lineLimit`, `multilineTextAlignment`, `textCase`).
struct PreviewEnvironment {
    enum Axis { case row, column, depth }

    var axis = Axis.column
    /// An explicit `foregroundStyle` above: shapes without a fill paint with it. A style the core
    /// could not work out stays unknown all the way down, so nothing below paints a guess.
    var foreground: PreviewDrawing.GivenPaint?
    /// The text color a `Button` gives a label that sets none (its tint).
    var buttonText: PreviewDrawing.GivenPaint?
    var tint: PreviewDrawing.GivenPaint?
    /// CSS declarations every `Text` below takes (`text-align`, `text-transform`…).
    var text: [(String, String)] = []
    var depth = 0
}
