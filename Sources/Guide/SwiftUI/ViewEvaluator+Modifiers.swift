import Diagnostics

/// Modifiers, normalized: padding per edge, frames, layers, colors, fonts, shape styles. Those
/// that draw nothing are ignored by design (README "View trees"); any other is `unsupported`.
extension ViewEvaluator {
    /// Whether `name` is a modifier sitegen knows, by its catalog or by family.
    static func isModifier(_ name: String) -> Bool {
        ModifierKind(calling: name) != nil || ModifierKind.isIgnoredFamily(name)
    }

    /// Whether a call's arguments are of the types a guide function of a SwiftUI modifier's name
    /// takes, as the compiler picks between the two: a number where the guide's function wants
    /// one of its own types (`.padding([.top], padding?.top)` beside `func padding(_ edges: [Edge],
    /// _ padding: AuthenticatorTheme.Padding?)`) is SwiftUI's modifier.
    mutating func argumentsFit(_ parameters: [SwiftParameter], _ arguments: [SwiftArgument], _ scope: Scope) -> Bool {
        var remaining = parameters[...]
        for argument in arguments {
            guard let index = remaining.firstIndex(where: { $0.label == argument.label }) else { return true }
            let parameter = remaining[index]
            remaining = remaining[(index + 1)...]
            guard var type = parameter.type else { continue }
            if type.hasSuffix("?") { type.removeLast() }
            guard let declared = library.types[type.split(separator: ".").last.map(String.init) ?? type], declared.declaration.kind != .protocol else { continue }
            if Self.number(value(argument.value, scope).expression) != nil { return false }
        }
        return true
    }

    mutating func modify(_ base: [ViewNode], _ name: String, _ arguments: [SwiftArgument], _ closure: SwiftClosure?, _ scope: Scope, text: @autoclosure () -> String) -> [ViewNode] {
        let at = here
        // Parsed once, here: a name the catalog does not list is the guide's own or unsupported.
        let kind = ModifierKind(calling: name)
        if kind?.isIgnored == true || (kind == nil && ModifierKind.isIgnoredFamily(name)) { return base }
        var node = base.count == 1 ? base[0] : ViewNode(kind: .group, children: base, location: at)
        if let function = library.viewFunction(name, labels: arguments.map(\.label), trailingClosure: closure != nil),
           kind == nil || argumentsFit(function.declaration.parameters, arguments, scope) {
            var inner = scope
            inner.selfViews = [node]
            return runViewFunction(function, arguments, closure, inner)
        }
        guard let kind else {
            node.modifiers.append(ViewModifier(.unsupported, properties: [ViewProperty("construct", .string("." + name))], location: at))
            return [node]
        }
        func add(_ properties: [ViewProperty], layers: [ViewNode] = [], as recorded: ModifierKind = kind) {
            node.modifiers.append(ViewModifier(recorded, properties: properties, layers: layers, location: at))
        }
        switch kind {
        case .tabItem:
            // What the page shows in its TabView's bar: the bar, not the page, draws it.
            var inner = scope
            add([], layers: closure.map { runBuilder($0.statements, &inner) } ?? [])
        case .padding:
            add(padding(arguments, scope))
        case .safeAreaInset:
            add(safeAreaInset(arguments, scope), layers: content(arguments, closure, scope))
        case .toolbar:
            // `.toolbar(.hidden, for: .navigationBar)` and other forms without content draw no bar.
            guard closure != nil || arguments.value("content") != nil else { return base }
            add([], layers: content(arguments, closure, scope))
        case .navigationTitle:
            add(navigationTitle(arguments.first?.value, scope))
        case .contentMargins:
            // Edges and amount as `.padding` reads them; `for:` where they apply.
            let placement = arguments.value("for").map { [ViewProperty("placement", keyword($0, scope))] } ?? []
            add(padding(arguments, scope) + placement)
        case .frame:
            // `.frame(maxWidth: fullWidth ? .infinity : nil)`: a nil bound is no bound, as in SwiftUI.
            add(arguments.compactMap { argument in
                guard let label = argument.label else { return nil }
                let bound = viewValue(argument.value, scope)
                return bound == .keyword("nil") ? nil : ViewProperty(label, bound)
            })
        case .background, .overlay, .mask:
            var layers: [ViewNode] = []
            var properties: [ViewProperty] = []
            if let alignment = arguments.value("alignment") { properties.append(ViewProperty("alignment", keyword(alignment, scope))) }
            if let closure {
                var inner = scope
                layers = runBuilder(closure.statements, &inner)
            } else if let content = arguments.first(where: { $0.label == nil || $0.label == "content" })?.value {
                layers = views(content, scope)
                if let shape = arguments.value("in") {
                    var shapes = views(shape, scope)
                    if shapes.count == 1, var fill = layers.first?.property("fill") ?? layers.first.flatMap({ $0.property("gradient") }) {
                        // `.black.opacity(0.5)` is a color view at half opacity: the shape is
                        // filled with the color at that opacity, not opaque.
                        if case .color(let color) = fill, let faded = layers.first?.modifiers.first(where: { $0.kind == .opacity }),
                           case .number(let opacity)? = faded.property("value") {
                            fill = .color(color.withOpacity(max(0, min(1, opacity))))
                        }
                        shapes[0].properties.append(ViewProperty("fill", fill))
                        layers = shapes
                    } else {
                        layers += shapes
                    }
                }
            } else if arguments.isEmpty, kind == .background {
                layers = [ViewNode(kind: .color, properties: [ViewProperty("fill", .color(ViewColor(system: "systemBackground", expression: ".background")))], location: at)]
            }
            if let edges = arguments.value("ignoresSafeAreaEdges") { properties.append(ViewProperty("ignoresSafeAreaEdges", keyword(edges, scope))) }
            // `.overlay(stroke.map { … })` with no stroke draws nothing.
            if !layers.isEmpty { add(properties, layers: layers) }
        case .clipShape:
            add([], layers: arguments.first.map { views($0.value, scope) } ?? [])
        case .foregroundStyle, .foregroundColor, .tint, .backgroundStyle:
            guard let first = arguments.first?.value else { add([]); break }
            let style = viewValue(first, scope)
            switch style {
            case .color, .gradient: add([ViewProperty(kind == .tint ? "tint" : "color", style)], as: kind == .foregroundColor ? .foregroundStyle : kind)
            case .keyword(let keyword) where Self.hierarchical.contains(keyword):
                add([ViewProperty("color", .color(ViewColor(system: keyword, expression: first.text)))], as: .foregroundStyle)
            default:
                add([ViewProperty("construct", .string("." + name + "(" + first.text + ")"))], as: .unsupported)
            }
        case .font:
            if let first = arguments.first?.value, let font = tokens.font(value(first, scope).expression) {
                add([ViewProperty("font", .font(font))])
            } else {
                add([ViewProperty("construct", .string(".font(" + (arguments.first?.value.text ?? "") + ")"))], as: .unsupported)
            }
        case .fontWeight:
            add([ViewProperty("weight", arguments.first.map { keyword($0.value, scope) } ?? .keyword("regular"))])
        case .bold:
            if arguments.first.flatMap({ truth($0.value, scope) }) != false { add([ViewProperty("weight", .keyword("bold"))], as: .fontWeight) }
        case .fill, .stroke, .strokeBorder:
            var properties: [ViewProperty] = []
            if let first = arguments.first(where: { $0.label == nil })?.value { properties.append(ViewProperty("style", viewValue(first, scope))) }
            if let width = arguments.value("lineWidth").flatMap({ number($0, scope) }) { properties.append(ViewProperty("lineWidth", .number(width))) }
            if let strokeStyle = arguments.value("style"), case .call(_, let styleArguments, _) = value(strokeStyle, scope).expression {
                if let width = styleArguments.value("lineWidth").flatMap({ Self.number($0) }) { properties.append(ViewProperty("lineWidth", .number(width))) }
                if let dash = styleArguments.value("dash") { properties.append(ViewProperty("dash", viewValue(dash, scope))) }
            }
            if kind != .fill, !properties.contains(where: { $0.name == "lineWidth" }) { properties.append(ViewProperty("lineWidth", .number(1))) }
            add(properties)
        case .shadow:
            var properties: [ViewProperty] = []
            for label in ["color", "radius", "x", "y"] {
                if let argument = arguments.value(label) { properties.append(ViewProperty(label, viewValue(argument, scope))) }
            }
            add(properties)
        case .border:
            var properties: [ViewProperty] = []
            if let color = arguments.first?.value { properties.append(ViewProperty("color", viewValue(color, scope))) }
            properties.append(ViewProperty("width", .number(arguments.value("width").flatMap { number($0, scope) } ?? 1)))
            add(properties)
        case .buttonStyle:
            return [styled(node, arguments.first?.value, scope, at: at)]
        case .modifier:
            guard let first = arguments.first?.value else { return [node] }
            return applyViewModifier(node, first, scope, at: at)
        case .rotationEffect, .rotation3DEffect:
            // `.degrees(12)`, `Angle(degrees:)`, `.radians(x)` → degrees.
            var properties: [ViewProperty] = []
            if let angle = arguments.first?.value {
                let reduced = value(angle, scope).expression
                if case .call(let callee, let angleArguments, _) = reduced, let kind = callee.memberName, let amount = angleArguments.first.flatMap({ Self.number($0.value) }) {
                    properties.append(ViewProperty("degrees", .number(kind == "radians" || angleArguments.first?.label == "radians" ? amount * 180 / .pi : amount)))
                } else {
                    properties.append(ViewProperty("angle", .keyword(reduced.text)))
                }
            }
            if let anchor = arguments.value("anchor") { properties.append(ViewProperty("anchor", keyword(anchor, scope))) }
            // `axis: (x: 0, y: 1, z: 0)`: the line the view turns about.
            if kind == .rotation3DEffect, case .tuple(let parts)? = arguments.value("axis").map({ value($0, scope).expression.unlocated }) {
                let components = ["x", "y", "z"].enumerated().map { index, label in
                    (parts.first { $0.label == label } ?? (index < parts.count && parts[index].label == nil ? parts[index] : nil)).flatMap { number($0.value, scope) }
                }
                if components.allSatisfy({ $0 != nil }) {
                    properties.append(ViewProperty("axis", .list(components.map { .number($0!) })))
                }
            }
            if kind == .rotation3DEffect, let perspective = arguments.value("perspective").flatMap({ number($0, scope) }) {
                properties.append(ViewProperty("perspective", .number(perspective)))
            }
            add(properties)
        case .offset:
            var properties: [ViewProperty] = []
            if let size = arguments.first(where: { $0.label == nil })?.value {
                let reduced = value(size, scope).expression
                if reduced.memberName == "zero" {
                    properties = [ViewProperty("x", .number(0)), ViewProperty("y", .number(0))]
                } else if case .call(_, let fields, _) = reduced {
                    properties = [ViewProperty("x", .number(fields.value("width").flatMap { Self.number($0) } ?? 0)), ViewProperty("y", .number(fields.value("height").flatMap { Self.number($0) } ?? 0))]
                } else {
                    properties = [ViewProperty("value", .keyword(reduced.text))]
                }
            }
            for label in ["x", "y"] {
                if let amount = arguments.value(label) { properties.append(ViewProperty(label, viewValue(amount, scope))) }
            }
            add(properties)
        case .inset:
            add([ViewProperty("amount", arguments.first.map { viewValue($0.value, scope) } ?? .number(0))])
        case .opacity, .cornerRadius, .scaleEffect, .blur, .lineLimit, .multilineTextAlignment, .tracking, .kerning,
             .textCase, .ignoresSafeArea, .edgesIgnoringSafeArea, .aspectRatio, .resizable, .lineSpacing, .underline,
             .strikethrough, .italic, .brightness, .saturation, .grayscale, .hueRotation, .contrast, .colorMultiply,
             .trim, .fontDesign, .fontWidth, .containerRelativeFrame, .baselineOffset, .colorInvert,
             .luminanceToAlpha, .blendMode, .lineHeight, .imageScale, .drawingGroup, .compositingGroup, .fixedSize,
             .layoutPriority, .zIndex, .symbolRenderingMode, .textFieldStyle, .truncationMode, .minimumScaleFactor,
             .allowsTightening, .scaledToFit, .scaledToFill, .interpolation, .renderingMode, .antialiased,
             .monospacedDigit, .monospaced, .buttonBorderShape, .labelStyle, .toggleStyle, .progressViewStyle,
             .redacted, .unredacted, .badge, .controlSize, .clipped, .scrollIndicators, .scrollClipDisabled, .tabViewStyle, .indexViewStyle,
             .symbolVariant, .textScale:
            add(arguments.enumerated().map { index, argument in ViewProperty(argument.label ?? (index == 0 ? "value" : "value\(index + 1)"), viewValue(argument.value, scope)) })
        // Dropped above, before the guide's own functions are looked up.
        case .animation, .transition, .sensoryFeedback, .onTapGesture, .onLongPressGesture, .gesture,
             .simultaneousGesture, .highPriorityGesture, .contentShape, .onAppear, .onDisappear, .task, .onChange,
             .onReceive, .onSubmit, .onHover, .id, .tag, .allowsHitTesting, .disabled, .keyboardType,
             .textContentType, .textInputAutocapitalization, .autocapitalization, .autocorrectionDisabled,
             .disableAutocorrection, .submitLabel, .focused, .sheet, .fullScreenCover, .alert, .confirmationDialog,
             .popover, .navigationBarTitleDisplayMode, .navigationBarHidden,
             .navigationBarBackButtonHidden, .toolbarBackground, .toolbarColorScheme, .refreshable,
             .swipeActions, .contextMenu, .matchedGeometryEffect, .help, .keyboardShortcut, .hoverEffect,
             .environmentObject, .preference, .onPreferenceChange, .scrollContentBackground,
             .scrollDisabled, .listRowInsets, .listRowSeparator, .listStyle, .listRowBackground,
             .listSectionSeparator, .dynamicTypeSize, .privacySensitive, .symbolEffect, .contentTransition,
             .onOpenURL, .searchable, .interactiveDismissDisabled, .presentationDetents, .presentationDragIndicator,
             .presentationCornerRadius, .presentationBackground, .scrollTargetBehavior, .scrollTargetLayout,
             .scrollPosition, .defaultScrollAnchor, .onKeyPress, .focusable, .draggable, .dropDestination,
             .buttonRepeatBehavior, .phaseAnimator, .keyframeAnimator, .onScrollGeometryChange,
             .safeAreaPadding, .coordinateSpace, .navigationDestination, .accentColor,
             .statusBarHidden, .persistentSystemOverlays, .onGeometryChange, .geometryGroup, .animationDisabled,
             .transaction, .equatable, .labelsHidden, .menuStyle, .pickerStyle, .datePickerStyle, .textSelection,
             .navigationBarItems:
            return base
        case .preferredColorScheme:
            // `.preferredColorScheme(.dark)`; nil (follow the device) sets nothing.
            guard let scheme = arguments.first.map({ value($0.value, scope).expression.unlocated.memberName }) ?? nil,
                  scheme == "dark" || scheme == "light" else { return base }
            add([ViewProperty("value", .keyword(scheme))])
        case .environment:
            // `.environment(\.colorScheme, .dark)`: the one environment key a drawing shows.
            guard arguments.count == 2, case .keyPath(let path) = arguments[0].value.unlocated, path.last == "colorScheme",
                  let scheme = value(arguments[1].value, scope).expression.unlocated.memberName, scheme == "dark" || scheme == "light" else { return base }
            add([ViewProperty("value", .keyword(scheme))])
        case .unsupported:
            add([ViewProperty("construct", .string("." + name))])
        }
        return [node]
    }

    static let hierarchical: Set<String> = ["primary", "secondary", "tertiary", "quaternary", "quinary", "tint", "white", "black", "clear"]

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 12)`, `.padding([.top, .bottom], 4)`,
    /// `.padding(EdgeInsets(…))` → top, leading, bottom, trailing.
    mutating func padding(_ arguments: [SwiftArgument], _ scope: Scope) -> [ViewProperty] {
        // Each edge's amount by its place in `all`: a dictionary hashed the four names for
        // every `.padding`.
        var edges: [Double?] = [nil, nil, nil, nil]
        let all = ["top", "leading", "bottom", "trailing"]
        let unlabeled = arguments.filter { $0.label == nil }.map { value($0.value, scope).expression }
        var amount: Double? = 16
        var chosen = EdgeSetKind.all.edges
        for argument in unlabeled {
            if let number = Self.number(argument) { amount = number; continue }
            if case .call(let callee, let insets, _) = argument, callee.memberName == "EdgeInsets" {
                for (place, edge) in all.enumerated() { edges[place] = insets.value(edge).flatMap { Self.number($0) } ?? 0 }
                chosen = []
                continue
            }
            let names: [String]
            if case .array(let elements) = argument { names = elements.compactMap { $0.memberName } } else { names = argument.memberName.map { [$0] } ?? [] }
            chosen = names.flatMap { EdgeSetKind(rawValue: $0)?.edges ?? [] }
            if names.isEmpty { amount = nil }
        }
        if let amount { for place in chosen { edges[place] = amount } }
        return all.indices.compactMap { place in edges[place].map { ViewProperty(all[place], .number($0)) } }
    }
}
