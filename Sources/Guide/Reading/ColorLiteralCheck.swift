import Support

/// Finds what would make a color literal wrong as SwiftUI reads it: components past 0…1 (the
/// usual 0…255 slip), negative ones, a channel that is a string or a boolean, a hex code that is
/// no color. The interpreter clamps components as the OS does, so the value alone would hide the
/// slip; the guide's reader is told instead, and the token keeps no value.
///
/// Only SwiftUI's and UIKit's own initializers are judged: a guide that declares one of those
/// labels (`init(red: Int, green: Int, blue: Int)` dividing by 255) calls its own.
struct ColorLiteralCheck {
    /// The guide's initializers of `Color` and `UIColor`.
    let initializers: [SwiftDeclaration]

    /// The first problem in `expression`, looking into its arguments, branches and closures.
    func problem(in expression: SwiftExpression, depth: Int = 0) -> String? {
        guard depth < 64 else { return nil }
        switch expression.unlocated {
        case .call(let callee, let arguments, let closure):
            if let type = callee.memberName, ["Color", "UIColor", "init"].contains(type), !declaresInitializer(for: arguments),
               let problem = Self.problem(arguments, text: expression.text) {
                return problem
            }
            let parts = [callee] + arguments.map(\.value) + (closure?.results ?? [])
            return parts.lazy.compactMap { problem(in: $0, depth: depth + 1) }.first
        case .ternary(_, let whenTrue, let whenFalse):
            return problem(in: whenTrue, depth: depth + 1) ?? problem(in: whenFalse, depth: depth + 1)
        case .member(let base, _):
            return problem(in: base, depth: depth + 1)
        case .closure(let closure):
            return closure.results.lazy.compactMap { problem(in: $0, depth: depth + 1) }.first
        default:
            return nil
        }
    }

    private func declaresInitializer(for arguments: [SwiftArgument]) -> Bool {
        initializers.contains { declaration in
            guard case .function(let parameters, _) = declaration.kind else { return false }
            return HelperFunctions.labelsMatch(parameters, arguments)
        }
    }

    /// The problem of one initializer call's literal arguments, if any.
    static func problem(_ arguments: [SwiftArgument], text: String) -> String? {
        let labels = Set(arguments.compactMap(\.label))
        if labels.contains("red") || labels.contains("green") || labels.contains("blue") {
            var values: [Double] = []
            for channel in ["red", "green", "blue"] {
                guard let expression = arguments.value(channel) else { return "missing '\(channel):'" }
                guard let value = expression.numericValue else { return notANumber(channel, expression) }
                values.append(value)
            }
            if values.contains(where: { $0 < 0 }) { return "components must not be negative" }
            // Extended sRGB allows values past 1, but 0…255 byte values are the usual slip.
            if values.contains(where: { $0 > 1 }) {
                return "components go up to \(NumberFormat.shortest(values.max() ?? 0)); SwiftUI expects 0…1 (divide by 255)"
            }
            return opacityProblem(arguments)
        }
        if let white = arguments.value("white") {
            return white.numericValue == nil ? notANumber("white", white) : opacityProblem(arguments)
        }
        if labels.contains("hue") {
            for channel in ["hue", "saturation", "brightness"] {
                guard let expression = arguments.value(channel) else { return "'hue:saturation:brightness:' needs three numbers" }
                if expression.numericValue == nil, let problem = notANumber(channel, expression) { return problem }
            }
            return opacityProblem(arguments)
        }
        if let hex = arguments.value("hex") ?? arguments.value("hexString") ?? arguments.value("rgb") {
            let digits: String
            switch hex.unlocated {
            case .number(_, let written): digits = written
            case .string(let written, false): digits = written
            case .bool, .nil, .array, .tuple: return "'hex:' is '\(hex.text)', not a hex literal"
            default: return nil
            }
            return RGBAColor(hex: digits.replacingOccurrences(of: "_", with: "")) == nil ? "'\(digits)' is not a 6- or 8-digit hex color" : opacityProblem(arguments)
        }
        return nil
    }

    private static func opacityProblem(_ arguments: [SwiftArgument]) -> String? {
        guard let expression = arguments.value("opacity") ?? arguments.value("alpha"), expression.numericValue == nil else { return nil }
        return notANumber("opacity", expression)
    }

    /// A channel that is not a number. A literal of another kind (`"0.5"`, `true`) would not
    /// compile, so it is a problem; an expression the code computes is the interpreter's to
    /// work out (or leave a gap), never reported as wrong.
    private static func notANumber(_ channel: String, _ expression: SwiftExpression) -> String? {
        switch expression.unlocated {
        case .string, .bool, .nil, .array, .tuple:
            return "'\(channel)' is '\(expression.text)', not a number"
        case let written where written.isArithmeticOfLiterals:
            // `1e200 * 1e200`: numbers alone that give no finite number.
            return "'\(channel)' is '\(written.text)', not a number"
        default:
            return nil
        }
    }
}
