/// The view trees as JSON (the shape `sitegen dump --views` prints; README "View trees").
extension Guide {
    /// `{"components": [{"name", "line", "states": [{"label", "view"}], "unsupported": […]}]}`.
    public var viewsDumpValue: JSONValue {
        .object([("components", .array(components.map(\.viewsDumpValue)))])
    }
}

extension Component {
    /// The component's states and unsupported parts.
    public var viewsDumpValue: JSONValue {
        .object([
            ("name", .string(name)),
            ("line", .orNull(location.line)),
            ("states", .array(views.map { .object([("label", .string($0.label)), ("view", $0.view.dumpValue)]) })),
            ("unsupported", .array(unsupported.map { part in
                .object([("construct", .string(part.construct)), ("line", .orNull(part.location.line)), ("column", .orNull(part.location.column))])
            })),
        ])
    }
}

extension ViewNode {
    /// `{"view", "line", "column", …properties…, "modifiers": […], "children": […]}`.
    public var dumpValue: JSONValue {
        var members: [(String, JSONValue)] = [("view", .string(kind.rawValue)), ("line", .orNull(location.line)), ("column", .orNull(location.column))]
        members += properties.map { ($0.name, $0.value.dumpValue) }
        if !modifiers.isEmpty { members.append(("modifiers", .array(modifiers.map(\.dumpValue)))) }
        if !children.isEmpty { members.append(("children", .array(children.map(\.dumpValue)))) }
        return .object(members)
    }
}

extension ViewModifier {
    /// `{"modifier", …properties…, "layers": […]}`; an unsupported one has its place.
    public var dumpValue: JSONValue {
        var members: [(String, JSONValue)] = [("modifier", .string(kind.rawValue))]
        members += properties.map { ($0.name, $0.value.dumpValue) }
        if kind == .unsupported { members += [("line", .orNull(location.line)), ("column", .orNull(location.column))] }
        if !layers.isEmpty { members.append(("layers", .array(layers.map(\.dumpValue)))) }
        return .object(members)
    }
}

extension ViewValue {
    /// Numbers, strings and names as themselves; colors, fonts and gradients as objects.
    public var dumpValue: JSONValue {
        switch self {
        case .string(let text), .keyword(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let bool): .bool(bool)
        case .color(let color): color.dumpValue
        case .font(let font): font.dumpValue
        case .gradient(let gradient): gradient.dumpValue
        case .list(let values): .array(values.map(\.dumpValue))
        case .fraction(let factor, let dimension): .object([("fraction", .number(factor)), ("of", .string(dimension))])
        // The path at the size it is shown at when it does not follow the frame, else at 100×100.
        case .outline(let outline): .object([("path", .string(outline.svgPath(width: ShapeOutline.nominal.width, height: ShapeOutline.nominal.height))),
                                             ("followsFrame", .bool(outline.followsFrame))])
        }
    }
}

extension ViewColor {
    /// `{"token", "light", "dark", "alpha", "system", "expression"}`.
    public var dumpValue: JSONValue {
        .object([
            ("token", .orNull(token)),
            ("light", .orNull(light?.hex)),
            ("dark", .orNull(dark?.hex)),
            ("alpha", light.map { .number(($0.alpha * 1000).rounded() / 1000) } ?? (opacity == 1 ? .null : .number(opacity))),
            ("system", .orNull(system)),
            ("expression", .string(expression)),
        ])
    }
}

extension ViewFont {
    /// `{"token", "family", "face", "size", "weight", "design", "textStyle", "italic"}`.
    public var dumpValue: JSONValue {
        .object([
            ("token", .orNull(token)),
            ("family", .orNull(family)),
            ("face", .orNull(face)),
            ("size", .orNull(size)),
            ("weight", .orNull(weight?.rawValue)),
            ("design", .orNull(design)),
            ("textStyle", .orNull(textStyle)),
            ("italic", .bool(isItalic)),
        ])
    }
}

extension ViewGradient {
    /// `{"kind", "token", "stops": [{"color", "location"}], "startPoint", "endPoint"}`.
    public var dumpValue: JSONValue {
        .object([
            ("kind", .string(kind.rawValue)),
            ("token", .orNull(token)),
            ("stops", .array(stops.map { .object([("color", $0.color.dumpValue), ("location", .number($0.location))]) })),
            ("startPoint", .orNull(startPoint)),
            ("endPoint", .orNull(endPoint)),
        ])
    }
}
