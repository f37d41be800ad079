/// A Swift expression as far as sitegen needs to understand one: names, member chains, calls with
/// labeled arguments, literals, arrays, closures, and simple arithmetic and conditionals.
/// Only the cases that hold an expression (or a closure) are boxed: names and literals, most
/// of a parsed block's nodes, are stored inline rather than one heap allocation each.
public enum SwiftExpression: Sendable, Equatable {
    /// `bumbleYellow`, `Color`, `$0`
    case identifier(String)
    /// `.bumbleYellow`: a member of the contextual type.
    case implicitMember(String)
    /// `Color.white`, `x.opacity`
    indirect case member(SwiftExpression, String)
    /// `f(a, label: b) { … }`
    indirect case call(SwiftExpression, [SwiftArgument], trailingClosure: SwiftClosure?)
    case number(Double, text: String)
    case string(String, isInterpolated: Bool)
    case bool(Bool)
    case `nil`
    case array([SwiftExpression])
    /// `(a, b)` with two or more elements, or labeled elements.
    case tuple([SwiftArgument])
    indirect case closure(SwiftClosure)
    /// `condition ? whenTrue : whenFalse`
    indirect case ternary(condition: SwiftExpression, whenTrue: SwiftExpression, whenFalse: SwiftExpression)
    indirect case binary(String, SwiftExpression, SwiftExpression)
    indirect case prefix(String, SwiftExpression)
    /// `\.colorScheme`, `\.self`: a key path, as its dotted components.
    case keyPath([String])
    /// An expression with the place it starts (the SwiftUI front end records them for calls and
    /// names; the token readers do not).
    indirect case located(SwiftExpression, SwiftPosition)
    /// Anything else, kept as its source text.
    case unknown(String)

    /// The operator a name bound by a case pattern is written under: `.invalid(let message)`
    /// holds `.prefix(bindingPrefix, message)`, which reads back as it was written.
    public static let bindingPrefix = "let "

    /// The name a case pattern's element binds (`let message`), or nil.
    public var boundName: String? {
        if case .prefix(Self.bindingPrefix, let name) = unlocated, case .identifier(let bound) = name.unlocated { return bound }
        return nil
    }

    /// A case pattern under `case let`: each bare name among its associated values is bound
    /// (`case let .size(width, height)` reads as `.size(let width, let height)`).
    func bindingNames() -> SwiftExpression {
        switch self {
        case .located(let inner, let position): return .located(inner.bindingNames(), position)
        case .identifier: return .prefix(Self.bindingPrefix, self)
        case .call(let callee, let arguments, let closure):
            return .call(callee, arguments.map { SwiftArgument(label: $0.label, value: $0.value.bindingNames()) }, trailingClosure: closure)
        case .tuple(let elements):
            return .tuple(elements.map { SwiftArgument(label: $0.label, value: $0.value.bindingNames()) })
        default: return self
        }
    }

    /// The expression without its recorded position.
    public var unlocated: SwiftExpression {
        if case .located(let inner, _) = self { return inner.unlocated }
        return self
    }

    /// Where the expression starts, when the parser recorded it.
    public var position: SwiftPosition? {
        if case .located(_, let position) = self { return position }
        return nil
    }

    /// The dotted path of a plain member chain: `Color.white` → `["Color", "white"]`,
    /// `.bumbleYellow` → `["", "bumbleYellow"]`.
    /// Collected from the last name down into one array, reversed in place: built level by
    /// level, a chain made an array per level (the front end asks for paths on every call).
    public var memberPath: [String]? {
        var names: [String] = []
        var current = self
        // Room for a usual chain at the first name: grown one append at a time, the array was
        // reallocated at the second and third names, over half of the getter.
        func reserve() { if names.capacity == 0 { names.reserveCapacity(4) } }
        while true {
            switch current {
            case .identifier(let name):
                reserve()
                names.append(name)
            case .implicitMember(let name):
                reserve()
                names.append(name)
                names.append("")
            case .member(let base, let name):
                reserve()
                names.append(name)
                current = base
                continue
            case .located(let inner, _):
                current = inner
                continue
            default:
                return nil
            }
            names.reverse()
            return names
        }
    }

    /// The last name of a plain member chain (`memberPath?.last`), without building the path:
    /// the front end asks for it on nearly every call and argument.
    public var memberName: String? {
        switch self {
        case .identifier(let name), .implicitMember(let name): name
        case .member(let base, let name): base.isMemberChain ? name : nil
        case .located(let inner, _): inner.memberName
        default: nil
        }
    }

    /// Whether `memberPath` is not nil.
    private var isMemberChain: Bool {
        switch self {
        case .identifier, .implicitMember: true
        case .member(let base, _): base.isMemberChain
        case .located(let inner, _): inner.isMemberChain
        default: false
        }
    }

    /// A plain member chain of exactly two names (`Color.white` → ("Color", "white"),
    /// `.infinity` → ("", "infinity")), without building the path.
    public var memberPair: (base: String, name: String)? {
        switch self {
        case .implicitMember(let name): ("", name)
        case .member(let base, let name): if case .identifier(let first) = base.unlocated { (first, name) } else { nil }
        case .located(let inner, _): inner.memberPair
        default: nil
        }
    }

    /// The callee's last name for calls (`Color(...)` → `Color`, `.custom(...)` → `custom`).
    public var calleeName: String? {
        guard case .call(let callee, _, _) = unlocated else { return nil }
        return callee.memberName
    }

    /// `0x3969EF >> 16 & 0xFF`, the arithmetic of hex color helpers, as Swift's integers do it:
    /// both sides whole numbers within 64 bits, shifts by 0 to 63 (Swift's smart shifts give 0
    /// past the width, as here), `%` by a non-zero divisor. Nil for anything else, never a trap.
    private static func integerOperation(_ op: String, _ a: Double, _ b: Double) -> Double? {
        guard let x = Int64(exactly: a), let y = Int64(exactly: b) else { return nil }
        switch op {
        case "&": return Double(x & y)
        case "|": return Double(x | y)
        case "^": return Double(x ^ y)
        case "<<": return y < 0 || y >= 64 ? 0 : Double(x << y)
        case ">>": return y < 0 || y >= 64 ? (x < 0 ? -1 : 0) : Double(x >> y)
        case "%": return y == 0 || (x == .min && y == -1) ? nil : Double(x % y)
        default: return nil
        }
    }

    /// Whether it is number literals and operators alone (`1e200 * 1e200`, `-(2 + 3)`).
    public var isArithmeticOfLiterals: Bool {
        switch self {
        case .number: true
        case .prefix(_, let operand): operand.isArithmeticOfLiterals
        case .binary(_, let lhs, let rhs): lhs.isArithmeticOfLiterals && rhs.isArithmeticOfLiterals
        case .located(let inner, _): inner.isArithmeticOfLiterals
        default: false
        }
    }

    /// The numeric value of a literal or simple arithmetic over literals; nil when the result
    /// is not a finite number.
    public var numericValue: Double? {
        let value: Double?
        switch self {
        case .number(let number, _): value = number
        case .prefix("-", let operand): value = operand.numericValue.map { -$0 }
        case .prefix("+", let operand): value = operand.numericValue
        case .binary(let op, let lhs, let rhs):
            guard let a = lhs.numericValue, let b = rhs.numericValue else { return nil }
            switch op {
            case "+": value = a + b
            case "-": value = a - b
            case "*": value = a * b
            case "/": value = b == 0 ? nil : a / b
            case "&", "|", "^", "<<", ">>", "%": value = Self.integerOperation(op, a, b)
            default: value = nil
            }
        case .call(let callee, let arguments, nil):
            // `Double(0.5)`, `CGFloat(12)`: conversions of a literal.
            guard let name = callee.memberName, ["Double", "CGFloat", "Float", "Int"].contains(name), arguments.count == 1, arguments[0].label == nil else { return nil }
            value = arguments[0].value.numericValue
        case .located(let inner, _): value = inner.numericValue
        default: value = nil
        }
        guard let value, value.isFinite else { return nil }
        return value
    }
}

/// A place in a code block: 0-based line, 1-based UTF-8 column (as `SwiftToken` counts).
public struct SwiftPosition: Sendable, Hashable {
    // 32-bit, as a token's own positions are (a guide is refused far below 2 GB): every call
    // and name the front end reads carries one, inside its expression's box, so the two words
    // this saves are a sixth of a `{}` closure's memory.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a position; values past 32 bits are clamped.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }
}

/// One argument of a call: `label: value`, or an unlabeled value.
public struct SwiftArgument: Sendable, Equatable {
    public var label: String?
    public var value: SwiftExpression

    /// Creates an argument.
    public init(label: String?, value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}

/// A closure or body: its statements, plus the expressions it returns (which the token
/// readers use without running the statements).
public struct SwiftClosure: Sendable, Equatable {
    /// Expressions the body yields: each `return` expression, or the single expression of a
    /// one-expression body.
    public var results: [SwiftExpression]
    /// The body's source text, for display and for the conditions of dynamic providers.
    ///
    /// Made when asked from the tokens the body spans (which every closure of a block shares):
    /// a text stored per closure held, in each, all the text of the closures inside it, so
    /// nested closures took memory quadratic in their depth (1,000 nested `UIColor { _ in`).
    public var text: String {
        get {
            switch textSource {
            case .written(let text): text
            case .tokens(let tokens): SwiftExpressionParser.text(of: tokens)
            }
        }
        set { textSource = .written(newValue) }
    }
    /// Calls `visit` with the text of each token of the body, in order, as `text` joins them
    /// (a string's decoded contents without its quotes); a body written as text is one piece.
    /// Readers that look for words use this rather than `text`, which builds one string per call.
    public func forEachTokenText(_ visit: (String) -> Void) {
        switch textSource {
        case .written(let text): visit(text)
        case .tokens(let tokens): for token in tokens { visit(token.text) }
        }
    }
    /// The names before `in` (`{ trait in … }` → `["trait"]`).
    public var parameters: [String] = []
    /// The statements, when the SwiftUI front end parsed them (the token readers leave this empty).
    public var statements: [SwiftStatement] = []
    /// Where the `{` is.
    public var position: SwiftPosition?
    private var textSource: TextSource

    private enum TextSource: Sendable {
        case written(String)
        case tokens(ArraySlice<SwiftToken>)
    }

    /// Creates a closure.
    public init(results: [SwiftExpression], text: String, parameters: [String] = [], statements: [SwiftStatement] = [], position: SwiftPosition? = nil) {
        self.results = results
        self.parameters = parameters
        self.statements = statements
        self.position = position
        textSource = .written(text)
    }

    /// A closure whose text is that of `tokens`, made when asked.
    init(results: [SwiftExpression], tokens: ArraySlice<SwiftToken>, parameters: [String] = [], statements: [SwiftStatement] = [], position: SwiftPosition? = nil) {
        self.init(results: results, text: "", parameters: parameters, statements: statements, position: position)
        textSource = .tokens(tokens)
    }

    public static func == (lhs: SwiftClosure, rhs: SwiftClosure) -> Bool {
        lhs.results == rhs.results && lhs.parameters == rhs.parameters && lhs.statements == rhs.statements
            && lhs.position == rhs.position && lhs.text == rhs.text
    }
}

extension Array where Element == SwiftArgument {
    /// The value of the argument with `label`.
    public func value(_ label: String) -> SwiftExpression? { first { $0.label == label }?.value }

    /// The unlabeled arguments, in order.
    public var unlabeled: [SwiftExpression] { filter { $0.label == nil }.map(\.value) }
}
