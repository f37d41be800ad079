import Foundation

/// CoreGraphics' points, sizes and rectangles and SwiftUI's `Path`, as a custom `Shape`'s
/// `path(in:)` uses them: `CGPoint(x:y:)`, `rect.maxX`, `rect.insetBy(dx:dy:)`, and a path
/// built by `move(to:)`, `addLine(to:)`, `addQuadCurve`, `addCurve`, `addArc`, `addRect`,
/// `addRoundedRect`, `addEllipse`, `closeSubpath()`, in a `Path { p in … }` closure or on a
/// `var path = Path()`. A path's value is its commands in order (`PathCommand` cases whose
/// payloads are numbers), which `ShapeOutline` reads.
extension SwiftRuntime {
    static let geometryTypes: Set<String> = ["CGPoint", "CGSize", "CGRect", "CGVector", "Path", "Angle", "UnitPoint"]

    static func point(_ x: Double, _ y: Double) -> SwiftValue {
        .instance(SwiftInstance(type: "CGPoint", fields: ["x": .double(x), "y": .double(y)]))
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SwiftValue {
        .instance(SwiftInstance(type: "CGRect", fields: ["x": .double(x), "y": .double(y), "width": .double(width), "height": .double(height)]))
    }

    static func path(_ commands: [SwiftValue]) -> SwiftValue {
        .instance(SwiftInstance(type: "Path", fields: ["commands": .array(commands)]))
    }

    /// The numbers of a point, size or rectangle value.
    static func numbers(_ value: SwiftValue, _ names: [String]) -> [Double]? {
        guard case .instance(let instance) = value else { return nil }
        let numbers = names.compactMap { instance.fields[$0]?.number }
        return numbers.count == names.count ? numbers : nil
    }

    /// `CGPoint(x:y:)`, `CGSize(width:height:)`, `CGRect(x:y:width:height:)`,
    /// `CGRect(origin:size:)`, `Path()`, `Path(roundedRect:cornerRadius:)`, `Path(ellipseIn:)`,
    /// `Path { p in … }`, `Angle(degrees:)`; nil when `receiver` and `name` are not one.
    mutating func geometryLibrary(_ receiver: SwiftValue, _ name: String, _ arguments: [Argument], in scope: inout SwiftScope) -> SwiftValue? {
        func number(_ label: String) -> Double? { arguments.first { $0.label == label }?.value.number }
        switch (receiver, name) {
        case (.type("CGPoint"), "init"), (.type("CGVector"), "init"):
            guard let x = number("x") ?? number("dx"), let y = number("y") ?? number("dy") else { return .gap("CGPoint(…)") }
            return Self.point(x, y)
        case (.type("CGSize"), "init"):
            guard let width = number("width"), let height = number("height") else { return .gap("CGSize(…)") }
            return .instance(SwiftInstance(type: "CGSize", fields: ["width": .double(width), "height": .double(height)]))
        case (.type("CGRect"), "init"):
            if let origin = arguments.first(where: { $0.label == "origin" }).flatMap({ Self.numbers($0.value, ["x", "y"]) }),
               let size = arguments.first(where: { $0.label == "size" }).flatMap({ Self.numbers($0.value, ["width", "height"]) }) {
                return Self.rect(origin[0], origin[1], size[0], size[1])
            }
            guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else { return .gap("CGRect(…)") }
            return Self.rect(x, y, width, height)
        case (.type("Angle"), "init"):
            if let degrees = number("degrees") { return .double(degrees * .pi / 180) }
            return number("radians").map(SwiftValue.double) ?? .gap("Angle(…)")
        case (.type("Angle"), "degrees"):
            return arguments.first?.value.number.map { .double($0 * .pi / 180) } ?? .gap("Angle.degrees(…)")
        case (.type("Angle"), "radians"):
            return arguments.first?.value.number.map(SwiftValue.double) ?? .gap("Angle.radians(…)")
        case (.type("Path"), "init"):
            return makePath(arguments, in: &scope)
        case (.instance(let rect), "insetBy") where rect.type == "CGRect":
            guard let frame = Self.numbers(receiver, ["x", "y", "width", "height"]), let dx = number("dx"), let dy = number("dy") else { return .gap("insetBy(…)") }
            return Self.rect(frame[0] + dx, frame[1] + dy, frame[2] - 2 * dx, frame[3] - 2 * dy)
        case (.instance(let path), _) where path.type == "Path":
            return adding(name, arguments, to: path)
        default:
            return nil
        }
    }

    /// `rect.minX`, `rect.midY`, `rect.size`, `size.width`, `CGPoint.zero`, `CGRect.zero`.
    func geometryMember(_ value: SwiftValue, _ name: String) -> SwiftValue? {
        switch value {
        case .type("CGPoint") where name == "zero": return Self.point(0, 0)
        case .type("CGRect") where name == "zero": return Self.rect(0, 0, 0, 0)
        case .instance(let instance) where instance.type == "CGRect":
            guard let frame = Self.numbers(value, ["x", "y", "width", "height"]) else { return nil }
            let (x, y, width, height) = (frame[0], frame[1], frame[2], frame[3])
            switch name {
            case "minX": return .double(x)
            case "midX": return .double(x + width / 2)
            case "maxX": return .double(x + width)
            case "minY": return .double(y)
            case "midY": return .double(y + height / 2)
            case "maxY": return .double(y + height)
            case "origin": return Self.point(x, y)
            case "size": return .instance(SwiftInstance(type: "CGSize", fields: ["width": .double(width), "height": .double(height)]))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `Path()`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`, `Path(ellipseIn:)`, and
    /// `Path { p in … }`: the closure run with `p` in-out, its final value the path.
    private mutating func makePath(_ arguments: [Argument], in scope: inout SwiftScope) -> SwiftValue {
        let empty = Self.path([])
        guard let first = arguments.first else { return empty }
        if case .function(let builder) = first.value {
            var local = SwiftScope(["path being built": empty])
            _ = invoke(builder, [Argument(label: nil, value: empty, inOut: "path being built")], in: &local)
            return local.lookup("path being built") ?? .gap("Path { … }")
        }
        guard case .instance(let path) = empty else { return empty }
        switch first.label {
        case nil: return adding("addRect", [Argument(label: nil, value: first.value)], to: path)
        case "roundedRect"?:
            return adding("addRoundedRect", [Argument(label: "in", value: first.value)] + arguments.dropFirst(), to: path)
        case "ellipseIn"?: return adding("addEllipse", [Argument(label: "in", value: first.value)], to: path)
        default: return .gap("Path(\(first.label ?? ""):)")
        }
    }

    /// The path with one more piece: a command for each of SwiftUI's path methods.
    private func adding(_ method: String, _ arguments: [Argument], to path: SwiftInstance) -> SwiftValue {
        guard case .array(var commands)? = path.fields["commands"] else { return .gap(method) }
        func point(_ label: String) -> [Double]? { arguments.first { $0.label == label }.flatMap { Self.numbers($0.value, ["x", "y"]) } }
        func number(_ label: String) -> Double? { arguments.first { $0.label == label }?.value.number }
        func rect(_ label: String?) -> [Double]? { arguments.first { $0.label == label }.flatMap { Self.numbers($0.value, ["x", "y", "width", "height"]) } }
        func command(_ name: String, _ numbers: [Double]) { commands.append(.enumCase(type: "PathCommand", name: name, payload: numbers.map(SwiftValue.double), raw: nil)) }
        switch method {
        case "move", "addLine":
            guard let to = point("to") else { return .gap(method + "(to:)") }
            command(method == "move" ? "move" : "line", to)
        case "addQuadCurve":
            guard let to = point("to"), let control = point("control") else { return .gap("addQuadCurve(…)") }
            command("quad", to + control)
        case "addCurve":
            guard let to = point("to"), let one = point("control1"), let two = point("control2") else { return .gap("addCurve(…)") }
            command("curve", to + one + two)
        case "addArc":
            // Angles in radians, as `Angle` values are held; `clockwise` as SwiftUI means it.
            guard let center = point("center"), let radius = number("radius"),
                  let start = Self.angle(arguments.first { $0.label == "startAngle" }?.value),
                  let end = Self.angle(arguments.first { $0.label == "endAngle" }?.value) else { return .gap("addArc(…)") }
            let clockwise: Double = if case .bool(true)? = arguments.first(where: { $0.label == "clockwise" })?.value { 1 } else { 0 }
            command("arc", center + [radius, start, end, clockwise])
        case "addRect":
            guard let frame = rect(nil) ?? rect("in") else { return .gap("addRect(…)") }
            command("rect", frame + [0])
        case "addRoundedRect":
            guard let frame = rect("in") else { return .gap("addRoundedRect(…)") }
            let radius = number("cornerRadius") ?? arguments.first { $0.label == "cornerSize" }.flatMap { Self.numbers($0.value, ["width", "height"])?.first }
            command("rect", frame + [radius ?? 0])
        case "addEllipse":
            guard let frame = rect("in") else { return .gap("addEllipse(…)") }
            command("ellipse", frame)
        case "closeSubpath":
            command("close", [])
        default:
            return .gap(method)
        }
        return Self.path(commands)
    }

    /// An angle in radians: an `Angle` (held as radians), or `.degrees(x)`/`.radians(x)`
    /// written where the type is not known.
    static func angle(_ value: SwiftValue?) -> Double? {
        switch value {
        case .double(let radians)?: radians
        case .int(let radians)?: Double(radians)
        case .enumCase(_, "degrees", let payload, _)? where payload.count == 1: payload[0].number.map { $0 * .pi / 180 }
        case .enumCase(_, "radians", let payload, _)? where payload.count == 1: payload[0].number
        default: nil
        }
    }
}
