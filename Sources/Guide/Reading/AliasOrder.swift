/// The order in which to read declarations that name each other (`static let a1 = a0`,
/// `LinearGradient(colors: [.brand, .accent])`, `static let title = body.weight(.bold)`), so each
/// is read once, after what it names, and no reading follows a chain of names.
///
/// Reading each token by following its aliases to the end made a chain of N aliases cost N²
/// readings (N³ with the set of names visited copied at each step) and a chain of 10,000
/// overflowed the stack. The order is found with an explicit stack, so no chain is too deep;
/// each declaration is read at most twice.
struct AliasOrder {
    /// The names in the order to read them: every name after the names it depends on, except
    /// where the names form a cycle.
    private(set) var order: [String] = []
    /// Where in `order` the first name is that was placed before a name it depends on (in a
    /// cycle of names); reading from there to the end again, once, gives every name read in a
    /// cycle the readings of what it names, and everything after it the new readings.
    private(set) var firstInCycle: Int?
    /// Dependencies looked at: the work a test counts at N and 2N.
    private(set) var work = 0

    /// Orders `names` (in their own order where nothing else decides) by `dependencies`; a
    /// dependency that is not among `names` is ignored.
    init(_ names: [String], dependencies: (String) -> [String]) {
        enum Mark { case open, done }
        var marks: [String: Mark] = [:]
        marks.reserveCapacity(names.count)
        let known = Set(names)
        for root in names where marks[root] == nil {
            // Each frame: a name, its dependencies, the next one to look at, and whether one of
            // them was still open (a cycle).
            var stack: [(name: String, dependencies: [String], next: Int, cyclic: Bool)] = [(root, dependencies(root), 0, false)]
            marks[root] = .open
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next < stack[top].dependencies.count {
                    let dependency = stack[top].dependencies[stack[top].next]
                    stack[top].next += 1
                    work += 1
                    // A declaration that names itself means something else by it (the `UIColor`
                    // twin of `Color(uiColor: .brand)`), never itself.
                    guard dependency != stack[top].name, known.contains(dependency) else { continue }
                    switch marks[dependency] {
                    case nil:
                        marks[dependency] = .open
                        stack.append((dependency, dependencies(dependency), 0, false))
                    case .open?:
                        stack[top].cyclic = true
                    case .done?:
                        break
                    }
                    continue
                }
                let frame = stack.removeLast()
                marks[frame.name] = .done
                if frame.cyclic, firstInCycle == nil { firstInCycle = order.count }
                order.append(frame.name)
            }
        }
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
