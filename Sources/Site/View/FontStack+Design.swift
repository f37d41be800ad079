import Guide

/// Which of the platform's stacks ends a font's stack.
extension FontStack {
    /// The system design whose stack the browser falls back to: the font's own, else the one a
    /// monospaced face implies, else the guide's fallback design.
    ///
    /// A face named as monospaced (`Menlo-Regular`, `IBMPlexMono-Regular`, `UberMoveMono`)
    /// that the reader has not installed must still fall back to a monospaced face: code and
    /// tabular figures set in it lose their columns in a proportional one.
    static func design(family: String?, face: String?, design: String?, fallback: TypographyFallback?) -> String? {
        if let design { return design }
        if [family, face].contains(where: { $0.map(namesMonospacedFace) ?? false }) { return "monospaced" }
        return fallback?.systemDesign
    }

    /// Whether the guide's fallback faces go before the system stack: not for the system's own
    /// monospaced, serif or rounded design (`.system(size: 12, design: .monospaced)`), nor for a
    /// monospaced face, which a brand's proportional substitute (Inter for Söhne) would set in
    /// the wrong shape.
    static func takesFallbackFaces(family: String?, face: String?, design: String?, fallback: TypographyFallback?) -> Bool {
        guard let fallback, !fallback.families.isEmpty else { return true }
        if family == nil || family?.isEmpty == true, let design, design != "default" { return false }
        if design == nil, [family, face].contains(where: { $0.map(namesMonospacedFace) ?? false }) {
            return fallback.families.contains(where: namesMonospacedFace)
        }
        return true
    }

    /// A face name with a word that says monospaced, split as its display name is
    /// (`IBMPlexMono` → IBM Plex Mono).
    static func namesMonospacedFace(_ name: String) -> Bool {
        let display = PublishedBrand.displayFamily(name)
        // Every drawn text asks for its stack: an ASCII name (nearly all) is split as bytes,
        // and only a word as long as one of the list's is made into a String.
        guard display.isASCII else {
            return display.split(whereSeparator: { !$0.isLetter }).contains { monospacedWords.contains($0.lowercased()) }
        }
        let bytes = Array(display.utf8)
        var start = 0
        for end in 0...bytes.count where end == bytes.count || (bytes[end] | 0x20) &- 0x61 >= 26 {
            defer { start = end + 1 }
            guard monospacedWordLengths.contains(end - start) else { continue }
            if monospacedWords.contains(String(decoding: bytes[start..<end].map { $0 | 0x20 }, as: UTF8.self)) { return true }
        }
        return false
    }

    private static let monospacedWords: Set<String> = ["mono", "monospace", "monospaced", "menlo", "monaco", "consolas", "courier", "code"]
    private static let monospacedWordLengths = monospacedWords.map(\.utf8.count).min()!...monospacedWords.map(\.utf8.count).max()!
}
