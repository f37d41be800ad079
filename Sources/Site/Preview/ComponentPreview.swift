import Guide
import Templates

/// A component's preview: each state drawn from its view tree on the brand's canvas, with what
/// could not be drawn named. The theme's `partials/preview` lays it out.
struct ComponentPreview {
    /// How much of a component the preview draws.
    enum Coverage: String, Sendable { case full, partial, none }

    /// An iPhone's width in points: the canvas of a component that fills the width.
    static let phoneWidth = 393.0
    /// An iPhone's height in points (iPhone 15 and 16): the canvas of a screen.
    static let phoneHeight = 852.0

    struct State {
        var label: String
        var html: String
        var fillsWidth: Bool
    }

    let name: String
    let states: [State]
    let coverage: Coverage
    /// What was not drawn, each construct once with its first line.
    let gaps: [(construct: String, line: Int)]

    /// Draws `component` of `guide` alone; `name` is the component's name as the site shows it.
    init(_ component: Component, name: String, guide: Guide, names: TokenNames, canvas canvasColor: String) {
        var budget = PreviewBudget()
        self.init(component, name: name, guide: guide, names: names, canvas: canvasColor, budget: &budget)
    }

    /// Draws `component` of `guide` within its own limit and what is left of the brand's
    /// `budget`, which it spends.
    init(_ component: Component, name: String, guide: Guide, names: TokenNames, canvas canvasColor: String, budget: inout PreviewBudget) {
        self.name = name
        var drawing = PreviewDrawing(guide: guide, names: names)
        drawing.elementLimit = min(PreviewBudget.elementsPerComponent, budget.left)
        drawing.cutsGuide = budget.left < PreviewBudget.elementsPerComponent
        var states: [State] = []
        let multiple = component.views.count > 1
        for state in component.views {
            drawing.extendsUnderSafeAreas = false
            let elements = drawing.draw(state.view, PreviewEnvironment())
            var root = elements.count == 1 ? elements[0]
                : drawing.container(.column, spacing: 8, alignment: nil, view: "Group", line: state.view.location.line, children: elements)
            PreviewDrawing.place(&root, in: .column)
            // A view that fills the height takes all a phone offers; drawn at its content's
            // height, a screen (its background under the safe areas) lost its Spacers and
            // centering. A button on a shape fills the height too, but is no screen.
            let screen = root.fillsHeight && drawing.extendsUnderSafeAreas
            var canvas = Self.canvas(root, label: multiple ? "\(name) (\(state.label))" : name, screen: screen)
            canvas.css("background", canvasColor)
            states.append(State(label: state.label, html: canvas.html, fillsWidth: root.fillsWidth || screen))
        }
        self.states = states
        var seen: Set<String> = []
        gaps = drawing.gaps.filter { seen.insert($0.construct).inserted }
        coverage = drawing.drawnCount == 0 || component.views.isEmpty ? .none : gaps.isEmpty ? .full : .partial
        budget.spend(drawing)
    }

    /// The canvas: one picture (`role="img"`, labeled), as wide as the component or a phone, and
    /// for a screen as high as a phone.
    private static func canvas(_ root: PreviewElement, label: String, screen: Bool) -> PreviewElement {
        var canvas = PreviewElement()
        canvas.attribute("class", screen ? "preview-canvas preview-canvas-fill preview-canvas-screen"
            : root.fillsWidth ? "preview-canvas preview-canvas-fill" : "preview-canvas")
        canvas.attribute("role", "img")
        canvas.attribute("aria-label", label)
        canvas.css("display", "flex")
        canvas.css("flex-direction", "column")
        canvas.css("align-items", "center")
        if root.fillsWidth || screen, let width = CSSNumber.px(phoneWidth) { canvas.css("width", width) }
        if screen, let height = CSSNumber.px(phoneHeight) { canvas.css("height", height) }
        canvas.content = [.element(root)]
        return canvas
    }

    /// Every component of `brand` drawn on the ground it stands on, in the guide's order, within
    /// one budget for the brand (its `spent` and warnings come back with them).
    static func all(of brand: PublishedBrand) -> (previews: [ComponentPreview], budget: PreviewBudget) {
        let paint = PreviewPaint(guide: brand.guide, names: brand.cssNames)
        var budget = PreviewBudget()
        let previews = brand.guide.components.map {
            ComponentPreview($0, name: $0.name, guide: brand.guide, names: brand.cssNames, canvas: groundCSS(brand.guide.ground(of: $0), paint: paint), budget: &budget)
        }
        return (previews, budget)
    }

    /// A ground as CSS: the token it is, as the page paints it (paired for dark); SwiftUI's
    /// system background; else its values. Site draws the ground Guide gives; it works out none.
    private static func groundCSS(_ ground: ViewColor, paint: PreviewPaint) -> String {
        if let name = ground.token, let token = paint.guide.color(named: name), let css = paint.css(ViewColor(token: name, light: token.published, expression: name)) {
            // A canvas the themes pair with nothing (`uberWhite` beside `uberCanvasDark`) is
            // painted the same in both appearances; Guide's ground still has its dark screen,
            // the one the texts on it are judged on, so the drawing stands on it in dark too.
            guard css.hasPrefix("var("), let dark = ground.dark, dark != ground.light else { return css }
            return "light-dark(var(\(paint.names.color(name))), \(darkGroundCSS(dark, paint: paint)))"
        }
        if ground.token == nil, ground.expression == Guide.systemGround, ground.light == .white {
            return paint.css(ViewColor(system: "systemBackground", expression: ".background")) ?? "#fff"
        }
        return paint.css(ViewColor(light: ground.light, dark: ground.dark, expression: ground.expression)) ?? "#fff"
    }

    /// The dark ground as the page paints it: the dark canvas token's variable where that is
    /// the color, else the color itself.
    private static func darkGroundCSS(_ dark: RGBAColor, paint: PreviewPaint) -> String {
        if let name = paint.guide.themes.roles[.darkCanvas], let token = paint.guide.color(named: name),
           (token.appearance?.dark ?? token.displayColor) == dark {
            return "var(\(paint.names.color(name)))"
        }
        return Formatting.rgb(dark)
    }

    /// The template's values: `name`, `coverage`, `states` (`label`, `html`, `fill`), `gaps`.
    var templateValue: TemplateValue {
        let labeled = states.count > 1
        return [
            "name": .string(name),
            "coverage": .string(coverage.rawValue),
            "isPartial": .bool(coverage == .partial),
            "isNone": .bool(coverage == .none),
            "states": .list(coverage == .none ? [] : states.map { state in
                ["label": labeled ? .string(state.label) : .null, "html": .string(state.html), "fill": .bool(state.fillsWidth)]
            }),
            "gaps": .list(gaps.enumerated().map { index, gap in
                ["construct": .string(gap.construct), "line": .int(gap.line), "number": .int(index + 1), "more": .bool(index < gaps.count - 1)]
            }),
        ]
    }
}
