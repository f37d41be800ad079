import Diagnostics

/// SwiftUI's own views, each with the properties it draws with.
extension ViewEvaluator {
    mutating func builtin(_ name: String, _ arguments: [SwiftArgument], _ closure: SwiftClosure?, _ scope: Scope, text: @autoclosure () -> String) -> [ViewNode]? {
        let at = here
        // Parsed once, here: a name the catalog does not list is not SwiftUI's.
        guard let kind = ViewKind(calling: name) else { return nil }
        func node(_ kind: ViewKind, _ properties: [ViewProperty] = [], children: [ViewNode] = []) -> [ViewNode] {
            [ViewNode(kind: kind.node ?? kind, properties: properties, children: children, location: at)]
        }
        switch kind {
        case .hStack, .vStack, .zStack, .lazyHStack, .lazyVStack:
            let axis = switch kind { case .hStack, .lazyHStack: "horizontal"; case .vStack, .lazyVStack: "vertical"; default: "depth" }
            var properties = [ViewProperty("axis", .keyword(axis))]
            if let alignment = arguments.value("alignment") { properties.append(ViewProperty("alignment", keyword(alignment, scope))) }
            if let spacing = arguments.value("spacing"), let value = number(spacing, scope) { properties.append(ViewProperty("spacing", .number(value))) }
            return node(kind, properties, children: content(arguments, closure, scope))
        case .scrollView:
            var properties = [ViewProperty("axis", arguments.unlabeled.first.map { keyword($0, scope) } ?? .keyword("vertical"))]
            if let shows = arguments.value("showsIndicators").flatMap({ truth($0, scope) }) { properties.append(ViewProperty("showsIndicators", .bool(shows))) }
            return node(kind, properties, children: content(arguments, closure, scope))
        case .group, .tabView, .navigationStack, .navigationView, .list, .form, .section, .lazyVGrid, .lazyHGrid, .grid, .gridRow,
             .viewThatFits, .geometryReader, .scrollViewReader, .vStackLayout, .hStackLayout, .zStackLayout:
            var inner = scope
            if let closure, let parameter = closure.parameters.first {
                inner.names[parameter] = .gap(kind == .geometryReader ? Self.geometryProxy : parameter)
            }
            let children = closure.map { runBuilder($0.statements, &inner) } ?? content(arguments, nil, scope)
            var properties: [ViewProperty] = []
            if let spacing = arguments.value("spacing"), let value = number(spacing, scope) { properties.append(ViewProperty("spacing", .number(value))) }
            if let grid = (arguments.value("columns") ?? arguments.value("rows")).flatMap({ gridTracks($0, scope) }) {
                properties.append(ViewProperty("tracks", .list(grid.tracks.map(\.value))))
                if let spacing = grid.spacing { properties.append(ViewProperty("trackSpacing", .number(spacing))) }
            }
            return node(kind, properties, children: children)
        case .forEach:
            guard let data = arguments.unlabeled.first ?? arguments.value("data"), let elements = elements(of: data, scope) else {
                return [.unsupported("ForEach(" + (arguments.first?.value.text ?? "") + ")", at: at)]
            }
            guard let body = closure ?? arguments.value("content").flatMap({ if case .closure(let c) = $0 { c } else { nil } }) else { return [] }
            var nodes: [ViewNode] = []
            for element in elements {
                var inner = scope
                Self.bind(element, to: body.parameters, in: &inner)
                nodes += runBuilder(body.statements, &inner)
            }
            return nodes
        case .text:
            return [textNode(arguments, scope, at: at)]
        case .label:
            if let title = arguments.unlabeled.first {
                // A title the code does not determine is a placeholder `Text` after the icon.
                let content = self.text(title, scope)
                var properties: [ViewProperty] = []
                if case .known(let known) = content { properties.append(ViewProperty("title", .string(known))) }
                if let symbol = arguments.value("systemImage") { properties.append(ViewProperty("systemName", .string(string(symbol, scope)))) }
                if let image = arguments.value("image") { properties.append(ViewProperty("image", .string(string(image, scope)))) }
                let placeholder: [ViewNode] = if case .placeholder = content { [.text(content, at: at)] } else { [] }
                return node(.label, properties, children: placeholder)
            }
            let title = closureArgument("title", arguments, closure).map { views(.closure($0), scope) } ?? []
            let icon = closureArgument("icon", arguments, nil).map { views(.closure($0), scope) } ?? []
            return node(.label, children: icon + title)
        case .image:
            if let symbol = arguments.value("systemName") {
                return node(.image, [ViewProperty("systemName", .string(string(symbol, scope)))])
            }
            var properties = [ViewProperty("placeholder", .keyword("photo"))]
            if case .string(let asset, _)? = arguments.unlabeled.first { properties.append(ViewProperty("asset", .string(asset))) }
            return node(.image, properties)
        case .asyncImage:
            return [asyncImage(arguments, closure, scope, at: at)]
        case .spacer:
            var properties: [ViewProperty] = []
            if let minimum = arguments.value("minLength"), let value = number(minimum, scope) { properties.append(ViewProperty("minLength", .number(value))) }
            return node(.spacer, properties)
        case .divider:
            return node(.divider)
        case .emptyView:
            return []
        case .rectangle, .circle, .ellipse, .capsule, .containerRelativeShape:
            var properties: [ViewProperty] = []
            if let style = arguments.value("style") { properties.append(ViewProperty("style", keyword(style, scope))) }
            return node(kind, properties)
        case .roundedRectangle:
            var properties: [ViewProperty] = []
            if let radius = arguments.value("cornerRadius"), let value = number(radius, scope) { properties.append(ViewProperty("cornerRadius", .number(value))) }
            if let size = arguments.value("cornerSize") { properties.append(ViewProperty("cornerSize", viewValue(size, scope))) }
            if let style = arguments.value("style") { properties.append(ViewProperty("style", keyword(style, scope))) }
            return node(kind, properties)
        case .unevenRoundedRectangle:
            var properties: [ViewProperty] = []
            for corner in ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"] {
                if let radius = arguments.value(corner), let value = number(radius, scope) { properties.append(ViewProperty(corner, .number(value))) }
            }
            if let radii = arguments.value("cornerRadii"), case .call(_, let corners, _) = value(radii, scope).expression {
                for corner in corners {
                    if let label = corner.label, let value = number(corner.value, scope) { properties.append(ViewProperty(label + "Radius", .number(value))) }
                }
            }
            if let style = arguments.value("style") { properties.append(ViewProperty("style", keyword(style, scope))) }
            return node(kind, properties)
        case .path:
            return node(.path, [ViewProperty("shape", .string("Path"))])
        case .color, .uiColor:
            guard let color = tokens.color(value(.call(.identifier(name), arguments, trailingClosure: closure), scope).expression) else { return nil }
            return node(.color, [ViewProperty("fill", .color(color))])
        case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient:
            let reduced = value(.call(.identifier(name), arguments, trailingClosure: nil), scope).expression
            guard let gradient = tokens.gradient(reduced) else { return [.unsupported(name, at: at)] }
            return [gradientNode(gradient)]
        case .button, .link, .navigationLink, .menu, .shareLink:
            var properties: [ViewProperty] = []
            var label: [ViewNode] = []
            if let title = arguments.unlabeled.first {
                let content = self.text(title, scope)
                if let symbol = arguments.value("systemImage") {
                    let known: [ViewProperty] = if case .known(let known) = content { [ViewProperty("title", .string(known))] } else { [] }
                    let placeholder: [ViewNode] = if case .placeholder = content { [.text(content, at: at)] } else { [] }
                    label = [ViewNode(kind: .label, properties: known + [ViewProperty("systemName", .string(string(symbol, scope)))], children: placeholder, location: at)]
                } else {
                    label = [.text(content, at: at)]
                }
            } else if let labelArgument = arguments.value("label") {
                label = views(labelArgument, scope)
            } else if let closure, kind != .button && kind != .menu || arguments.contains(where: { ["action", "destination", "value", "item", "role"].contains($0.label) }) {
                label = views(.closure(closure), scope)
            }
            if let role = arguments.value("role") { properties.append(ViewProperty("role", keyword(role, scope))) }
            return node(kind, properties, children: label)
        case .toggle:
            var properties: [ViewProperty] = []
            if let isOn = arguments.value("isOn"), let holds = truth(isOn, scope) { properties.append(ViewProperty("isOn", .bool(holds))) }
            var label: [ViewNode] = []
            if let title = arguments.unlabeled.first { label = [.text(self.text(title, scope), at: at)] }
            if let labelClosure = closure ?? closureArgument("label", arguments, nil) { label = views(.closure(labelClosure), scope) }
            return node(.toggle, properties, children: label)
        case .textField, .secureField, .textEditor:
            var properties: [ViewProperty] = []
            if let placeholder = arguments.unlabeled.first { properties.append(ViewProperty("placeholder", .string(string(placeholder, scope)))) }
            if let prompt = arguments.value("prompt") { properties.append(ViewProperty("prompt", .string(string(prompt, scope)))) }
            return node(kind, properties)
        case .progressView, .gauge:
            var properties: [ViewProperty] = []
            if let progress = arguments.value("value") ?? arguments.unlabeled.first, let value = number(progress, scope) {
                let total = arguments.value("total").flatMap { number($0, scope) } ?? 1
                properties.append(ViewProperty("value", .number(total == 0 ? 0 : value / total)))
            }
            return node(kind, properties)
        case .picker, .datePicker, .stepper, .slider:
            var properties: [ViewProperty] = []
            if let title = arguments.unlabeled.first { properties.append(ViewProperty("title", .string(string(title, scope)))) }
            return node(kind, properties)
        case .anyView:
            return arguments.first.map { views($0.value, scope) } ?? []
        case .toolbarItem, .toolbarItemGroup:
            let placement = arguments.value("placement").map { [ViewProperty("placement", keyword($0, scope))] } ?? []
            return node(kind, placement, children: content(arguments, closure, scope))
        case .shape, .material, .custom, .placeholder, .unsupported:
            // The tree's own kinds: `ViewKind(calling:)` never gives them.
            return nil
        }
    }

    /// Binds an element to a closure's parameters: `{ item in`, `{ index, item in` over
    /// `enumerated()`, or `$0`.
    static func bind(_ element: SwiftValue, to parameters: [String], in scope: inout Scope) {
        if parameters.count >= 2, case .instance(let record) = element, let offset = record.fields["offset"], let item = record.fields["element"] {
            scope.names[parameters[0]] = offset
            scope.names[parameters[1]] = item
        } else if parameters.count >= 2, case .expression(let value) = element, case .tuple(let parts) = value.unlocated, parts.count == parameters.count {
            // `ForEach([("message", "Message"), …]) { icon, label in`: a tuple destructured.
            for (parameter, part) in zip(parameters, parts) { scope.names[parameter] = .expression(part.value) }
        } else {
            scope.names[parameters.first ?? "$0"] = element
        }
        if parameters.isEmpty { scope.names["$0"] = element }
    }

    /// A closure passed as `label:` (or the trailing closure).
    func closureArgument(_ label: String, _ arguments: [SwiftArgument], _ trailing: SwiftClosure?) -> SwiftClosure? {
        if case .closure(let closure)? = arguments.value(label)?.unlocated { return closure }
        return trailing
    }

    /// A container's children: its trailing closure or `content:` closure.
    mutating func content(_ arguments: [SwiftArgument], _ closure: SwiftClosure?, _ scope: Scope) -> [ViewNode] {
        if let closure {
            var inner = scope
            return runBuilder(closure.statements, &inner)
        }
        if let content = arguments.value("content") { return views(content, scope) }
        return []
    }

    mutating func number(_ expression: SwiftExpression, _ scope: Scope) -> Double? {
        Self.number(value(expression, scope).expression)
    }

    /// An alignment, axis or other SwiftUI name (`.leading` → `leading`).
    mutating func keyword(_ expression: SwiftExpression, _ scope: Scope) -> ViewValue {
        let reduced = value(expression, scope).expression
        if let name = reduced.memberName { return .keyword(name) }
        if case .array(let elements) = reduced { return .list(elements.map { .keyword($0.memberName ?? $0.text) }) }
        return .keyword(reduced.text)
    }

    /// Any argument as a view value: number, string, Boolean, color, font, gradient, name.
    mutating func viewValue(_ expression: SwiftExpression, _ scope: Scope) -> ViewValue {
        let reduced = value(expression, scope).expression.unlocated
        switch reduced {
        case .number(let number, _): return .number(number)
        case .string(let text, _): return .string(text)
        case .bool(let bool): return .bool(bool)
        case .array(let elements): return .list(elements.map { viewValue($0, Scope(block: scope.block)) })
        default: break
        }
        if let number = Self.number(reduced) { return .number(number) }
        if let share = geometryFraction(expression, scope) { return .fraction(share.factor, of: share.dimension) }
        if let (type, name) = reduced.memberPair, name == "infinity", type == "" || type == "CGFloat" || type == "Double" { return .keyword("infinity") }
        if let color = tokens.color(reduced) { return .color(color) }
        if let gradient = tokens.gradient(reduced) { return .gradient(gradient) }
        if let name = reduced.memberName { return .keyword(name) }
        return .keyword(reduced.text)
    }
}
