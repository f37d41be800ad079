/// Where a token evaluator stands while it reads one value: the declaration being read, how
/// many helper calls deep it is, and the work it has done, so no input reads long.
///
/// Names of other declarations are never followed here: each evaluator looks them up among the
/// readings made before (`AliasOrder` orders them), so the only descent is into the expression
/// itself (as deep as the parser allows) and into calls of the guide's helper functions, which
/// may call themselves.
struct EvaluationScope {
    /// The key of the declaration whose value is read (`brand`, `UIColor.brand`), nil for an
    /// expression of a view.
    var declaration: String?
    /// Helper calls followed at once.
    var depth = 0
    /// Expressions evaluated: what tests count at N and 2N.
    var work = 0
    /// Why the reading stopped short, for the warning the token gets.
    var stopped: Stop?

    enum Stop: Equatable {
        case tooDeep, overBudget
    }

    /// Helper calls followed at most, one inside the other.
    static let depthLimit = 64
    /// Expressions evaluated at most for one value (helpers that branch into themselves would
    /// otherwise double the work at each level).
    static let budget = 20_000

    init(declaration: String? = nil) {
        self.declaration = declaration
    }

    /// Counts one expression; false once the budget is spent.
    mutating func step() -> Bool {
        work += 1
        guard work <= Self.budget else {
            if stopped == nil { stopped = .overBudget }
            return false
        }
        return true
    }

    /// Enters a helper call; false past `depthLimit`. Pair with `leave()`.
    mutating func enterCall() -> Bool {
        guard depth < Self.depthLimit else {
            if stopped == nil { stopped = .tooDeep }
            return false
        }
        depth += 1
        return true
    }

    mutating func leave() { depth -= 1 }

    /// The warning a token's reading that stopped short gets.
    func message(reading name: String) -> String? {
        switch stopped {
        case .tooDeep: "helper calls in '\(name)' nested deeper than \(Self.depthLimit) levels; its value is not read"
        case .overBudget: "reading '\(name)' stopped after \(Self.budget) steps; its value is not read"
        case nil: nil
        }
    }
}
