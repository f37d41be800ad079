/// A token evaluator whose readings of the guide's declarations are made once each and kept
/// (`ColorEvaluator`, `GradientEvaluator`), so a name of another token is a
/// lookup, never a walk down a chain of aliases.
protocol AliasResolving {
    associatedtype Reading
    /// The readings made so far, by declaration key.
    var resolved: [String: Reading] { get set }
    /// Reads the declaration of `key` afresh (nil: no such declaration), looking up the names
    /// it mentions in `resolved`.
    func read(key: String, scope: inout EvaluationScope) -> Reading?
}

extension AliasResolving {
    /// Reads the declarations of `keys` into `resolved`, each after the declarations it names
    /// (`AliasOrder`), and those in cycles of names once more. Adds the dependencies and
    /// expressions looked at to `work`; returns the warning of each reading that stopped short
    /// (it is left out of `resolved`), by key.
    mutating func resolve(_ keys: [String], dependencies: (String) -> [String], work: inout Int) -> [String: String] {
        let order = AliasOrder(keys, dependencies: dependencies)
        work += order.work
        var stops: [String: String] = [:]
        func read(_ key: String) {
            var scope = EvaluationScope(declaration: key)
            let reading = self.read(key: key, scope: &scope)
            work += scope.work
            if let message = scope.message(reading: key) {
                stops[key] = message
                resolved[key] = nil
            } else {
                resolved[key] = reading
            }
        }
        for key in order.order { read(key) }
        if let first = order.firstInCycle {
            for key in order.order[first...] { read(key) }
        }
        return stops
    }
}

extension SwiftDeclaration {
    /// The names its value mentions (a function's body and default values too).
    var mentionedNames: [String] {
        switch kind {
        case .stored(let expression): expression.mentionedNames
        case .computed(let body): body.mentionedNames
        case .function(let parameters, let body): parameters.compactMap(\.defaultValue).flatMap(\.mentionedNames) + body.mentionedNames
        }
    }
}

extension HelperFunctions {
    /// The key of a helper function among the keys `AliasOrder` orders (no declared name has a
    /// space in it).
    static func key(_ name: String) -> String { "func " + name }

    /// The names the body of the helper of `key` mentions, or nil if `key` is no helper's.
    func mentionedNames(ofKey key: String) -> [String]? {
        guard key.hasPrefix("func "), let function = functions[String(key.dropFirst(5))] else { return nil }
        return function.mentionedNames
    }
}
