import Foundation
import Support

/// Reads `Color(…)` and `UIColor(…)` initializer calls.
struct ColorInitializer {
    let evaluator: ColorEvaluator

    /// `text` (the call's source, for messages) is made only when needed: made at every level
    /// of nested `UIColor { _ in … }`, each held the text of all those inside it.
    func evaluate(arguments: [SwiftArgument], closure: SwiftClosure?, text lazyText: @autoclosure () -> String, scope: inout EvaluationScope) -> ColorReading {
        let labels = Set(arguments.compactMap(\.label))
        if let closure, arguments.isEmpty {
            return dynamicProvider(closure, scope: &scope)
        }
        if labels.isSuperset(of: ["red", "green", "blue"]) || labels.contains("red") || labels.contains("green") || labels.contains("blue") {
            return components(arguments, text: lazyText())
        }
        if labels.contains("white") {
            let expression = arguments.value("white")
            guard let white = expression?.numericValue else { return Self.notANumber("white", expression, text: lazyText()) }
            return opacity(applied: .literal(RGBAColor(red: white, green: white, blue: white)), arguments, text: lazyText())
        }
        if labels.contains("hue") {
            return hsb(arguments, text: lazyText())
        }
        if let hex = arguments.value("hex") ?? arguments.value("hexString") ?? arguments.value("rgb") {
            return self.hex(hex, arguments, text: lazyText())
        }
        if let light = arguments.value("light") ?? arguments.value("any"), let dark = arguments.value("dark") {
            return adaptive(light: light, dark: dark, scope: &scope)
        }
        if let provider = arguments.value("dynamicProvider"), case .closure(let body) = provider {
            return dynamicProvider(body, scope: &scope)
        }
        if let named = arguments.value("named") {
            if case .string(let name, _) = named { return ColorReading(kind: .asset(name)) }
        }
        if let wrapped = arguments.value("uiColor") ?? arguments.value("nsColor") ?? arguments.value("cgColor") {
            return evaluator.evaluate(wrapped, scope: &scope)
        }
        let unlabeled = arguments.unlabeled
        if unlabeled.count == 1, arguments.count <= 2 {
            switch unlabeled[0] {
            case .string(let name, _):
                return ColorReading(kind: .asset(name))
            case .implicitMember(let name), .member(.identifier("UIColor"), let name):
                if evaluator.declarations[name] != nil { return evaluator.evaluate(.identifier(name), scope: &scope) }
                return NamedColors.isSystem(name) ? ColorReading(kind: .system(name)) : evaluator.evaluate(unlabeled[0], scope: &scope)
            default:
                return evaluator.evaluate(unlabeled[0], scope: &scope)
            }
        }
        return ColorReading(kind: .function(lazyText()))
    }

    /// A channel that is not a number the code gives. A literal of another kind (`"0.5"`, `true`)
    /// would not compile, so it is an error; an expression sitegen cannot work out (a value the
    /// app computes, a helper beyond the evaluator) is a gap: the color is left unknown, never
    /// reported as wrong in a guide that does not contradict itself.
    static func notANumber(_ channel: String, _ expression: SwiftExpression?, text: String) -> ColorReading {
        switch expression?.unlocated {
        case nil: return .malformed("'\(channel)' is not a number", text)
        case .string?, .bool?, .nil?, .array?, .tuple?:
            return .malformed("'\(channel)' is '\(expression?.text ?? "")', not a number", text)
        case let written? where written.isArithmeticOfLiterals:
            // `1e200 * 1e200`: numbers alone that give no finite number.
            return .malformed("'\(channel)' is '\(written.text)', not a number", text)
        default: return ColorReading(kind: .function(text))
        }
    }

    private func components(_ arguments: [SwiftArgument], text: String) -> ColorReading {
        var values: [Double] = []
        for channel in ["red", "green", "blue"] {
            guard let expression = arguments.value(channel) else { return .malformed("missing '\(channel):'", text) }
            guard let value = expression.numericValue else { return Self.notANumber(channel, expression, text: text) }
            values.append(value)
        }
        if values.contains(where: { $0 < 0 }) {
            return .malformed("components must not be negative", text)
        }
        if values.contains(where: { $0 > 1 }) {
            // Extended sRGB allows values past 1, but 0…255 byte values are the usual slip.
            return .malformed("components go up to \(Self.format(values.max() ?? 0)); SwiftUI expects 0…1 (divide by 255)", text)
        }
        var color = RGBAColor(red: values[0], green: values[1], blue: values[2])
        if case .implicitMember("displayP3")? = arguments.unlabeled.first {
            color = DisplayP3.toSRGB(color)
        }
        return opacity(applied: .literal(color), arguments, text: text)
    }

    private func hsb(_ arguments: [SwiftArgument], text: String) -> ColorReading {
        guard let hue = arguments.value("hue")?.numericValue,
              let saturation = arguments.value("saturation")?.numericValue,
              let brightness = arguments.value("brightness")?.numericValue else {
            return .malformed("'hue:saturation:brightness:' needs three numbers", text)
        }
        return opacity(applied: .literal(Self.color(hue: hue, saturation: saturation, brightness: brightness)), arguments, text: text)
    }

    private func hex(_ expression: SwiftExpression, _ arguments: [SwiftArgument], text: String) -> ColorReading {
        let digits: String
        switch expression {
        case .number(_, let written): digits = written
        case .string(let written, false): digits = written
        default: return .malformed("'hex:' is '\(expression.text)', not a hex literal", text)
        }
        guard let color = RGBAColor(hex: digits.withoutUnderscores) else {
            return .malformed("'\(digits)' is not a 6- or 8-digit hex color", text)
        }
        return opacity(applied: .literal(color), arguments, text: text)
    }

    private func adaptive(light: SwiftExpression, dark: SwiftExpression, scope: inout EvaluationScope) -> ColorReading {
        let lightReading = evaluator.evaluate(light, scope: &scope)
        let darkReading = evaluator.evaluate(dark, scope: &scope)
        guard let lightColor = lightReading.color, let darkColor = darkReading.color else { return ColorReading(kind: .dynamic) }
        return ColorReading(kind: .dynamic, appearance: Appearance(light: lightColor, dark: darkColor, source: .code))
    }

    private func dynamicProvider(_ closure: SwiftClosure, scope: inout EvaluationScope) -> ColorReading {
        let reading = evaluator.evaluateResults(closure.results, text: closure.text, scope: &scope)
        return ColorReading(kind: .dynamic, appearance: reading.appearance)
    }

    private func opacity(applied reading: ColorReading, _ arguments: [SwiftArgument], text: String) -> ColorReading {
        guard let expression = arguments.value("opacity") ?? arguments.value("alpha") else { return reading }
        guard let opacity = expression.numericValue else { return Self.notANumber("opacity", expression, text: text) }
        return reading.withOpacity(opacity)
    }

    static func color(hue: Double, saturation: Double, brightness: Double) -> RGBAColor {
        let h = (hue - floor(hue)) * 6
        let sector = h.isFinite ? Int(h) % 6 : 0
        let f = h - floor(h)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        return RGBAColor(red: rgb.0, green: rgb.1, blue: rgb.2)
    }

    /// Through `NumberFormat.shortest`, which never traps (`Int(1e300)` did).
    static func format(_ value: Double) -> String {
        NumberFormat.shortest(value)
    }
}

/// Converts Display P3 components to sRGB (both with the sRGB transfer curve, D65 white).
enum DisplayP3 {
    static func toSRGB(_ color: RGBAColor) -> RGBAColor {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
        let sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return RGBAColor(red: encoded(max(0, sr)), green: encoded(max(0, sg)), blue: encoded(max(0, sb)), alpha: color.alpha)
    }
}
