import Foundation
import Guide

/// Splits prose into `ProseToken`s; anything it does not know (quotes, asterisks) is skipped.
enum ProseLexer {
    static func tokens(in text: String) -> [ProseToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [ProseToken] = []
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        func isLetter(_ i: Int) -> Bool { i < scalars.count && scalars[i].properties.isAlphabetic }
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar == "#" {
                var end = index + 1
                while end < scalars.count, scalars[end].properties.isASCIIHexDigit { end += 1 }
                let digits = end - index - 1
                if [3, 6, 8].contains(digits), !isLetter(end), !isDigit(end), let color = RGBAColor(hex: string(index..<end)) {
                    tokens.append(ProseToken(kind: .color(color), text: string(index..<end).uppercased(), start: start, end: end))
                    index = end
                    continue
                }
                index += 1
                continue
            }
            if isLetter(index) {
                var end = index
                while isLetter(end) || isDigit(end) { end += 1 }
                let word = string(index..<end).lowercased()
                if word == "rgba" || word == "rgb", end < scalars.count, scalars[end] == "(",
                   let close = scalars[end...].firstIndex(of: ")"), let color = rgba(string(end + 1..<close)) {
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

    /// `255,255,255,0.92` → the color.
    private static func rgba(_ arguments: String) -> RGBAColor? {
        let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        let channels = parts.prefix(3).compactMap { Int($0) }
        guard channels.count == 3, channels.allSatisfy({ (0...255).contains($0) }) else { return nil }
        let alpha = parts.count == 4 ? Double(parts[3]) : 1
        guard let alpha, (0...1).contains(alpha) else { return nil }
        return RGBAColor(byteRed: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }
}
