/// One node of a parsed block, as `SwiftSyntaxWalk` hands it to a reader.
///
/// Declarations and closures are boxed: held inline, a type declaration made every node the
/// size of one (17 words), copied whole each time a reader matched a node's kind, and nearly
/// every node is an expression or a statement.
enum SwiftSyntaxNode {
    indirect case type(SwiftTypeDeclaration)
    indirect case property(SwiftProperty)
    /// A `func` or an `init`.
    indirect case function(SwiftFunction)
    indirect case enumCase(SwiftEnumCase)
    indirect case attribute(SwiftAttribute)
    case statement(SwiftStatement)
    /// An expression without its `.located` wrapper (the walk gives the position beside it).
    case expression(SwiftExpression)
    /// A closure or a body of statements.
    indirect case closure(SwiftClosure)
}

/// Visits every declaration, attribute, statement, expression and closure of a parsed block, in
/// source order, for the readers that look for idioms in the code (scheme switches, token
/// references, motion, call labels): one walk of the tree instead of a token pattern each.
///
/// Each node's children are visited in place, as the tree holds them: a list of each node's
/// children built, and a body's declarations sorted, for every node, was most of a walk's cost
/// (four walks of every snippet were a sixth of a build).
///
/// Depth-limited as the parser is: the parser already bounds the tree (so the recursion stays
/// shallow), but a tree built some other way (a test, a later parser) must not be able to make
/// the walk go on without end; what lies deeper than the limit is not visited.
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

    typealias Visit = (SwiftSyntaxNode, Context) -> Step

    let maximumDepth: Int

    /// Creates a walk that stops at `maximumDepth` levels (the parser's limit by default).
    init(maximumDepth: Int = SwiftParserLimits().maximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Calls `visit` for each node of `file`, parents before children, in source order.
    func walk(_ file: SwiftSourceFile, _ visit: Visit) {
        withoutActuallyEscaping(visit) { visit in
            _ = Walker(maximumDepth: maximumDepth, visit: visit).members(file.members, Around(functionName: nil, depth: 0))
        }
    }

    /// Calls `visit` for `expression` and each node inside it, as `walk(_:_:)` does for a file.
    func walk(_ expression: SwiftExpression, _ visit: Visit) {
        withoutActuallyEscaping(visit) { visit in
            _ = Walker(maximumDepth: maximumDepth, visit: visit).expression(expression, Around(functionName: nil, depth: 0))
        }
    }

    /// What the children of one node share: the function around them and their depth.
    struct Around {
        var functionName: String?
        var depth: Int
    }

    /// One walk: the reader's closure is held, not passed down. A closure passed from call to
    /// call let the optimizer pass what it captured (a whole `Snippet`) instead, copied at
    /// every node.
    struct Walker {
        let maximumDepth: Int
        let visit: (SwiftSyntaxNode, Context) -> Step
    }
}

extension SwiftSyntaxWalk.Walker {
    typealias Around = SwiftSyntaxWalk.Around

    /// Visits `node` and, as `visit` says, its children; false once the walk stops.
    func node(_ node: SwiftSyntaxNode, at position: SwiftPosition?, _ around: Around) -> Bool {
        guard around.depth <= maximumDepth else { return true }
        switch visit(node, SwiftSyntaxWalk.Context(position: position, functionName: around.functionName, depth: around.depth)) {
        case .stop: return false
        case .skipChildren: return true
        case .visitChildren: return children(of: node, at: position, around)
        }
    }

    /// An expression as a node: without its `.located` wrappers, with the outermost position.
    func expression(_ expression: SwiftExpression, _ around: Around) -> Bool {
        node(.expression(expression.unlocated), at: expression.position, around)
    }

    func statements(_ statements: [SwiftStatement], _ around: Around) -> Bool {
        statements.allSatisfy { node(.statement($0), at: $0.position, around) }
    }

    func closure(_ closure: SwiftClosure?, _ around: Around) -> Bool {
        closure.map { node(.closure($0), at: $0.position, around) } ?? true
    }

    /// A body's declarations and statements as written: the tree keeps each kind apart, each in
    /// source order, so they are merged by place (on a tie, in the order of the kinds below).
    func members(_ members: SwiftMembers, _ around: Around) -> Bool {
        for member in Self.order(of: members) {
            let visited: Bool
            switch member {
            case .type(let index): visited = node(.type(members.types[index]), at: members.types[index].position, around)
            case .property(let index): visited = node(.property(members.properties[index]), at: members.properties[index].position, around)
            case .function(let index): visited = node(.function(members.functions[index]), at: members.functions[index].position, around)
            case .initializer(let index): visited = node(.function(members.initializers[index]), at: members.initializers[index].position, around)
            case .enumCase(let index): visited = node(.enumCase(members.cases[index]), at: members.cases[index].position, around)
            case .statement(let index): visited = node(.statement(members.statements[index]), at: members.statements[index].position, around)
            }
            guard visited else { return false }
        }
        return true
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
