import Guide

/// SwiftUI's views as elements: stacks, text, symbols and photos, controls.
extension PreviewDrawing {
    /// The node itself, before its modifiers.
    mutating func core(_ node: ViewNode, _ environment: PreviewEnvironment) -> [PreviewElement] {
        let line = node.location.line
        func string(_ name: String) -> String? { if case .string(let value)? = node.property(name) { value } else { nil } }
        func number(_ name: String) -> Double? { if case .number(let value)? = node.property(name) { value } else { nil } }
        func keyword(_ name: String) -> String? { if case .keyword(let value)? = node.property(name) { value } else { nil } }
        func children(_ axis: PreviewEnvironment.Axis) -> [PreviewElement] {
            var inner = environment
            inner.axis = axis
            return node.children.flatMap { draw($0, inner) }
        }
        let view = node.kind.rawValue
        switch node.kind {
        case .slider, .stepper, .picker, .datePicker, .navigationLink, .menu, .tabView:
            guard let control = ControlKind(node.kind) else { return [gap(view, line)] }
            return [drawn(self.control(control, node, environment))]
        case .hStack, .lazyHStack, .hStackLayout, .gridRow:
            return [drawn(container(.row, spacing: number("spacing") ?? 8, alignment: keyword("alignment"), view: view, line: line, children: children(.row)))]
        case .vStack, .lazyVStack, .vStackLayout, .grid:
            return [drawn(container(.column, spacing: number("spacing") ?? 8, alignment: keyword("alignment"), view: view, line: line, children: children(.column)))]
        case .zStack, .zStackLayout:
            return [drawn(container(.depth, spacing: nil, alignment: keyword("alignment"), view: view, line: line, children: children(.depth)))]
        case .scrollView:
            return [drawn(scrollView(node, environment))]
        case .list, .form, .section, .navigationStack, .navigationView, .geometryReader, .scrollViewReader:
            // A GeometryReader puts its content at its top leading corner.
            let alignment = node.kind == .geometryReader ? "leading" : nil
            var element = container(.column, spacing: number("spacing") ?? 0, alignment: alignment, view: view, line: line, children: children(.column))
            element.fillsWidth = true
            return [drawn(element)]
        case .lazyVGrid, .lazyHGrid:
            if let tracks = node.gridTracks { return [drawn(grid(node, tracks: tracks, view: view, line: line, children: children(.column)))] }
            var element = container(.row, spacing: number("spacing") ?? 8, alignment: nil, view: view, line: line, children: children(.row))
            element.css("flex-wrap", "wrap")
            element.fillsWidth = true
            return [drawn(element)]
        case .group, .custom, .toolbarItem:
            return node.children.flatMap { draw($0, environment) }
        case .viewThatFits:
            return node.children.first.map { draw($0, environment) } ?? []
        case .button:
            return [drawn(button(node, environment))]
        case .text:
            if let placeholder = node.placeholderText { return [drawn(placeholderText(placeholder, node, environment))] }
            return [drawn(text(string("text") ?? "", node, environment, view: "Text"))]
        case .label:
            var parts: [PreviewElement] = []
            if let symbol = string("systemName") { parts.append(self.symbol(symbol, node, environment)) }
            if let title = string("title") { parts.append(text(title, node, environment, view: "Text")) }
            parts += node.children.flatMap { draw($0, environment) }
            return [drawn(container(.row, spacing: 6, alignment: nil, view: "Label", line: line, children: parts))]
        case .image:
            if let name = string("systemName") { return [drawn(symbol(name, node, environment))] }
            return [drawn(photo(node))]
        case .asyncImage:
            // Until it loads, its placeholder (or the `.empty` phase's views), sized as one view
            // by the frame and clip applied to the AsyncImage.
            guard keyword("phase") == "empty" else { return [drawn(photo(node))] }
            return [drawn(container(.depth, spacing: nil, alignment: nil, view: view, line: line, children: children(.depth)))]
        case .spacer:
            var element = PreviewElement(view: "Spacer", line: line)
            let minimum = CSSNumber.px(number("minLength") ?? 8) ?? "8px"
            switch environment.axis {
            case .row: element.fillsWidth = true; element.css("min-width", minimum)
            case .column: element.fillsHeight = true; element.css("min-height", minimum)
            case .depth: element.fillsWidth = true; element.fillsHeight = true
            }
            return [drawn(element)]
        case .divider:
            var element = PreviewElement(view: "Divider", line: line)
            element.css("background", paint.css(ViewColor(system: "separator", expression: ".separator")) ?? "rgb(0 0 0 / 20%)")
            if environment.axis == .row { element.css("width", "1px"); element.fillsHeight = true } else { element.css("height", "1px"); element.fillsWidth = true }
            return [drawn(element)]
        case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .capsule, .circle, .ellipse, .containerRelativeShape, .shape,
             .color, .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient, .material:
            return shape(node, environment).map { [drawn($0)] } ?? []
        case .toggle:
            return [drawn(toggle(node, environment))]
        case .textField, .secureField:
            var field = text(string("prompt") ?? string("placeholder") ?? "", node, environment, view: view)
            field.css("color", paint.css(ViewColor(system: "placeholderText", expression: ".placeholder")) ?? "gray")
            field.css("text-align", "start")
            field.fillsWidth = true
            return [drawn(field)]
        case .progressView:
            return [drawn(progress(node, environment))]
        case .placeholder:
            var element = PreviewElement(view: "content", line: line)
            element.attribute("class", "pv-content")
            var label = PreviewElement("span")
            label.attribute("aria-hidden", "true")
            label.content = [.text(string("name") ?? "content")]
            // What a modifier's content stands for takes the foreground above it, as any text
            // would: shown on its label, or named when it was not worked out.
            if case .known(let css)? = inherited(foregroundPaint(environment), line: line), let color = Self.solid(css) { label.css("color", color) }
            element.content = [.element(label)]
            return [drawn(element)]
        case .unsupported:
            let construct = string("construct") ?? "unsupported"
            var element = gap(construct, line)
            if ViewKind.greedyUndrawnViews.contains(construct) {
                element.fillsWidth = true
                element.fillsHeight = true
            }
            return [element]
        case .forEach, .emptyView, .anyView, .path, .uiColor, .link, .shareLink, .textEditor, .gauge, .toolbarItemGroup:
            // Never a node: the evaluator draws their content in their place, or makes them
            // the node they are drawn as (`ViewKind.node`).
            return [gap(view, line)]
        }
    }

    /// A `Text`: the brand's font stack at the resolved size and weight, in its color.
    mutating func text(_ string: String, _ node: ViewNode, _ environment: PreviewEnvironment, view: String) -> PreviewElement {
        var element = PreviewElement("span", view: view, line: node.location.line)
        element.attribute("aria-hidden", "true")
        for (property, value) in textStyle(node, environment) { element.css(property, value) }
        for (property, value) in Self.textDeclarations(environment) { element.css(property, value) }
        for modifier in node.modifiers { textModifier(modifier, into: &element) }
        element.content = runs(of: node, environment) ?? [.text(string)]
        return element
    }

    /// `Text + Text`: each run a span of its own carrying what the run itself sets (its color,
    /// weight, font, italic, tracking, baseline offset) over what the whole text sets, as
    /// SwiftUI composes them: `(Text("a").bold() + Text("b")).font(.title)` is two runs in the
    /// title font, the first bold. Nil for a text that is one run.
    private mutating func runs(of node: ViewNode, _ environment: PreviewEnvironment) -> [PreviewElement.Content]? {
        guard node.children.count > 1, node.children.allSatisfy({ $0.kind == .text }) else { return nil }
        return node.children.flatMap { run -> [PreviewElement.Content] in
            let text = if case .string(let part)? = run.property("text") { part } else { run.placeholderText?.standIn ?? "" }
            // `(a + b) + c`: a run that sets nothing of its own is its runs, not a span around them.
            guard !run.modifiers.isEmpty else { return runs(of: run, environment) ?? [.text(text)] }
            var span = PreviewElement("span")
            if run.modifier(.foregroundStyle) != nil {
                switch textColor(run, environment) {
                case .known(let color)?: span.css("color", color)
                case .unknown?: span.css("color", Self.unknownText); span.css("text-decoration", "underline dashed " + Self.unknownLine)
                case nil: break
                }
            }
            if case .font(let font)? = run.property("font") {
                if run.modifier(.font) != nil {
                    // The run's own font: its whole style, as the text's is written.
                    for (property, value) in textStyle(run, environment) where property.hasPrefix("font-") { span.css(property, value) }
                } else if run.modifier(.fontWeight) != nil {
                    span.css("font-weight", String((font.weight ?? .regular).cssWeight))
                }
            }
            for modifier in run.modifiers { textModifier(modifier, into: &span) }
            span.content = runs(of: run, environment) ?? [.text(text)]
            return [.element(span)]
        }
    }

    /// A text the code does not determine: its stand-in in the text's own font and color, so
    /// the drawing keeps its shape, marked as a gap (hatched and outlined, `pv-text-gap`) with
    /// the construct on hover, and counted as one, so the drawing is partial.
    mutating func placeholderText(_ placeholder: (standIn: String, construct: String), _ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        gaps.append(("text " + placeholder.construct, node.location.line))
        var element = text(placeholder.standIn, node, environment, view: "Text")
        element.attribute("class", "pv-text-gap")
        element.attribute("title", "Not worked out: " + placeholder.construct)
        return element
    }

    /// Font and color declarations of a text, symbol or field.
    mutating func textStyle(_ node: ViewNode, _ environment: PreviewEnvironment) -> [(String, String)] {
        var style: [(String, String)] = []
        let font: ViewFont = if case .font(let font)? = node.property("font") { font } else { .body }
        let token = font.token.flatMap(guide.font(named:))
        let stack = token.map { FontStack.families(for: $0, fallback: guide.typographyFallback) }
            ?? FontStack.families(family: font.family, face: font.face, design: font.design, fallback: guide.typographyFallback)
        style.append(("font-family", stack))
        style.append(("font-size", CSSNumber.px(font.size ?? 17) ?? "17px"))
        style.append(("font-weight", String((font.weight ?? .regular).cssWeight)))
        if font.isItalic { style.append(("font-style", "italic")) }
        style.append(("line-height", "1.2"))
        if let gradient = textGradient(node, environment) {
            // Text filled with a gradient, as `foregroundStyle(LinearGradient…)` paints it.
            style += [("background-image", gradient), ("-webkit-background-clip", "text"), ("background-clip", "text"), ("color", "transparent")]
        } else {
            switch textColor(node, environment) {
            case .known(let color)?: style.append(("color", color))
            // Not the color the text would inherit (the page's, black or white): the gaps' grey,
            // underlined as they are outlined, so the text keeps its shape and shows it is a guess.
            case .unknown?: style += [("color", Self.unknownText), ("text-decoration", "underline dashed " + Self.unknownLine)]
            case nil: break
            }
        }
        return style
    }

    /// The gradient a text is painted with: its own `foregroundStyle`, or one it inherits when
    /// it sets no color of its own.
    private func textGradient(_ node: ViewNode, _ environment: PreviewEnvironment) -> String? {
        if let own = node.modifiers.last(where: { $0.kind == .foregroundStyle }) {
            if case .gradient(let gradient)? = own.property("color") { return paint.css(gradient) }
            return nil
        }
        guard case .color(let color)? = node.property("color"), color.expression == ".primary", case .known(let inherited)? = foregroundPaint(environment),
              inherited.hasSuffix(")"), ["linear-gradient(", "radial-gradient(", "conic-gradient("].contains(where: inherited.hasPrefix) else { return nil }
        return inherited
    }

    /// The text's own color, else the tint a button gives a label that sets none; a color the
    /// core could not work out names its gap.
    private mutating func textColor(_ node: ViewNode, _ environment: PreviewEnvironment) -> GivenPaint? {
        guard case .color(let color)? = node.property("color") else { return inherited(environment.buttonText, line: node.location.line) }
        if color.system == "primary", color.expression == ".primary", let buttonText = environment.buttonText, node.modifier(.foregroundStyle) == nil {
            return inherited(buttonText, line: node.location.line)
        }
        return givenPaint(.color(color), line: node.location.line)
    }

    /// Modifiers only a text has (`tracking`, `italic`, `underline`…).
    func textModifier(_ modifier: ViewModifier, into element: inout PreviewElement) {
        func number() -> Double? { if case .number(let value)? = modifier.property("value") { value } else { nil } }
        switch modifier.kind {
        case .tracking, .kerning: if let value = CSSNumber.px(number()) { element.css("letter-spacing", value) }
        // `.italic(false)`, `.strikethrough(done)` with `done` false: SwiftUI's `isActive` turns
        // the style off, so a to-do that is not done is not struck through.
        case .italic: if modifier.property("value") != .bool(false) { element.css("font-style", "italic") }
        case .underline, .strikethrough:
            guard modifier.property("value") != .bool(false) else { break }
            element.css("text-decoration", modifier.kind == .underline ? "underline" : "line-through")
            // The line's own `color:`, where it is known; else the text's, as SwiftUI draws it.
            if case .color(let color)? = modifier.property("color"), let css = paint.css(color) { element.css("text-decoration-color", css) }
        case .monospacedDigit: element.css("font-variant-numeric", "tabular-nums")
        case .baselineOffset: if let value = CSSNumber.px(number().map { -$0 }) { element.css("position", "relative"); element.css("top", value) }
        default:
            // Any other modifier is the view's, not the text's (`modified`).
            break
        }
    }

    /// An SF Symbol: Apple's glyphs may not be redistributed, so a neutral rounded square of
    /// the symbol's size, its stroke as heavy as its weight, named on hover.
    mutating func symbol(_ name: String, _ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        let font: ViewFont = if case .font(let font)? = node.property("font") { font } else { .body }
        // `.imageScale(.small)` and `.large`, on the image or around it, as SF Symbols scale.
        let size = (font.size ?? 17) * 1.1 * (node.inherited.values.imageScale?.factor ?? 1)
        let glyph = SymbolGlyph.shapes(for: name)
        var element: PreviewElement
        if let glyph {
            element = SymbolGlyph.element(glyph, name: name, weight: font.weight ?? .regular, line: node.location.line)
        } else {
            // No glyph stands for it: a placeholder, labeled with the symbol's name.
            element = PreviewElement("span", view: "Image", line: node.location.line)
            element.attribute("class", "pv-symbol")
            element.attribute("role", "img")
            element.attribute("aria-label", name)
            element.attribute("title", name)
            let weight = Double((font.weight ?? .regular).cssWeight)
            element.css("border-width", CSSNumber.px(max(1, (size / 12) * weight / 400)) ?? "1.5px")
        }
        let side = CSSNumber.px(size) ?? "19px"
        element.css("width", side)
        element.css("height", side)
        switch textColor(node, environment) {
        case .known(let color)?: element.css("color", color)
        case .unknown?:
            element.css("color", Self.unknownText)
            if glyph == nil { element.css("border-style", "dashed") } else { element.attribute("class", "pv-glyph pv-glyph-gap") }
        case nil: break
        }
        if node.modifier(.resizable) != nil { element.fillsWidth = true; element.fillsHeight = true }
        return element
    }

    /// A photo or `AsyncImage`: a neutral placeholder that takes the frame it is given.
    func photo(_ node: ViewNode) -> PreviewElement {
        var element = PreviewElement(view: node.kind.rawValue, line: node.location.line)
        element.attribute("class", "pv-photo")
        element.fillsWidth = true
        element.fillsHeight = true
        return element
    }

    /// A switch: the label, then the 51 × 31 track, green when on.
    mutating func toggle(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        var inner = environment
        inner.axis = .row
        var parts = node.children.flatMap { draw($0, inner) }
        var spacer = PreviewElement()
        spacer.fillsWidth = true
        if !parts.isEmpty { parts.append(spacer) }
        var track = PreviewElement("span", view: "Toggle", line: node.location.line)
        track.attribute("class", "pv-switch")
        let isOn = node.property("isOn") == .bool(true)
        if isOn { track.attribute("class", "pv-switch pv-switch-on") }
        // Only a switch that is on paints with the tint (an off one names no tint gap).
        let background = isOn ? tint(environment, line: node.location.line, otherwise: "systemGreen") ?? Self.unknownFill
            : paint.css(ViewColor(system: "systemFill", expression: ".fill")) ?? "gray"
        track.css("background", background)
        parts.append(track)
        var element = container(.row, spacing: 8, alignment: nil, view: "Toggle", line: node.location.line, children: parts)
        element.fillsWidth = !node.children.isEmpty
        return element
    }

    /// The color a button gives a label that sets none, by its style: the tint for the default,
    /// `.bordered`, `.borderless` and `.link` styles, white on the tint for `.borderedProminent`, and
    /// none (the label's own `.primary`) for `.plain` or a style of the guide's own.
    func buttonLabel(_ node: ViewNode, _ environment: PreviewEnvironment) -> GivenPaint? {
        let tinted = tintPaint(environment) ?? paint.css(ViewColor(system: "tint", expression: ".tint")).map { .known($0) }
        guard case .keyword(let name)? = node.modifier(.buttonStyle)?.property("style") else { return tinted }
        switch ButtonStyleKind(named: name) {
        case .automatic?, .bordered?, .borderless?, .link?:
            return tinted
        case .borderedProminent?:
            return paint.css(ViewColor(system: "white", expression: ".white")).map { .known($0) }
        case .plain?, nil:
            return nil
        }
    }

    /// A progress bar at its value, or an indeterminate spinner.
    mutating func progress(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewElement {
        var element = PreviewElement(view: "ProgressView", line: node.location.line)
        let tint = tint(environment, line: node.location.line) ?? Self.unknownLine
        if case .number(let value)? = node.property("value"), let percent = CSSNumber.clamped(value * 100, in: 0...100) {
            element.attribute("class", "pv-progress")
            element.css("background", "linear-gradient(90deg, \(tint) \(percent)%, \(paint.css(ViewColor(system: "systemFill", expression: ".fill")) ?? "gray") \(percent)%)")
            element.fillsWidth = true
        } else {
            element.attribute("class", "pv-spinner")
        }
        return element
    }
}
