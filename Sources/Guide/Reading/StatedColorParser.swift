import Foundation

/// Reads what a comment states about a color: `#FFC629`, `#FFFFFF / #1A1A1A` (light / dark),
/// `rgba(20,18,16,0.5)`, `#000000 @ 40%`.
public enum StatedColorParser {
    /// What `comment` states, if it states a color.
    public static func parse(_ comment: String) -> StatedColor? {
        if let rgba = rgbaFunction(in: comment) { return rgba }
        let hexes = hexCodes(in: comment)
        guard let first = hexes.first, var color = RGBAColor(hex: first.text) else { return nil }
        var statesAlpha = first.text.count == 9
        var dark: RGBAColor?
        if hexes.count >= 2 {
            // A slash between two codes makes them a light/dark pair, and so does the word
            // "dark" just before the second (`#0172CB, dark #34A4FE`, `#FFF (dark: #000)`).
            let between = comment[first.range.upperBound..<hexes[1].range.lowerBound]
            if between.trimmingCharacters(in: .whitespaces) == "/" || Self.namesDark(between) { dark = RGBAColor(hex: hexes[1].text) }
        }
        if let percent = statedPercentage(in: comment) {
            color = color.withOpacity(percent / 100)
            statesAlpha = true
        }
        var text = first.text
        if let dark { text += " / " + dark.hex }
        return StatedColor(color: color, dark: dark, statesAlpha: statesAlpha, text: text)
    }

    /// Whether the text between two codes says only that the second is the dark one,
    /// punctuation and the first's opacity (`at 0.96`) aside: `, dark `, ` (dark: `,
    /// `; Dark mode `, `, in dark `, ` at 0.96, dark `. More words (`text on dark`) say
    /// something else.
    static func namesDark(_ between: Substring) -> Bool {
        var words = between.lowercased().split { !$0.isLetter }.map(String.init)
        if words.first == "at" { words.removeFirst() }
        return [["dark"], ["dark", "mode"], ["in", "dark"], ["in", "dark", "mode"]].contains(words)
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` codes with their ranges, in order.
    public static func hexCodes(in text: String) -> [(text: String, range: Range<String.Index>)] {
        hexCodeRanges(in: text).map { range in ("#" + text[text.utf8.index(after: range.lowerBound)..<range.upperBound].uppercased(), range) }
    }

    /// Where `hexCodes(in:)` finds its codes, `#` included, without spelling each out.
    static func hexCodeRanges(in text: String) -> [Range<String.Index>] {
        // Over UTF-8: '#' and hex digits are ASCII, so every index found is a character
        // boundary. Prose chips call this on every text node of a page.
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: "#")) else { return [] }
        var found: [Range<String.Index>] = []
        var index = utf8.startIndex
        while let hash = utf8[index...].firstIndex(of: UInt8(ascii: "#")) {
            let digitsStart = utf8.index(after: hash)
            var end = digitsStart
            while end < utf8.endIndex, utf8[end].isASCIIHexDigit { end = utf8.index(after: end) }
            let count = utf8.distance(from: digitsStart, to: end)
            if count == 3 || count == 6 || count == 8, !isWordScalar(at: end, in: text) {
                found.append(hash..<end)
            }
            index = end > digitsStart ? end : digitsStart
        }
        return found
    }

    /// Whether a letter, digit, `_` or combining mark (which would join the last digit) starts at `index`.
    private static func isWordScalar(at index: String.Index, in text: String) -> Bool {
        guard index < text.endIndex, let scalar = text.unicodeScalars[index...].first else { return false }
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return byte.isASCIIHexDigit || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
        }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
            || properties.generalCategory == .spacingMark || properties.generalCategory == .enclosingMark
    }

    private static func rgbaFunction(in text: String) -> StatedColor? {
        guard text.asciiLowercased.containsBytes("rgb"), let start = text.range(of: "rgba(", options: .caseInsensitive) ?? text.range(of: "rgb(", options: .caseInsensitive),
              let close = text[start.upperBound...].firstIndex(of: ")"), let (color, statesAlpha) = rgbaColor(arguments: text[start.upperBound..<close]) else { return nil }
        return StatedColor(color: color, statesAlpha: statesAlpha, text: String(text[start.lowerBound...close]))
    }

    /// The color of `rgb(…)`/`rgba(…)` arguments (`255,255,255,0.92`, `0, 0, 0, 40%`), and
    /// whether they state an alpha. Prose and comments share it.
    static func rgbaColor(arguments: Substring) -> (color: RGBAColor, statesAlpha: Bool)? {
        let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        let channels = parts.prefix(3).compactMap { Int($0) }
        guard channels.count == 3, channels.allSatisfy({ (0...255).contains($0) }) else { return nil }
        var alpha = 1.0
        if parts.count == 4 {
            let written = parts[3]
            if written.hasSuffix("%"), let percent = Double(written.dropLast()) { alpha = percent / 100 } else if let value = Double(written) { alpha = value } else { return nil }
            guard (0...1).contains(alpha) else { return nil }
        }
        return (RGBAColor(byteRed: channels[0], green: channels[1], blue: channels[2], alpha: alpha), parts.count == 4)
    }

    /// `@ 40%`, `at 40%`, `40% opacity`, `40% alpha`.
    private static func statedPercentage(in text: String) -> Double? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        for expression in percentageExpressions {
            guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                  let range = Range(match.range(at: 1), in: text),
                  let value = Double(text[range]), value <= 100 else { continue }
            return value
        }
        return nil
    }

    private static let percentageExpressions = [
        #"(?:@|\bat)\s*(\d{1,3}(?:\.\d+)?)\s*%"#, #"(\d{1,3}(?:\.\d+)?)\s*%\s*(?:opacity|alpha)"#,
    ].map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }
}

private extension UInt8 {
    var isASCIIHexDigit: Bool {
        (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f"))
    }
}
