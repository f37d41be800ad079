import Guide

/// One `fontFamily` token per distinct stack, named after its face or family (`brandoBlack`,
/// `systemMonospaced`), numbered when two stacks would share a name.
struct FontFamilyKeys {
    private(set) var all: [(key: String, families: [String])] = []
    private var byStack: [[String]: String] = [:]
    private var byToken: [String: String] = [:]

    init(_ guide: Guide) {
        for token in guide.fonts where byToken[token.name] == nil {
            let stack = FontStack.familyList(for: token, fallback: guide.typographyFallback)
            if let key = byStack[stack] {
                byToken[token.name] = key
                continue
            }
            let base = Self.camel(token.face.flatMap { FontToken.namesAFont($0) ? $0 : nil } ?? token.family ?? "system " + (token.design ?? guide.typographyFallback?.systemDesign ?? ""))
            var key = base
            var number = 2
            while all.contains(where: { $0.key == key }) {
                key = "\(base)\(number)"
                number += 1
            }
            all.append((key, stack))
            byStack[stack] = key
            byToken[token.name] = key
        }
    }

    func key(for token: FontToken) -> String { byToken[token.name] ?? "system" }

    /// `Brando-Black` → `brandoBlack`, `system monospaced` → `systemMonospaced`.
    static func camel(_ text: String) -> String {
        // ASCII names (nearly all) are cut and cased on their bytes: asking each Character
        // whether it is a letter or number, and casing substrings, was most of naming a
        // brand's font families and motion tokens.
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return camelByCharacters(text) }
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count)
        var startsWord = true
        for byte in utf8 {
            let lower = byte | 0x20
            let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            guard isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else {
                startsWord = true
                continue
            }
            if startsWord, isLetter {
                output.append(output.isEmpty ? lower : lower & ~0x20)
            } else {
                output.append(byte)
            }
            startsWord = false
        }
        return output.isEmpty ? "family" : String(decoding: output, as: UTF8.self)
    }

    /// `camel` for any text, by Characters.
    static func camelByCharacters(_ text: String) -> String {
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let joined = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        return joined.isEmpty ? "family" : joined
    }
}
