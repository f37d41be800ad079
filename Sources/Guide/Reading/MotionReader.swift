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
        let all = block.tokens
        let tokens = block.swift.code
        // The lexer's lines, which the tokens' line numbers count, split once per block.
        let lines = block.lineTexts
        var specs: [MotionSpec] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                let name = tokens[index + 1].text
                let previous = index > 0 ? tokens[index - 1] : nil
                // `.spring(…)` as an argument, or `Animation.spring(…)`; not `x.linear` on a value.
                let standsAlone = previous.map { !($0.kind == .identifier && $0.text != "Animation") && !$0.isPunctuation(")") } ?? true
                if standsAlone, Self.springs.contains(name) || Self.easings.contains(name) {
                    var parser = SwiftExpressionParser(code: block.swift, position: index)
                    let expression = parser.parseExpression()
                    specs.append(spec(Self.springs.contains(name) ? .spring : .easing, expression, at: tokens[index + 1], block: block, comments: all, lines: lines))
                    index = max(parser.position, index + 2)
                    continue
                }
                if name == "sensoryFeedback", index + 2 < tokens.count, tokens[index + 2].isPunctuation("(") {
                    var parser = SwiftExpressionParser(code: block.swift, position: index + 3)
                    let feedback = parser.parseExpression()
                    specs.append(spec(.haptic, feedback, at: tokens[index + 1], block: block, comments: all, lines: lines))
                    index = max(parser.position, index + 3)
                    continue
                }
            }
            if token.kind == .identifier, let kind = Self.feedbackGenerators[token.text] {
                var parser = SwiftExpressionParser(code: block.swift, position: index)
                let expression = parser.parseExpression()
                specs.append(generatorSpec(kind, expression, at: token, block: block, comments: all, lines: lines))
                index = max(parser.position, index + 1)
                continue
            }
            index += 1
        }
        return specs
    }

    private func spec(_ kind: MotionSpec.Kind, _ expression: SwiftExpression, at token: SwiftToken, block: CodeBlock, comments: [SwiftToken], lines: [Substring]) -> MotionSpec {
        var calls = Self.chain(expression)
        let base = calls.isEmpty ? ("", []) : calls.removeFirst()
        var parameters = Self.parameters(base.1)
        for (name, arguments) in calls where Self.animationModifiers.contains(name) {
            let values = Self.parameters(arguments)
            if values.isEmpty {
                parameters.append(MotionSpec.Parameter(label: name, value: "true", number: nil))
            } else {
                parameters += values.map { MotionSpec.Parameter(label: $0.label == "value" ? name : "\(name).\($0.label)", value: $0.value, number: $0.number) }
            }
        }
        return MotionSpec(
            kind: kind, name: base.0.isEmpty ? token.text : base.0, parameters: parameters,
            label: label(before: token.line, comments: comments, lines: lines),
            code: token.line < lines.count ? String(lines[token.line]).trimmingSpaces : "",
            location: block.location(line: token.line, column: token.column)
        )
    }

    private func generatorSpec(_ kind: String, _ expression: SwiftExpression, at token: SwiftToken, block: CodeBlock, comments: [SwiftToken], lines: [Substring]) -> MotionSpec {
        let calls = Self.chain(expression)
        var parameters = calls.flatMap { Self.parameters($0.1) }
        parameters = parameters.map { $0.label == "value" ? MotionSpec.Parameter(label: "type", value: $0.value, number: $0.number) : $0 }
        return MotionSpec(
            kind: .haptic, name: kind, parameters: parameters,
            label: label(before: token.line, comments: comments, lines: lines),
            code: token.line < lines.count ? String(lines[token.line]).trimmingSpaces : "",
            location: block.location(line: token.line, column: token.column)
        )
    }

    /// `.spring(a).delay(b)` → [("spring", a), ("delay", b)]; a bare `.bouncy` → [("bouncy", [])].
    private static func chain(_ expression: SwiftExpression) -> [(String, [SwiftArgument])] {
        switch expression {
        case .call(let callee, let arguments, _):
            switch callee {
            case .member(let base, let name): return chain(base) + [(name, arguments)]
            case .implicitMember(let name), .identifier(let name): return [(name, arguments)]
            default: return []
            }
        case .member(let base, let name): return chain(base) + [(name, [])]
        case .implicitMember(let name), .identifier(let name): return [(name, [])]
        default: return []
        }
    }

    private static func parameters(_ arguments: [SwiftArgument]) -> [MotionSpec.Parameter] {
        arguments.compactMap { argument in
            let label = argument.label ?? "value"
            if label == "trigger" || label == "value" && argument.label != nil { return nil }
            switch argument.value {
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
