import Guide

/// A color a view uses, as far as the code decides it: one value, or one of two chosen by a
/// condition (`canSend ? Color.black : Color.bumbleMist`).
indirect enum ColorChoice: Sendable, Equatable {
    /// A known value, with the name the code gives it (`bumbleYellow`, `white`).
    case value(RGBAColor, name: String)
    /// `condition ? whenTrue : whenFalse`; the condition as written, to pair two choices made
    /// by the same condition.
    case conditional(condition: String, whenTrue: ColorChoice, whenFalse: ColorChoice)

    /// Every value with the branch it needs: `[]` for a plain value, `[(condition, true)]` for
    /// the first branch of a conditional.
    var outcomes: [(color: RGBAColor, name: String, branches: [String: Bool])] {
        switch self {
        case .value(let color, let name):
            return [(color, name, [:])]
        case .conditional(let condition, let whenTrue, let whenFalse):
            let first = whenTrue.outcomes.map { ($0.color, $0.name, $0.branches.merging([condition: true]) { a, _ in a }) }
            let second = whenFalse.outcomes.map { ($0.color, $0.name, $0.branches.merging([condition: false]) { a, _ in a }) }
            return first + second
        }
    }
}

extension ColorChoice {
    func withOpacity(_ opacity: Double) -> ColorChoice {
        switch self {
        case .value(let color, let name): .value(color.withOpacity(opacity), name: name + ".opacity(\(AlphaMismatchRule.format(opacity)))")
        case .conditional(let condition, let a, let b): .conditional(condition: condition, whenTrue: a.withOpacity(opacity), whenFalse: b.withOpacity(opacity))
        }
    }
}
