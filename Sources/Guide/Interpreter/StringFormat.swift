import Foundation

/// `String(format:)` as Foundation prints it, for the specifiers guides use: `%d %i %u` (with
/// `l`, `ll`, `h`… length letters), `%f` with `%.Nf`, `%@ %s`, `%%`, and the flags `-`, `0`,
/// `+` and a width (`%02d`, `%5.1f`). Any other specifier, a missing argument, or an argument
/// of the wrong kind is nil, so a format never prints as itself or as a guess. Written here
/// rather than handing the guide's format to Foundation, which would trust it to match its
/// arguments.
enum StringFormat {
    /// An argument as the interpreter holds it (`SwiftRuntime.formatted`).
    enum Argument: Equatable {
        case number(Double)
        case string(String)
        case unknown
    }

    private enum Conversion { case signed, unsigned, float, object }

    private static let conversions: [Character: Conversion] = ["d": .signed, "i": .signed, "u": .unsigned, "f": .float, "F": .float, "@": .object, "s": .object]
    private static let lengthLetters: Set<Character> = ["l", "h", "q", "z", "t", "j", "L"]

    /// The formatted text, asking `argument(i)` for the i-th argument only when a specifier
    /// consumes it.
    static func format(_ format: String, argument: (Int) -> Argument?) -> String? {
        var output = ""
        var used = 0
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else { output.append(character); continue }
            var leftAligned = false, zeroPadded = false, signed = false
            while let flag = characters.first, "-0+ ".contains(flag) {
                if flag == "-" { leftAligned = true } else if flag == "0" { zeroPadded = true } else if flag == "+" { signed = true }
                characters.removeFirst()
            }
            let widthDigits = characters.prefix { $0.isASCII && $0.isNumber }
            guard widthDigits.count <= 3 else { return nil }
            let width = Int(widthDigits) ?? 0
            characters.removeFirst(widthDigits.count)
            var precision: Int?
            if characters.first == "." {
                characters.removeFirst()
                let digits = characters.prefix { $0.isASCII && $0.isNumber }
                guard digits.count <= 2, let value = Int(digits.isEmpty ? "0" : digits), value <= 15 else { return nil }
                precision = value
                characters.removeFirst(digits.count)
            }
            while let letter = characters.first, lengthLetters.contains(letter) { characters.removeFirst() }
            guard let specifier = characters.popFirst() else { return nil }
            if specifier == "%" { output.append("%"); continue }
            guard let conversion = conversions[specifier], let value = argument(used) else { return nil }
            used += 1
            var text: String
            switch (conversion, value) {
            case (.signed, .number(let number)), (.unsigned, .number(let number)):
                guard abs(number) < 1e15, conversion == .signed || number >= 0 else { return nil }
                text = String(Int64(number.rounded(.towardZero)))
            case (.float, .number(let number)):
                guard abs(number) < 1e15 else { return nil }
                // C's rounding of the binary value (`%.2f` of 1.015 is 1.01), as Foundation prints.
                text = String(format: "%.*f", precision ?? 6, number)
            case (.object, .string(let string)):
                text = precision.map { String(string.prefix($0)) } ?? string
            case (.object, .number(let number)):
                text = NumberFormatting.description(number, isInteger: number == number.rounded())
            default:
                return nil
            }
            let isNumber = conversion != .object
            if isNumber, signed, !text.hasPrefix("-") { text = "+" + text }
            if text.count < width {
                let padding = width - text.count
                if leftAligned { text += String(repeating: " ", count: padding) }
                else if zeroPadded, isNumber {
                    let sign = text.first == "-" || text.first == "+" ? String(text.removeFirst()) : ""
                    text = sign + String(repeating: "0", count: padding) + text
                } else { text = String(repeating: " ", count: padding) + text }
            }
            output += text
        }
        return output
    }
}
