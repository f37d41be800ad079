import Guide

/// How a token's name is written wherever it goes outside the guide: the one place that decides
/// what may stand in each export's grammar, with a function per target (a CSS custom property and
/// its Tailwind theme key here; a Swift identifier, `TokenNaming+Swift`; an asset catalog folder
/// and a DTCG name, `TokenNaming+Files`), and the page anchors.
///
/// Everything is decided on `Unicode.Scalar`s, never on Characters: a grapheme that begins with a
/// letter may go on with anything (U+0D4E, a "prepend" letter, joins the `;` after it into one
/// Character), so a Character that "is a letter" let `;`, `{` and `}` into `tokens.css`. Each
/// function makes a name safe, not unique; `UniqueNames` makes the names of one export distinct.
///
/// TokenNaming, rather than a new type, because it already was what every exporter, page and
/// preview asks for a token's CSS name: extending it keeps one door for all of them.
enum TokenNaming {
    /// `bumbleYellow` → `--bumble-yellow`; `bumbleBFFTeal` → `--bumble-bff-teal`. Always a valid
    /// custom property: `kebab` keeps only letters, numbers and their marks (all CSS ident code
    /// points) and hyphens. Other code points are dropped as word breaks, not written as `\3B `
    /// escapes: the name is what a reader types in `var(--…)`, and an ASCII name always read so.
    /// A name with no letter or number left is `--token` (`--` alone is reserved by CSS).
    static func cssVariable(_ name: String) -> String {
        let words = kebab(name)
        return words.isEmpty ? "--token" : "--" + words
    }

    /// The Tailwind theme key of a custom property (`--bumble-yellow` → `bumble-yellow`, for
    /// `--color-bumble-yellow`). `kebab` never writes two hyphens in a row, which Tailwind would
    /// read as a sub-key (`--text-title--line-height`), nor a backslash escape.
    static func tailwindKey(_ variable: String) -> String {
        String(variable.dropFirst(2))
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

    static func colorAnchor(_ name: String) -> String { "color-\(idText(name))" }
    static func fontAnchor(_ name: String) -> String { "font-\(idText(name))" }
    static func gradientAnchor(_ name: String) -> String { "gradient-\(idText(name))" }

    /// A name as it may stand in an HTML id and, as it is, in a link's `#fragment`: an id holds
    /// no ASCII whitespace, which a raw identifier (`` `brand red` ``) can (each becomes `_`),
    /// and a fragment holds only URL code points, so `{`, `}`, `%`, `"`, `<`, `|` and the
    /// like are percent-encoded (`x}y` → `x%7Dy`: the id and the link say the same, and the
    /// browser matches them as written). Letters of any script, digits and URL punctuation are
    /// kept, so ordinary names keep the anchors they have always had.
    private static func idText(_ name: String) -> String {
        guard name.utf8.contains(where: { !URLCharacters.isFragmentByte($0) }) else { return name }
        var text = ""
        for scalar in name.unicodeScalars {
            if scalar == " " || (0x09...0x0D).contains(scalar.value) {
                text += "_"
            } else if !scalar.isASCII ? scalar.properties.isAlphabetic || scalar.properties.numericType != nil : URLCharacters.isFragmentByte(UInt8(scalar.value)) {
                text.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { text += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
            }
        }
        return text
    }

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

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
