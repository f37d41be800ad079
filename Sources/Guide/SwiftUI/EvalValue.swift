/// A value while a component is drawn: a reduced expression (literals, enum cases, colors and
/// fonts as written), a closure with the names it sees, views already built, or not known.
/// Only the cases that carry a scope are boxed; the rest are stored inline rather than one heap
/// allocation each.
enum EvalValue {
    /// An expression with the names of the scope already replaced by their values.
    case expression(SwiftExpression)
    /// An expression read only when used, in the scope it was written in.
    indirect case lazy(SwiftExpression, Scope)
    /// An expression read in the scope of the instance it belongs to (a property's initial
    /// value, which may use the other properties).
    case member(SwiftExpression)
    indirect case closure(SwiftClosure, Scope)
    case views([ViewNode])
    case array([EvalValue])
    /// A value with named parts (`configuration` of a style).
    case record([String: EvalValue])
    /// Not known from the source; the text is what was written.
    case unknown(String)
    /// A string the source does not determine, with a readable stand-in for where it is drawn
    /// (`"You and \(theirName)"` with `theirName` not known: "You and Their Name") and the
    /// code as written: a `Text` of it is a named gap, never its stand-in passed off as known.
    case placeholder(standIn: String, written: String)

    /// The value as an expression, for the token evaluators.
    var expression: SwiftExpression {
        switch self {
        case .expression(let expression): expression
        case .closure(let closure, _): .closure(closure)
        case .array(let elements): .array(elements.map(\.expression))
        case .lazy(let expression, _), .member(let expression): .unknown(expression.text)
        case .views: .unknown("view")
        case .record: .unknown("record")
        case .unknown(let text), .placeholder(_, let text): .unknown(text)
        }
    }
}

/// The names a body sees, and what it belongs to.
struct Scope {
    var values: [String: EvalValue] = [:]
    /// The code block the code is in (for locations).
    var block: Int
    /// The type whose member is running, if any.
    var selfType: SwiftLibrary.Located<SwiftTypeDeclaration>?
    /// The views a view extension function or a modifier's `content` applies to.
    var selfViews: [ViewNode]?
    /// The names of the component's inputs (for telling which ones its drawing depends on).
    var inputs: Set<String> = []
}
