import Diagnostics
import Foundation

/// Instantiates a component's views into a `ViewNode` tree: runs `body` (and the custom views,
/// styles, modifiers and helpers it uses) with the values the code gives, resolving colors and
/// fonts through the guide's tokens. It never guesses: what it cannot read becomes an
/// `unsupported` node. Every descent is limited, so hostile code ends in a warning.
struct ViewEvaluator {
    let library: SwiftLibrary
    let tokens: TokenResolver
    /// Levels of nested views, calls and values followed at most.
    var maximumDepth = 200
    /// Work done (values and views evaluated); evaluation stops at the budget.
    var work = 0
    var budget = ViewBudget.stepsPerComponent
    /// The steps the guide has left (its components share `ViewBudget.stepsPerGuide`), and
    /// whether running out of them was reported for the guide already.
    var guideStepsLeft = Int.max
    var guideStepsReported = false
    var depth = 0
    /// Types being instantiated, innermost last (to stop views that contain themselves).
    var instantiating: [String] = []
    /// Model types whose representative value is being made (a recursive model gets no
    /// nested elements).
    var representing: [String] = []
    /// The inputs the drawing consulted in a condition, in order of first use.
    var consultedInputs: [String] = []
    /// The qualified paths of the types code ran in, by their declaration's place (`ownerPath`).
    private var ownerPaths: [String: [String]] = [:]
    var diagnostics: [Diagnostic] = []
    /// The places a limit was reported at, so each is reported once.
    private var limitsReported: Set<LimitReport> = []
    private struct LimitReport: Hashable {
        var location: SourceLocation
        var budgetSpent: Bool
    }
    /// Where the evaluation is (for diagnostics and nodes built without a position of their own).
    var here: SourceLocation

    init(library: SwiftLibrary, tokens: TokenResolver) {
        self.library = library
        self.tokens = tokens
        here = library.blocks.first?.startLocation ?? SourceLocation(file: "")
    }

    func location(_ position: SwiftPosition?, in scope: Scope) -> SourceLocation {
        guard let position, scope.block < library.blocks.count else { return here }
        return library.blocks[scope.block].location(line: position.line, column: position.column)
    }

    /// Goes one level deeper, or reports (once per place, or once for the guide) and refuses.
    /// A refused step is not counted: `work` is the steps taken.
    mutating func enter() -> Bool {
        guard depth < maximumDepth, work < budget, work < guideStepsLeft else {
            if work >= guideStepsLeft, guideStepsLeft < budget {
                if !guideStepsReported {
                    guideStepsReported = true
                    diagnostics.append(Diagnostic(.warning, ViewBudget.stepsMessage, at: here, code: "view.guide-budget"))
                }
                return false
            }
            let message = work >= budget ? "evaluation stopped after \(budget) steps" : "nested deeper than \(maximumDepth) levels; the rest is not drawn"
            // A set, not a search of the diagnostics: past the budget every step lands here,
            // and a search per step made 100,000 `Text`s in one stack quadratic.
            if limitsReported.insert(LimitReport(location: here, budgetSpent: work >= budget)).inserted {
                diagnostics.append(Diagnostic(.warning, message, at: here, code: "view.too-deep"))
            }
            return false
        }
        work += 1
        depth += 1
        return true
    }

    mutating func leave() { depth -= 1 }

    // MARK: - Values

    /// The value of `expression` in `scope`, as far as the source determines it.
    mutating func value(_ expression: SwiftExpression, _ scope: Scope) -> SwiftValue {
        guard enter() else { return .gap(expression.text) }
        defer { leave() }
        switch expression {
        case .located(let inner, let position):
            here = location(position, in: scope)
            return value(inner, scope)
        case .identifier(let written):
            return lookup(written, scope)
        case .member(let base, let name):
            return member(name, of: base, scope)
        case .call(let callee, let arguments, let closure):
            return call(callee, arguments, closure, scope)
        case .binary(let op, let lhs, let rhs):
            return binary(op, lhs, rhs, scope, text: expression.text)
        case .prefix(let op, let operand):
            let inner = value(operand, scope).expression
            if op == "!", let truth = SwiftLiterals.truth(inner) { return .expression(.bool(!truth)) }
            if op == "-", let (number, isInteger) = Self.typedNumber(inner) { return .expression(.number(-number, text: isInteger ? format(-number) : NumberFormatting.description(-number, isInteger: false))) }
            return .expression(.prefix(op, inner))
        case .ternary(let condition, let whenTrue, let whenFalse):
            guard let holds = truth(condition, scope) else { return .gap(expression.text) }
            return value(holds ? whenTrue : whenFalse, scope)
        case .string(let text, true):
            return interpolate(text, scope)
        case .closure(let closure):
            return .closure(closure, scope)
        case .array(let elements):
            return .array(elements.map { value($0, scope) })
        case .tuple(let elements):
            return .expression(.tuple(elements.map { SwiftArgument(label: $0.label, value: value($0.value, scope).expression) }))
        default:
            return .expression(expression)
        }
    }

    /// A value forced: lazy values are read now.
    mutating func force(_ value: SwiftValue, _ scope: Scope) -> SwiftValue {
        switch value {
        case .lazy(let expression, let captured): return self.value(expression, captured)
        case .member(let expression): return self.value(expression, scope)
        default: return value
        }
    }

    private mutating func lookup(_ written: String, _ scope: Scope) -> SwiftValue {
        // `$isOn` is the binding of `isOn`; `$0` is a closure's first argument.
        let name = written.hasPrefix("$") && written.dropFirst().first?.isLetter == true ? String(written.dropFirst()) : written
        if scope.inputs.contains(name), !consultedInputs.contains(name) { consultedInputs.append(name) }
        if let bound = scope.names[name] { return force(bound, scope) }
        if name == "self", let views = scope.selfViews { return .views(views) }
        if let type = scope.selfType, let property = library.property(name, of: type), let getter = property.declaration.getter {
            var inner = scope
            inner.block = property.block
            return runForValue(getter.statements, &inner)
        }
        if let global = library.topLevelProperties[name] {
            if let initial = global.declaration.initialValue { return value(initial, Scope(block: global.block)) }
            if let getter = global.declaration.getter {
                var inner = Scope(block: global.block)
                return runForValue(getter.statements, &inner)
            }
        }
        return .expression(.identifier(name))
    }

    private mutating func member(_ name: String, of base: SwiftExpression, _ scope: Scope) -> SwiftValue {
        if base.unlocated == .identifier("self") { return lookup(name, scope) }
        let baseValue = value(base, scope)
        // `image.swiftUIImage` of `extension UIImage { var swiftUIImage: Image { Image(uiImage: self) } }`:
        // an image member of the guide's, run with `self` the image the value draws.
        if case .instance = baseValue {} else if let (property, getter) = imageExtensionMember(name) {
            var inner = Scope(block: property.block, selfViews: views(of: baseValue, scope, text: base.text))
            return .views(runBuilder(getter.statements, &inner))
        }
        switch baseValue {
        case .instance(let record):
            return record.fields[name].map { force($0, scope) } ?? .gap(name)
        case .array:
            return builtinProperty(name, of: baseValue, scope) ?? .gap(name)
        case .expression(let expression):
            // `tokens?.primerColorTextPrimary` of a nil `tokens` (the parser keeps no `?`): nil,
            // so `?? .primary` falls back as Swift's optional chaining does.
            if expression.unlocated == .nil { return .expression(.nil) }
            // `offset.width` of a drag state that starts at `.zero`.
            if ["width", "height", "x", "y", "dx", "dy"].contains(name), expression.memberPair?.name == "zero" {
                return .expression(.number(0, text: "0"))
            }
            if let loading = Self.emptyPhase(name, of: expression) { return loading }
            // `pair.0`, `pair.title` of a tuple.
            if case .tuple(let parts) = expression.unlocated {
                if let index = Int(name), index >= 0, index < parts.count { return .expression(parts[index].value) }
                if let part = parts.first(where: { $0.label == name }) { return .expression(part.value) }
            }
            if case .call(let callee, let fields, nil) = expression, ["CGSize", "CGPoint", "CGVector"].contains(callee.memberName ?? ""), let field = fields.value(name) {
                return value(field, scope)
            }
            // `Theme.x` and a nested type's `DesignSystem.Button.minHeight`.
            if let typeName = expression.memberPath, let type = library.type(atPath: typeName) {
                if name == "allCases", type.declaration.kind == .enum {
                    return .array(type.declaration.members.cases.map { .expression(.member(expression, $0.name)) })
                }
                // Colors, fonts and gradients, also under a namespace (`DesignSystem.Color.Text`,
                // `Palette.ink`), are the tokens' to work out, in light and dark, by name.
                if !typeName.contains(where: ["Color", "Font", "UIColor", "UIFont", "ShapeStyle", "LinearGradient", "Gradient"].contains),
                   typeName.count == 1 || tokens.color(.member(expression, name)) == nil,
                   let property = library.property(name, of: type), property.declaration.isStatic {
                    if let initial = property.declaration.initialValue { return value(initial, Scope(block: property.block, selfType: type)) }
                    if let getter = property.declaration.getter {
                        var inner = Scope(block: property.block, selfType: type)
                        return runForValue(getter.statements, &inner)
                    }
                }
            }
            if name == "rawValue", let rawValue = rawValue(of: expression) { return .expression(rawValue) }
            if let result = enumMember(name, of: expression, arguments: nil, closure: nil, scope) { return result }
            if let result = builtinProperty(name, of: baseValue, scope) { return result }
            return .expression(.member(expression, name))
        case .views(let nodes) where name == "label" || name == "content":
            // A configuration's content where the drawing has only a stand-in for it
            // (`configuration.label` of a library's builder closure): the stand-in, by its name.
            guard nodes.count == 1, nodes[0].kind == .placeholder else { return .views(nodes) }
            var standIn = nodes[0]
            standIn.properties = [ViewProperty("name", .string(name))]
            return .views([standIn])
        case .gap(let text):
            return .gap(text + "." + name)
        case .placeholder(let standIn, _):
            let written = base.text + "." + name
            return builtinOnStandIn(standIn, written: written, StringBuiltins.properties[StringBuiltins.Key(receiver: .string, name: name)], [], scope) ?? .gap(written)
        default:
            return .gap(name)
        }
    }

    /// The qualified path of the type the code runs in, where the interpreter looks its names up.
    mutating func ownerPath(of scope: Scope) -> [String] {
        guard let type = scope.selfType else { return [] }
        let key = "\(type.block):\(type.declaration.position.line):\(type.declaration.position.column)"
        if let known = ownerPaths[key] { return known }
        let path = tokens.path(of: type.declaration, block: type.block) ?? [type.declaration.name]
        ownerPaths[key] = path
        return path
    }

    /// A computed member the guide adds to `UIImage` or `Image`, and its getter.
    private func imageExtensionMember(_ name: String) -> (SwiftLibrary.Located<SwiftProperty>, SwiftClosure)? {
        for typeName in ["UIImage", "Image"] {
            guard let type = library.types[typeName], let property = library.property(name, of: type), let getter = property.declaration.getter else { continue }
            return (property, getter)
        }
        return nil
    }

    mutating func call(_ callee: SwiftExpression, _ arguments: [SwiftArgument], _ closure: SwiftClosure?, _ scope: Scope) -> SwiftValue {
        if case .identifier(let name) = callee.unlocated, name.utf8.first == UInt8(ascii: "#"), let holds = SwiftRuntime.availability(name) { return .expression(.bool(holds)) }
        // Functions of the guide that compute values (`tint(for: kind)`, `Self.color(for:)`,
        // `.notion(12, weight: .medium)` of `extension Font`).
        if let function = function(named: callee, scope) ?? staticHelper(callee), !Self.returnsView(function.declaration) {
            // A static font function is the interpreter's to run, as the font tokens were read
            // (Primer's `PrimerFont.bodyLarge(tokens:)` through `UIFont` and a variable face):
            // the call, with its arguments as this view gives them.
            if function.declaration.isStatic, SwiftRuntime.isFontType(function.declaration.returnType) {
                let call = SwiftExpression.call(callee.unlocated, arguments.map { SwiftArgument(label: $0.label, value: value($0.value, scope).expression) }, trailingClosure: closure)
                if tokens.font(call) != nil { return .expression(call) }
            }
            let result = runFunction(function, arguments: arguments, closure: closure, scope: scope)
            // A static color function the drawing cannot follow (a `switch` over an app theme
            // it does not know) is left to the interpreter as a call, where the tokens read it:
            // `ThemeColor.primaryInteractive01(for: theme.activeTheme)` is the theme's token.
            if function.declaration.isStatic, SwiftRuntime.isColorType(function.declaration.returnType), case .unknown = result.expression.unlocated {
                return .expression(.call(callee.unlocated, arguments.map { SwiftArgument(label: $0.label, value: value($0.value, scope).expression) }, trailingClosure: closure))
            }
            return result
        }
        // `ViewModifiers()`, `Frame(maxWidth: .infinity)`: a plain data type of the guide's is
        // the interpreter's to make, so its fields read as values (`viewModifiers.style == .capsule`).
        if let typeName = callee.unlocated.memberName, let first = typeName.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
           let type = library.types[typeName], [.struct, .class].contains(type.declaration.kind), ViewKind.drawingProtocols.isDisjoint(with: type.declaration.inheritance),
           callee.unlocated.memberPath?.first != "SwiftUI" {
            let call = SwiftExpression.call(callee.unlocated, arguments.map { SwiftArgument(label: $0.label, value: value($0.value, scope).expression) }, trailingClosure: closure)
            if let made = tokens.dataInstance(call, owner: ownerPath(of: scope)) { return made }
        }
        if case .member(let base, let method) = callee.unlocated {
            let baseValue = value(base, scope)
            if method == "[]", let index = arguments.first.map({ value($0.value, scope).expression }), let position = Self.number(index) {
                if case .array(let elements) = baseValue, position >= 0, position < Double(elements.count) { return force(elements[Int(position)], scope) }
                return .gap(base.text + "[" + index.text + "]")
            }
            if method == "map" || method == "flatMap", let body = closure ?? arguments.first.flatMap({ if case .closure(let c) = $0.value.unlocated { c } else { nil } }) {
                // `(0..<4).map { … }`, `items.map { … }`: the closure per element.
                if let elements = elements(of: base, scope) {
                    return .array(elements.map { element in
                        var inner = scope
                        Self.bind(element, to: body.parameters, in: &inner)
                        return runForValue(body.statements, &inner)
                    })
                }
                // `optional.map { … }`: nothing for nil, else the closure with the value bound.
                if case .expression(.nil) = baseValue { return .expression(.nil) }
                if case .gap = baseValue { return .gap(callee.text) }
                var inner = scope
                inner.names[body.parameters.first ?? "$0"] = baseValue
                return runForValue(body.statements, &inner)
            }
            if case .expression(let enumCase) = baseValue, let result = enumMember(method, of: enumCase, arguments: arguments, closure: closure, scope) {
                return result
            }
            if let receiver = StringBuiltins.Receiver(baseValue), let builtin = StringBuiltins.methods[StringBuiltins.Key(receiver: receiver.type, name: method)],
               let result = builtin(&self, receiver, arguments, scope) {
                if case .placeholder(let standIn, _) = result { return .placeholder(standIn: standIn, written: SwiftExpression.call(callee, arguments, trailingClosure: nil).text) }
                return result
            }
            if case .placeholder(let standIn, _) = baseValue {
                let written = SwiftExpression.call(callee, arguments, trailingClosure: nil).text
                return builtinOnStandIn(standIn, written: written, StringBuiltins.methods[StringBuiltins.Key(receiver: .string, name: method)], arguments, scope) ?? .gap(written)
            }
            if case .function = baseValue { return .gap(callee.text) }
            let reducedArguments = arguments.map { SwiftArgument(label: $0.label, value: value($0.value, scope).expression) }
            if case .expression(let reduced) = baseValue, case .string(let text, _) = reduced.unlocated, let result = StringBuiltins.library(text, method, reducedArguments) {
                return result
            }
            if let number = Self.numericMethod(method, of: baseValue.expression, reducedArguments) {
                return .expression(.number(number, text: format(number)))
            }
            return .expression(.call(.member(baseValue.expression, method), reducedArguments, trailingClosure: closure))
        }
        if case (let body, var captured)? = value(callee, scope).viewClosure, arguments.isEmpty {
            return runForValue(body.statements, &captured)
        }
        if case .identifier(let name) = callee.unlocated, let function = StringBuiltins.functions[name] {
            return function(&self, arguments, scope) ?? .gap(callee.text + "(…)")
        }
        if case .identifier(let name) = callee.unlocated, StringBuiltins.isLocalizedString(name), library.topLevelFunctions[name] == nil {
            return localizedString(arguments, scope) ?? .gap(callee.text + "(…)")
        }
        let reducedArguments = arguments.map { SwiftArgument(label: $0.label, value: value($0.value, scope).expression) }
        if case .identifier(let name) = callee.unlocated, let result = Self.numericFunction(name, reducedArguments) {
            return .expression(.number(result.value, text: NumberFormatting.description(result.value, isInteger: result.isInteger)))
        }
        return .expression(.call(callee.unlocated, reducedArguments, trailingClosure: closure))
    }

    /// A property of `StringBuiltins` on a known string, number or array.
    mutating func builtinProperty(_ name: String, of value: SwiftValue, _ scope: Scope) -> SwiftValue? {
        guard let receiver = StringBuiltins.Receiver(value), let builtin = StringBuiltins.properties[StringBuiltins.Key(receiver: receiver.type, name: name)] else { return nil }
        return builtin(&self, receiver, [], scope)
    }

    /// A string member applied to a placeholder's stand-in (`title.uppercased()` of a title
    /// not known): still a placeholder, its stand-in changed as the text would be. A result that
    /// is not a string (a count) would be the stand-in's, a guess, so it is not known.
    mutating func builtinOnStandIn(_ standIn: String, written: String, _ builtin: StringBuiltins.Member?, _ arguments: [SwiftArgument], _ scope: Scope) -> SwiftValue? {
        guard let builtin, case .expression(.string(let changed, _))? = builtin(&self, .string(standIn), arguments, scope) else { return nil }
        return .placeholder(standIn: changed, written: written)
    }
}
