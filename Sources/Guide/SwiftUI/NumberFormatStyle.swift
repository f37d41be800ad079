/// A Foundation number format style as a guide writes it: `.number`, `.percent`,
/// `.currency(code: "USD")`, each optionally `.precision(.fractionLength(2))` or
/// `.precision(.fractionLength(0...4))`. Nil for any other style (`.number.notation(…)`), so it
/// is a named gap rather than a guess.
struct NumberFormatStyle: Equatable {
    enum Kind: Equatable {
        case number
        case percent
        case currency(code: String)
    }

    var kind: Kind
    /// The fraction digits, fewest to most; nil for the style's own.
    var fraction: ClosedRange<Int>?

    init(kind: Kind, fraction: ClosedRange<Int>? = nil) {
        self.kind = kind
        self.fraction = fraction
    }

    /// The styles written as a bare name.
    private static let named: [String: Kind] = ["number": .number, "percent": .percent]

    /// Reads a style from its (reduced) expression.
    init?(_ expression: SwiftExpression) {
        switch expression.unlocated {
        case .implicitMember(let name), .member(.identifier("FormatStyle"), let name):
            guard let kind = Self.named[name] else { return nil }
            self.init(kind: kind)
        case .call(let callee, let arguments, nil):
            if case .member(let base, "precision") = callee.unlocated, arguments.count == 1, var style = NumberFormatStyle(base),
               let fraction = Self.fractionLength(arguments[0].value) {
                style.fraction = fraction
                self = style
            } else if callee.unlocated == .implicitMember("currency"), case .string(let code, false)? = arguments.value("code")?.unlocated, !code.isEmpty {
                self.init(kind: .currency(code: code))
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    /// `.fractionLength(2)` → 2...2, `.fractionLength(0...4)` → 0...4 (at most 15 digits).
    private static func fractionLength(_ expression: SwiftExpression) -> ClosedRange<Int>? {
        guard case .call(let callee, let arguments, nil) = expression.unlocated, callee.unlocated == .implicitMember("fractionLength"),
              arguments.count == 1 else { return nil }
        func digits(_ expression: SwiftExpression) -> Int? {
            guard case .number(let value, let text) = expression.unlocated, NumberFormatting.isInteger(text), value >= 0, value <= 15 else { return nil }
            return Int(value)
        }
        switch arguments[0].value.unlocated {
        case .binary("...", let low, let high):
            guard let low = digits(low), let high = digits(high), low <= high else { return nil }
            return low...high
        case let single:
            return digits(single).map { $0...$0 }
        }
    }
}
