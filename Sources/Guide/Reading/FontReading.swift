import Foundation

/// What sitegen can tell about a font expression.
struct FontReading: Sendable, Equatable {
    var kind: FontToken.Kind
    var face: String?
    var size: Double?
    var declaredWeight: FontWeight?
    var design: String?
    var isItalic = false
    var textStyle: String?
    var usesMonospacedDigits = false

    init(kind: FontToken.Kind) { self.kind = kind }

    /// What a font token shows of a font the interpreter made: how the code wrote it (a face
    /// whose style says italic is italic), or, for one the app chooses as it runs among fonts
    /// (a face if it is installed, else the system font), what the choices agree on.
    init(_ font: SwiftFont) {
        guard font.otherwise.isEmpty else {
            var choice = Self.runtimeChoice(([font] + font.otherwise).map { candidate in
                var single = candidate
                single.otherwise = []
                return FontReading(single)
            })
            if case .alias = font.kind { choice.kind = font.kind }
            self = choice
            return
        }
        self.init(kind: font.kind)
        face = font.face
        size = font.writtenSize
        declaredWeight = font.declaredWeight
        design = font.design
        isItalic = font.isItalic || font.face.map(FontFace.isItalic) == true
        textStyle = font.namedStyle
        usesMonospacedDigits = font.usesMonospacedDigits
    }

    /// Combines the readings of a helper that returns different fonts at run time (a custom face
    /// when it is installed, else the system font): what they agree on, and the custom face.
    static func runtimeChoice(_ candidates: [FontReading]) -> FontReading {
        var merged = FontReading(kind: .runtime)
        merged.face = candidates.lazy.compactMap(\.face).first
        merged.size = Self.common(candidates.map(\.size))
        merged.declaredWeight = Self.common(candidates.compactMap(\.declaredWeight))
        merged.design = candidates.lazy.compactMap(\.design).first
        merged.textStyle = Self.common(candidates.map(\.textStyle))
        merged.isItalic = candidates.allSatisfy(\.isItalic)
        return merged
    }

    private static func common<T: Equatable>(_ values: [T?]) -> T? {
        guard let first = values.first, let value = first, values.allSatisfy({ $0 == value }) else { return nil }
        return value
    }
}

/// Reads a face name's family and style: `Brando-Black` → `Brando`, black.
enum FontFace {
    static func family(of face: String) -> String {
        // An interpolated face (`ggSans-\(suffix)`) names its family before the interpolation.
        // Most faces interpolate nothing: they skip Foundation's split, most of reading a face.
        let written = face.containsBytes("\\(") ? face.components(separatedBy: "\\(").first ?? face : face
        guard let dash = written.lastIndex(of: "-") else { return written.trimmingSpaces }
        return String(written[..<dash]).trimmingSpaces
    }

    static func style(of face: String) -> String? {
        guard !face.containsBytes("\\("), let dash = face.lastIndex(of: "-") else { return nil }
        let style = face[face.index(after: dash)...]
        return style.isEmpty ? nil : String(style)
    }

    static func weight(of face: String) -> FontWeight? {
        guard var style = style(of: face)?.lowercased() else { return nil }
        for slant in ["italic", "oblique"] { style = style.replacingBytes(slant, with: "") }
        if style.isEmpty { return isItalic(face) ? .regular : nil }
        // Styles may lead with an optical size or width (`DisplayBlack`, `TextBold`): the weight
        // is the longest weight name the style ends with.
        var match: (name: String, weight: FontWeight)?
        for (name, weight) in styleWeights where style.hasSuffix(name) && name.count > match?.name.count ?? -1 {
            match = (name, weight)
        }
        return match?.weight
    }

    static func isItalic(_ face: String) -> Bool {
        guard let style = style(of: face)?.lowercased() else { return false }
        return style.containsBytes("italic") || style.containsBytes("oblique")
    }

    private static let styleWeights: [String: FontWeight] = [
        "thin": .thin, "hairline": .thin,
        "extralight": .ultraLight, "ultralight": .ultraLight,
        "light": .light, "leicht": .light,
        "regular": .regular, "book": .regular, "normal": .regular, "roman": .regular, "buch": .regular,
        "medium": .medium, "kraftig": .medium, "kräftig": .medium,
        "semibold": .semibold, "demibold": .semibold, "demi": .semibold, "halbfett": .semibold,
        "bold": .bold, "fett": .bold,
        "extrabold": .heavy, "ultrabold": .heavy, "heavy": .heavy, "dreiviertelfett": .heavy,
        "black": .black, "ultra": .black, "extrablack": .black, "fat": .black,
    ]
}
