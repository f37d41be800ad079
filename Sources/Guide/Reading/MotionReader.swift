import Diagnostics

/// Reads springs, easings and haptics from the motion section's code, and from the inline code
/// of its prose (`ProseMotionReader`), one tree at a time.
struct MotionReader {
    static let springs: Set<String> = ["spring", "interactiveSpring", "interpolatingSpring", "bouncy", "snappy", "smooth"]
    static let easings: Set<String> = ["easeIn", "easeOut", "easeInOut", "linear", "timingCurve"]
    private static let animationModifiers: Set<String> = ["delay", "speed", "repeatForever", "repeatCount"]
    private static let feedbackGenerators: [String: String] = [
        "UIImpactFeedbackGenerator": "impact", "UINotificationFeedbackGenerator": "notification",
        "UISelectionFeedbackGenerator": "selection",
    ]
    /// SwiftUI's `SensoryFeedback` members, which prose names on their own (`` `.success` on
    /// match reveal``).
    static let feedbacks: Set<String> = [
        "success", "warning", "error", "selection", "impact", "increase", "decrease", "start", "stop",
        "alignment", "levelChange", "pathComplete",
    ]

    /// Every name a spec starts from: code that names none of them holds no spec.
    static let names: Set<String> = springs.union(easings).union(feedbackGenerators.keys).union(feedbacks).union(["sensoryFeedback"])

    /// Prose names an API to say which one to use (`fall back to UIImpactFeedbackGenerator`):
    /// there a generator is a spec only when it is called, as code makes one.
    var isProse = false

    /// Code as the reader sees it: its tree, and how a place in it points into the guide.
    struct Source {
        var syntax: SwiftSourceFile
        /// The guide location of a 0-based code line and 1-based byte column.
        var location: (SwiftPosition) -> SourceLocation
        /// What introduces a spec that starts on a line (a comment, a sentence).
        var label: (Int) -> String?
        /// What a spec that starts on a line shows as its code.
        var code: (Int) -> String
    }

    func specs(in block: CodeBlock) -> [MotionSpec] {
        guard block.isSwift else { return [] }
        // The tree keeps no comments, and a spec's label is the comment above it: the comment
        // tokens are read for that alone.
        let comments = block.tokens
        // The lexer's lines, which the tree's line numbers count, split once per block.
        let lines = block.lineTexts
        return specs(in: Source(
            syntax: block.syntax,
            location: { block.location(line: $0.line, column: $0.column) },
            label: { label(before: $0, comments: comments, lines: lines) },
            code: { $0 < lines.count ? String(lines[$0]).trimmingSpaces : "" }
        ))
    }

    func specs(in source: Source) -> [MotionSpec] {
        var specs: [MotionSpec] = []
        source.syntax.walk { node, context in
            guard case .expression(let expression) = node else { return .visitChildren }
            var calls = Self.chain(expression, at: context.position)
            // `Animation.spring(…)` reads as `.spring(…)`.
            if calls.count > 1, calls[0].name == "Animation", calls[0].arguments.isEmpty, calls[0].isType { calls.removeFirst() }
            if let first = calls.first, let at = first.position {
                if !first.isType, Self.springs.contains(first.name) || Self.easings.contains(first.name) {
                    specs.append(spec(Self.springs.contains(first.name) ? .spring : .easing, calls, at: at.afterDot, named: first.name, source: source))
                    return .skipChildren
                }
                if first.isType, let kind = Self.feedbackGenerators[first.name], first.isCalled || !isProse {
                    specs.append(generatorSpec(kind, calls, at: at, source: source))
                    return .skipChildren
                }
            }
            // `.sensoryFeedback(.impact(weight: .medium), trigger: x)`: what its first argument gives.
            if case .call(let callee, let arguments, _) = expression, let argument = arguments.first,
               callee.unlocated.calledName == "sensoryFeedback" {
                let feedback = argument.label.map { SwiftExpression.identifier($0) } ?? argument.value
                let name = callee.position ?? context.position
                if let name { specs.append(spec(.haptic, Self.chain(feedback, at: nil), at: name.afterDot, named: "sensoryFeedback", source: source)) }
            }
            return .visitChildren
        }
        // By place: the walk meets a chain's last modifier (`.sensoryFeedback(…)`) first.
        return specs.enumerated().sorted { lhs, rhs in
            (lhs.element.location.line, lhs.element.location.column, lhs.offset) < (rhs.element.location.line, rhs.element.location.column, rhs.offset)
        }.map(\.element)
    }

    /// A feedback written on its own, as prose lists them (`.success`, `.impact(.light)`): the
    /// code's one statement, when it is nothing but a `SensoryFeedback` member.
    func feedback(in source: Source) -> MotionSpec? {
        let statements = source.syntax.members.statements
        guard statements.count == 1, case .expression(let expression) = statements[0].kind else { return nil }
        let calls = Self.chain(expression, at: statements[0].position)
        guard calls.count == 1, !calls[0].isType, Self.feedbacks.contains(calls[0].name), let at = calls[0].position else { return nil }
        return spec(.haptic, calls, at: at.afterDot, named: calls[0].name, source: source)
    }

    /// `name` names a spec whose calls do not (a feedback that is not a call: `.sensoryFeedback(x, …)`).
    private func spec(_ kind: MotionSpec.Kind, _ calls: [Step], at position: SwiftPosition, named name: String, source: Source) -> MotionSpec {
        var calls = calls
        let base = calls.isEmpty ? Step(name: "", arguments: [], position: nil, isType: false, isCalled: false) : calls.removeFirst()
        var parameters = Self.parameters(base.arguments)
        if kind == .haptic, base.name == "impact" { parameters = parameters.map(Self.impactParameter) }
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
            label: source.label(position.line), code: source.code(position.line),
            location: source.location(position), origin: isProse ? .prose : .code
        )
    }

    private func generatorSpec(_ kind: String, _ calls: [Step], at position: SwiftPosition, source: Source) -> MotionSpec {
        var parameters = calls.flatMap { Self.parameters($0.arguments) }
        parameters = parameters.map { $0.label == "value" ? MotionSpec.Parameter(label: "type", value: $0.value, number: $0.number) : $0 }
        return MotionSpec(
            kind: .haptic, name: kind, parameters: parameters,
            label: source.label(position.line), code: source.code(position.line),
            location: source.location(position), origin: isProse ? .prose : .code
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
        /// Whether it is called (`UIImpactFeedbackGenerator()`), with or without arguments.
        var isCalled: Bool
    }

    /// `.impact(.light)`, as prose writes UIKit's style, read as SwiftUI's `SensoryFeedback`
    /// says it (`.impact(weight: .light)`, `.impact(flexibility: .soft)`), so the two compare
    /// equal; any other unlabeled value stays as it is.
    private static func impactParameter(_ parameter: MotionSpec.Parameter) -> MotionSpec.Parameter {
        guard parameter.label == "value" else { return parameter }
        switch parameter.value {
        case "light", "medium", "heavy": return MotionSpec.Parameter(label: "weight", value: parameter.value, number: nil)
        case "soft", "rigid", "solid": return MotionSpec.Parameter(label: "flexibility", value: parameter.value, number: nil)
        default: return parameter
        }
    }

    /// `.spring(a).delay(b)` → [spring(a), delay(b)]; a bare `.bouncy` → [bouncy]; empty for
    /// anything that does not start with a name. Follows the chain down from its last step,
    /// so as many levels as the parser let it have.
    private static func chain(_ expression: SwiftExpression, at position: SwiftPosition?) -> [Step] {
        var steps: [Step] = []
        var current = expression
        var position = position
        var arguments: [SwiftArgument] = []
        var isCalled = false
        while true {
            switch current {
            case .located(let inner, let at):
                (current, position) = (inner, at)
            case .call(let callee, let given, _):
                // A called member is at its call's dot; `f()()` is not a chain.
                guard callee.unlocated.isChainStep else { return [] }
                (current, arguments, isCalled) = (callee, given, true)
            case .member(let base, let name):
                steps.append(Step(name: name, arguments: arguments, position: position, isType: false, isCalled: isCalled))
                (current, position, arguments, isCalled) = (base, nil, [], false)
            case .implicitMember(let name):
                steps.append(Step(name: name, arguments: arguments, position: position, isType: false, isCalled: isCalled))
                return steps.reversed()
            case .identifier(let name):
                steps.append(Step(name: name, arguments: arguments, position: position, isType: true, isCalled: isCalled))
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
