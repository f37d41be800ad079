import Foundation

/// The built-ins of Swift, Foundation and CoreGraphics the guides' helpers use, looked up by
/// receiver and name: number conversions and functions, `String`'s members, `Scanner`'s hex
/// scanning. Colors are `SwiftRuntime+Colors`.
extension SwiftRuntime {
    static let numberTypes: Set<String> = ["Double", "Float", "CGFloat", "Int", "UInt", "UInt8", "UInt32", "UInt64", "Int64"]

    /// `receiver.name(arguments)` of the library; `name` is "init" for `Type(…)`.
    mutating func library(_ receiver: SwiftValue, _ name: String, _ arguments: [Argument], in scope: inout SwiftScope) -> SwiftValue {
        if let color = colorLibrary(receiver, name, arguments, in: &scope) { return color }
        if let font = fontLibrary(receiver, name, arguments) { return font }
        let values = arguments.map(\.value)
        if let gap = values.first(where: \.isGap) { return gap }
        if let geometry = geometryLibrary(receiver, name, arguments, in: &scope) { return geometry }
        if let result = sequenceLibrary(receiver, name, arguments, in: &scope) { return result }
        switch (receiver, name) {
        case (.type(let type), "init") where Self.numberTypes.contains(type):
            return Self.convert(arguments, to: type)
        case (.type("String"), "init") where arguments.first?.label == "format":
            guard case .string(let format) = values[0] else { break }
            return Self.formatted(format, Array(values.dropFirst())).map(SwiftValue.string) ?? .gap("String(format: …)")
        case (.type("String"), "init"):
            guard values.count == 1, arguments[0].label == nil else { break }
            return Self.describe(values[0]).map(SwiftValue.string) ?? .gap("String(…)")
        case (.type("Scanner"), "init"):
            guard case .string(let text)? = values.first else { break }
            return .instance(SwiftInstance(type: "Scanner", fields: ["string": .string(text)]))
        case (.instance(let scanner), let method) where scanner.type == "Scanner" && method.hasPrefix("scanHex"):
            // `Scanner(string: hex).scanHexInt64(&int)`: the hex digits at the start, written back.
            guard case .string(let text)? = scanner.fields["string"], let target = arguments.first?.inOut else { break }
            let digits = text.drop { $0 == " " }.prefix { $0.isHexDigit }
            guard let value = UInt64(digits.prefix(16), radix: 16) else { return .bool(false) }
            _ = scope.assign(target, .int(Int(truncatingIfNeeded: value)))
            return .bool(true)
        case (.string(let text), _):
            return Self.string(text, name, arguments)
        case (.int, _), (.double, _):
            return Self.numberMethod(receiver, name, values) ?? .gap("\(receiver.number ?? 0).\(name)(…)")
        default: break
        }
        return .gap("\(Self.describe(receiver) ?? "…").\(name)(…)")
    }

    /// A free function of the library: `min`, `max`, `abs`, `round`, `floor`, `ceil`, `pow`.
    mutating func library(global name: String, _ written: [SwiftArgument], in scope: inout SwiftScope, context: Context) -> SwiftValue {
        let values = evaluateArguments(written, parameters: nil, in: &scope, context: context).map(\.value)
        if let gap = values.first(where: \.isGap) { return gap }
        let numbers = values.compactMap(\.number)
        guard numbers.count == values.count, !numbers.isEmpty else { return .gap(name + "(…)") }
        let allInts = values.allSatisfy { if case .int = $0 { true } else { false } }
        return Self.numberFunction(name, numbers, integers: allInts) ?? .gap(name + "(…)")
    }

    /// A free function of numbers, for the interpreter and the view evaluator alike; nil for
    /// a name it does not know or an argument outside its domain. `integers` when every
    /// argument is an `Int`: `min`, `max` and `abs` of integers are integers; `fabs` and the
    /// rest take and give `Double`s, so Swift types their literals `Double`.
    static func numberFunction(_ name: String, _ numbers: [Double], integers: Bool) -> SwiftValue? {
        func typed(_ value: Double) -> SwiftValue { .number(value, isInteger: integers) }
        switch (name, numbers.count) {
        case ("min", 2...): return typed(numbers.min()!)
        case ("max", 2...): return typed(numbers.max()!)
        case ("abs", 1): return typed(Swift.abs(numbers[0]))
        case ("fabs", 1): return .double(Swift.abs(numbers[0]))
        case ("round", 1): return .double(numbers[0].rounded())
        case ("floor", 1): return .double(numbers[0].rounded(.down))
        case ("ceil", 1): return .double(numbers[0].rounded(.up))
        case ("pow", 2): return .double(Foundation.pow(numbers[0], numbers[1]))
        case ("sqrt", 1): return numbers[0] < 0 ? nil : .double(numbers[0].squareRoot())
        case ("sin", 1): return .double(Foundation.sin(numbers[0]))
        case ("cos", 1): return .double(Foundation.cos(numbers[0]))
        case ("tan", 1): return .double(Foundation.tan(numbers[0]))
        case ("atan2", 2): return .double(Foundation.atan2(numbers[0], numbers[1]))
        default: return nil
        }
    }

    /// Members that are not calls: `Double.pi`, `String.count`, `CharacterSet.alphanumerics`,
    /// named and system colors, a trait collection's style.
    mutating func library(member value: SwiftValue, _ name: String, in scope: inout SwiftScope) -> SwiftValue {
        if let color = colorMember(value, name) { return color }
        if let font = fontMember(value, name) { return font }
        if let geometry = geometryMember(value, name) { return geometry }
        switch (value, name) {
        case (.type(let type), "pi") where Self.numberTypes.contains(type): return .double(Double.pi)
        case (.type("UIAccessibility"), _) where name.hasPrefix("is") && name.hasSuffix("Enabled"):
            // Accessibility settings as they stand by default (Bold Text, Reduce Motion… off),
            // as text styles are read at the default content size.
            return .bool(false)
        case (.type("UITraitCollection"), "current"): return .traits(readAppearance())
        case (.type(let type), _) where !isDeclaredType(type) && name.first?.isUppercase == true && !Self.colorTypes.contains(type):
            return .type(type.isEmpty ? name : type + "." + name)
        case (.type(let type), _) where !(Self.colorTypes.contains(type) || isDeclaredType(type) || type.isEmpty):
            // A member of a type the guide does not declare, read where its value is a case
            // (`.semibold` where a `Weight` is expected, `.alphanumerics`, `.dark`): the case, by name.
            return .enumCase(type: type, name: name, payload: [], raw: nil)
        case (.enumCase("CharacterSet", let set, _, _), "inverted"): return .enumCase(type: "CharacterSet", name: "inverted " + set, payload: [], raw: nil)
        // The environment a preview draws in: nothing is presented (Fluent's `DynamicColor`
        // picks `darkElevated` only inside a presented sheet).
        case (.traits, "isPresented"): return .bool(false)
        case (.traits(let appearance), "userInterfaceStyle"), (.traits(let appearance), "colorScheme"):
            _ = readAppearance()
            return .enumCase(type: nil, name: appearance.rawValue, payload: [], raw: nil)
        default: return Self.property(value, name) ?? .gap("\(Self.describe(value) ?? "…").\(name)")
        }
    }

    /// `String(format:)` (Foundation's, as `StringFormat` prints it) over the interpreter's values,
    /// for the interpreter and the view evaluator alike; nil where a specifier has no argument
    /// of its kind.
    static func formatted(_ format: String, _ arguments: [SwiftValue]) -> String? {
        StringFormat.format(format) { index in
            guard index < arguments.count else { return nil }
            switch arguments[index] {
            case .int(let value): return .number(Double(value))
            case .double(let value): return .number(value)
            case .string(let text): return .string(text)
            default: return .unknown
            }
        }
    }

    /// The properties of strings and arrays, for the interpreter and the view evaluator's
    /// texts (`StringBuiltins`) alike; nil for one not known.
    static func property(_ value: SwiftValue, _ name: String) -> SwiftValue? {
        switch (value, name) {
        case (.string(let text), "count"): .int(text.count)
        case (.string(let text), "isEmpty"): .bool(text.isEmpty)
        case (.string(let text), "capitalized"): .string(text.capitalized)
        case (.array(let elements), "count"): .int(elements.count)
        case (.array(let elements), "isEmpty"): .bool(elements.isEmpty)
        case (.array(let elements), "first"): elements.first ?? .nil
        case (.array(let elements), "last"): elements.last ?? .nil
        default: nil
        }
    }

    private static func convert(_ arguments: [Argument], to type: String) -> SwiftValue {
        let isInteger = type.hasPrefix("Int") || type.hasPrefix("UInt")
        switch arguments.first?.value {
        case .int(let value)?: return isInteger ? .int(value) : .double(Double(value))
        case .double(let value)?:
            guard isInteger else { return .double(value) }
            return value.isFinite && Swift.abs(value) < 9.2e18 ? .int(Int(value)) : .gap("\(type)(\(value))")
        case .string(let text)?:
            // `UInt64(hex, radix: 16)`, `Int("12")`: nil when the text is no number, as Swift's is.
            let radix = arguments.count > 1 ? arguments[1].value.number.map { Int($0) } ?? 10 : 10
            if isInteger { return Int(text, radix: radix).map(SwiftValue.int) ?? .nil }
            return Double(text).map(SwiftValue.double) ?? .nil
        default: return .gap("\(type)(…)")
        }
    }

    /// The methods of numbers, for the interpreter and the view evaluator alike; nil for one
    /// not known or a result that is no number (a remainder of a division by zero).
    static func numberMethod(_ value: SwiftValue, _ name: String, _ arguments: [SwiftValue]) -> SwiftValue? {
        guard let number = value.number else { return nil }
        switch name {
        case "rounded": return .double(number.rounded())
        case "squareRoot": return .double(number.squareRoot())
        case "truncatingRemainder":
            guard arguments.count == 1, let divisor = arguments[0].number, divisor != 0 else { return nil }
            let remainder = number.truncatingRemainder(dividingBy: divisor)
            return remainder.isFinite ? .double(remainder) : nil
        default: return nil
        }
    }

    /// `String`'s methods, for the interpreter and the view evaluator's texts alike.
    static func string(_ text: String, _ name: String, _ arguments: [Argument]) -> SwiftValue {
        let values = arguments.map(\.value)
        switch (name, values.first) {
        case ("uppercased", nil): return .string(text.uppercased())
        case ("lowercased", nil): return .string(text.lowercased())
        case ("hasPrefix", .string(let prefix)?): return .bool(text.hasPrefix(prefix))
        case ("hasSuffix", .string(let suffix)?): return .bool(text.hasSuffix(suffix))
        case ("contains", .string(let part)?): return .bool(text.contains(part))
        case ("dropFirst", nil): return .string(String(text.dropFirst()))
        case ("dropFirst", .int(let count)?): return .string(String(text.dropFirst(Swift.max(0, count))))
        case ("dropLast", nil): return .string(String(text.dropLast()))
        case ("dropLast", .int(let count)?): return .string(String(text.dropLast(Swift.max(0, count))))
        case ("prefix", .int(let count)?): return .string(String(text.prefix(Swift.max(0, count))))
        case ("suffix", .int(let count)?): return .string(String(text.suffix(Swift.max(0, count))))
        case ("replacingOccurrences", .string(let target)?):
            guard values.count == 2, case .string(let replacement) = values[1], !target.isEmpty else { break }
            return .string(text.replacingOccurrences(of: target, with: replacement))
        case ("trimmingCharacters", .enumCase("CharacterSet", let set, _, _)?):
            return trimming(text, set).map(SwiftValue.string) ?? .gap("trimmingCharacters(in: \(set))")
        default: break
        }
        return .gap("\"\(text)\".\(name)(…)")
    }

    /// `trimmingCharacters(in:)` for the sets guides trim hex strings with.
    private static func trimming(_ text: String, _ set: String) -> String? {
        let test: (Character) -> Bool
        switch set {
        case "whitespaces": test = { $0 == " " || $0 == "\t" }
        case "whitespacesAndNewlines": test = { $0.isWhitespace }
        case "inverted alphanumerics": test = { !($0.isLetter || $0.isNumber) }
        default: return nil
        }
        return String(text.drop(while: test).reversed().drop(while: test).reversed())
    }

    /// The text `String(value)` or an interpolation gives, for the values that have one.
    static func describe(_ value: SwiftValue) -> String? {
        switch value {
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        case .type(let path): path
        case .enumCase(_, let name, _, _): name
        default: nil
        }
    }
}
