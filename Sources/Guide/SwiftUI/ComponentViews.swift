import Diagnostics

/// Draws each component: finds its root view, instantiates it with representative inputs, and
/// makes one tree per state of the Bool and enum inputs its drawing depends on (up to four).
struct ComponentViews {
    let library: SwiftLibrary
    let tokens: TokenResolver
    /// The most states a component is drawn in.
    static let maximumStates = 4

    /// The states of the component whose code is in blocks `blockIndices`, drawn within its
    /// own limits and what is left of the guide's (`budget`, which it spends).
    func states(blocks blockIndices: [Int], name: String, at location: SourceLocation, budget: inout ViewBudget) -> (states: [ComponentState], diagnostics: [Diagnostic], work: ViewWork) {
        let roots = roots(in: blockIndices)
        guard let root = roots.first else {
            budget.spent.nodes += 1
            return ([ComponentState(label: "default", view: .unsupported("no view in the code", at: location))], [], ViewWork(nodes: 1))
        }
        // A guide that spent its budget on earlier components draws the rest as one gap each,
        // without starting their code; the first of them is warned of, unless the guide's
        // running out was (an earlier component may have stopped at its own limit just then).
        guard budget.stepsLeft > 0, budget.nodesLeft > 0 else {
            let outOfSteps = budget.stepsLeft == 0
            var diagnostics: [Diagnostic] = []
            if outOfSteps ? !budget.reportedSteps : !budget.reportedNodes {
                diagnostics.append(Diagnostic(.warning, outOfSteps ? ViewBudget.stepsMessage : ViewBudget.nodesMessage, at: root.location, code: "view.guide-budget"))
                if outOfSteps { budget.reportedSteps = true } else { budget.reportedNodes = true }
            }
            let gap = ViewNode.unsupported(outOfSteps ? NodeCount.guideStepsConstruct : NodeCount.guideNodesConstruct, at: root.location)
            budget.spent.nodes += 1
            return ([ComponentState(label: "default", view: gap)], diagnostics, ViewWork(nodes: 1))
        }
        var evaluator = ViewEvaluator(library: library, tokens: tokens)
        evaluator.guideStepsLeft = budget.stepsLeft
        evaluator.guideStepsReported = budget.reportedSteps
        var count = NodeCount(componentLeft: ViewBudget.nodesPerComponent, guideLeft: budget.nodesLeft)
        var states: [ComponentState] = []
        for root in roots {
            var drawn = self.states(of: root, evaluator: &evaluator, count: &count)
            // Several views of one section are each labeled by their type.
            if roots.count > 1, case .view(let view) = root.root {
                let type = view.declaration.name
                for index in drawn.indices {
                    drawn[index].root = type
                    drawn[index].label = drawn[index].label == "default" ? type : "\(type) (\(drawn[index].label))"
                }
            }
            states += drawn
        }
        for index in states.indices { states[index].texts = states[index].view.placedTexts }
        var diagnostics = evaluator.diagnostics
        budget.reportedSteps = evaluator.guideStepsReported
        if let cut = count.firstCut {
            if !count.cutsGuide {
                diagnostics.append(Diagnostic(.warning, ViewBudget.componentNodesMessage, at: cut, code: "view.too-many-nodes"))
            } else if !budget.reportedNodes {
                budget.reportedNodes = true
                diagnostics.append(Diagnostic(.warning, ViewBudget.nodesMessage, at: cut, code: "view.guide-budget"))
            }
        }
        let work = ViewWork(steps: evaluator.work, nodes: count.used)
        budget.spent = budget.spent + work
        return (states, diagnostics, work)
    }

    /// The states of one root: a tree per state of the Bool and enum inputs its drawing
    /// depends on (up to `maximumStates`).
    private func states(of root: (root: Root, location: SourceLocation), evaluator: inout ViewEvaluator, count: inout NodeCount) -> [ComponentState] {
        evaluator.here = root.location
        evaluator.consultedInputs = []
        let first = draw(root, with: [:], evaluator: &evaluator)
        // A toggle style is drawn off and on whatever it reads (`configuration.isOn` is the
        // configuration's, not an input the evaluator sees consulted).
        let isToggleStyle = if case .toggleStyle = root.root { true } else { false }
        let varying = inputs(of: root).filter { isToggleStyle || evaluator.consultedInputs.contains($0.name) }
        guard !varying.isEmpty else { return [ComponentState(label: "default", view: resolveText(first, counting: &count))] }
        let combinations = Self.combinations(of: varying.map { input in input.values.map { (input.name, $0.value, $0.label) } })
        // The first combination takes each input's first value (false, the first case),
        // which is what the first drawing gave an input with no initial value: that state
        // is the first drawing, not drawn again.
        let firstIsDrawn = varying.allSatisfy(\.firstValueIsRepresentative)
        return combinations.enumerated().map { index, combination in
            let label = combination.map { "\($0.0) = \($0.2)" }.joined(separator: ", ")
            if index == 0, firstIsDrawn { return ComponentState(label: label, view: resolveText(first, counting: &count)) }
            let overrides = Dictionary(combination.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
            return ComponentState(label: label, view: resolveText(draw(root, with: overrides, evaluator: &evaluator), counting: &count))
        }
    }

    /// The states to draw of inputs with these values: every combination when they are at
    /// most `maximumStates`; else each value of each input at least once where that fits
    /// (state i takes value i of each input, wrapping), then the first combinations not drawn.
    /// A bubble with a kind of three and a tail on or off is drawn incoming, iMessage and SMS,
    /// each input's first value first.
    static func combinations<Value>(of inputs: [[Value]]) -> [[Value]] {
        let counts = inputs.map(\.count)
        guard !inputs.isEmpty, counts.allSatisfy({ $0 > 0 }) else { return [[]] }
        var product = 1
        for count in counts { product = product.multipliedReportingOverflow(by: count).partialValue; if product > maximumStates { break } }
        func combination(_ index: Int) -> [Int] {
            var rest = index
            return counts.reversed().map { count in defer { rest /= count }; return rest % count }.reversed()
        }
        var chosen: [[Int]] = []
        if product > maximumStates {
            for index in 0..<maximumStates {
                let diagonal = counts.map { index % $0 }
                if !chosen.contains(diagonal) { chosen.append(diagonal) }
            }
        }
        var index = 0
        while chosen.count < min(product, maximumStates) {
            let next = combination(index)
            if !chosen.contains(next) { chosen.append(next) }
            index += 1
        }
        return chosen.map { picks in zip(inputs, picks).map { $0[$1] } }
    }

    /// The views a section shows a user: each of its views that none of the others uses, in
    /// the order written (a chip and the row that lays it out show the row; a card and a badge
    /// that stands apart show both), at most `maximumRoots`; else the one other root.
    func roots(in blockIndices: [Int]) -> [(root: Root, location: SourceLocation)] {
        Array(allRoots(in: blockIndices).prefix(Self.maximumRoots))
    }

    /// The most views of one section drawn.
    static let maximumRoots = 3

    /// What a component draws from: its first view that the others do not use, a style or
    /// modifier shown on a sample, a shape, or the code's top-level statements.
    enum Root {
        case view(SwiftLibrary.Located<SwiftTypeDeclaration>)
        case buttonStyle(SwiftLibrary.Located<SwiftTypeDeclaration>)
        /// A `ToggleStyle`: its `makeBody` drawn off and on.
        case toggleStyle(SwiftLibrary.Located<SwiftTypeDeclaration>)
        case viewModifier(SwiftLibrary.Located<SwiftTypeDeclaration>)
        case viewFunction(SwiftLibrary.Located<SwiftFunction>)
        case statements([SwiftStatement], block: Int)
        /// A closure that builds a view from the one its parameter hands it, given to a
        /// library's configuration (`Theme().blockquote { label in HStack { … label } }`).
        case builder(SwiftClosure, block: Int)
    }

    /// Every root of the section: its views that none of the others uses, in order (the first
    /// view when each is used by another); without a view, the one other root.
    private func allRoots(in blockIndices: [Int]) -> [(root: Root, location: SourceLocation)] {
        var declared: [SwiftLibrary.Located<SwiftTypeDeclaration>] = []
        for index in blockIndices {
            guard let file = library.files[index] else { continue }
            declared += file.allTypes.map { SwiftLibrary.Located(declaration: $0, block: index) }
        }
        func located(_ type: SwiftLibrary.Located<SwiftTypeDeclaration>) -> SourceLocation {
            library.blocks[type.block].location(line: type.declaration.position.line, column: type.declaration.position.column)
        }
        let views = declared.filter { $0.declaration.kind != .extension && $0.declaration.conforms(to: "View") }
        if !views.isEmpty {
            var used: Set<String> = []
            let names = NamesSought(views.map(\.declaration.name))
            for view in views { Self.collectNamesUsed(in: view.declaration, among: names, into: &used) }
            var seen: Set<String> = []
            let unused = views.filter { !used.contains($0.declaration.name) && seen.insert($0.declaration.name).inserted }
            return (unused.isEmpty ? [views[0]] : unused).map { view in
                (.view(library.types[view.declaration.name].map { $0.block == view.block ? $0 : view } ?? view), located(view))
            }
        }
        return otherRoot(in: blockIndices, declared: declared, located: located).map { [$0] } ?? []
    }

    /// A root that is not a view: a button style, a view modifier, top-level statements, a
    /// `View` extension function.
    private func otherRoot(in blockIndices: [Int], declared: [SwiftLibrary.Located<SwiftTypeDeclaration>],
                           located: (SwiftLibrary.Located<SwiftTypeDeclaration>) -> SourceLocation) -> (root: Root, location: SourceLocation)? {
        if let style = declared.first(where: { $0.declaration.conforms(to: "ButtonStyle") || $0.declaration.conforms(to: "PrimitiveButtonStyle") }) {
            return (.buttonStyle(style), located(style))
        }
        if let style = declared.first(where: { $0.declaration.conforms(to: "ToggleStyle") }) {
            return (.toggleStyle(style), located(style))
        }
        if let modifier = declared.first(where: { $0.declaration.conforms(to: "ViewModifier") }) {
            return (.viewModifier(modifier), located(modifier))
        }
        for index in blockIndices {
            guard let file = library.files[index] else { continue }
            if let statement = file.members.statements.first(where: { if case .expression = $0.kind { true } else { false } }) {
                let position = statement.position
                return (.statements(file.members.statements, block: index), library.blocks[index].location(line: position.line, column: position.column))
            }
        }
        for type in declared where type.declaration.kind == .extension && type.declaration.name == "View" {
            if let function = type.declaration.members.functions.first(where: { ViewEvaluator.returnsView($0) }) {
                return (.viewFunction(SwiftLibrary.Located(declaration: function, block: type.block)), library.blocks[type.block].location(line: function.position.line, column: function.position.column))
            }
        }
        for type in declared {
            for property in type.declaration.members.properties where property.isStatic {
                guard let closure = property.initialValue.flatMap({ Self.builderClosure(in: $0) }) else { continue }
                let position = closure.position ?? property.position
                return (.builder(closure, block: type.block), library.blocks[type.block].location(line: position.line, column: position.column))
            }
        }
        return nil
    }

    /// The last closure of one parameter, with statements, given to a call of a chain
    /// (`Theme().heading1 { label in … }`): nil when the chain gives none.
    static func builderClosure(in expression: SwiftExpression, depth: Int = 0) -> SwiftClosure? {
        guard depth < 64 else { return nil }
        switch expression.unlocated {
        case .call(let callee, let arguments, let trailing):
            if let trailing, trailing.parameters.count == 1, !trailing.statements.isEmpty { return trailing }
            for argument in arguments {
                if case .closure(let closure) = argument.value.unlocated, closure.parameters.count == 1, !closure.statements.isEmpty { return closure }
            }
            return builderClosure(in: callee, depth: depth + 1)
        case .member(let base, _):
            return builderClosure(in: base, depth: depth + 1)
        default:
            return nil
        }
    }

    /// The names `collectNamesUsed` looks for, with their UTF-8 lengths as bits: most words
    /// of a body are told apart by length alone, without hashing them.
    struct NamesSought {
        let names: Set<String>
        private let lengths: UInt64

        init(_ names: [String]) {
            self.names = Set(names)
            lengths = names.reduce(0) { $0 | Self.bit(forLength: $1.utf8.count) }
        }

        func contains(_ word: String) -> Bool {
            mayContain(length: word.utf8.count) && names.contains(word)
        }

        /// Whether a sought name has this UTF-8 length (a word of another length is not sought).
        func mayContain(length: Int) -> Bool {
            lengths & Self.bit(forLength: length) != 0
        }

        /// Lengths past 63 share the top bit.
        private static func bit(forLength length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }
    }

    /// Adds the words of a type's getters and function bodies that are among `sought` (the
    /// other views it may use) to `names`, without its own name. Token by token: the words of
    /// the joined text are the words of its tokens, since the text puts a space or quote
    /// between tokens; joining every body into one string to split it again was over 1% of a
    /// build, and keeping every word rather than the sought ones most of another.
    static func collectNamesUsed(in type: SwiftTypeDeclaration, among sought: NamesSought, into names: inout Set<String>) {
        let bodies = type.members.properties.compactMap(\.getter) + type.members.functions.compactMap(\.body)
        for body in bodies {
            body.forEachTokenText { text in
                forEachWord(in: text, ifLength: sought.mayContain(length:)) { word in
                    if word != type.name, sought.contains(word) { names.insert(word) }
                }
            }
        }
    }

    /// Calls `visit` with each of `words(in: text)` whose UTF-8 length passes `mayBeSought`.
    /// ASCII text is split over its bytes: a token that is one word is visited as it is, and a
    /// word of other text becomes a String only if its length may be sought. Half the tokens
    /// are punctuation, and splitting each by scalars (`words(in:)`) was 40% of finding the
    /// names a view uses.
    static func forEachWord(in text: String, ifLength mayBeSought: (Int) -> Bool, _ visit: (String) -> Void) {
        var runsEnded = 0
        let isASCII = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var runStart = 0
            var runLength = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x80 else { return false }
                if ASCIIWord.isWordByte(byte) {
                    if runLength == 0 { runStart = index }
                    runLength += 1
                } else if runLength > 0 {
                    if mayBeSought(runLength) { visit(String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)) }
                    runLength = 0
                    runsEnded += 1
                }
            }
            if runLength > 0, mayBeSought(runLength) {
                visit(runLength == bytes.count ? text : String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self))
            }
            return true
        }
        // Past ASCII (or text not stored contiguously), by scalars; the words ended before the
        // first byte past ASCII are the first of `words(in:)` (the same scalars), visited already.
        guard isASCII != true else { return }
        for word in words(in: text).dropFirst(runsEnded) where mayBeSought(word.utf8.count) { visit(word) }
    }

    /// The runs of letters, digits and `_` in `text`. Over scalars, not Characters: the
    /// Character properties were about 1% of a build, for text that is nearly all ASCII.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isWordScalar = scalar.isASCII ? ASCIIWord.isWordByte(UInt8(scalar.value))
                : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            if isWordScalar {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    private func draw(_ root: (root: Root, location: SourceLocation), with overrides: [String: SwiftValue], evaluator: inout ViewEvaluator) -> ViewNode {
        evaluator.here = root.location
        switch root.root {
        case .view(let type):
            let inputs = Set(self.inputs(of: root).map(\.name)).union(Self.inputNames(type.declaration))
            return evaluator.instantiate(type, [], nil, Scope(block: type.block), inputs: inputs, overrides: overrides)
        case .buttonStyle(let type):
            let label = ViewNode(kind: .text, properties: [ViewProperty("text", .string("Button"))], location: root.location)
            let button = ViewNode(kind: .button, children: [label], location: root.location)
            return evaluator.styled(button, SwiftExpression.call(.identifier(type.declaration.name), [], trailingClosure: nil), Scope(block: type.block), at: root.location)
        case .toggleStyle(let type):
            let label = ViewNode(kind: .text, properties: [ViewProperty("text", .string("Toggle"))], location: root.location)
            let nodes = evaluator.toggleStyled([label], type, isOn: overrides["isOn"] ?? .expression(.bool(false)), at: root.location)
            return nodes.count == 1 ? nodes[0] : ViewNode(kind: .group, children: nodes, location: root.location)
        case .viewModifier(let type):
            let content = ViewNode(kind: .placeholder, properties: [ViewProperty("name", .string("content"))], location: root.location)
            let nodes = evaluator.applyViewModifier(content, SwiftExpression.call(.identifier(type.declaration.name), [], trailingClosure: nil), Scope(block: type.block), at: root.location)
            return nodes.count == 1 ? nodes[0] : ViewNode(kind: .group, children: nodes, location: root.location)
        case .viewFunction(let function):
            let content = ViewNode(kind: .placeholder, properties: [ViewProperty("name", .string("content"))], location: root.location)
            let nodes = evaluator.runViewFunction(function, [], nil, Scope(block: function.block, selfViews: [content]))
            return nodes.count == 1 ? nodes[0] : ViewNode(kind: .group, children: nodes, location: root.location)
        case .statements(let statements, let block):
            var scope = Scope(block: block)
            let nodes = evaluator.runBuilder(statements, &scope)
            return nodes.count == 1 ? nodes[0] : ViewNode(kind: .vStack, properties: [ViewProperty("axis", .keyword("vertical"))], children: nodes, location: root.location)
        case .builder(let closure, let block):
            // What the library hands the closure is content the drawing does not know: its
            // parameter itself (`label`), or a configuration's `label` (`ViewEvaluator.member`).
            let parameter = closure.parameters[0]
            var scope = Scope(block: block)
            scope.names[parameter] = .views([ViewNode(kind: .placeholder, properties: [ViewProperty("name", .string(parameter))], location: root.location)])
            let nodes = evaluator.runBuilder(closure.statements, &scope)
            return nodes.count == 1 ? nodes[0] : ViewNode(kind: .vStack, properties: [ViewProperty("axis", .keyword("vertical"))], children: nodes, location: root.location)
        }
    }

    /// The inputs of a root view: stored properties a caller sets (no `@State`, not private).
    static func inputNames(_ type: SwiftTypeDeclaration) -> [String] {
        type.members.properties.filter { !$0.isStatic && $0.getter == nil && !$0.isPrivate && $0.attribute("State") == nil && $0.attribute("Environment") == nil && $0.attribute("Namespace") == nil }.map(\.name)
    }

    /// An input a component's states vary: its values in order, and whether the first is the
    /// one `ViewEvaluator.representative` gives it when nothing sets it (no initial value).
    struct VaryingInput {
        let name: String
        let values: [(value: SwiftValue, label: String)]
        let firstValueIsRepresentative: Bool
    }

    /// Bool and enum inputs with the values their states take.
    private func inputs(of root: (root: Root, location: SourceLocation)) -> [VaryingInput] {
        if case .toggleStyle = root.root {
            return [VaryingInput(name: "isOn", values: [(.expression(.bool(false)), "false"), (.expression(.bool(true)), "true")], firstValueIsRepresentative: true)]
        }
        guard case .view(let type) = root.root else { return [] }
        let names = Set(Self.inputNames(type.declaration))
        return type.declaration.members.properties.compactMap { property in
            guard names.contains(property.name), var written = property.type?.trimmingSpaces else { return nil }
            if written.hasPrefix("Binding<") { written = String(written.dropFirst(8).dropLast()) }
            written = library.inputType(written, in: type.declaration)
            // An input typed by a guide protocol varies over its first conformer's cases
            // (Braintree's button over `PayPalButtonColor`'s blue, black and white).
            if library.types[written]?.declaration.kind == .protocol, let conformer = library.firstConformer(of: written) { written = conformer.declaration.name }
            let unset = property.initialValue == nil
            if written == "Bool" {
                return VaryingInput(name: property.name, values: [(.expression(.bool(false)), "false"), (.expression(.bool(true)), "true")], firstValueIsRepresentative: unset)
            }
            if let enumType = library.types[written], enumType.declaration.kind == .enum, !enumType.declaration.members.cases.isEmpty {
                let values = enumType.declaration.members.cases.map { (SwiftValue.expression(.member(.identifier(written), $0.name)), "." + $0.name) }
                return VaryingInput(name: property.name, values: values, firstValueIsRepresentative: unset)
            }
            return nil
        }
    }
}
