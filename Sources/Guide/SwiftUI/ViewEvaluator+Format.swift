import Foundation

extension ViewEvaluator {
    /// `String(format: "%.1fK", Double(n) / 1_000)` as Foundation would print it, for the
    /// specifiers guides use (`%d %i %ld %u`, `%f %.Nf`, `%@ %s`, `%%`); nil for any other, so a
    /// format never prints as itself. Written here rather than handing the guide's format to
    /// Foundation, which would trust it to match its arguments.
    mutating func formatted(_ format: String, _ arguments: [SwiftExpression], _ scope: Scope) -> String? {
        var output = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else { output.append(character); continue }
            var precision: Int?
            if characters.first == "." {
                characters.removeFirst()
                let digits = characters.prefix { $0.isASCII && $0.isNumber }
                guard let value = Int(digits), value <= 12 else { return nil }
                precision = value
                characters.removeFirst(digits.count)
            }
            while characters.first == "l" { characters.removeFirst() }
            guard let specifier = characters.popFirst() else { return nil }
            if specifier == "%" { output.append("%"); continue }
            guard let argument = remaining.popFirst() else { return nil }
            switch specifier {
            case "d", "i", "u":
                guard let number = self.number(argument, scope), abs(number) < 1e15 else { return nil }
                output += String(Int(number.rounded(.towardZero)))
            case "f":
                guard let number = self.number(argument, scope), abs(number) < 1e15 else { return nil }
                output += String(format: "%.*f", precision ?? 6, number)
            case "@", "s":
                output += string(argument, scope)
            default:
                return nil
            }
        }
        return output
    }
}
