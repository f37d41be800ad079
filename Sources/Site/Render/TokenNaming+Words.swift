extension TokenNaming {
    /// What a scalar is to a name's words. Letters are Unicode's alphabetic scalars and numbers
    /// those with a numeric type, the scalars `Character.isLetter` and `isNumber` ask about; a
    /// mark (or a zero-width joiner) belongs to the scalar before it, as it would in a Character,
    /// so `café` spelled with U+0301 keeps its accent. Anything else breaks a word and is dropped.
    enum WordPart: Equatable {
        case letter, number, attached, separator
    }

    static func wordPart(_ scalar: Unicode.Scalar) -> WordPart {
        let properties = scalar.properties
        if properties.isAlphabetic { return .letter }
        if properties.numericType != nil { return .number }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return .attached
        default: return scalar == "\u{200C}" || scalar == "\u{200D}" ? .attached : .separator
        }
    }

    /// `kebab` for names that are not ASCII, by scalars: a word starts at a capital after a
    /// lower-case letter or a digit, or at the last capital of an acronym before a lower-case
    /// letter, as for ASCII; marks follow their letter and are dropped after a break.
    static func unicodeKebab(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        let parts = scalars.map(wordPart)
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        var keeps = false
        for (index, scalar) in scalars.enumerated() {
            switch parts[index] {
            case .attached:
                if keeps { result.append(scalar) }
                continue
            case .separator:
                if result.last != "-" { result.append("-") }
                keeps = false
            case .letter, .number:
                if scalar.properties.isUppercase, let previous {
                    let next = scalars[(index + 1)...].indices.first { parts[$0] != .attached }.map { scalars[$0] }
                    let before = previous.properties
                    if before.isLowercase || before.numericType != nil || (before.isUppercase && next?.properties.isLowercase == true) {
                        result.append("-")
                    }
                }
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                keeps = true
            }
            previous = scalar
        }
        while result.first == "-" { result.removeFirst() }
        while result.last == "-" { result.removeLast() }
        return String(result)
    }

    /// `Brando-Black` → `brandoBlack`, `system monospaced` → `systemMonospaced`: the key of a
    /// font family or a motion token in `tokens.json`, letters and numbers only, so a valid DTCG
    /// name and, kebab-cased, a valid Tailwind key.
    static func camel(_ text: String) -> String {
        // ASCII names (nearly all) are cut and cased on their bytes: asking each scalar whether
        // it is a letter or number, and casing substrings, was most of naming a brand's font
        // families and motion tokens.
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return camelByScalars(text) }
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

    /// `camel` for any text, by scalars: the first word's first letter lower-cased, the others'
    /// upper-cased, marks kept with their letter.
    static func camelByScalars(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var startsWord = true
        var keeps = false
        for scalar in text.unicodeScalars {
            switch wordPart(scalar) {
            case .attached:
                if keeps { result.append(scalar) }
            case .separator:
                startsWord = true
                keeps = false
            case .letter, .number:
                if startsWord {
                    let mapping = result.isEmpty ? scalar.properties.lowercaseMapping : scalar.properties.uppercaseMapping
                    result.append(contentsOf: mapping.unicodeScalars)
                } else {
                    result.append(scalar)
                }
                startsWord = false
                keeps = true
            }
        }
        return result.isEmpty ? "family" : String(result)
    }
}
