import Foundation

/// Splits prose into `ProseToken`s; anything it does not know (quotes, asterisks) is skipped.
/// Colors are read as comments are, by `StatedColorParser`: hex codes and `rgb(…)`/`rgba(…)`.
enum ProseLexer {
    static func tokens(in text: String) -> [ProseToken] {
        let scalars = Array(text.unicodeScalars)
        // The hex codes by the scalar offset of their `#`.
        var hexes: [Int: String] = [:]
        for code in StatedColorParser.hexCodes(in: text) {
            hexes[text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: code.range.lowerBound)] = code.text
        }
        var tokens: [ProseToken] = []
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        // The only letters in ASCII are A–Z and a–z: Unicode's tables are asked past it alone.
        func isLetter(_ i: Int) -> Bool {
            guard i < scalars.count else { return false }
            let scalar = scalars[i]
            return scalar.isASCII ? UInt8(scalar.value) | 0x20 >= 0x61 && UInt8(scalar.value) | 0x20 <= 0x7A : scalar.properties.isAlphabetic
        }
        func string(_ range: Range<Int>) -> String { Self.string(scalars[range], lowercased: false) }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar == "#" {
                if let hex = hexes[index], let color = RGBAColor(hex: hex) {
                    let end = index + hex.unicodeScalars.count
                    tokens.append(ProseToken(kind: .color(color), text: hex, start: start, end: end))
                    index = end
                    continue
                }
                index += 1
                continue
            }
            if isLetter(index) {
                var end = index
                while isLetter(end) || isDigit(end) { end += 1 }
                let word = Self.string(scalars[index..<end], lowercased: true)
                if word == "rgba" || word == "rgb", end < scalars.count, scalars[end] == "(",
                   let close = scalars[end...].firstIndex(of: ")"), let (color, _) = StatedColorParser.rgbaColor(arguments: Substring(string(end + 1..<close))) {
                    tokens.append(ProseToken(kind: .color(color), text: string(index..<close + 1), start: start, end: close + 1))
                    index = close + 1
                    continue
                }
                tokens.append(ProseToken(kind: .word, text: word, start: start, end: end))
                index = end
                continue
            }
            if isDigit(index) {
                var end = index
                while isDigit(end) || (end < scalars.count && scalars[end] == "." && isDigit(end + 1)) { end += 1 }
                let value = Double(string(index..<end)) ?? 0
                if end + 1 < scalars.count, scalars[end] == ":", scalars[end + 1] == "1", !isDigit(end + 2) {
                    tokens.append(ProseToken(kind: .ratio(value), text: string(index..<end + 2), start: start, end: end + 2))
                    index = end + 2
                    continue
                }
                var unit = end
                while unit < scalars.count, scalars[unit] == " " { unit += 1 }
                if unit + 1 < scalars.count, scalars[unit] == "p", scalars[unit + 1] == "t", !isLetter(unit + 2) {
                    var sizeEnd = unit + 2
                    if sizeEnd < scalars.count, scalars[sizeEnd] == "+" { sizeEnd += 1 }
                    tokens.append(ProseToken(kind: .size(value), text: string(index..<sizeEnd), start: start, end: sizeEnd))
                    index = sizeEnd
                    continue
                }
                tokens.append(ProseToken(kind: .number(value), text: string(index..<end), start: start, end: end))
                index = end
                continue
            }
            if "()/,—–;+:".unicodeScalars.contains(scalar) || (scalar == "." && (index + 1 == scalars.count || scalars[index + 1].properties.isWhitespace)) {
                tokens.append(ProseToken(kind: .punctuation, text: String(scalar), start: start, end: index + 1))
            }
            index += 1
        }
        return tokens
    }

    /// The text of `scalars`, lower-cased as `String.lowercased()` does if asked. Words and
    /// numbers of prose are ASCII nearly always: their bytes are written straight into the
    /// string (appending scalar by scalar to a view was half of reading a paragraph).
    static func string(_ scalars: ArraySlice<Unicode.Scalar>, lowercased: Bool) -> String {
        guard scalars.allSatisfy(\.isASCII) else {
            let text = String(String.UnicodeScalarView(scalars))
            return lowercased ? text.lowercased() : text
        }
        return String(unsafeUninitializedCapacity: scalars.count) { bytes in
            for (offset, scalar) in zip(bytes.indices, scalars) {
                let byte = UInt8(scalar.value)
                bytes[offset] = lowercased && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            }
            return scalars.count
        }
    }
}
