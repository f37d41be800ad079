import Guide

/// Modifiers, in the order they apply (innermost first): each one that changes layout or
/// appearance wraps what it modifies, as SwiftUI does; environment modifiers set what the
/// content below inherits; those that draw nothing a still picture shows pass.
extension PreviewDrawing {
    /// What the content of `node` inherits: Guide's environment of the node, and the button
    /// text color, which a foreground set on the node replaces and a tint set on it recolors.
    func contentEnvironment(_ node: ViewNode, _ environment: PreviewEnvironment) -> PreviewEnvironment {
        var inner = environment
        inner.inherited = node.inherited
        if node.modifiers.contains(where: { $0.kind.sets == .foreground || $0.unreadStyle?.sets == "foregroundStyle" }) { inner.buttonText = nil }
        if inner.buttonText != nil, node.modifiers.contains(where: { $0.kind.sets == .tint || $0.unreadStyle?.sets == "tint" }), let tint = tintPaint(inner) {
            inner.buttonText = tint
        }
        return inner
    }

    /// The foreground style set above the view being drawn, as paint; nil when none is.
    func foregroundPaint(_ environment: PreviewEnvironment) -> GivenPaint? {
        Self.style(environment.inherited.values.foreground, paint)
    }

    /// The tint set above the view being drawn, as paint; nil when none is.
    func tintPaint(_ environment: PreviewEnvironment) -> GivenPaint? {
        Self.style(environment.inherited.values.tint, paint)
    }

    /// CSS declarations every `Text` below takes from the text settings of its environment
    /// (`lineLimit`, `multilineTextAlignment`, `textCase`).
    static func textDeclarations(_ environment: PreviewEnvironment) -> [(String, String)] {
        let values = environment.inherited.values
        var text: [(String, String)] = []
        if let lines = values.lineLimit {
            if lines == 1 {
                text += [("white-space", "nowrap"), ("overflow", "hidden"), ("text-overflow", "ellipsis"), ("max-width", "100%")]
            } else if let count = CSSNumber.clamped(lines, in: 1...100) {
                text += [("display", "-webkit-box"), ("-webkit-box-orient", "vertical"), ("-webkit-line-clamp", count), ("overflow", "hidden")]
            }
        }
        if let align = values.multilineAlignment {
            text.append(("text-align", align == "center" ? "center" : align == "trailing" ? "end" : "start"))
        }
        if let textCase = values.textCase { text.append(("text-transform", textCase)) }
        return text
    }

    /// `element` wrapped by the node's modifiers.
    mutating func modified(_ element: PreviewElement, _ node: ViewNode, _ inner: PreviewEnvironment, outer: PreviewEnvironment) -> PreviewElement {
        var current = element
        var drewBar = false
        for modifier in node.modifiers {
            let line = modifier.location.line > 0 ? modifier.location.line : node.location.line
            func number(_ name: String) -> Double? { if case .number(let value)? = modifier.property(name) { value } else { nil } }
            func wrapper() -> PreviewElement {
                var wrapper = container(.column, spacing: nil, alignment: nil, view: "." + modifier.kind.rawValue, line: line, children: [current])
                wrapper.fillsWidth = current.fillsWidth
                wrapper.fillsHeight = current.fillsHeight
                return wrapper
            }
            switch modifier.kind {
            case .font, .fontWeight, .foregroundStyle, .tint, .backgroundStyle, .fill, .stroke, .strokeBorder, .lineLimit,
                 .multilineTextAlignment, .textCase, .tracking, .kerning, .italic, .underline, .strikethrough,
                 .monospacedDigit, .monospaced, .fontDesign, .fontWidth, .lineSpacing, .truncationMode, .minimumScaleFactor,
                 .allowsTightening, .textScale, .baselineOffset, .symbolRenderingMode, .symbolVariant, .imageScale,
                 .resizable, .scaledToFit, .scaledToFill, .interpolation, .renderingMode, .antialiased, .fixedSize,
                 .layoutPriority, .zIndex, .ignoresSafeArea, .edgesIgnoringSafeArea, .drawingGroup, .compositingGroup,
                 .textFieldStyle, .labelStyle, .toggleStyle, .progressViewStyle, .controlSize, .buttonBorderShape,
                 .contentMargins, .scrollIndicators, .scrollClipDisabled, .unredacted, .inset, .lineHeight, .tabItem:
                // Read into the view's own properties (fonts and colors the front end resolved
                // onto each text), drawn by the view itself, or nothing a still drawing shows.
                continue
            case .foregroundColor, .bold, .modifier:
                // Normalized by the evaluator (`foregroundStyle`, `fontWeight`, the modifier's body).
                continue
            case .animation, .transition, .sensoryFeedback, .onTapGesture, .onLongPressGesture, .gesture,
                 .simultaneousGesture, .highPriorityGesture, .contentShape, .onAppear, .onDisappear, .task, .onChange,
                 .onReceive, .onSubmit, .onHover, .id, .tag, .allowsHitTesting, .disabled, .keyboardType, .textContentType,
                 .textInputAutocapitalization, .autocapitalization, .autocorrectionDisabled, .disableAutocorrection,
                 .submitLabel, .focused, .sheet, .fullScreenCover, .alert, .confirmationDialog, .popover,
                 .navigationBarTitleDisplayMode, .navigationBarHidden, .navigationBarBackButtonHidden,
                 .toolbarBackground, .toolbarColorScheme, .refreshable, .swipeActions, .contextMenu, .matchedGeometryEffect,
                 .help, .keyboardShortcut, .hoverEffect, .environmentObject, .preference, .onPreferenceChange,
                 .scrollContentBackground, .scrollDisabled, .listRowInsets, .listRowSeparator, .listStyle,
                 .listRowBackground, .listSectionSeparator, .dynamicTypeSize, .privacySensitive, .symbolEffect,
                 .contentTransition, .onOpenURL, .searchable, .interactiveDismissDisabled, .presentationDetents,
                 .presentationDragIndicator, .presentationCornerRadius, .presentationBackground, .scrollTargetBehavior,
                 .scrollTargetLayout, .scrollPosition, .defaultScrollAnchor, .onKeyPress, .focusable, .draggable,
                 .dropDestination, .buttonRepeatBehavior, .phaseAnimator, .keyframeAnimator, .onScrollGeometryChange,
                 .safeAreaPadding, .coordinateSpace, .navigationDestination, .accentColor,
                 .statusBarHidden, .persistentSystemOverlays, .onGeometryChange, .geometryGroup,
                 .animationDisabled, .transaction, .equatable, .labelsHidden, .menuStyle, .pickerStyle, .datePickerStyle,
                 .textSelection, .navigationBarItems:
                // Dropped by the evaluator: never in a tree.
                continue
            case .padding:
                var wrapped = wrapper()
                let values = ["top", "trailing", "bottom", "leading"].map { number($0) ?? 0 }
                // Negative padding grows the view outward, as a negative margin does; CSS
                // padding cannot be negative.
                wrapped.css("padding", values.map { CSSNumber.px(max(0, $0)) ?? "0px" }.joined(separator: " "))
                if values.contains(where: { $0 < 0 }) {
                    wrapped.css("margin", values.map { CSSNumber.px(min(0, $0)) ?? "0px" }.joined(separator: " "))
                }
                current = wrapped
            case .frame:
                // A size the front end could not work out is named, not guessed.
                let unknown = modifier.properties.first { property in
                    property.name != "alignment" && {
                        switch property.value {
                        case .number: false
                        case .fraction(_, let dimension): dimension != property.name
                            && !(property.name == "height" && { if case .fraction(_, "width")? = modifier.property("width") { true } else { false } }())
                        default: property.value != .keyword("infinity")
                        }
                    }()
                }
                current = frame(current, modifier, line: line)
                if let unknown { current = tagged(current, ".frame(\(unknown.name): …)", line: line, detail: ".frame(\(unknown.name): \(Self.written(unknown.value)))") }
            case .background, .overlay:
                current = layered(current, modifier, inner, line: line)
            case .safeAreaInset:
                current = inset(current, modifier, inner, line: line)
            case .toolbar:
                // One bar for all of the view's toolbars, drawn at the first, as SwiftUI merges them.
                guard !drewBar else { continue }
                drewBar = true
                current = toolbar(current, node, inner, line: line)
            case .navigationTitle:
                // The title of the bar a toolbar draws (`toolbar`); without one, nothing.
                continue
            case .clipShape, .mask:
                // A custom Shape the core drew clips to its outline.
                if let shape = modifier.layers.first, modifier.layers.count == 1, case .outline(let outline)? = shape.property("outline") {
                    var wrapped = wrapper()
                    wrapped.css("clip-path", Self.clipPolygon(outline))
                    current = wrapped
                    continue
                }
                guard let shape = modifier.layers.first, modifier.layers.count == 1, let radius = Self.clipRadius(shape) else {
                    current = tagged(current, "." + modifier.kind.rawValue + "(" + (modifier.layers.first?.kind.rawValue ?? "") + ")", line: line)
                    continue
                }
                var wrapped = wrapper()
                wrapped.css("overflow", "hidden")
                if radius != "0" { wrapped.css("border-radius", radius) }
                current = wrapped
            case .aspectRatio:
                // `aspectRatio(3/4, contentMode: .fit)` on a flexible view: as wide as offered,
                // as tall as the ratio says. Without a ratio the view keeps its own.
                guard let ratio = number("value"), ratio > 0, let css = CSSNumber.clamped(ratio, in: 0.01...100) else { continue }
                var wrapped = wrapper()
                wrapped.css("aspect-ratio", css)
                // `.fit` sizes the view by the ratio along the side it fills. `.fill` covers what
                // it is offered: where a frame around it fixes both sides (a 440-point hero), it
                // fills that frame and `.clipped()` cuts the rest, as CSS ignores the ratio when
                // both sides are set; where a side is free, the ratio sizes it, as with `.fit`.
                let fills = modifier.property("contentMode") == .keyword("fill")
                if !fills {
                    if current.fillsWidth { wrapped.fillsHeight = false } else if current.fillsHeight { wrapped.fillsWidth = false }
                }
                current = wrapped
            case .trim:
                // A shape's outline from `from` to `to`, starting at its trailing edge and going
                // clockwise as SwiftUI's paths do: a conic mask from 3 o'clock.
                let from = modifier.property("from") == nil ? 0 : number("from")
                guard let from, let to = number("to"),
                      let start = CSSNumber.clamped(from * 100, in: 0...100), let end = CSSNumber.clamped(to * 100, in: 0...100) else {
                    current = tagged(current, ".trim(…)", line: line, detail: ".trim(to: " + Self.written(modifier.property("to")) + ")")
                    continue
                }
                var wrapped = wrapper()
                wrapped.css("mask-image", "conic-gradient(from 90deg, transparent 0% \(start)%, #000 \(start)% \(end)%, transparent \(end)% 100%)")
                current = wrapped
            case .cornerRadius:
                var wrapped = wrapper()
                wrapped.css("overflow", "hidden")
                wrapped.css("border-radius", CSSNumber.px(number("value")) ?? "0px")
                current = wrapped
            case .clipped:
                var wrapped = wrapper()
                wrapped.css("overflow", "hidden")
                current = wrapped
            case .shadow:
                if let unknown = modifier.properties.first(where: { $0.name != "color" && { if case .number = $0.value { false } else { true } }($0) }) {
                    current = tagged(current, ".shadow(\(unknown.name): …)", line: line, detail: ".shadow(\(unknown.name): \(Self.written(unknown.value)))")
                    continue
                }
                var wrapped = wrapper()
                let color = givenPaint(modifier.property("color"), line: line)?.css ?? "rgb(0 0 0 / 33%)"
                let x = CSSNumber.px(number("x") ?? 0) ?? "0px", y = CSSNumber.px(number("y") ?? 0) ?? "0px"
                let radius = CSSNumber.px(number("radius") ?? 0) ?? "0px"
                wrapped.css("filter", "drop-shadow(\(x) \(y) \(radius) \(color))")
                current = wrapped
            case .opacity:
                // A computed opacity (`likeOpacity` over a drag offset) is not guessed.
                guard let value = number("value") else {
                    current = tagged(current, ".opacity(…)", line: line, detail: ".opacity(" + Self.written(modifier.property("value")) + ")")
                    continue
                }
                var wrapped = wrapper()
                wrapped.css("opacity", CSSNumber.clamped(value, in: 0...1) ?? "1")
                current = wrapped
            case .offset:
                let zero = modifier.property("value") == .keyword("zero")
                guard zero || (modifier.property("value") == nil && (number("x") != nil || number("y") != nil)) else {
                    current = tagged(current, ".offset(…)", line: line, detail: ".offset(" + Self.written(modifier.property("value")) + ")")
                    continue
                }
                if zero { continue }
                var wrapped = wrapper()
                let x = CSSNumber.px(number("x") ?? 0) ?? "0px", y = CSSNumber.px(number("y") ?? 0) ?? "0px"
                wrapped.css("transform", "translate(\(x), \(y))")
                current = wrapped
            case .scaleEffect:
                guard number("value") != nil || number("x") != nil || number("y") != nil else {
                    current = tagged(current, ".scaleEffect(…)", line: line, detail: ".scaleEffect(" + Self.written(modifier.property("value")) + ")")
                    continue
                }
                var wrapped = wrapper()
                let both = number("value")
                let x = CSSNumber.clamped(number("x") ?? both ?? 1, in: -20...20) ?? "1", y = CSSNumber.clamped(number("y") ?? both ?? 1, in: -20...20) ?? "1"
                wrapped.css("transform", "scale(\(x), \(y))")
                current = wrapped
            case .preferredColorScheme, .environment:
                // The views inside drawn in the appearance the code sets: the tokens' light-dark()
                // pick theirs by the element's color scheme.
                guard case .keyword(let scheme)? = modifier.property("value"), scheme == "dark" || scheme == "light" else { continue }
                var wrapped = wrapper()
                wrapped.css("color-scheme", scheme)
                current = wrapped
            case .rotation3DEffect:
                // SwiftUI turns the view about the axis through its center, seen with a
                // perspective of its `perspective` (1 by default) times its size; CSS's nearest
                // is a perspective of a few hundred points, the view's own depth.
                guard case .number(let degrees)? = modifier.property("degrees"), let angle = CSSNumber.clamped(degrees, in: -3600...3600),
                      case .list(let axis)? = modifier.property("axis"), axis.count == 3 else {
                    current = tagged(current, ".rotation3DEffect(…)", line: line)
                    continue
                }
                let parts = axis.compactMap { if case .number(let value) = $0 { CSSNumber.clamped(value, in: -1e6...1e6) } else { nil } }
                guard parts.count == 3 else { current = tagged(current, ".rotation3DEffect(…)", line: line); continue }
                let depth = CSSNumber.px(400 * max(0.1, min(10, number("perspective") ?? 1))) ?? "400px"
                var wrapped = wrapper()
                wrapped.css("transform", "perspective(\(depth)) rotate3d(\(parts.joined(separator: ", ")), \(angle)deg)")
                current = wrapped
            case .rotationEffect:
                // The front end gives `degrees` when it worked the angle out; else the angle as written.
                let degrees: Double? = if case .number(let number)? = modifier.property("degrees") { number }
                    else if case .keyword(let written)? = modifier.property("value") ?? modifier.property("angle") { PreviewCSS.degrees(written) }
                    else { nil }
                guard let degrees, let value = CSSNumber.clamped(degrees, in: -3600...3600) else {
                    current = tagged(current, ".rotationEffect(…)", line: line, detail: ".rotationEffect(" + Self.written(modifier.property("value") ?? modifier.property("angle")) + ")")
                    continue
                }
                var wrapped = wrapper()
                wrapped.css("transform", "rotate(\(value)deg)")
                current = wrapped
            case .blur, .brightness, .saturation, .grayscale, .contrast, .hueRotation, .colorInvert:
                guard let filter = Self.filter(modifier) else {
                    current = tagged(current, "." + modifier.kind.rawValue, line: line)
                    continue
                }
                var wrapped = wrapper()
                wrapped.css("filter", filter)
                current = wrapped
            case .border:
                var wrapped = wrapper()
                let given = givenPaint(modifier.property("color"), line: line)
                let color = given?.isUnknown == true ? Self.unknownLine : given?.css ?? Self.primary(paint)
                let width = CSSNumber.px(number("width") ?? 1) ?? "1px"
                wrapped.css("outline", "\(width) \(given?.isUnknown == true ? "dashed" : "solid") \(color)")
                wrapped.css("outline-offset", "-" + width)
                current = wrapped
            case .buttonStyle:
                current = buttonStyle(current, modifier, inner, line: line)
            case .unsupported:
                // An unread foreground or tint is named where something paints with it.
                if modifier.unreadStyle != nil { continue }
                let construct: String = if case .string(let value)? = modifier.property("construct") { value } else { "modifier" }
                current = tagged(current, construct, line: line)
            case .colorMultiply, .containerRelativeFrame, .luminanceToAlpha, .blendMode, .redacted,
                 .badge, .tabViewStyle, .indexViewStyle:
                // Named gaps of the catalog (`ModifierKind.gap`).
                current = tagged(current, "." + modifier.kind.rawValue, line: line)
            }
        }
        return current
    }

    /// `frame(width:height:)`, `frame(minWidth:maxWidth:…)` with its alignment.
    private func frame(_ child: PreviewElement, _ modifier: ViewModifier, line: Int) -> PreviewElement {
        func value(_ name: String) -> ViewValue? { modifier.property(name) }
        let alignment: String? = if case .keyword(let name)? = value("alignment") { name } else { nil }
        var element = PreviewElement(view: ".frame", line: line)
        element.css("display", "flex")
        element.css("flex-direction", "column")
        let (horizontal, vertical) = PreviewCSS.alignment(alignment)
        element.css("align-items", PreviewCSS.flex(horizontal))
        element.css("justify-content", PreviewCSS.flex(vertical))
        element.fillsWidth = child.fillsWidth
        element.fillsHeight = child.fillsHeight
        for (axis, size) in [("width", "Width"), ("height", "Height")] {
            let fills: Bool
            if case .number(let fixed)? = value(axis), let css = CSSNumber.px(fixed) {
                element.css(axis, css)
                fills = false
            } else if case .fraction(let share, of: axis)? = value(axis), let percent = CSSNumber.clamped(share * 100, in: 0...1000) {
                // A share of the GeometryReader around it: a percentage of the same box.
                element.css(axis, percent + "%")
                fills = false
            } else if axis == "height", case .fraction(let tall, of: "width")? = value("height"), tall > 0,
                      case .fraction(let wide, of: "width")? = value("width"), let ratio = CSSNumber.clamped(wide / tall, in: 0.01...100) {
                // `frame(width: geo.size.width, height: geo.size.width)`: a square, by its ratio.
                element.css("aspect-ratio", ratio)
                fills = false
            } else {
                var flexible = axis == "width" ? child.fillsWidth : child.fillsHeight
                if case .number(let minimum)? = value("min" + size), let css = CSSNumber.px(minimum) { element.css("min-" + axis, css) }
                if case .number(let ideal)? = value("ideal" + size), let css = CSSNumber.px(ideal) { element.css(axis, css) }
                switch value("max" + size) {
                case .keyword("infinity")?: flexible = true
                case .number(let maximum)?:
                    if let css = CSSNumber.px(maximum) { element.css("max-" + axis, css) }
                    flexible = true
                default: break
                }
                fills = flexible
            }
            if axis == "width" { element.fillsWidth = fills } else { element.fillsHeight = fills }
        }
        var child = child
        // Inside a frame the child keeps its own size unless it is flexible.
        Self.place(&child, in: .column)
        element.content = [.element(child)]
        return element
    }

    /// Background and overlay layers, each sized to the view it decorates: the view is the
    /// positioned host, the layers cover it (`inset: 0`) aligned as the modifier says.
    private mutating func layered(_ child: PreviewElement, _ modifier: ViewModifier, _ environment: PreviewEnvironment, line: Int) -> PreviewElement {
        let alignment: String? = if case .keyword(let name)? = modifier.property("alignment") { name } else { nil }
        var host = container(.column, spacing: nil, alignment: nil, view: "." + modifier.kind.rawValue, line: line, children: [])
        host.css("position", "relative")
        host.fillsWidth = child.fillsWidth
        host.fillsHeight = child.fillsHeight
        var layerEnvironment = environment
        layerEnvironment.axis = .depth
        let drawnLayers = modifier.layers.flatMap { node in
            // A layer not drawn lies under (or over) the view's own text: hatched, named by its
            // number at the corner, never by words the text would be drawn across.
            draw(node, layerEnvironment).map { node.kind == .unsupported ? unlabeledGap($0, node) : $0 }
        }
        let layers: [PreviewElement] = drawnLayers.map { layer in
            var cover = PreviewElement()
            cover.css("position", "absolute")
            cover.css("inset", "0")
            cover.css("display", "grid")
            cover.css("pointer-events", "auto")
            var layer = layer
            let (horizontal, vertical) = PreviewCSS.alignment(alignment)
            Self.place(&layer, in: .depth, horizontal: horizontal, vertical: vertical)
            cover.content = [.element(layer)]
            return cover
        }
        var content = child
        Self.place(&content, in: .column)
        if !content.style.contains(where: { $0.0 == "position" }) { content.css("position", "relative") }
        let items = modifier.kind == .background ? layers + [content] : [content] + layers
        host.content = items.map { .element($0) }
        return host
    }

    /// A gap drawn as a layer: filling the view it decorates, its construct's name left to its
    /// title and the caption, and its number put at the corner as a view's gap marker is
    /// (`tagged`).
    private func unlabeledGap(_ layer: PreviewElement, _ node: ViewNode) -> PreviewElement {
        guard layer.attributes.contains(where: { $0 == ("class", "pv-gap") }), case .string(let construct)? = node.property("construct"),
              let number = gapNumbers[construct] else { return layer }
        var layer = layer
        var marker = PreviewElement("span")
        marker.attribute("class", "pv-gap pv-gap-tag")
        marker.attribute("aria-hidden", "true")
        marker.content = [.text(String(number))]
        layer.content = [.element(marker)]
        layer.css("position", "relative")
        // What is not known fills the view, as the color or shape it most likely is would, in
        // a mid grey under its hatching: the view's text, light or dark, stays readable on it.
        layer.fillsWidth = true
        layer.fillsHeight = true
        layer.css("background-color", "rgb(128 128 128 / 80%)")
        return layer
    }

    /// A built-in `ButtonStyle`: `.plain`, `.borderless` and `.link` draw the label as it is; `.bordered`
    /// and `.borderedProminent` give it iOS's rounded tinted background.
    private mutating func buttonStyle(_ child: PreviewElement, _ modifier: ViewModifier, _ environment: PreviewEnvironment, line: Int) -> PreviewElement {
        let name: String = if case .keyword(let name)? = modifier.property("style") { name } else { "automatic" }
        guard let style = ButtonStyleKind(named: name) else { return tagged(child, ".buttonStyle(." + name + ")", line: line) }
        switch style {
        case .plain, .borderless, .automatic, .link:
            return child
        case .bordered, .borderedProminent:
            var element = container(.column, spacing: nil, alignment: nil, view: ".buttonStyle", line: line, children: [child])
            element.css("padding", "7px 14px")
            element.css("border-radius", "9999px")
            if let tint = tint(environment, line: line) {
                element.css("background", style == .bordered ? "color-mix(in srgb, \(tint) 15%, transparent)" : tint)
            } else {
                element.css("background", Self.unknownFill)
            }
            element.fillsWidth = child.fillsWidth
            element.fillsHeight = child.fillsHeight
            return element
        }
    }

    /// The view drawn as it is, with a hatched tag naming the modifier not drawn.
    /// A drawn view with a gap on it (a modifier not drawn): outlined, and marked at its corner
    /// with the gap's number in the caption, so no name covers what is drawn; the name is the
    /// marker's title and its accessible text.
    mutating func tagged(_ child: PreviewElement, _ construct: String, line: Int, detail: String? = nil) -> PreviewElement {
        var tag = gap(construct, line, detail: detail)
        let number = String(gapNumbers[construct] ?? 0)
        if case .element(var label)? = tag.content.first {
            label.content = [.text(number)]
            tag.content = [.element(label)]
        }
        // Several gaps on one view share one marker (`1 · 2`), rather than pile up.
        if child.attributes.contains(where: { $0 == ("class", "pv-tagged") }), case .element(var previous)? = child.content.last,
           case .element(var label)? = previous.content.first, case .text(let text)? = label.content.first {
            var host = child
            label.content = [.text(text.split(separator: " · ").contains(Substring(number)) ? text : text + " · " + number)]
            previous.content = [.element(label)]
            let title = previous.attributes.first { $0.0 == "title" }?.1 ?? ""
            previous.attribute("title", title + "; " + (detail ?? construct))
            host.content[host.content.count - 1] = .element(previous)
            return host
        }
        var host = container(.column, spacing: nil, alignment: nil, view: "unsupported", line: line, children: [child])
        host.attribute("class", "pv-tagged")
        host.css("position", "relative")
        host.fillsWidth = child.fillsWidth
        host.fillsHeight = child.fillsHeight
        tag.attribute("class", "pv-gap pv-gap-tag")
        host.content.append(.element(tag))
        return host
    }

    /// A modifier's argument as written, for naming a gap (`likeOpacity`, `.degrees(rotation)`).
    static func written(_ value: ViewValue?) -> String {
        switch value {
        case .keyword(let text)?, .string(let text)?: text.count > 120 ? String(text.prefix(119)) + "…" : text
        case .number(let number)?: CSSNumber.clamped(number, in: -1e6...1e6) ?? ""
        default: "…"
        }
    }

    /// The radius a clip shape cuts with (`0` for a rectangle), or nil for a shape it cannot.
    static func clipRadius(_ shape: ViewNode) -> String? {
        // A custom shape's outline is code the drawing does not run.
        guard shape.kind.isShape, shape.kind != .shape else { return nil }
        return radius(of: shape) ?? "0"
    }

    /// A CSS filter for `blur`, `brightness`, `saturation`, `grayscale`, `contrast`, `hueRotation`.
    static func filter(_ modifier: ViewModifier) -> String? {
        func number(_ name: String) -> Double? { if case .number(let value)? = modifier.property(name) { value } else { nil } }
        switch modifier.kind {
        case .blur: return CSSNumber.px(number("radius") ?? number("value") ?? 0).map { "blur(\($0))" }
        case .brightness: return CSSNumber.clamped(1 + (number("value") ?? 0), in: 0...10).map { "brightness(\($0))" }
        case .saturation: return CSSNumber.clamped(number("value") ?? 1, in: 0...10).map { "saturate(\($0))" }
        case .grayscale: return CSSNumber.clamped(number("value") ?? 0, in: 0...1).map { "grayscale(\($0))" }
        case .contrast: return CSSNumber.clamped(number("value") ?? 1, in: 0...10).map { "contrast(\($0))" }
        case .colorInvert: return "invert(1)"
        case .hueRotation:
            guard case .keyword(let written)? = modifier.property("value"), let degrees = PreviewCSS.degrees(written) else { return nil }
            return CSSNumber.clamped(degrees, in: -3600...3600).map { "hue-rotate(\($0)deg)" }
        default: return nil
        }
    }
}
