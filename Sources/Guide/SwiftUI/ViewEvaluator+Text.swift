import Diagnostics
import Support

/// Texts: what a `Text` shows, worked out with Swift's and Foundation's string and number
/// semantics (`StringBuiltins`, `NumberFormatting`, `StringFormat`), or a named gap with a
/// readable stand-in when the code does not determine it. Never the code's source as text.
extension ViewEvaluator {
    /// What `expression` shows as the content of a `Text`.
    mutating func text(_ expression: SwiftExpression?, _ scope: Scope) -> TextContent {
        guard let expression else { return .known("") }
        return textContent(of: value(expression, scope), written: expression)
    }

    /// A text argument drawn as it reads, known or not (a symbol's name, a field's prompt).
    mutating func string(_ expression: SwiftExpression?, _ scope: Scope) -> String {
        text(expression, scope).drawn
    }

    /// The content a value gives a text; `written` names the stand-in when it is not known.
    func textContent(of value: SwiftValue, written: SwiftExpression) -> TextContent {
        switch value {
        case .placeholder(let standIn, let construct):
            return .placeholder(standIn: standIn, construct: construct)
        case .expression(let reduced):
            if let text = Self.knownText(reduced) { return .known(text) }
        // A field of a record the interpreter made (`viewModifiers.frame.label`).
        case .string, .int, .double, .bool:
            if let text = SwiftRuntime.describe(value) { return .known(text) }
        default:
            break
        }
        return .placeholder(standIn: Self.standIn(for: written), construct: written.text)
    }

    /// The text Swift prints for a value it knows: a string, a number (`3`, `3.0`), a Boolean,
    /// as the interpreter's `String(describing:)` writes it. Nil for anything else.
    static func knownText(_ expression: SwiftExpression) -> String? {
        SwiftValue(literal: expression).flatMap(SwiftRuntime.describe)
    }

    /// A number and whether Swift types it `Int`: an integer literal or `Int(…)` is, a
    /// floating-point literal, `Double(…)` and `CGFloat(…)` are not.
    static func typedNumber(_ expression: SwiftExpression) -> (Double, isInteger: Bool)? {
        guard let number = number(expression) else { return nil }
        switch expression.unlocated {
        case .number(_, let text): return (number, NumberFormatting.isInteger(text))
        case .prefix(_, let operand): return typedNumber(operand).map { (number, $0.isInteger) }
        case .call(let callee, _, _): return (number, callee.memberName == "Int")
        default: return (number, integer(expression) != nil)
        }
    }

    /// The readable stand-in for a text the code does not determine, from the names it is
    /// made of: `title` → "Title", `user.userName` → "User Name", `reviews.formatted()` →
    /// "Reviews", `String(format: "%.1f", rating)` → "Rating".
    static func standIn(for expression: SwiftExpression) -> String {
        switch expression.unlocated {
        case .identifier(let name), .implicitMember(let name): return humanize(name)
        // `pair.0` reads as the pair's name, not "0".
        case .member(let base, let name): return name.allSatisfy(\.isNumber) ? standIn(for: base) : humanize(name)
        case .call(let callee, let arguments, _):
            if case .member(let base, _) = callee.unlocated { return standIn(for: base) }
            if let name = callee.memberName, StringBuiltins.functions[name] != nil || name == "Text" {
                let named = arguments.first { $0.label != "format" } ?? arguments.first
                return named.map { standIn(for: $0.value) } ?? "Text"
            }
            return humanize(callee.memberName ?? "Text")
        case .ternary(_, let whenTrue, _): return standIn(for: whenTrue)
        case .binary("+", let lhs, let rhs): return standIn(for: lhs) + standIn(for: rhs)
        case .binary(_, let lhs, _): return standIn(for: lhs)
        case .string(let text, _): return text
        case .number(_, let text): return text
        default: return "Text"
        }
    }

    /// `String(x)`, `String(format: "%.1fK", Double(n) / 1_000)`, `String(localized: "…")`,
    /// `LocalizedStringKey(x)`: the string, or nil when it is not known.
    mutating func stringInitializer(_ arguments: [SwiftArgument], _ scope: Scope) -> SwiftValue? {
        guard let first = arguments.first else { return StringBuiltins.string("") }
        if first.label == "format" {
            guard case .string(let format, _) = value(first.value, scope).expression.unlocated else { return nil }
            let evaluated = arguments.dropFirst().map { formatArgument($0.value, scope) }
            return SwiftRuntime.formatted(format, evaluated).map(StringBuiltins.string)
        }
        guard first.label == nil || first.label == "localized" || first.label == "describing", arguments.count == 1 else { return nil }
        let content = text(first.value, scope)
        guard case .known(let text) = content else { return content.value }
        return StringBuiltins.string(text)
    }

    /// `NSLocalizedString(key, value:, comment:)`: `value:` where it is a literal, else the key.
    mutating func localizedString(_ arguments: [SwiftArgument], _ scope: Scope) -> SwiftValue? {
        let chosen = arguments.value("value") ?? arguments.first { $0.label == nil }?.value
        guard let chosen, case .expression(.string(let text, false)) = value(chosen, scope) else { return nil }
        return StringBuiltins.string(text)
    }

    /// An argument of `String(format:)` as the interpreter holds it: a string or a number, or
    /// a gap.
    mutating func formatArgument(_ expression: SwiftExpression, _ scope: Scope) -> SwiftValue {
        guard case .expression(let known) = value(expression, scope) else { return .gap(expression.text) }
        return SwiftValue(literal: known) ?? .gap(known.text)
    }

    /// `"\(name), \(age)"` with the parts the scope knows filled in: a string, or a placeholder
    /// whose stand-in has each unknown part's stand-in.
    mutating func interpolate(_ text: String, _ scope: Scope) -> SwiftValue {
        var output = ""
        var known = true
        var rest = Substring(text)
        while let start = rest.range(of: "\\(") {
            output += rest[..<start.lowerBound]
            // An interpolation left open runs to the end of the text.
            let index = SwiftRuntime.closingParenthesis(in: rest[start.upperBound...]) ?? rest.endIndex
            let part = describe(String(rest[start.upperBound..<index]), scope)
            if case .placeholder = part { known = false }
            output += part.drawn
            rest = index < rest.endIndex ? rest[rest.index(after: index)...] : ""
        }
        output += rest
        return known ? StringBuiltins.string(output) : .placeholder(standIn: output, written: "\"" + text + "\"")
    }

    /// One interpolated part: `\(count)`, `\(price, specifier: "%.2f")` and
    /// `\(total, format: .currency(code: "USD"))` (SwiftUI's `LocalizedStringKey`
    /// interpolations), read as the arguments of a call so the labels are parsed as Swift's.
    mutating func describe(_ source: String, _ scope: Scope) -> TextContent {
        var parser = SwiftExpressionParser(code: SwiftCode(source: "_(" + source + ")"), limits: SwiftParserLimits(maximumDepth: 32))
        guard case .call(_, let arguments, nil) = parser.parseExpression().unlocated, let first = arguments.first, first.label == nil else {
            return .placeholder(standIn: Self.humanize(source), construct: source)
        }
        let written = first.value
        let placeholder = TextContent.placeholder(standIn: Self.standIn(for: written), construct: source)
        switch arguments.count {
        case 1:
            return text(written, scope)
        case 2 where arguments[1].label == "specifier":
            guard case .string(let format, _) = value(arguments[1].value, scope).expression.unlocated else { return placeholder }
            let argument = formatArgument(written, scope)
            return SwiftRuntime.formatted(format, [argument]).map(TextContent.known) ?? placeholder
        case 2 where arguments[1].label == "format":
            return formatted(written, style: arguments[1].value, scope) ?? placeholder
        default:
            return placeholder
        }
    }

    /// `Text(value, format: style)` and `\(value, format: style)`: the number in a Foundation
    /// style, or nil when the value or the style is not known.
    mutating func formatted(_ written: SwiftExpression, style: SwiftExpression, _ scope: Scope) -> TextContent? {
        guard case .expression(let known) = value(written, scope), let (number, isInteger) = Self.typedNumber(known),
              let style = NumberFormatStyle(value(style, scope).expression) else { return nil }
        return .known(NumberFormatting.formatted(number, isInteger: isInteger, style: style))
    }

    /// A `Text(…)` from its arguments: a string, `verbatim:`, a number with `format:`; a date
    /// (`Text(date, style: .relative)`) is a placeholder: a still drawing has no "now" to
    /// show, and a made-up date would read as a real one.
    mutating func textNode(_ arguments: [SwiftArgument], _ scope: Scope, at location: SourceLocation) -> ViewNode {
        let written = arguments.first?.value
        let construct = SwiftExpression.call(.identifier("Text"), arguments, trailingClosure: nil).text
        let content: TextContent
        if let written, let style = arguments.value("format") {
            content = formatted(written, style: style, scope) ?? .placeholder(standIn: Self.standIn(for: written), construct: construct)
        } else if let written, arguments.value("style") != nil {
            content = .placeholder(standIn: Self.standIn(for: written), construct: construct)
        } else {
            content = text(written, scope)
        }
        return .text(content, at: location)
    }

    /// `userName` → `User Name`.
    static func humanize(_ name: String) -> String {
        let words = name.camelCaseWords.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return words.isEmpty ? name : words.joined(separator: " ")
    }
}
