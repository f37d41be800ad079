/// Where view code runs: the names it sees, in the interpreter's one scope chain, and what the
/// view evaluator needs beside them, which is no name table: the code block (for locations),
/// the type whose member runs, the views `self` is, and the component's inputs.
struct Scope: Equatable {
    /// The names the code sees.
    var names = SwiftScope()
    /// The code block the code is in (for locations).
    var block: Int
    /// The type whose member is running, if any.
    var selfType: SwiftLibrary.Located<SwiftTypeDeclaration>?
    /// The views a view extension function or a modifier's `content` applies to.
    var selfViews: [ViewNode]?
    /// The names of the component's inputs (for telling which ones its drawing depends on).
    var inputs: Set<String> = []

    init(block: Int, selfType: SwiftLibrary.Located<SwiftTypeDeclaration>? = nil, selfViews: [ViewNode]? = nil, inputs: Set<String> = []) {
        self.block = block
        self.selfType = selfType
        self.selfViews = selfViews
        self.inputs = inputs
    }

    /// The type that runs is told apart by its name and block: a library has one type of a
    /// name, and comparing whole declarations would walk every member for nothing.
    static func == (lhs: Scope, rhs: Scope) -> Bool {
        lhs.block == rhs.block && lhs.selfType?.declaration.name == rhs.selfType?.declaration.name && lhs.selfType?.block == rhs.selfType?.block
            && lhs.inputs == rhs.inputs && lhs.selfViews == rhs.selfViews && lhs.names == rhs.names
    }
}
