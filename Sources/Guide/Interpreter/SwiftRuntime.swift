/// The one interpreter of a guide's Swift: expressions and statements over `SwiftValue`s and one
/// scope chain, names resolved through the guide's declaration table, built-ins looked up by
/// receiver type and name (`SwiftRuntime+Library`), the guide's own initializers, functions and
/// computed properties run as written (`SwiftRuntime+Declared`).
///
/// The appearance is an input: a dynamic color (`UIColor { traits in … }`, a helper of the
/// guide's that picks by `colorScheme`) runs its provider for it, so light and dark values come
/// from two runs over the same code rather than from a pattern guessed at in it.
///
/// Every run is bounded: `steps` (shared by all the runs of one guide) and a depth limit on
/// nested calls, so no input runs long or deep; what runs out is a gap.
struct SwiftRuntime {
    let table: SwiftDeclarationTable
    let appearance: SwiftAppearance
    /// Expressions and statements evaluated so far, against `stepLimit`.
    private(set) var steps = 0
    let stepLimit: Int
    /// Calls nested right now, against `maximumDepth`.
    var depth = 0
    static let maximumDepth = 48
    /// Static properties already evaluated (each is evaluated once), and those being evaluated
    /// (a cycle is a gap, not a loop).
    var statics: [String: SwiftValue] = [:]
    var evaluating: Set<String> = []
    /// How often the code asked for the appearance (a trait collection's style, a color scheme
    /// handed to the guide's function): a value made after a read is the appearance's, even
    /// when light and dark give the same (`.darkVariant(white)` of white). The statics whose
    /// values read it, so reading one from `statics` counts as a read again.
    private(set) var appearanceReads = 0
    var appearanceDependent: Set<String> = []
    /// The keys of the statics that are the guide's font tokens (`Font.body`): read by name
    /// from other code, their fonts are that token's (`FontToken.Kind.alias(of:)`).
    var fontTokens: Set<String> = []
    /// The first limit the code ran into since the static being evaluated began, and the
    /// statics whose own evaluation ran into one (not one they named: that one has its own).
    var stop: Stop?
    private(set) var stopped: [String: Stop] = [:]

    /// A limit a run ran into: calls nested past `maximumDepth`, the guide's steps spent, or
    /// the steps one reading may take (`stepCeiling`).
    enum Stop: Equatable {
        case tooDeep, overBudget, overReadingBudget
    }

    /// Where the reading under way must stop, below `stepLimit`: a reader that runs many
    /// values one by one gives each its share, so one runaway value leaves the others theirs.
    var stepCeiling: Int?

    mutating func noteStop(_ reason: Stop) {
        if stop == nil { stop = reason }
    }

    /// The limit the evaluation of the static `key` ran into, if any.
    func stop(evaluating key: String) -> Stop? { stopped[key] }

    mutating func noteStopped(_ key: String) {
        if let stop { stopped[key] = stop }
    }

    /// Takes statics another run evaluated without asking for the appearance: they are the
    /// same in this one.
    mutating func adopt(_ values: [String: SwiftValue]) {
        statics.merge(values) { own, _ in own }
    }

    mutating func readAppearance() -> SwiftAppearance {
        appearanceReads += 1
        return appearance
    }

    /// The steps one guide's code may run, all its runs together.
    static let defaultStepLimit = 200_000

    init(table: SwiftDeclarationTable, appearance: SwiftAppearance, stepLimit: Int = defaultStepLimit) {
        self.table = table
        self.appearance = appearance
        self.stepLimit = stepLimit
    }

    /// Where code runs: the type whose member it is (for `Self`, unqualified statics and nested
    /// type names), and the type a `.member` written without its type means.
    struct Context {
        var owner: [String] = []
        var expected: String?

        func expecting(_ type: String?) -> Context {
            var copy = self
            copy.expected = type.map(SwiftRuntime.plainType)
            return copy
        }
    }

    /// One step of work; false when the budget is spent.
    mutating func step() -> Bool {
        steps += 1
        if let stepCeiling, steps > stepCeiling {
            noteStop(.overReadingBudget)
            return false
        }
        guard steps <= stepLimit else {
            noteStop(.overBudget)
            return false
        }
        return true
    }

    var isSpent: Bool { steps >= stepLimit }

    /// The value of `expression`.
    mutating func evaluate(_ expression: SwiftExpression, in scope: inout SwiftScope, context: Context) -> SwiftValue {
        guard step() else { return .gap("budget") }
        switch expression {
        case .located(let inner, _): return evaluate(inner, in: &scope, context: context)
        case .number(let value, let text): return Self.number(value, text: text)
        case .string(let text, let isInterpolated): return isInterpolated ? interpolating(text, in: &scope, context: context) : .string(text)
        case .bool(let value): return .bool(value)
        case .nil: return .nil
        case .identifier(let name): return identifier(name, in: &scope, context: context)
        case .implicitMember(let name):
            if let expected = context.expected { return member(.type(table.aliasTarget(expected, seenFrom: context.owner) ?? expected), name, in: &scope, context: context) }
            return .enumCase(type: nil, name: name, payload: [], raw: nil)
        case .member(let base, let name):
            let value = evaluate(base, in: &scope, context: Self.baseContext(of: base, context))
            return member(value, name, in: &scope, context: context)
        case .call(let callee, let arguments, let closure):
            return call(callee, arguments, closure, in: &scope, context: context)
        case .array(let elements):
            return .array(elements.map { evaluate($0, in: &scope, context: context.expecting(nil)) })
        case .tuple(let elements):
            let values = elements.map { evaluate($0.value, in: &scope, context: context.expecting(nil)) }
            return values.count == 1 && elements[0].label == nil ? values[0] : .tuple(values, labels: elements.map(\.label))
        case .closure(let closure):
            return .function(SwiftCallable(body: .closure(closure), captured: scope, receiver: scope.lookup("self"), owner: context.owner))
        case .ternary(let condition, let whenTrue, let whenFalse):
            switch evaluate(condition, in: &scope, context: context.expecting(nil)) {
            case .bool(true): return evaluate(whenTrue, in: &scope, context: context)
            case .bool(false): return evaluate(whenFalse, in: &scope, context: context)
            case .gap(let what): return .gap(what)
            default: return .gap(condition.text)
            }
        case .binary(let op, let lhs, let rhs): return binary(op, lhs, rhs, in: &scope, context: context)
        case .prefix(let op, let operand):
            return Self.prefix(op, evaluate(operand, in: &scope, context: context), written: expression)
        case .keyPath, .unknown: return .gap(expression.text)
        }
    }

    /// A name: a local, then a member of `self`, a static of the type it runs in (or of a type
    /// around it), a type, a top-level declaration of the guide, or a built-in type.
    private mutating func identifier(_ name: String, in scope: inout SwiftScope, context: Context) -> SwiftValue {
        if let value = scope.lookup(name) { return value }
        if name == "Self", !context.owner.isEmpty { return .type(context.owner.joined(separator: ".")) }
        if let receiver = scope.lookup("self") {
            switch receiver {
            case .instance(let instance) where instance.fields[name] != nil || table.hasMember(of: instance.type, named: name):
                return member(receiver, name, in: &scope, context: context)
            case .enumCase(let type?, _, _, _) where table.hasMember(of: type, named: name):
                return member(receiver, name, in: &scope, context: context)
            default: break
            }
        }
        var owner = context.owner
        while true {
            let path = owner.joined(separator: ".")
            if table.hasMember(of: path, named: name, staticOnly: !owner.isEmpty) || hasCase(name, in: path) {
                return member(.type(path), name, in: &scope, context: context)
            }
            if let nested = nestedType(name, in: path) { return .type(nested) }
            if owner.isEmpty { break }
            owner.removeLast()
        }
        if Self.builtinTypes.contains(name) { return .type(name) }
        // `SwiftUI.Color.AmplifyUI.Font`: a module is the top level its types are named from.
        if let first = name.utf8.first, first == UInt8(ascii: "S") || first == UInt8(ascii: "U") || first == UInt8(ascii: "F") || first == UInt8(ascii: "C"),
           SwiftDeclarationTable.modules.contains(name) { return .type("") }
        return .gap(name)
    }

    /// The context a member's base is evaluated in: an implicit member chain
    /// (`.black.opacity(0.5)` where a `Color` is expected) starts at the expected type, as
    /// Swift's implicit member chains do; any other base stands on its own.
    static func baseContext(of base: SwiftExpression, _ context: Context) -> Context {
        var root = base
        while true {
            switch root {
            case .located(let inner, _): root = inner
            case .member(let inner, _): root = inner
            case .call(let callee, _, _): root = callee
            case .implicitMember: return context
            default: return context.expecting(nil)
            }
        }
    }

    /// The type `name` names inside the type at `path` (the top level when empty): one the
    /// guide declares there, or the type an alias there names (declared, or the library's).
    func nestedType(_ name: String, in path: String) -> String? {
        let nested = path.isEmpty ? name : path + "." + name
        if table.types[nested] != nil { return nested }
        if let target = table.aliasedPath(nested), table.types[target] != nil || Self.builtinTypes.contains(target) { return target }
        return nil
    }

    func hasCase(_ name: String, in path: String) -> Bool {
        (table.types[path] ?? []).contains { $0.members.cases.contains { $0.name == name } }
    }

    /// The types of Swift, SwiftUI, UIKit and Foundation the library knows.
    static let builtinTypes: Set<String> = ([
        "Color", "UIColor", "Double", "Float", "CGFloat", "Int", "UInt", "UInt8", "UInt32", "UInt64", "Int64", "String",
        "Scanner", "CharacterSet", "UIUserInterfaceStyle", "ColorScheme", "UITraitCollection", "Bool",
        "Font", "UIFont", "UIFontMetrics", "UIFontDescriptor", "UIAccessibility",
    ] as Set<String>).union(geometryTypes)

    /// Whether a type as written (a parameter's `CoreColor`, `Text`) names the type at `path`
    /// (`CoreColor`, `Design.Text`): the same, or its last components.
    static func names(_ written: String?, _ path: String) -> Bool {
        guard let written else { return false }
        let type = plainType(written)
        return type == path || path.hasSuffix("." + type)
    }

    /// `SwiftUI.Color` → `Color`, `UIColor?` → `UIColor`, `some View` → `View`.
    static func plainType(_ written: String) -> String {
        // Most types are written plain (`Color`, `CGFloat`): nothing to take off, found by one
        // look at the bytes (the general path cost about 7,000 instructions a call, and every
        // argument and return asks it).
        if !written.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: " ") }) {
            return written
        }
        var type = Substring(written)
        // `@escaping @autoclosure () -> Color`: an argument for it is written as a `Color`.
        var isAutoclosure = false
        while type.hasPrefix("@") {
            let attribute = type.prefix { $0 != " " && $0 != "(" }.dropFirst().prefix { $0 != "@" }
            isAutoclosure = isAutoclosure || attribute == "autoclosure"
            type = type.dropFirst(attribute.count + 1).drop { $0 == " " }
        }
        if isAutoclosure, type.hasPrefix("()"), let arrow = type.range(of: "->") {
            type = type[arrow.upperBound...].drop { $0 == " " }
        }
        if type.hasPrefix("some ") { type = type.dropFirst(5) }
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        for module in ["SwiftUI.", "UIKit.", "Foundation.", "CoreGraphics.", "SwiftUICore."] where type.hasPrefix(module) {
            type = type.dropFirst(module.count)
        }
        return String(type)
    }

    /// A literal as Swift types it: an integer literal is an `Int` (`0xFF`, `1_000`), any other
    /// a `Double`.
    static func number(_ value: Double, text: String) -> SwiftValue {
        let digits = text.utf8.contains(UInt8(ascii: "_")) ? text.replacingOccurrences(of: "_", with: "") : text
        // Only a literal that starts with `0` and a letter can have a radix prefix.
        if digits.utf8.count > 2, digits.utf8.first == UInt8(ascii: "0") {
            let lowered = digits.lowercased()
            for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where lowered.hasPrefix(prefix) {
                if let int = Int(digits.dropFirst(2), radix: radix) { return .int(int) }
                return .double(value)
            }
        }
        if let int = Int(digits) { return .int(int) }
        return .double(value)
    }
}
