/// One problem found in an input, printed as `path:line:col: severity: message`.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// How bad a problem is. Ordered from least to most severe.
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Where the problem is.
    public var location: SourceLocation
    /// How bad it is.
    public var severity: Severity
    /// A lower-case sentence that quotes the offending text.
    public var message: String
    /// A stable identifier of the rule or reason, for machines (`color.hex-mismatch`).
    public var code: String
    /// Follow-up lines printed as `path:line:col: note: …`.
    public var notes: [Diagnostic]

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, code: String = "", notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.code = code
        self.notes = notes
    }

    /// The diagnostic and its notes, one per line, in the format editors parse.
    public var description: String {
        ([self.headline] + notes.map(\.headline)).joined(separator: "\n")
    }

    /// One line, whatever the message or the path holds (`OneLine`).
    private var headline: String { "\(location): \(severity.rawValue): \(OneLine.escaping(message))" }

    /// Sorted by place, then severity (errors first), then text: the order they are printed in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        return lhs.message < rhs.message
    }
}

extension Sequence where Element == Diagnostic {
    /// Whether any of these is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// How many there are of one severity.
    /// Counted in place: filtering first copied every diagnostic of a build (thousands of
    /// them, each with its strings) to count them.
    public func count(of severity: Diagnostic.Severity) -> Int { reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }

    /// Whether these fail a build or a check: any error, or with `strict` any warning.
    public func fails(strict: Bool) -> Bool { containsErrors || (strict && count(of: .warning) > 0) }
}
