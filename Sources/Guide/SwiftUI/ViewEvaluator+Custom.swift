import Diagnostics

/// The guide's own views, button styles and view modifiers, instantiated with the values the
/// calling code passes, or their defaults, or representative values.
extension ViewEvaluator {
    /// A custom view: its properties bound, its `body` drawn.
    mutating func instantiate(_ type: SwiftLibrary.Located<SwiftTypeDeclaration>, _ arguments: [SwiftArgument], _ closure: SwiftClosure?, _ caller: Scope, inputs: Set<String> = [], overrides: [String: SwiftValue] = [:]) -> ViewNode {
        let at = here
        let name = type.declaration.name
        guard instantiating.filter({ $0 == name }).count < 3 else {
            diagnostics.append(Diagnostic(.warning, "view '\(name)' contains itself; it is drawn three levels deep", at: at, code: "view.recursive"))
            return .unsupported("recursive view '\(name)'", at: at)
        }
        guard enter() else { return .unsupported(name, at: at) }
        instantiating.append(name)
        defer { leave(); instantiating.removeLast() }
        var scope = instanceScope(type, arguments, closure, caller, inputs: inputs, overrides: overrides)
        var children: [ViewNode] = []
        if let body = library.property("body", of: type), let getter = body.declaration.getter {
            settleOnAppear(getter.statements, of: type.declaration, in: &scope)
            var inner = scope
            inner.block = body.block
            children = runBuilder(getter.statements, &inner)
        } else {
            children = [.unsupported("\(name) without a body", at: at)]
        }
        return ViewNode(kind: .custom, properties: [ViewProperty("name", .string(name))], children: children, location: at)
    }

    /// The instance's stored properties: from an `init` of the type, or memberwise.
    mutating func instanceScope(_ type: SwiftLibrary.Located<SwiftTypeDeclaration>, _ arguments: [SwiftArgument], _ closure: SwiftClosure?, _ caller: Scope, inputs: Set<String> = [], overrides: [String: SwiftValue] = [:]) -> Scope {
        var scope = Scope(block: type.block, selfType: type, inputs: inputs)
        let stored = type.declaration.members.properties.filter { !$0.isStatic && $0.getter == nil }
        // Most views declare no initializer: their arguments' labels are gathered only to
        // match one.
        let initializers = type.declaration.members.initializers
        let labels = initializers.isEmpty ? [] : Set(arguments.compactMap(\.label))
        if let initializer = initializers.first(where: { initializer in
            let parameterLabels = Set(initializer.parameters.compactMap(\.label))
            return labels.isSubset(of: parameterLabels) && arguments.filter({ $0.label == nil }).count <= initializer.parameters.filter({ $0.label == nil }).count
        }), !arguments.isEmpty || closure != nil {
            var parameters = Scope(block: type.block, selfType: type, inputs: inputs)
            bind(initializer.parameters, arguments, closure, caller: caller, into: &parameters)
            for statement in initializer.body?.statements ?? [] {
                guard case .assignment(let target, "=", let assigned) = statement.kind, let path = target.memberPath, let last = path.last else { continue }
                let property = last.hasPrefix("_") ? String(last.dropFirst()) : last
                var assignedValue = assigned
                // `_x = State(initialValue: y)`
                if case .call(_, let stateArguments, _) = assigned.unlocated, let initial = stateArguments.value("initialValue") ?? stateArguments.value("wrappedValue") { assignedValue = initial }
                scope.names[property] = value(assignedValue, parameters)
            }
        } else {
            var trailing = closure
            for property in stored {
                if let argument = arguments.value(property.name) {
                    if case .closure(let body) = argument.unlocated { scope.names[property.name] = .closure(body, caller) } else { scope.names[property.name] = .lazy(argument, caller) }
                } else if let body = trailing, property.initialValue == nil, Self.takesClosure(property) {
                    scope.names[property.name] = .closure(body, caller)
                    trailing = nil
                }
            }
        }
        for property in stored where scope.names[property.name] == nil {
            if let override = overrides[property.name] {
                scope.names[property.name] = override
            } else if let initial = property.initialValue {
                scope.names[property.name] = .member(initial)
            } else if let environment = property.attribute("Environment") {
                scope.names[property.name] = environmentValue(environment)
            } else {
                scope.names[property.name] = representative(type: property.type.map { library.inputType($0, in: type.declaration) }, name: property.name, at: here)
            }
        }
        return scope
    }

    static func takesClosure(_ property: SwiftProperty) -> Bool {
        guard let type = property.type else { return property.attribute("ViewBuilder") != nil }
        return type.containsBytes("->") || type == "Content" || property.attribute("ViewBuilder") != nil || type.hasSuffix("View")
    }

    /// `@Environment(\.colorScheme)` reads as light (the tree keeps token names, so the dark
    /// appearance is the page's to paint); a key of the guide's own (`\.colorPalette`, an
    /// `EnvironmentValues` property over `self[ColorPaletteKey.self]`) is its key's
    /// `defaultValue`, as SwiftUI gives it where nobody sets one; others are not known.
    func environmentValue(_ attribute: SwiftAttribute) -> SwiftValue {
        guard case .keyPath(let path)? = attribute.arguments.first?.value.unlocated else { return .gap("environment") }
        guard let last = path.last else { return .gap("environment") }
        if let key = EnvironmentKey(rawValue: last) { return .expression(key.resting) }
        guard let values = library.types["EnvironmentValues"],
              let property = values.declaration.members.properties.first(where: { $0.name == last && !$0.isStatic }) else { return .gap(last) }
        if let getter = property.getter, let keyName = Self.environmentKeyName(in: getter.text), let keyType = library.types[keyName],
           let defaultValue = keyType.declaration.members.properties.first(where: { $0.name == "defaultValue" && $0.isStatic })?.initialValue {
            return .lazy(defaultValue, Scope(block: keyType.block, selfType: keyType))
        }
        // A key the excerpt leaves out, of a value typed by one of the guide's own structs or
        // classes that its `init()` makes with nothing given (Amplify UI's `authenticatorTheme:
        // AuthenticatorTheme`): that instance, the one value of the type the guide shows how
        // to make. An optional or a protocol stays unknown.
        if let typeName = property.type, !typeName.hasSuffix("?"), let type = library.types[typeName],
           [.struct, .class].contains(type.declaration.kind), Self.makesWithNothingGiven(type.declaration) {
            return .lazy(.call(.identifier(typeName), [], trailingClosure: nil), Scope(block: type.block))
        }
        return .gap(last)
    }

    /// Whether `init()` makes the type: a declared initializer that needs no argument, or none
    /// declared and every stored property with a value.
    static func makesWithNothingGiven(_ type: SwiftTypeDeclaration) -> Bool {
        let initializers = type.members.initializers
        if !initializers.isEmpty { return initializers.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } } }
        return type.members.properties.allSatisfy { $0.isStatic || $0.getter != nil || $0.initialValue != nil || $0.type?.hasSuffix("?") == true }
    }

    /// `ColorPaletteKey` in a getter's `self[ColorPaletteKey.self]`.
    static func environmentKeyName(in written: String) -> String? {
        // The getter as its tokens were written, spaced or not.
        let getter = written.filter { !$0.isWhitespace }
        guard let open = getter.range(of: "self["), let close = getter.range(of: ".self]", range: open.upperBound..<getter.endIndex) else { return nil }
        let name = getter[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" }) ? nil : name
    }

    /// Swift's own protocols a guide's models conform to: an input typed by one is a value of
    /// the library's, never a stand-in for the guide's first conforming type (nor is one typed
    /// by a drawing protocol, `ViewKind.drawingProtocols`: a `View` input is content).
    static let swiftProtocols: Set<String> = [
        "Hashable", "Equatable", "Identifiable", "Codable", "Decodable", "Encodable",
        "Sendable", "CaseIterable", "Comparable", "Error", "ObservableObject", "RawRepresentable", "CustomStringConvertible",
    ]

    /// A value for an input nobody passes: a `String` its humanized name (initials two letters),
    /// numbers a plausible value, `Bool` false, a `Font` the body style, an enum its first case,
    /// a protocol the first type that conforms to it, an optional nil, content a placeholder.
    mutating func representative(type written: String?, name: String, at location: SourceLocation) -> SwiftValue {
        guard var type = written?.trimmingSpaces else { return .gap(name) }
        if type.hasSuffix("?") || type.hasPrefix("Optional<") { return .expression(.nil) }
        for wrapper in ["Binding<", "State<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
            type = String(type.dropFirst(wrapper.count).dropLast())
        }
        let lower = name.lowercased()
        switch RepresentedType(named: type) {
        case .text?:
            // An avatar's initials are one or two letters, not the word "Initials" overflowing it.
            if lower.containsBytes("initial") || lower.containsBytes("monogram") {
                return .expression(.string(lower.hasSuffix("initial") ? "A" : "AB", isInterpolated: false))
            }
            return .expression(.string(Self.humanize(name), isInterpolated: false))
        case .bool?:
            return .expression(.bool(false))
        case .integer?:
            // An age of 3 on a dating card reads as a bug; a count of 3 reads as a badge; a
            // selected index of 3 in a strip of three tabs selects none of them: the first is.
            let number: Double = ["select", "current", "active"].contains(where: lower.containsBytes) ? 0
                : ["rating", "score", "stars"].contains(where: lower.containsBytes) ? 4
                : name == "age" || name.hasSuffix("Age") ? 27 : 3
            return .expression(.number(number, text: format(number)))
        case .floating?:
            let number: Double
            if ["progress", "fraction", "ratio", "percent", "opacity", "completion", "value", "level"].contains(where: lower.containsBytes) { number = 0.6 }
            else if ["size", "diameter", "width", "height", "dimension"].contains(where: lower.containsBytes) { number = 44 }
            else if ["radius", "corner"].contains(where: lower.containsBytes) { number = 12 }
            else if ["spacing", "padding", "inset"].contains(where: lower.containsBytes) { number = 8 }
            else if ["rating", "score"].contains(where: lower.containsBytes) { number = 4.5 }
            else if ["remaining", "duration", "seconds", "time"].contains(where: lower.containsBytes) { number = 3600 }
            else { number = 24 }
            // A floating-point number's text, so `"\(size)"` prints `44.0`, as Swift would.
            return .expression(.number(number, text: NumberFormatting.description(number, isInteger: false)))
        case .color?:
            return .expression(.member(.identifier("Color"), "accentColor"))
        case .font?:
            // A font passed in: the body style, as a `Text` without one has.
            return .expression(.member(.identifier("Font"), "body"))
        case .image?:
            return .views([ViewNode(kind: .image, properties: [ViewProperty("placeholder", .keyword("photo"))], location: location)])
        case .content?:
            return .views([ViewNode(kind: .placeholder, properties: [ViewProperty("name", .string(name))], location: location)])
        case nil:
            break
        }
        if type.containsBytes("->") {
            if type.hasSuffix("Void") || type.hasSuffix("()") { return .closure(SwiftClosure(results: [], text: ""), Scope(block: 0)) }
            return .views([ViewNode(kind: .placeholder, properties: [ViewProperty("name", .string(name))], location: location)])
        }
        if type.hasPrefix("("), type.hasSuffix(")"), type.containsBytes(":") || type.containsBytes(",") {
            // `(icon: String, label: String)`: a record of its labeled elements; `(String,
            // String?)` one of its elements by position (`tab.0`), each named as the whole is.
            var fields: [String: SwiftValue] = [:]
            for (index, part) in type.dropFirst().dropLast().split(separator: ",").enumerated() {
                let pieces = part.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
                let field = representative(type: pieces.last ?? "", name: pieces.count == 2 ? pieces[0] : name, at: location)
                if pieces.count == 2 { fields[pieces[0]] = field }
                fields[String(index)] = field
            }
            return .record(type, fields)
        }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.containsBytes(":") || type.hasPrefix("[(") {
            let element = String(type.dropFirst().dropLast())
            if representing.contains(element) { return .array([]) }
            let singular = name.hasSuffix("s") ? String(name.dropLast()) : name
            if element == "Image" || element == "UIImage" { return .array([representative(type: element, name: singular, at: location)]) }
            return .array((1...3).map { index in
                if element == "String" { return .expression(.string(Self.humanize(singular) + " \(index)", isInterpolated: false)) }
                return representative(type: element, name: singular, at: location)
            })
        }
        if let enumType = library.types[type], enumType.declaration.kind == .enum, let first = enumType.declaration.members.cases.first {
            // Named by its path (`Design.Text.primary`), so the interpreter finds a nested type.
            let path = (library.paths[type] ?? type).split(separator: ".").map(String.init)
            let base = path.dropFirst().reduce(SwiftExpression.identifier(path[0])) { .member($0, $1) }
            return .expression(.member(base, first.name))
        }
        // `let style: Colorable`: the first of the guide's types that conform to the protocol,
        // in the order written, as a value of its own; also for a protocol the guide's excerpt
        // does not declare (`let theme: Theme` beside `struct LightTheme: Theme`).
        if library.types[type].map({ $0.declaration.kind == .protocol }) ?? !(ViewKind.drawingProtocols.contains(type) || Self.swiftProtocols.contains(type)), representing.count < 4,
           let conforming = library.firstConformer(of: type) {
            representing.append(type)
            defer { representing.removeLast() }
            return representative(type: conforming.declaration.name, name: name, at: location)
        }
        if let model = library.types[type], model.declaration.kind == .struct || model.declaration.kind == .class, !model.declaration.conforms(to: "View"), !representing.contains(type), representing.count < 4, enter() {
            // A model value (`let item: Chat`): each stored property its own representative.
            defer { leave(); representing.removeLast() }
            representing.append(type)
            var fields: [String: SwiftValue] = [:]
            for property in model.declaration.members.properties where !property.isStatic {
                if let initial = property.initialValue { fields[property.name] = .lazy(initial, Scope(block: model.block, selfType: model)) }
                else if property.getter == nil { fields[property.name] = representative(type: property.type, name: property.name, at: location) }
            }
            return .record(type, fields)
        }
        if library.viewGenericParameters.contains(type) {
            return .views([ViewNode(kind: .placeholder, properties: [ViewProperty("name", .string(name))], location: location)])
        }
        return .gap(name)
    }

    /// `.buttonStyle(BrandStyle())` or `.buttonStyle(.brand)`: the button drawn through the
    /// style's `makeBody`, with `configuration.label` the button's label, not pressed.
    mutating func styled(_ button: ViewNode, _ style: SwiftExpression?, _ scope: Scope, at: SourceLocation) -> ViewNode {
        guard let style else { return button }
        guard let (type, arguments) = styleType(style, scope, protocols: ["ButtonStyle", "PrimitiveButtonStyle"]) else {
            var node = button
            let name = style.memberName ?? style.calleeName ?? style.text
            if let kind = ButtonStyleKind(named: name) {
                node.modifiers.append(ViewModifier(.buttonStyle, properties: [ViewProperty("style", .keyword(kind.rawValue))], location: at))
            } else {
                node.modifiers.append(ViewModifier(.unsupported, properties: [ViewProperty("construct", .string(".buttonStyle(" + style.text + ")"))], location: at))
            }
            return node
        }
        guard let makeBody = library.function("makeBody", of: type), let body = makeBody.declaration.body else { return button }
        var inner = instanceScope(type, arguments, nil, scope)
        inner.block = makeBody.block
        let label = button.kind == .button ? button.children : [button]
        let parameter = makeBody.declaration.parameters.first?.name ?? "configuration"
        inner.names[parameter] = .record("ButtonStyleConfiguration", ["label": .views(label), "isPressed": .expression(.bool(false)), "role": .expression(.nil)])
        var node = button
        node.children = runBuilder(body.statements, &inner)
        node.properties.append(ViewProperty("style", .string(type.declaration.name)))
        return node
    }

    /// A `ToggleStyle` of the guide's: its `makeBody` with `configuration.label` the toggle's
    /// label and `configuration.isOn` as given (a `$configuration.isOn` binding reads the same).
    mutating func toggleStyled(_ label: [ViewNode], _ type: SwiftLibrary.Located<SwiftTypeDeclaration>, isOn: SwiftValue, at: SourceLocation) -> [ViewNode] {
        guard let makeBody = library.function("makeBody", of: type), let body = makeBody.declaration.body else { return [.unsupported(type.declaration.name, at: at)] }
        var inner = instanceScope(type, [], nil, Scope(block: type.block))
        inner.block = makeBody.block
        inner.names[makeBody.declaration.parameters.first?.name ?? "configuration"] = .record("ToggleStyleConfiguration", ["label": .views(label), "isOn": isOn, "isMixed": .expression(.bool(false))])
        return runBuilder(body.statements, &inner)
    }

    /// `.modifier(Glow(radius: 8))`: the modifier's `body(content:)` with `content` the view.
    mutating func applyViewModifier(_ node: ViewNode, _ modifier: SwiftExpression, _ scope: Scope, at: SourceLocation) -> [ViewNode] {
        guard let (type, arguments) = styleType(modifier, scope, protocols: ["ViewModifier"]),
              let body = library.function("body", of: type), let statements = body.declaration.body?.statements else {
            var unsupported = node
            unsupported.modifiers.append(ViewModifier(.unsupported, properties: [ViewProperty("construct", .string(".modifier(" + modifier.text + ")"))], location: at))
            return [unsupported]
        }
        var inner = instanceScope(type, arguments, nil, scope)
        inner.block = body.block
        inner.names[body.declaration.parameters.first?.name ?? "content"] = .views([node])
        return runBuilder(statements, &inner)
    }

    /// The guide type a style expression names (`BrandStyle(x: 1)`, `.brand`), with its arguments.
    mutating func styleType(_ style: SwiftExpression, _ scope: Scope, protocols: [String]) -> (SwiftLibrary.Located<SwiftTypeDeclaration>, [SwiftArgument])? {
        var expression = style.unlocated
        // `.buttonStyle(buttonStyle)` with `private var buttonStyle: some ButtonStyle {
        // AuthenticatorButtonStyle(…) }` of the running type: the style its getter makes, its
        // arguments read in the type, as the getter reads them.
        if case .identifier(let name) = expression, scope.names[name] == nil, let type = scope.selfType, let property = library.property(name, of: type),
           let made = property.declaration.initialValue ?? property.declaration.getter?.results.first {
            expression = made.unlocated
        }
        if let path = expression.memberPath ?? (expression.calleeName.map { [$0] }), let name = path.last, path.first == "" || path.count == 1,
           let shortcut = library.styleShortcuts[name] {
            if let initial = shortcut.declaration.initialValue { expression = initial.unlocated }
            else if let result = shortcut.declaration.getter?.results.first { expression = result.unlocated }
        } else if case .call(let callee, let arguments, _) = expression, callee.memberPath?.first == "", let name = callee.memberName,
                  let function = library.viewFunctions["static." + name], let result = function.declaration.body?.results.first {
            var bound = Scope(block: function.block)
            bind(function.declaration.parameters, arguments, nil, caller: scope, into: &bound)
            if case .call(let typeCallee, let typeArguments, _) = result.unlocated {
                expression = .call(typeCallee, typeArguments.map { SwiftArgument(label: $0.label, value: value($0.value, bound).expression) }, trailingClosure: nil)
            }
        }
        let name: String?
        var arguments: [SwiftArgument] = []
        switch expression {
        case .call(let callee, let callArguments, _):
            name = callee.memberName
            arguments = callArguments
        default:
            name = expression.memberName
        }
        guard let name, let type = library.types[name], protocols.contains(where: type.declaration.conforms(to:)) else { return nil }
        return (type, arguments)
    }
}
