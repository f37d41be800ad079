import Guide

/// Finds `TextPlacement`s in one snippet.
struct TextPlacements: Sendable {
    let structure: CodeStructure
    let colors: ColorReader
    /// The guide, whose font reader reads `.font(…)` arguments.
    let guide: Guide

    private static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "Button", "Label", "ViewThatFits", "GeometryReader",
    ]

    /// The indexes of `Text(…)`, `Label("…", …)` and `Button("…", …)` calls: views that draw text.
    var textSites: [Int] {
        let tokens = structure.tokens
        return tokens.indices.filter { index in
            guard index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].isPunctuation("("),
                  index == 0 || !tokens[index - 1].isPunctuation(".") else { return false }
            switch tokens[index].text {
            case "Text": return true
            case "Label", "Button":
                guard index + 2 < tokens.count, case .string = tokens[index + 2].kind else { return false }
                return true
            default: return false
            }
        }
    }

    func placement(ofTextAt site: Int) -> TextPlacement? {
        var state = State()
        let tokens = structure.tokens
        state.apply(structure.modifiers(from: structure.endOfCall(at: site)).modifiers, reader: self)
        var node = site
        // Climb until everything is known or the next level is not understood; what is still
        // unknown then stays unknown.
        climbing: while !state.isFinished, let open = structure.enclosing[node] {
            if tokens[open].isPunctuation("(") {
                // Inside the arguments of a call: only `.overlay(…)` on a filled view is understood.
                guard open >= 2, tokens[open - 2].isPunctuation("."), tokens[open - 1].text == "overlay",
                      let base = overlayBase(modifierDot: open - 2) else { break climbing }
                state.addLayer(colors.fill(in: base.range))
                state.apply(base.after, reader: self)
                node = base.range.lowerBound
                continue
            }
            guard tokens[open].isPunctuation("{"), let close = structure.closing[open] else { break }
            if isControlFlow(open) {
                node = open
                continue
            }
            guard let callee = callee(ofClosureAt: open) else { break }
            if callee > 0, tokens[callee - 1].isPunctuation(".") {
                // A modifier's closure: `.overlay { … }` puts the text over the view it modifies.
                guard tokens[callee].text == "overlay", let base = overlayBase(modifierDot: callee - 1) else { break }
                state.addLayer(colors.fill(in: base.range))
                state.apply(base.after, reader: self)
                node = base.range.lowerBound
                continue
            }
            let name = tokens[callee].text
            guard Self.containers.contains(name) else { break }
            if name == "ZStack" {
                let statements = structure.statements(in: (open + 1)..<close)
                if let mine = statements.lastIndex(where: { $0.lowerBound <= node }), mine > 0 {
                    state.addLayer(colors.fill(in: statements[mine - 1]))
                }
            }
            if name == "Button" { state.insideButton = true }
            state.apply(structure.modifiers(from: structure.endOfCall(at: callee)).modifiers, reader: self)
            node = callee
        }
        guard !state.unknown else { return nil }
        return TextPlacement(foreground: state.foreground, layers: state.layers, isGrounded: state.isGrounded, font: state.font, weight: state.weight)
    }

    /// What the walk has found so far.
    private struct State {
        var foreground: ColorChoice?
        var foregroundSet = false
        var font: TextFont?
        var fontSet = false
        var weight: FontWeight?
        var weightSet = false
        var layers: [ColorChoice] = []
        var isGrounded = false
        /// Something behind the text could not be read.
        var unknown = false
        /// The text is a button's label, so a button style other than `.plain` may draw
        /// behind it.
        var insideButton = false

        var isFinished: Bool { unknown || (isGrounded && foregroundSet && fontSet) }

        mutating func addLayer(_ layer: ColorChoice?) {
            guard !isGrounded, !unknown else { return }
            guard let layer else {
                unknown = true
                return
            }
            layers.append(layer)
            isGrounded = layer.outcomes.allSatisfy { $0.color.alpha >= 1 }
        }

        mutating func apply(_ modifiers: [CodeStructure.Modifier], reader: TextPlacements) {
            let tokens = reader.structure.tokens
            for modifier in modifiers {
                switch modifier.name {
                case "foregroundStyle", "foregroundColor":
                    guard !foregroundSet else { continue }
                    foregroundSet = true
                    let arguments = modifier.arguments.map { reader.structure.arguments(in: $0) } ?? []
                    // Two or three styles (`.foregroundStyle(.primary, .secondary)`) style layers of symbols.
                    foreground = arguments.count == 1 ? reader.colors.color(in: arguments[0]) : nil
                case "font":
                    guard !fontSet else { continue }
                    fontSet = true
                    font = modifier.arguments.flatMap { reader.guide.textFont(of: tokens[$0]) }
                case "fontWeight":
                    guard !weightSet else { continue }
                    weightSet = true
                    weight = modifier.arguments.flatMap { TextFont.weight(of: tokens[$0]) }
                case "bold":
                    guard !weightSet, modifier.arguments?.isEmpty ?? true else { continue }
                    weightSet = true
                    weight = .bold
                case "background":
                    if let arguments = modifier.arguments, let first = reader.structure.arguments(in: arguments).first {
                        let isShapeStyle = first.count == 2 && tokens[first.lowerBound].isPunctuation(".") && reader.colors.color(in: first) == nil
                        addLayer(isShapeStyle ? nil : reader.colors.fill(in: first))
                    } else if let closure = modifier.closure {
                        let statements = reader.structure.statements(in: closure)
                        addLayer(statements.count == 1 ? reader.colors.fill(in: statements[0]) : nil)
                    } else {
                        addLayer(nil)
                    }
                case "backgroundStyle", "listRowBackground", "containerBackground":
                    addLayer(nil)
                case "buttonStyle":
                    // Only `.plain` leaves a button's label as it is; other styles draw their own.
                    let isPlain = modifier.arguments.map { $0.count == 2 && tokens[$0.lowerBound + 1].text == "plain" } ?? false
                    if insideButton, !isPlain { unknown = true }
                default:
                    break
                }
            }
        }
    }

    /// Whether the `{` at `open` is an `if`, `else`, `for`, `switch` or `guard` body: a
    /// statement whose keyword is on the same line as the brace.
    private func isControlFlow(_ open: Int) -> Bool {
        let tokens = structure.tokens
        if open > 0, tokens[open - 1].isKeyword("else") { return true }
        var position = open - 1
        while position >= 0, tokens[position].line == tokens[open].line, !tokens[position].isPunctuation("{"), !tokens[position].isPunctuation("}") {
            if tokens[position].kind == .keyword, ["if", "for", "switch", "guard", "while"].contains(tokens[position].text) { return true }
            position -= 1
        }
        return false
    }

    /// The name token of the call a closure at `open` is a trailing closure of.
    private func callee(ofClosureAt open: Int) -> Int? {
        let tokens = structure.tokens
        var position = open - 1
        while position >= 0 {
            if tokens[position].isPunctuation(":"), position >= 1, tokens[position - 1].kind == .identifier, position >= 2, tokens[position - 2].isPunctuation("}") {
                position -= 2
            }
            if tokens[position].isPunctuation("}"), let start = structure.opening[position] {
                position = start - 1
                continue
            }
            break
        }
        guard position >= 0 else { return nil }
        if tokens[position].isPunctuation(")"), let start = structure.opening[position] { position = start - 1 }
        guard position >= 0, tokens[position].kind == .identifier else { return nil }
        // `some View {`: the body itself.
        if tokens[position].text == "View" { return nil }
        return position
    }

    /// The view an `.overlay` modifier (its `.` at `dot`) is applied to, and the modifiers that
    /// follow the overlay in the same chain (they apply to the overlay's content too).
    private func overlayBase(modifierDot dot: Int) -> (range: Range<Int>, after: [CodeStructure.Modifier])? {
        let tokens = structure.tokens
        var start = dot
        // Walk back over `.name(…) { … }` modifiers and the call or member chain they start from.
        while start > 0, !(tokens[start].startsLine && !tokens[start].isPunctuation(".")) {
            let previous = tokens[start - 1]
            if previous.isPunctuation(")") || previous.isPunctuation("}") || previous.isPunctuation("]"), let open = structure.opening[start - 1] {
                start = open
                continue
            }
            if previous.kind == .identifier || previous.isPunctuation(".") {
                start -= 1
                continue
            }
            break
        }
        guard start < dot, tokens[start].kind == .identifier || tokens[start].isPunctuation(".") else { return nil }
        let whole = structure.modifiers(from: dot)
        let after = Array(whole.modifiers.dropFirst())
        // The base ends where the overlay's modifiers begin; `fill(in:)` needs only the part
        // before the overlay, so drop the overlay and what follows from its range.
        return (start..<dot, after)
    }
}
