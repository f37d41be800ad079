/// One node of a parsed block, as `SwiftSyntaxWalk` hands it to a reader.
enum SwiftSyntaxNode {
    case type(SwiftTypeDeclaration)
    case property(SwiftProperty)
    /// A `func` or an `init`.
    case function(SwiftFunction)
    case enumCase(SwiftEnumCase)
    case attribute(SwiftAttribute)
    case statement(SwiftStatement)
    /// An expression without its `.located` wrapper (the walk gives the position beside it).
    case expression(SwiftExpression)
    /// A closure or a body of statements.
    case closure(SwiftClosure)
}

/// Visits every declaration, attribute, statement, expression and closure of a parsed block, in
/// source order, for the readers that look for idioms in the code (scheme switches, token
/// references, motion, call labels): one walk of the tree instead of a token pattern each.
///
/// Iterative, with an explicit stack, and depth-limited as the parser is: the parser already
/// bounds the tree, but a tree built some other way (a test, a later parser) must not be able
/// to make the walk go on without end; what lies deeper than the limit is not visited.
struct SwiftSyntaxWalk {
    /// What the walk knows around a node.
    struct Context {
        /// Where the node starts: a declaration's or statement's place, an expression's
        /// recorded one (a call's or member's dot, a name), nil when the parser recorded none.
        var position: SwiftPosition?
        /// The name of the innermost `func` or `init` the node is part of: a name, not the
        /// function, which every pending node copied whole (each of its fields retained).
        var functionName: String?
        /// How many nodes enclose it.
        var depth: Int
    }

    /// Whether the walk goes into the node's children, goes on past them, or ends.
    enum Step { case visitChildren, skipChildren, stop }

    let maximumDepth: Int

    /// Creates a walk that stops at `maximumDepth` levels (the parser's limit by default).
    init(maximumDepth: Int = SwiftParserLimits().maximumDepth) {
        self.maximumDepth = maximumDepth
    }

    private struct Pending {
        var node: SwiftSyntaxNode
        var position: SwiftPosition?
        var functionName: String?
        var depth: Int
    }

    /// Calls `visit` for each node of `file`, parents before children, in source order.
    func walk(_ file: SwiftSourceFile, _ visit: (SwiftSyntaxNode, Context) -> Step) {
        walk(Self.ordered(file.members), visit)
    }

    /// Calls `visit` for `expression` and each node inside it, as `walk(_:_:)` does for a file.
    func walk(_ expression: SwiftExpression, _ visit: (SwiftSyntaxNode, Context) -> Step) {
        walk([Self.node(expression)], visit)
    }

    private func walk(_ roots: [(SwiftSyntaxNode, SwiftPosition?)], _ visit: (SwiftSyntaxNode, Context) -> Step) {
        var stack: [Pending] = []
        Self.push(roots, into: &stack, functionName: nil, depth: 0)
        while let item = stack.popLast() {
            guard item.depth <= maximumDepth else { continue }
            let context = Context(position: item.position, functionName: item.functionName, depth: item.depth)
            switch visit(item.node, context) {
            case .stop: return
            case .skipChildren: continue
            case .visitChildren: break
            }
            var functionName = item.functionName
            if case .function(let declaration) = item.node { functionName = declaration.name }
            Self.push(Self.children(of: item.node, at: item.position), into: &stack, functionName: functionName, depth: item.depth + 1)
        }
    }

    /// Pushes `nodes` so that the first is popped first.
    private static func push(_ nodes: [(SwiftSyntaxNode, SwiftPosition?)], into stack: inout [Pending], functionName: String?, depth: Int) {
        for (node, position) in nodes.reversed() {
            stack.append(Pending(node: node, position: position, functionName: functionName, depth: depth))
        }
    }

    /// An expression as a node: without its `.located` wrappers, with the outermost position.
    private static func node(_ expression: SwiftExpression) -> (SwiftSyntaxNode, SwiftPosition?) {
        (.expression(expression.unlocated), expression.position)
    }

    private static func nodes(_ statements: [SwiftStatement]) -> [(SwiftSyntaxNode, SwiftPosition?)] {
        statements.map { (.statement($0), $0.position) }
    }

    private static func closure(_ closure: SwiftClosure?) -> [(SwiftSyntaxNode, SwiftPosition?)] {
        closure.map { [(.closure($0), $0.position)] } ?? []
    }

    /// A body's declarations and statements as written: the tree keeps each kind apart.
    private static func ordered(_ members: SwiftMembers) -> [(SwiftSyntaxNode, SwiftPosition?)] {
        var result: [(SwiftSyntaxNode, SwiftPosition?)] = members.types.map { (.type($0), $0.position) }
        result += members.properties.map { (.property($0), $0.position) }
        result += members.functions.map { (.function($0), $0.position) }
        result += members.initializers.map { (.function($0), $0.position) }
        result += members.cases.map { (.enumCase($0), $0.position) }
        result += nodes(members.statements)
        // Stable: nodes sharing a place keep their order.
        return result.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.1 ?? SwiftPosition(line: 0, column: 0), rhs.element.1 ?? SwiftPosition(line: 0, column: 0))
            return (a.line, a.column, lhs.offset) < (b.line, b.column, rhs.offset)
        }.map(\.element)
    }

    private static func children(of node: SwiftSyntaxNode, at position: SwiftPosition?) -> [(SwiftSyntaxNode, SwiftPosition?)] {
        switch node {
        case .type(let type):
            return ordered(type.members)
        case .property(let property):
            return property.attributes.map { (.attribute($0), property.position) }
                + (property.initialValue.map { [Self.node($0)] } ?? []) + closure(property.getter)
        case .function(let function):
            return function.attributes.map { (.attribute($0), function.position) }
                + function.parameters.compactMap { $0.defaultValue.map(Self.node) } + closure(function.body)
        case .enumCase(let enumCase):
            return enumCase.rawValue.map { [Self.node($0)] } ?? []
        case .attribute(let attribute):
            return attribute.arguments.map { Self.node($0.value) }
        case .statement(let statement):
            return children(of: statement.kind)
        case .expression(let expression):
            return children(of: expression, at: position)
        case .closure(let closure):
            return nodes(closure.statements)
        }
    }

    private static func children(of statement: SwiftStatement.Kind) -> [(SwiftSyntaxNode, SwiftPosition?)] {
        switch statement {
        case .expression(let expression): return [node(expression)]
        case .variable(_, _, _, let value): return value.map { [node($0)] } ?? []
        case .assignment(let target, _, let value): return [node(target), node(value)]
        case .return(let value): return value.map { [node($0)] } ?? []
        case .if(let conditions, let then, let otherwise): return conditions.flatMap(Self.conditionNodes) + nodes(then) + nodes(otherwise ?? [])
        case .guard(let conditions, let otherwise): return conditions.flatMap(Self.conditionNodes) + nodes(otherwise)
        case .switch(let subject, let cases): return [node(subject)] + cases.flatMap { $0.patterns.map(Self.node) + nodes($0.body) }
        case .for(_, let sequence, let body): return [node(sequence)] + nodes(body)
        case .unknown: return []
        }
    }

    /// The callee, the arguments and the trailing closure, as written: a called member (whose
    /// own position the parser drops) is at its call's dot, and the labeled trailing closures
    /// (`} label: { … }`), kept among the arguments, come after the first trailing closure.
    private static func callChildren(_ callee: SwiftExpression, _ arguments: [SwiftArgument], _ trailing: SwiftClosure?, at position: SwiftPosition?) -> [(SwiftSyntaxNode, SwiftPosition?)] {
        var result = [(SwiftSyntaxNode, SwiftPosition?)]()
        if case .member = callee, callee.position == nil { result.append((.expression(callee), position)) } else { result.append(node(callee)) }
        var values = arguments.map { node($0.value) }
        if let trailing, let opened = trailing.position {
            let first = arguments.firstIndex { argument in
                guard case .closure(let closure) = argument.value.unlocated, let at = closure.position else { return false }
                return (at.line, at.column) > (opened.line, opened.column)
            } ?? values.count
            values.insert((.closure(trailing), opened), at: first)
        } else {
            values += closure(trailing)
        }
        return result + values
    }

    private static func conditionNodes(_ condition: SwiftCondition) -> [(SwiftSyntaxNode, SwiftPosition?)] {
        switch condition {
        case .expression(let expression): [node(expression)]
        case .binding(_, let value): [node(value)]
        case .pattern(let pattern, let value): [node(pattern), node(value)]
        }
    }

    private static func children(of expression: SwiftExpression, at position: SwiftPosition?) -> [(SwiftSyntaxNode, SwiftPosition?)] {
        switch expression {
        case .identifier, .implicitMember, .number, .string, .bool, .nil, .keyPath, .unknown: []
        case .member(let base, _): [node(base)]
        case .call(let callee, let arguments, let trailing): callChildren(callee, arguments, trailing, at: position)
        case .array(let elements): elements.map(Self.node)
        case .tuple(let elements): elements.map { node($0.value) }
        case .closure(let body): closure(body)
        case .ternary(let condition, let whenTrue, let whenFalse): [node(condition), node(whenTrue), node(whenFalse)]
        case .binary(_, let lhs, let rhs): [node(lhs), node(rhs)]
        case .prefix(_, let operand): [node(operand)]
        case .located(let inner, _): [node(inner)]
        }
    }
}

extension SwiftPosition {
    /// The name after the dot at this position (`.brandX`, `Color.brandX`, `.padding(`): calls,
    /// members and implicit members are recorded at their dot, and Swift allows no space
    /// between a dot and the member's name.
    var afterDot: SwiftPosition { SwiftPosition(line: line, column: column + 1) }
}

extension SwiftSourceFile {
    /// Walks the tree with `SwiftSyntaxWalk`'s default limit.
    func walk(_ visit: (SwiftSyntaxNode, SwiftSyntaxWalk.Context) -> SwiftSyntaxWalk.Step) {
        SwiftSyntaxWalk().walk(self, visit)
    }
}
