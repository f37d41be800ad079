/// The guide's own functions and `Color`/`UIColor` initializers, by name: what token readers
/// order their readings by (a token is read after the helpers it calls and what they name)
/// and what tells a call of SwiftUI's initializer from one of the guide's. The interpreter runs
/// them; this only knows they are there.
struct HelperFunctions {
    let functions: [String: SwiftDeclaration]
    /// The guide's own initializers of `Color` and `UIColor`, in the order declared.
    let initializers: [SwiftDeclaration]

    init(_ declarations: [SwiftDeclaration]) {
        var functions: [String: SwiftDeclaration] = [:]
        var initializers: [SwiftDeclaration] = []
        for declaration in declarations {
            guard case .function = declaration.kind else { continue }
            if declaration.name == "init" {
                initializers.append(declaration)
            } else if functions[declaration.name] == nil {
                functions[declaration.name] = declaration
            }
        }
        self.functions = functions
        self.initializers = initializers
    }

    /// Whether each argument takes the next parameter of its label, in order, the parameters
    /// left out all having defaults, as Swift matches a call to a declaration.
    static func labelsMatch(_ parameters: [SwiftParameter], _ arguments: [SwiftArgument]) -> Bool {
        var remaining = arguments[...]
        for parameter in parameters {
            if let next = remaining.first, next.label == parameter.label {
                remaining.removeFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty && !arguments.isEmpty
    }

    /// Whether `name` is a helper function of the guide.
    func isHelper(_ name: String) -> Bool { functions[name] != nil }
}
