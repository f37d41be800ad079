/// Text made safe to print on one line of a terminal or a CI log.
///
/// A diagnostic quotes what a guide says, and a guide can say anything: a symbol name written
/// as a `"""` string carried raw newlines into `check`'s output, so a guide could print a line
/// such as `Sources/App.swift:1:1: error: …` of its own. Every character that ends a line or
/// steers a terminal is written as a Swift escape instead: the C0 controls and DEL, the C1
/// controls (U+0085 NEXT LINE among them), and U+2028/U+2029, which some viewers break lines at.
public enum OneLine {
    /// `text` with each such character written as `\n`, `\r`, `\t` or `\u{XX}`; other text as is.
    public static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                escaped.append(scalar)
                continue
            }
            let spelled = switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            escaped.append(contentsOf: spelled.unicodeScalars)
        }
        return String(escaped)
    }

    /// Whether `scalar` ends a line or controls a terminal.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
