import Diagnostics

/// Reads springs, easings and haptics from the motion section's code.
struct MotionReader {
    static let springs: Set<String> = ["spring", "interactiveSpring", "interpolatingSpring", "bouncy", "snappy", "smooth"]
    static let easings: Set<String> = ["easeIn", "easeOut", "easeInOut", "linear", "timingCurve"]
    private static let animationModifiers: Set<String> = ["delay", "speed", "repeatForever", "repeatCount"]
    private static let feedbackGenerators: [String: String] = [
        "UIImpactFeedbackGenerator": "impact", "UINotificationFeedbackGenerator": "notification",
        "UISelectionFeedbackGenerator": "selection",
    ]

    func specs(in block: CodeBlock) -> [MotionSpec] {
        guard block.isSwift else { return [] }
        // The tree keeps no comments, and a spec's label is the comment above it: the comment
        // tokens are read for that alone.
        let comments = block.tokens
        // The lexer's lines, which the tree's line numbers count, split once per block.
        let lines = block.lineTexts
        var specs: [MotionSpec] = []
        block.syntax.walk { node, context in
            guard case .expression(let expression) = node else { return .visitChildren }
            var calls = Self.chain(expression, at: context.position)
            // `Animation.spring(…)` reads as `.spring(…)`.
            if calls.count > 1, calls[0].name == "Animation", calls[0].arguments.isEmpty, calls[0].isType { calls.removeFirst() }
            if let first = calls.first, let at = first.position {
                if !first.isType, Self.springs.contains(first.name) || Self.easings.contains(first.name) {
                    specs.append(spec(Self.springs.contains(first.name) ? .spring : .easing, calls, at: at.afterDot, named: first.name, block: block, comments: comments, lines: lines))
                    return .skipChildren
                }
                if first.isType, let kind = Self.feedbackGenerators[first.name] {
                    specs.append(generatorSpec(kind, calls, at: at, block: block, comments: comments, lines: lines))
                    return .skipChildren
                }
            }
            // `.sensoryFeedback(.impact(weight: .medium), trigger: x)`: what its first argument gives.
            if case .call(let callee, let arguments, _) = expression, let argument = arguments.first,
               callee.unlocated.calledName == "sensoryFeedback" {
                let feedback = argument.label.map { SwiftExpression.identifier($0) } ?? argument.value
                let name = callee.position ?? context.position
                if let name { specs.append(spec(.haptic, Self.chain(feedback, at: nil), at: name.afterDot, named: "sensoryFeedback", block: block, comments: comments, lines: lines)) }
            }
            return .visitChildren
        }
        // By place: the walk meets a chain's last modifier (`.sensoryFeedback(…)`) first.
        return specs.enumerated().sorted { lhs, rhs in
            (lhs.element.location.line, lhs.element.location.column, lhs.offset) < (rhs.element.location.line, rhs.element.location.column, rhs.offset)
        }.map(\.element)
    }

    /// `name` names a spec whose calls do not (a feedback that is not a call: `.sensoryFeedback(x, …)`).
    private func spec(_ kind: MotionSpec.Kind, _ calls: [Step], at position: SwiftPosition, named name: String, block: CodeBlock, comments: [SwiftToken], lines: [Substring]) -> MotionSpec {
        var calls = calls
        let base = calls.isEmpty ? Step(name: "", arguments: [], position: nil, isType: false) : calls.removeFirst()
        var parameters = Self.parameters(base.arguments)
        for step in calls where Self.animationModifiers.contains(step.name) {
            let values = Self.parameters(step.arguments)
            if values.isEmpty {
                parameters.append(MotionSpec.Parameter(label: step.name, value: "true", number: nil))
            } else {
                parameters += values.map { MotionSpec.Parameter(label: $0.label == "value" ? step.name : "\(step.name).\($0.label)", value: $0.value, number: $0.number) }
            }
        }
        return MotionSpec(
            kind: kind, name: base.name.isEmpty ? name : base.name, parameters: parameters,
            label: label(before: position.line, comments: comments, lines: lines),
            code: position.line < lines.count ? String(lines[position.line]).trimmingSpaces : "",
            location: block.location(line: position.line, column: position.column)
        )
    }

    private func generatorSpec(_ kind: String, _ calls: [Step], at position: SwiftPosition, block: CodeBlock, comments: [SwiftToken], lines: [Substring]) -> MotionSpec {
        var parameters = calls.flatMap { Self.parameters($0.arguments) }
        parameters = parameters.map { $0.label == "value" ? MotionSpec.Parameter(label: "type", value: $0.value, number: $0.number) : $0 }
        return MotionSpec(
            kind: .haptic, name: kind, parameters: parameters,
            label: label(before: position.line, comments: comments, lines: lines),
            code: position.line < lines.count ? String(lines[position.line]).trimmingSpaces : "",
            location: block.location(line: position.line, column: position.column)
        )
    }

    /// One step of a chain: a name, the arguments it is called with, and where it is (a
    /// member's dot, a type's name).
    private struct Step {
        var name: String
        var arguments: [SwiftArgument]
        var position: SwiftPosition?
        /// Whether it is a name on its own (`Animation`, `UIImpactFeedbackGenerator`) rather than
        /// a member (`.spring`).
        var isType: Bool
    }

    /// `.spring(a).delay(b)` → [spring(a), delay(b)]; a bare `.bouncy` → [bouncy]; empty for
    /// anything that does not start with a name. Follows the chain down from its last step,
    /// so as many levels as the parser let it have.
    private static func chain(_ expression: SwiftExpression, at position: SwiftPosition?) -> [Step] {
        var steps: [Step] = []
        var current = expression
        var position = position
        var arguments: [SwiftArgument] = []
        while true {
            switch current {
            case .located(let inner, let at):
                (current, position) = (inner, at)
            case .call(let callee, let given, _):
                // A called member is at its call's dot; `f()()` is not a chain.
                guard callee.unlocated.isChainStep else { return [] }
                (current, arguments) = (callee, given)
            case .member(let base, let name):
                steps.append(Step(name: name, arguments: arguments, position: position, isType: false))
                (current, position, arguments) = (base, nil, [])
            case .implicitMember(let name):
                steps.append(Step(name: name, arguments: arguments, position: position, isType: false))
                return steps.reversed()
            case .identifier(let name):
                steps.append(Step(name: name, arguments: arguments, position: position, isType: true))
                return steps.reversed()
            default:
                return []
            }
        }
    }

    private static func parameters(_ arguments: [SwiftArgument]) -> [MotionSpec.Parameter] {
        arguments.compactMap { argument in
            let label = argument.label ?? "value"
            if label == "trigger" || label == "value" && argument.label != nil { return nil }
            switch argument.value.unlocated {
            case .closure: return nil
            default:
                // `.impact(weight: .medium)` reads as `impact(weight: medium)`.
                let text = argument.value.text.hasPrefix(".") ? String(argument.value.text.dropFirst()) : argument.value.text
                return MotionSpec.Parameter(label: label, value: text, number: argument.value.numericValue)
            }
        }
    }

    /// The comment heading the statement: the nearest standalone comment above it with no blank
    /// line in between.
    private func label(before line: Int, comments: [SwiftToken], lines: [Substring]) -> String? {
        guard let comment = comments.last(where: { $0.isComment && $0.startsLine && $0.endLine < line }) else { return nil }
        let between = (comment.endLine + 1)..<line
        guard between.allSatisfy({ $0 < lines.count && !lines[$0].allSatisfy(\.isWhitespace) }) else { return nil }
        return comment.text
    }
}

private extension SwiftExpression {
    /// A name or a member, which a call in a chain is made of.
    var isChainStep: Bool {
        switch self {
        case .member, .implicitMember, .identifier: true
        default: false
        }
    }

    /// The name a called member has (`sensoryFeedback` of `x.sensoryFeedback`, `.sensoryFeedback`).
    var calledName: String? {
        switch self {
        case .member(_, let name), .implicitMember(let name): name
        default: nil
        }
    }
}
