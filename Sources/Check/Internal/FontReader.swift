import Guide

/// The size and weight a `.font(…)` argument gives text: a font token (`.bumbleButton`),
/// `.system(size: 18, weight: .bold)`, a text style (`.headline`), `.custom("Face-Bold", size: 16)`,
/// with `.weight(…)` or `.bold()` after it.
struct FontReader: Sendable {
    let structure: CodeStructure
    let fonts: [String: FontToken]

    /// `fonts` comes from `fontsByName(of:)`, made once per guide rather than once per snippet.
    init(structure: CodeStructure, fonts: [String: FontToken]) {
        self.structure = structure
        self.fonts = fonts
    }

    static func fontsByName(of guide: Guide) -> [String: FontToken] {
        Dictionary(guide.fonts.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    struct Reading: Sendable, Equatable {
        var size: Double?
        var weight: FontWeight?
    }

    func font(in range: Range<Int>) -> Reading? {
        let tokens = structure.tokens
        var position = range.lowerBound
        if position < range.upperBound, tokens[position].kind == .identifier, tokens[position].text == "Font" { position += 1 }
        guard position + 1 < range.upperBound, tokens[position].isPunctuation("."), tokens[position + 1].kind == .identifier else { return nil }
        let name = tokens[position + 1].text
        position += 2
        var reading: Reading
        if let token = fonts[name] {
            reading = Reading(size: token.displaySize, weight: token.displayWeight)
        } else if let style = TextStyle(rawValue: name) {
            reading = Reading(size: style.defaultPointSize, weight: style.defaultWeight)
        } else if name == "system" || name == "custom", position < range.upperBound, tokens[position].isPunctuation("("), let close = structure.closing[position] {
            reading = call(name, arguments: (position + 1)..<close)
            position = close + 1
        } else {
            return nil
        }
        let (modifiers, end) = structure.modifiers(from: position, before: range.upperBound)
        guard end == range.upperBound else { return nil }
        for modifier in modifiers {
            switch modifier.name {
            case "weight": reading.weight = modifier.arguments.flatMap(weight(in:))
            case "bold": reading.weight = .bold
            case "monospacedDigit", "monospaced", "italic", "leading", "width", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps": break
            default: return nil
            }
        }
        return reading
    }

    /// `.bold`, `.semibold` as the argument of `.weight(…)` or `.fontWeight(…)`.
    func weight(in range: Range<Int>) -> FontWeight? {
        let tokens = structure.tokens
        guard range.count == 2, tokens[range.lowerBound].isPunctuation(".") else { return nil }
        return FontWeight(rawValue: tokens[range.lowerBound + 1].text)
    }

    private func call(_ name: String, arguments range: Range<Int>) -> Reading {
        let tokens = structure.tokens
        var reading = Reading()
        for argument in structure.arguments(in: range) {
            let first = tokens[argument.lowerBound]
            if argument.count >= 3, tokens[argument.lowerBound + 1].isPunctuation(":") {
                let value = (argument.lowerBound + 2)..<argument.upperBound
                switch first.text {
                case "size" where value.count == 1 && tokens[value.lowerBound].kind == .number:
                    reading.size = Double(tokens[value.lowerBound].text)
                case "weight":
                    reading.weight = weight(in: value)
                default:
                    break
                }
            } else if name == "system", argument.count == 2, first.isPunctuation("."), let style = TextStyle(rawValue: tokens[argument.lowerBound + 1].text) {
                reading.size = style.defaultPointSize
                reading.weight = reading.weight ?? style.defaultWeight
            } else if name == "custom", case .string(false) = first.kind {
                reading.weight = Self.faceWeight(first.text)
            }
        }
        if name == "system", reading.weight == nil { reading.weight = .regular }
        return reading
    }

    /// The weight a face's suffix names (`Brando-Bold` → bold), for faces used inline.
    private static func faceWeight(_ face: String) -> FontWeight? {
        guard let dash = face.lastIndex(of: "-") else { return nil }
        let style = face[face.index(after: dash)...].lowercased().replacingOccurrences(of: "italic", with: "")
        let names: [(String, FontWeight)] = [
            ("extrabold", .heavy), ("semibold", .semibold), ("demibold", .semibold), ("ultralight", .ultraLight), ("extralight", .ultraLight),
            ("black", .black), ("heavy", .heavy), ("bold", .bold), ("medium", .medium), ("regular", .regular), ("light", .light), ("thin", .thin),
        ]
        return names.first { style.hasSuffix($0.0) }?.1
    }
}
