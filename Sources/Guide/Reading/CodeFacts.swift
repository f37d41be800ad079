/// What the readers of a code block's syntax tree look for, found in one walk of it: the names
/// it may refer to tokens by, its color scheme switches, whether it reads the color scheme, and
/// its calls as written. Each reader walked every block on its own before (four walks of every
/// snippet, about a twentieth of a build); none of them skips a node's children, so one walk
/// visiting every node meets, for each, the nodes its own walk did, in the same order.
struct CodeFacts: Sendable {
    /// What `SnippetAnalysis` tells apart once the guide's token names are known.
    private(set) var names = TokenNameUses()
    /// The switches `SchemeSwitches` pairs themes by.
    private(set) var switches: [SchemeSwitches.Switch] = []
    /// Whether the code names `colorScheme` (`Component.drawsByColorScheme`).
    private(set) var readsColorScheme = false
    /// The calls `CallLabels` names findings' code by.
    private(set) var calls: [CallLabels.WrittenCall] = []

    /// No code (another language's block).
    init() {}

    init(_ file: SwiftSourceFile) {
        var facts = CodeFacts()
        file.walk { node, context in
            facts.read(node, context)
            return .visitChildren
        }
        self = facts
    }

    private mutating func read(_ node: SwiftSyntaxNode, _ context: SwiftSyntaxWalk.Context) {
        if let choice = SchemeSwitches.choice(in: node) {
            let function = context.functionName.flatMap { $0 == "init" ? nil : $0 }
            switches.append(SchemeSwitches.Switch(dark: choice.dark, light: choice.light, function: function))
        }
        if !readsColorScheme, Component.namesColorScheme(node) { readsColorScheme = true }
        guard case .expression(let expression) = node else { return }
        names.read(expression, at: context.position)
        if let call = CallLabels.call(expression, at: context.position) { calls.append(call) }
    }
}
