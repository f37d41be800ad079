import Guide

/// How tokens are named outside Swift: CSS custom properties and page anchors.
enum TokenNaming {
    /// `bumbleYellow` → `--bumble-yellow`; `bumbleBFFTeal` → `--bumble-bff-teal`.
    static func cssVariable(_ name: String) -> String {
        "--" + kebab(name)
    }

    /// `bumbleBFFTeal` → `bumble-bff-teal`.
    static func kebab(_ name: String) -> String {
        let characters = Array(name.utf8)
        guard characters.allSatisfy({ $0 < 0x80 }) else { return unicodeKebab(name) }
        func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
        func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        var result: [UInt8] = []
        result.reserveCapacity(characters.count + 4)
        for (index, byte) in characters.enumerated() {
            if isUpper(byte) {
                if index > 0 {
                    let previous = characters[index - 1]
                    let next = index + 1 < characters.count ? characters[index + 1] : 0
                    // A new word starts at a capital after a lower-case letter or digit, or at the
                    // last capital of an acronym followed by a lower-case letter (BFFTeal → bff-teal).
                    if isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) { result.append(45) }
                }
                result.append(byte + 32)
            } else if isLower(byte) || isDigit(byte) {
                result.append(byte)
            } else if result.last != 45 {
                result.append(45)
            }
        }
        while result.first == 45 { result.removeFirst() }
        while result.last == 45 { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }

    private static func unicodeKebab(_ name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result.append("-")
                }
            } else if !character.isLetter && !character.isNumber {
                if !result.hasSuffix("-") { result.append("-") }
                continue
            }
            result.append(contentsOf: character.lowercased())
        }
        return result.trimmingCharacters(in: ["-"])
    }

    static func colorAnchor(_ name: String) -> String { "color-\(name)" }
    static func fontAnchor(_ name: String) -> String { "font-\(name)" }
    static func gradientAnchor(_ name: String) -> String { "gradient-\(name)" }
    static func componentAnchor(_ slug: String) -> String { "component-\(slug)" }

    /// Ids the brand page reserves for its own sections.
    static let reservedAnchors = ["colors", "contrast", "typography", "components", "symbols", "top", "main", "exports", "nearest"]

    /// The anchor of each component of a guide, in order, as the brand page assigns them.
    static func componentAnchors(_ guide: Guide) -> [String] {
        var anchors = AnchorSet(reserved: reservedAnchors)
        return guide.components.map { componentAnchor(anchors.claim($0.name)) }
    }
    /// Symbol names are dotted lower-case words, valid in ids as they are.
    static func symbolAnchor(_ name: String) -> String { "symbol-\(name)" }
}

extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
