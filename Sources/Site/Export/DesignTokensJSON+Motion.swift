import Guide
import Support

extension DesignTokensJSON {
    /// SwiftUI's named curves as CSS's cubic Béziers (the same control points).
    static let curves: [String: [Double]] = [
        "easeIn": [0.42, 0, 1, 1], "easeOut": [0, 0, 0.58, 1], "easeInOut": [0.42, 0, 0.58, 1], "linear": [0, 0, 1, 1],
    ]

    /// `motion`: each timed animation as a `transition` (duration, delay, and its curve from the
    /// `cubicBezier` group), each spring as the `duration` of its response; the rest of a
    /// spring (damping, bounce) stays in `$extensions`.
    static func motion(_ guide: Guide) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        var usedCurves: Set<String> = []
        var keys = Set<String>()
        for spec in guide.motion where spec.kind != .haptic {
            let base = TokenNaming.camel(spec.label ?? spec.name)
            var key = base
            var number = 2
            while !keys.insert(key).inserted {
                key = "\(base)\(number)"
                number += 1
            }
            let details: [(String, JSONValue)] = [("motion", motionDetails(spec))]
            if spec.kind == .easing, let seconds = spec.number("duration"), curves[spec.name] != nil {
                usedCurves.insert(spec.name)
                let value: JSONValue = .object([
                    ("duration", milliseconds(seconds)),
                    ("delay", milliseconds(spec.number("delay") ?? 0)),
                    ("timingFunction", .string("{cubicBezier.\(spec.name)}")),
                ])
                members.append((key, entry("transition", value, description: spec.label, details: details)))
            } else if spec.kind == .spring, let seconds = spec.number("response") ?? spec.number("duration") {
                members.append((key, entry("duration", milliseconds(seconds), description: spec.label ?? "spring response", details: details)))
            }
        }
        guard !members.isEmpty else { return [] }
        let bezier = curves.keys.sorted().filter(usedCurves.contains).map { name in
            (name, entry("cubicBezier", .array(curves[name]!.map { .number($0) })))
        }
        return (bezier.isEmpty ? [] : [("cubicBezier", .object(bezier))]) + [("motion", .object(members))]
    }

    private static func milliseconds(_ seconds: Double) -> JSONValue {
        .object([("value", .number((max(seconds, 0) * 1000 * 1000).rounded() / 1000)), ("unit", "ms")])
    }
}
