import Foundation

/// The members of Swift's strings, numbers and arrays that texts are made of, looked up by the
/// receiver's type and the member's name, as an interpreter's standard library is: one table,
/// not a special case per name in `member()` and `call()`. Where Swift's member is the
/// interpreter's too (`count`, `uppercased()`, `prefix(_:)`…) the entry calls the interpreter's
/// library (`SwiftRuntime.property`, `SwiftRuntime.string`); what stays here is how the
/// evaluator reads a receiver or an argument it keeps as written, and the members only texts
/// use (`formatted`, `joined`). A member neither has is not known, and a text of it is a named
/// gap.
enum StringBuiltins {
    /// The type of a receiver, the first half of a member's key.
    enum ReceiverType: Hashable { case string, number, array }

    struct Key: Hashable {
        let receiver: ReceiverType
        let name: String
    }

    /// A receiver whose value is known.
    enum Receiver {
        case string(String)
        case number(Double, isInteger: Bool)
        case array([SwiftValue])

        /// The receiver as the interpreter holds it.
        var value: SwiftValue {
            switch self {
            case .string(let text): .string(text)
            case .number(let number, let isInteger): .number(number, isInteger: isInteger)
            case .array(let elements): .array(elements)
            }
        }

        var type: ReceiverType {
            switch self {
            case .string: .string
            case .number: .number
            case .array: .array
            }
        }

        /// The receiver `value` is, if it is a string, a number or an array.
        init?(_ value: SwiftValue) {
            switch value {
            case .array(let elements): self = .array(elements)
            case .expression(let expression):
                if case .string(let text, _) = expression.unlocated { self = .string(text); return }
                guard let (number, isInteger) = ViewEvaluator.typedNumber(expression) else { return nil }
                self = .number(number, isInteger: isInteger)
            default: return nil
            }
        }
    }

    /// A member: the evaluator (for arguments and elements), the receiver, the call's
    /// arguments as written (none for a property) and their scope; nil when it does not apply.
    typealias Member = @Sendable (inout ViewEvaluator, Receiver, [SwiftArgument], Scope) -> SwiftValue?

    /// Properties (`text.count`, `name.capitalized`, `items.first`): the interpreter's
    /// (`SwiftRuntime.property`), one library of Swift's members for both.
    static let properties: [Key: Member] = [
        Key(receiver: .string, name: "count"): library("count"),
        Key(receiver: .string, name: "isEmpty"): library("isEmpty"),
        Key(receiver: .string, name: "capitalized"): library("capitalized"),
        Key(receiver: .string, name: "description"): { _, receiver, _, _ in SwiftRuntime.describe(receiver.value).map(string) },
        Key(receiver: .number, name: "description"): { _, receiver, _, _ in SwiftRuntime.describe(receiver.value).map(string) },
        Key(receiver: .array, name: "count"): library("count"),
        Key(receiver: .array, name: "isEmpty"): library("isEmpty"),
        Key(receiver: .array, name: "first"): { evaluator, receiver, _, scope in element(SwiftRuntime.property(receiver.value, "first"), &evaluator, scope) },
        Key(receiver: .array, name: "last"): { evaluator, receiver, _, scope in element(SwiftRuntime.property(receiver.value, "last"), &evaluator, scope) },
    ]

    /// Methods (`title.uppercased()`, `n.formatted(.percent)`, `tags.joined(separator: ", ")`).
    /// `String`'s own are the interpreter's (`SwiftRuntime.string`), over the arguments as the
    /// evaluator reads them.
    static let methods: [Key: Member] = [
        // `edges.contains(.top)`: an element equal to the argument, by literal or case name;
        // nil (not known) when an element or the argument is not either.
        Key(receiver: .array, name: "contains"): { evaluator, receiver, arguments, scope in
            guard case .array(let elements) = receiver, arguments.count == 1, arguments[0].label == nil else { return nil }
            func key(_ expression: SwiftExpression) -> String? { SwiftLiterals.literal(expression) ?? ViewEvaluator.caseName(expression) }
            guard let wanted = key(evaluator.value(arguments[0].value, scope).expression) else { return nil }
            for element in elements {
                guard let candidate = key(evaluator.force(element, scope).expression) else { return nil }
                if candidate == wanted { return .expression(.bool(true)) }
            }
            return .expression(.bool(false))
        },
        Key(receiver: .string, name: "uppercased"): { _, receiver, arguments, _ in
            guard case .string(let text) = receiver, arguments.isEmpty else { return nil }
            return literal(SwiftRuntime.string(text, "uppercased", []))
        },
        Key(receiver: .string, name: "lowercased"): { _, receiver, arguments, _ in
            guard case .string(let text) = receiver, arguments.isEmpty else { return nil }
            return literal(SwiftRuntime.string(text, "lowercased", []))
        },
        Key(receiver: .string, name: "trimmingCharacters"): { _, receiver, arguments, _ in
            guard case .string(let text) = receiver, let set = arguments.value("in")?.memberName, set.hasPrefix("whitespaces") else { return nil }
            return string(text.trimmingCharacters(in: .whitespacesAndNewlines))
        },
        Key(receiver: .string, name: "prefix"): { evaluator, receiver, arguments, scope in
            guard case .string(let text) = receiver, let count = count(arguments, &evaluator, scope) else { return nil }
            return literal(SwiftRuntime.string(text, "prefix", [SwiftRuntime.Argument(label: nil, value: .int(count))]))
        },
        Key(receiver: .string, name: "suffix"): { evaluator, receiver, arguments, scope in
            guard case .string(let text) = receiver, let count = count(arguments, &evaluator, scope) else { return nil }
            return literal(SwiftRuntime.string(text, "suffix", [SwiftRuntime.Argument(label: nil, value: .int(count))]))
        },
        Key(receiver: .number, name: "formatted"): { evaluator, receiver, arguments, scope in
            guard case .number(let number, let isInteger) = receiver else { return nil }
            let style = arguments.first.map { NumberFormatStyle(evaluator.value($0.value, scope).expression) } ?? NumberFormatStyle(kind: .number)
            return style.map { string(NumberFormatting.formatted(number, isInteger: isInteger, style: $0)) }
        },
        Key(receiver: .array, name: "joined"): { evaluator, receiver, arguments, scope in
            guard case .array(let elements) = receiver else { return nil }
            var separator = ""
            if let written = arguments.value("separator") {
                guard case .string(let text, _) = evaluator.value(written, scope).expression.unlocated else { return nil }
                separator = text
            }
            var parts: [TextContent] = []
            for element in elements {
                let content = evaluator.textContent(of: evaluator.force(element, scope), written: .unknown("element"))
                parts.append(content)
            }
            let joined = parts.map(\.drawn).joined(separator: separator)
            guard parts.allSatisfy({ if case .known = $0 { true } else { false } }) else { return .placeholder(standIn: joined, written: "joined") }
            return string(joined)
        },
    ]

    /// Free functions that make strings (`String(n)`, `String(format: "%.1f", x)`), by name.
    static let functions: [String: @Sendable (inout ViewEvaluator, [SwiftArgument], Scope) -> SwiftValue?] = [
        "String": { evaluator, arguments, scope in evaluator.stringInitializer(arguments, scope) },
        "LocalizedStringKey": { evaluator, arguments, scope in evaluator.stringInitializer(arguments, scope) },
        "NSLocalizedString": { evaluator, arguments, scope in evaluator.localizedString(arguments, scope) },
    ]

    /// `NSLocalizedString("key", value: "Beta", comment: …)` and a project's wrapper of the same
    /// shape (`WMFLocalizedString`): with no translations, the text is `value:` where given,
    /// else the key, as Foundation gives it.
    static func isLocalizedString(_ name: String) -> Bool {
        name == "NSLocalizedString" || name.hasSuffix("LocalizedString")
    }

    static func string(_ text: String) -> SwiftValue { .expression(.string(text, isInterpolated: false)) }

    /// Any other method of a known string (`hasPrefix`, `replacingOccurrences(of:with:)`…): the
    /// interpreter's, over arguments the evaluator reduced to literals; nil when one is not a
    /// literal or the library does not give a string, number or Boolean.
    static func library(_ text: String, _ name: String, _ reduced: [SwiftArgument]) -> SwiftValue? {
        var arguments: [SwiftRuntime.Argument] = []
        for argument in reduced {
            guard let value = SwiftValue(literal: argument.value) else { return nil }
            arguments.append(SwiftRuntime.Argument(label: argument.label, value: value))
        }
        return literal(SwiftRuntime.string(text, name, arguments))
    }

    /// A property of the interpreter's library, by name.
    private static func library(_ name: String) -> Member {
        { _, receiver, _, _ in literal(SwiftRuntime.property(receiver.value, name)) }
    }

    /// What the interpreter's library gives, as the evaluator holds it: a literal expression;
    /// nil where the library gives no string, number or Boolean.
    private static func literal(_ value: SwiftValue?) -> SwiftValue? {
        switch value {
        case .string?, .int?, .double?, .bool?: value.map { .expression($0.expression) }
        default: nil
        }
    }

    /// An array's `first` or `last`: the element read now, `nil` for an empty array.
    private static func element(_ value: SwiftValue?, _ evaluator: inout ViewEvaluator, _ scope: Scope) -> SwiftValue? {
        switch value {
        case .nil?: .expression(.nil)
        case let element?: evaluator.force(element, scope)
        case nil: nil
        }
    }

    /// The count a `prefix(_:)` takes: a whole number from 0.
    private static func count(_ arguments: [SwiftArgument], _ evaluator: inout ViewEvaluator, _ scope: Scope) -> Int? {
        guard arguments.count == 1, let number = evaluator.number(arguments[0].value, scope), number >= 0, number < 1e6 else { return nil }
        return Int(number)
    }
}
